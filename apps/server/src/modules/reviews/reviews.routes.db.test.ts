import type { ReviewsResponse } from '@lekker/core/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRestaurant, insertReview, insertUser } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('GET /api/restaurants/{id}/reviews', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists rated reviews newest first with the summary, and never reveals the reviewer', async () => {
    const db = t.database.db;
    const r = await insertRestaurant(db);
    const customer = await insertUser(db, { email: 'reviewer@example.test', name: 'Thandi' });
    const day = (d: number) => new Date(Date.UTC(2026, 9, d));
    await insertReview(db, r.id, { restaurantRating: 5, createdAt: day(3), customerId: customer.id });
    await insertReview(db, r.id, {
      restaurantRating: 4,
      createdAt: day(5),
      ownerReply: 'Thank you!',
      ownerRepliedAt: day(6),
    });
    await insertReview(db, r.id, { restaurantRating: 2, createdAt: day(1), restaurantComment: 'Cold chips' });
    await insertReview(db, r.id, {
      restaurantRating: null,
      createdAt: day(9),
      restaurantComment: 'no rating',
    });

    const { status, body } = await t.get<ReviewsResponse>(`/api/restaurants/${r.id}/reviews`);
    expect(status).toBe(200);
    expect(body.reviews.map((x) => x.restaurant_rating)).toEqual([4, 5, 2]);
    expect(body.reviews[0]).toMatchObject({
      owner_reply: 'Thank you!',
      owner_replied_at: day(6).toISOString(),
    });
    expect(body.summary).toEqual({
      average: 11 / 3,
      count: 3,
      distribution: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 1 },
    });
    expect(JSON.stringify(body)).not.toContain(customer.id);
  });

  it('answers an empty list and a zero summary when nobody has reviewed', async () => {
    const r = await insertRestaurant(t.database.db);
    const { body } = await t.get<ReviewsResponse>(`/api/restaurants/${r.id}/reviews`);
    expect(body.reviews).toEqual([]);
    expect(body.summary.count).toBe(0);
    expect(body.summary.average).toBe(0);
  });

  it('answers 404 for an unknown restaurant', async () => {
    expect((await t.get('/api/restaurants/00000000-0000-4000-8000-000000000000/reviews')).status).toBe(404);
  });
});
