import type { VenueReviews } from '@lekker/core/contracts/venue-reviews';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index.ts';
import { addRestaurantMember, insertRestaurant, insertReviews, insertUser } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('reviews come a page at a time, in the portal and on the menu page (keyset on created_at, id)', () => {
  let t: TestApp;
  const password = 'pages-pass';
  let venue = '';
  let owner = '';
  let otherOwner = '';
  /** Every rated review of the venue, newest first (created_at, then id, both descending). */
  let expected: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-05-04T08:00:00.000Z') });
    const db = t.database.db;
    venue = (await insertRestaurant(db, { name: 'Paged Kitchen' })).id;
    const otherVenue = (await insertRestaurant(db, { name: 'Other Paged Kitchen' })).id;
    const o = await insertUser(db, {
      email: 'owner@pages.test',
      name: 'Page Owner',
      password,
      roles: ['restaurant'],
    });
    const o2 = await insertUser(db, {
      email: 'other@pages.test',
      name: 'Other Owner',
      password,
      roles: ['restaurant'],
    });
    await addRestaurantMember(db, o.id, venue);
    await addRestaurantMember(db, o2.id, otherVenue);
    // 25 reviews: 10 share one instant exactly, 5 share another, the rest a day each; one unrated is never listed.
    const same = new Date('2026-05-02T12:00:00.000Z');
    const also = new Date('2026-05-01T12:00:00.000Z');
    const rows = await insertReviews(db, venue, [
      ...Array.from({ length: 10 }, (_, i) => ({ restaurantRating: (i % 5) + 1, createdAt: same })),
      ...Array.from({ length: 5 }, () => ({ restaurantRating: 4, createdAt: also })),
      ...Array.from({ length: 10 }, (_, i) => ({
        restaurantRating: 3,
        createdAt: new Date(Date.UTC(2026, 3, i + 1)),
      })),
      { restaurantRating: null, createdAt: same },
    ]);
    // Two reviews apart by microseconds only: a cursor kept to milliseconds would skip or repeat one of them.
    const [a, b] = rows.slice(15, 17);
    await db.execute(
      sql`update ${reviews} set created_at = '2026-05-03T09:00:00.000001Z' where ${reviews.id} = ${a!.id}`,
    );
    await db.execute(
      sql`update ${reviews} set created_at = '2026-05-03T09:00:00.000002Z' where ${reviews.id} = ${b!.id}`,
    );
    await insertReviews(db, otherVenue, [{ restaurantRating: 5 }]);
    const ordered = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.restaurantId, venue), isNotNull(reviews.restaurantRating)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
    expected = ordered.map((r) => r.id);
    owner = await t.signIn('owner@pages.test', password);
    otherOwner = await t.signIn('other@pages.test', password);
  });
  afterAll(() => t.close());

  const list = (query = '', cookie = owner) =>
    t.get<VenueReviews & ApiError>(`/api/restaurant/venues/${venue}/reviews${query}`, { cookie });

  /** The menu page's public list of the same reviews. */
  const publicList = (query = '') =>
    t.get<VenueReviews & ApiError>(`/api/restaurants/${venue}/reviews${query}`);

  async function readAll(size: number, filters = '', read = list) {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      const cursorPart = cursor ? `&cursor=${cursor}` : '';
      const { status, body } = await read(`?limit=${size}${filters}${cursorPart}`);
      expect(status).toBe(200);
      expect(body.reviews.length).toBeLessThanOrEqual(size);
      seen.push(...body.reviews.map((r) => r.id));
      cursor = body.next_cursor;
      if (!cursor) break;
    }
    return seen;
  }

  it('answers 20 by default, with the summary over every review, not the page', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.reviews.map((r) => r.id)).toEqual(expected.slice(0, 20));
    expect(body.next_cursor).toEqual(expect.any(String));
    expect(body.summary.count).toBe(25);
    expect(body.unreplied).toBe(25);
  });

  it.each([1, 3, 7, 50])('reads every review once, in order, %i at a time', async (size) => {
    expect(await readAll(size)).toEqual(expected);
  });

  it.each([4, 20])("pages the menu page's public list the same way, %i at a time", async (size) => {
    expect(await readAll(size, '', publicList)).toEqual(expected);
    const first = await publicList();
    expect(first.body.reviews.map((r) => r.id)).toEqual(expected.slice(0, 20));
    expect(first.body.summary.count).toBe(25);
    expect((await publicList('?limit=51')).status).toBe(400);
    expect((await publicList('?cursor=nonsense')).body.error.fields?.cursor).toBe(
      'That page of reviews is no longer available. Please reload the reviews.',
    );
  });

  it('pages a filtered list too, and says null after the last page', async () => {
    const threes = await readAll(2, '&rating=3');
    expect(threes).toEqual(expected.filter((id) => threes.includes(id)));
    expect(threes).toHaveLength(12);
    const last = await list('?limit=25');
    expect(last.body.reviews).toHaveLength(25);
    expect(last.body.next_cursor).toBeNull();
  });

  it('stays stable when a new review arrives between pages', async () => {
    const first = await list('?limit=5');
    await insertReviews(t.database.db, venue, [{ restaurantRating: 5, createdAt: new Date() }]);
    const second = await list(`?limit=5&cursor=${first.body.next_cursor}`);
    expect(second.body.reviews.map((r) => r.id)).toEqual(expected.slice(5, 10));
  });

  it('caps the page at 50 and refuses a damaged cursor with a sentence', async () => {
    const tooMany = await list('?limit=51');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields?.limit).toBe('Ask for at most 50 reviews at a time');
    for (const cursor of ['nonsense', 'eyJ0IjoieCIsImkiOiJ5In0', '!!']) {
      const bad = await list(`?cursor=${encodeURIComponent(cursor)}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields?.cursor).toBe(
        'That page of reviews is no longer available. Please reload the reviews.',
      );
    }
  });

  it("refuses another owner's pages as a missing venue", async () => {
    const first = await list('?limit=2');
    const other = await list(`?limit=2&cursor=${first.body.next_cursor}`, otherOwner);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(expected[2]!);
  });
});
