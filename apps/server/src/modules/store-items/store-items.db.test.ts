import type { StoreItemsPage } from '@lekker/core/contracts/store-items';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCategories, menuItems } from '../../db/schema/index.ts';
import { insertRestaurant } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

// A grocery store's items paged and searched in SQL (docs/decisions/070-grocery-substitutions.md#aisles-and-search).
describe("a store's items", () => {
  let t: TestApp;
  let store = '';
  let dairy = '';
  beforeAll(async () => {
    t = await createTestApp();
    store = (await insertRestaurant(t.database.db, { name: 'Spaza Plus', kind: 'grocery' })).id;
    const [bakery, milk] = await t.database.db
      .insert(menuCategories)
      .values([
        { restaurantId: store, name: 'Bakery', sortOrder: 1 },
        { restaurantId: store, name: 'Dairy', sortOrder: 2 },
      ])
      .returning();
    dairy = milk!.id;
    const rows = Array.from({ length: 120 }, (_, i) => ({
      restaurantId: store,
      name: i < 3 ? `Crème fraîche ${i}` : `Item ${String(i).padStart(3, '0')}`,
      priceCents: 1000 + i,
      categoryId: i % 2 === 0 ? dairy : bakery!.id,
      isAvailable: i !== 119,
    }));
    await t.database.db.insert(menuItems).values(rows);
  });
  afterAll(() => t.close());

  const page = (query: string) => t.get<StoreItemsPage>(`/api/restaurants/${store}/items${query}`);

  it('pages 50 at a time by name, the aisles on the first page, unavailable items left out', async () => {
    const first = await page('');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(50);
    expect(first.body.next_offset).toBe(50);
    expect(first.body.aisles.map((a) => a.name)).toEqual(['Bakery', 'Dairy']);
    const last = await page('?offset=100');
    expect(last.body.items.map((i) => i.name).at(-1)).toBe('Item 118');
    expect([last.body.items.length, last.body.next_offset, last.body.aisles]).toEqual([19, null, []]);
  });

  it('searches the folded name and filters by aisle', async () => {
    const found = await page('?q=creme%20FRAICHE');
    expect(found.body.items.map((i) => i.name)).toEqual([
      'Crème fraîche 0',
      'Crème fraîche 1',
      'Crème fraîche 2',
    ]);
    const none = await page('?q=100%25');
    expect(none.body.items).toEqual([]);
    const inDairy = await page(`?aisle=${dairy}&q=cr`);
    expect(inDairy.body.items.map((i) => i.name)).toEqual(['Crème fraîche 0', 'Crème fraîche 2']);
  });

  it('answers 404 for an unknown store', async () => {
    expect((await t.get(`/api/restaurants/00000000-0000-4000-8000-000000000000/items`)).status).toBe(404);
  });
});
