import type { ReviewsResponse } from '@lekker/core/contracts/catalogue';
import type { VenueReview, VenueReviews } from '@lekker/core/contracts/venue-reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRestaurantMember, insertRestaurant, insertReview, insertUser } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

type ApiError = { error: { code: string; fields?: Record<string, string> } };

describe("the portal's reviews (list, filters, distribution, one editable public reply)", () => {
  let t: TestApp;
  const now = new Date('2026-05-04T08:00:00.000Z');
  const password = 'reviews-pass';
  let venue = '';
  let otherVenue = '';
  let owner = '';
  let otherOwner = '';
  let customer = '';
  let admin = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ now });
    const db = t.database.db;
    venue = (await insertRestaurant(db, { name: 'Reviewed Kitchen' })).id;
    otherVenue = (await insertRestaurant(db, { name: 'Other Kitchen' })).id;
    const mk = (email: string, name: string, roles: ('customer' | 'restaurant' | 'admin')[]) =>
      insertUser(db, { email, name, password, roles });
    const o = await mk('owner@reviews.test', 'Owner Person', ['customer', 'restaurant']);
    const o2 = await mk('other@reviews.test', 'Other Owner', ['customer', 'restaurant']);
    const thandi = await mk('thandi@reviews.test', 'Thandi Mokoena Dlamini', ['customer']);
    await mk('admin@reviews.test', 'Admin', ['admin']);
    await addRestaurantMember(db, o.id, venue);
    await addRestaurantMember(db, o2.id, otherVenue);
    const day = (d: number) => new Date(Date.UTC(2026, 4, d));
    ids.five = (
      await insertReview(db, venue, {
        restaurantRating: 5,
        restaurantComment: 'Best kota in town',
        customerId: thandi.id,
        createdAt: day(3),
      })
    ).id;
    ids.two = (await insertReview(db, venue, { restaurantRating: 2, createdAt: day(2) })).id;
    ids.replied = (
      await insertReview(db, venue, {
        restaurantRating: 4,
        createdAt: day(1),
        ownerReply: 'Thanks!',
        ownerRepliedAt: day(1),
      })
    ).id;
    await insertReview(db, venue, { restaurantRating: null, restaurantComment: 'unrated' });
    ids.foreign = (await insertReview(db, otherVenue, { restaurantRating: 3 })).id;
    owner = await t.signIn('owner@reviews.test', password);
    otherOwner = await t.signIn('other@reviews.test', password);
    customer = await t.signIn('thandi@reviews.test', password);
    admin = await t.signIn('admin@reviews.test', password);
  });
  afterAll(() => t.close());

  const list = (query = '', cookie = owner) =>
    t.get<VenueReviews & ApiError>(`/api/restaurant/venues/${venue}/reviews${query}`, { cookie });
  const reply = (reviewId: string, body: unknown, cookie = owner, method = 'PUT') =>
    t.request<VenueReview & ApiError>(method, `/api/restaurant/venues/${venue}/reviews/${reviewId}/reply`, {
      cookie,
      body,
    });

  it('lists rated reviews newest first with the distribution, naming reviewers by first name and initial', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.reviews.map((r) => r.id)).toEqual([ids.five, ids.two, ids.replied]);
    expect(body.reviews[0]).toMatchObject({
      reviewer_name: 'Thandi D.',
      restaurant_comment: 'Best kota in town',
    });
    expect(body.reviews[1]!.reviewer_name).toBe('Customer');
    expect(body.summary).toMatchObject({
      count: 3,
      distribution: { '5': 1, '4': 1, '2': 1, '3': 0, '1': 0 },
    });
    expect(body.unreplied).toBe(2);
    expect(JSON.stringify(body)).not.toContain('Mokoena');
    expect(JSON.stringify(body)).not.toContain('thandi@');
  });

  it('filters by stars and by replied, keeping the summary over every review', async () => {
    expect((await list('?rating=5')).body.reviews.map((r) => r.id)).toEqual([ids.five]);
    expect((await list('?replied=true')).body.reviews.map((r) => r.id)).toEqual([ids.replied]);
    const unanswered = await list('?replied=false&rating=2');
    expect(unanswered.body.reviews.map((r) => r.id)).toEqual([ids.two]);
    expect(unanswered.body.summary.count).toBe(3);
    expect((await list('?rating=6')).status).toBe(400);
  });

  it('writes one reply, edits it in place, and shows it publicly under the review', async () => {
    const first = await reply(ids.five!, { reply: '  Thank you, Thandi!  ' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      owner_reply: 'Thank you, Thandi!',
      owner_replied_at: now.toISOString(),
    });
    const edited = await reply(ids.five!, { reply: 'Thank you, see you soon!' });
    expect(edited.body.owner_reply).toBe('Thank you, see you soon!');
    const pub = await t.get<ReviewsResponse>(`/api/restaurants/${venue}/reviews`);
    const shown = pub.body.reviews.find((r) => r.id === ids.five);
    expect(shown).toMatchObject({ owner_reply: 'Thank you, see you soon!' });
    // The public card stays anonymous (docs/product.md#reviews): no name at all.
    expect(JSON.stringify(pub.body)).not.toContain('Thandi D');
    expect((await list()).body.unreplied).toBe(1);
  });

  it('removes a reply', async () => {
    const removed = await reply(ids.replied!, undefined, owner, 'DELETE');
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ owner_reply: null, owner_replied_at: null });
  });

  it('refuses an empty or over-long reply with the field named', async () => {
    const empty = await reply(ids.two!, { reply: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields?.reply).toBe('Please write a reply');
    expect((await reply(ids.two!, { reply: 'x'.repeat(1001) })).status).toBe(400);
  });

  it("answers 404 for another venue's reviews and for a review of another venue; admins may reply", async () => {
    expect((await list('', otherOwner)).status).toBe(404);
    expect((await reply(ids.two!, { reply: 'Not mine' }, otherOwner)).status).toBe(404);
    expect((await reply(ids.foreign!, { reply: 'Wrong venue' })).status).toBe(404);
    expect((await list('', customer)).status).toBe(403);
    // Admins manage every venue, but the portal routes are for restaurant accounts (audience 'restaurant').
    expect((await list('', admin)).status).toBe(403);
  });
});
