import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotions, restaurantApplications, restaurantMembers, user } from '../db/schema/index.ts';
import { insertUser } from '../seed/builders.ts';
import { type OrderFixture, orderFixture } from '../test/fixtures/order-fixture.ts';
import { MAX_PENDING_ADS } from './ads/ads-moderation.service.ts';
import { MAX_SAVED_ADDRESSES } from './profile/profile.service.ts';

type Answer = { status: number; body: { error?: { message: string } } };

/**
 * Limits of one person or one venue, sent in parallel (docs/decisions/044-limits-in-one-statement-or-lock.md): each
 * is decided under a lock on the row it limits (or by a unique key), so parallel requests never pass it and the
 * ones over it get the limit's own answer, never a 500.
 */
describe('limits under parallel requests: addresses, pending ads, applications', () => {
  let f: OrderFixture;
  const password = 'limits-pass';
  beforeAll(async () => {
    f = await orderFixture({ now: new Date('2026-11-18T08:00:00Z') });
  });
  afterAll(() => f.t.close());

  const post = (cookie: string, path: string, body: unknown) =>
    f.t.request<Answer['body']>('POST', `/api${path}`, { cookie, body });
  const tally = (answers: Answer[]) => {
    const by: Record<number, number> = {};
    for (const a of answers) by[a.status] = (by[a.status] ?? 0) + 1;
    return by;
  };
  const messages = (answers: Answer[], status: number) =>
    new Set(answers.filter((a) => a.status === status).map((a) => a.body.error?.message));
  async function newcomer(key: string) {
    await insertUser(f.db, { email: `${key}@limits.test`, name: key, password, roles: ['customer'] });
    return f.t.signIn(`${key}@limits.test`, password);
  }

  it(`saved addresses: ${MAX_SAVED_ADDRESSES + 10} at once keep ${MAX_SAVED_ADDRESSES}`, async () => {
    const cookie = f.cookies.customerB;
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 10 }, (_, n) =>
        post(cookie, '/profile/addresses', {
          street: `${n + 1} Shippard Street`,
          city: 'Mahikeng',
          province: 'North West',
        }),
      ),
    );
    expect(tally(answers)).toEqual({ 201: MAX_SAVED_ADDRESSES, 409: 10 });
    expect(messages(answers, 409)).toEqual(
      new Set([`You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`]),
    );
    const list = await f.t.get<{ addresses: unknown[] }>('/api/profile/addresses', { cookie });
    expect(list.body.addresses).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it(`ad requests: 12 at once leave ${MAX_PENDING_ADS} waiting for review`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        post(f.cookies.owner, `/restaurant/venues/${f.restaurant.id}/ads`, {
          special_offer: `Deal ${n + 1}`,
          start_date: '2026-11-20',
        }),
      ),
    );
    expect(tally(answers)).toEqual({ 201: MAX_PENDING_ADS, 409: 12 - MAX_PENDING_ADS });
    expect(messages(answers, 409)).toEqual(
      new Set([`You already have ${MAX_PENDING_ADS} requests waiting for review.`]),
    );
    const mine = await f.t.get<{ ads: { status: string }[] }>(
      `/api/restaurant/venues/${f.restaurant.id}/ads`,
      {
        cookie: f.cookies.owner,
      },
    );
    expect(mine.body.ads.filter((a) => a.status === 'pending')).toHaveLength(MAX_PENDING_ADS);
  });

  it('driver applications: 10 at once from one person make one, the rest are 409', async () => {
    const cookie = await newcomer('sipho');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(cookie, '/applications/driver', { vehicle_type: 'scooter', phone: '082 123 4567' }),
      ),
    );
    expect(tally(answers)).toEqual({ 201: 1, 409: 9 });
    expect(messages(answers, 409)).toEqual(
      new Set(['You have already applied to drive. See your driver status page.']),
    );
  });

  it('restaurant applications: 10 at once from one person leave one waiting, the rest are 409', async () => {
    const cookie = await newcomer('zanele');
    const zanele = (await f.db.select().from(user).where(eq(user.email, 'zanele@limits.test')))[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        post(cookie, '/applications/restaurant', {
          restaurant_name: `Zanele Eats ${n + 1}`,
          address: '5 Main Road, Mahikeng',
          phone: '082 765 4321',
        }),
      ),
    );
    expect(tally(answers)).toEqual({ 201: 1, 409: 9 });
    expect(messages(answers, 409)).toEqual(
      new Set(['You already have an application waiting for review. See your restaurant status page.']),
    );

    // Admins approving it at once: one venue, one owner.
    const [app] = await f.db
      .select()
      .from(restaurantApplications)
      .where(eq(restaurantApplications.userId, zanele));
    const approvals = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(f.cookies.admin, `/admin/restaurant-applications/${app!.id}/status`, {
          status: 'approved',
          reason: 'Licence checked',
        }),
      ),
    );
    expect(tally(approvals)).toEqual({ 200: 5 });
    const venues = await f.db.select().from(restaurantMembers).where(eq(restaurantMembers.userId, zanele));
    expect(venues).toHaveLength(1);
  });

  it('a promotion ended while resumes and edits race it stays ended', async () => {
    const base = `/restaurant/venues/${f.restaurant.id}/promotions`;
    const body = { name: 'Ten off', discount_type: 'percent', discount_value: 10, applies_to: 'menu' };
    const made = await post(f.cookies.owner, base, body);
    expect(made.status).toBe(201);
    const id = (made.body as { id: string }).id;
    expect((await post(f.cookies.owner, `${base}/${id}/status`, { action: 'pause' })).status).toBe(200);
    const answers = await Promise.all([
      post(f.cookies.owner, `${base}/${id}/status`, { action: 'end' }),
      ...Array.from({ length: 15 }, () =>
        post(f.cookies.owner, `${base}/${id}/status`, { action: 'resume' }),
      ),
      ...Array.from({ length: 5 }, () =>
        f.t.request('PUT', `/api${base}/${id}`, {
          cookie: f.cookies.owner,
          body: { ...body, discount_value: 15 },
        }),
      ),
    ]);
    expect(answers[0]!.status).toBe(200);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const [row] = await f.db.select().from(promotions).where(eq(promotions.id, id));
    expect(row!.status).toBe('ended');
  });
});
