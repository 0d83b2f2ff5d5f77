import type { MenuItem } from '@lekker/core/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMenuItem, insertRestaurant } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('GET /api/restaurants/{id}/menu', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists only available items of that restaurant, ordered by name, prices in cents', async () => {
    const db = t.database.db;
    const r = await insertRestaurant(db);
    const other = await insertRestaurant(db);
    await insertMenuItem(db, r.id, { name: 'Vetkoek', priceCents: 2500, category: 'Sides' });
    await insertMenuItem(db, r.id, { name: 'Bunny Chow', priceCents: 8999 });
    await insertMenuItem(db, r.id, { name: 'Chakalaka', isAvailable: false });
    await insertMenuItem(db, other.id, { name: 'Amagwinya' });

    const { status, body } = await t.get<{ items: MenuItem[] }>(`/api/restaurants/${r.id}/menu`);
    expect(status).toBe(200);
    expect(body.items.map((i) => i.name)).toEqual(['Bunny Chow', 'Vetkoek']);
    expect(body.items[0]).toMatchObject({ price_cents: 8999, restaurant_id: r.id, is_available: true });
    expect(body.items[1]!.category).toBe('Sides');
  });

  it('answers an empty list for a restaurant without available items', async () => {
    const r = await insertRestaurant(t.database.db);
    const { status, body } = await t.get<{ items: MenuItem[] }>(`/api/restaurants/${r.id}/menu`);
    expect(status).toBe(200);
    expect(body.items).toEqual([]);
  });

  it('answers 404 for an unknown restaurant and for a malformed id', async () => {
    expect((await t.get('/api/restaurants/00000000-0000-4000-8000-000000000000/menu')).status).toBe(404);
    expect((await t.get('/api/restaurants/123/menu')).status).toBe(404);
  });
});
