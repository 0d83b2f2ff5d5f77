import type { AdminMenu } from '@lekker/core/contracts/menu-admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCategories } from '../../db/schema/index.ts';
import { addRestaurantMember, insertRestaurant, insertUser } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

type ApiError = { error?: { code: string; message: string } };

/**
 * Category names are unique per venue whatever their case, also when owners save at once: the database's unique
 * index on lower(name) decides, and its violation is the same 409 as the service's own check
 * (docs/decisions/044-limits-in-one-statement-or-lock.md).
 */
describe('menu categories: parallel creates and renames of one name', () => {
  let t: TestApp;
  let venueId = '';
  let owner = '';

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    venueId = (await insertRestaurant(db, { name: 'Race Corner' })).id;
    const u = await insertUser(db, {
      email: 'owner@race.test',
      name: 'owner',
      password: 'race-pass',
      roles: ['restaurant'],
    });
    await addRestaurantMember(db, u.id, venueId);
    owner = await t.signIn('owner@race.test', 'race-pass');
  });
  afterAll(() => t.close());

  const call = <T>(method: string, path: string, body?: unknown) =>
    t.request<T & ApiError>(method, `/api/restaurant/venues/${venueId}${path}`, { cookie: owner, body });
  const names = async () =>
    (await t.database.db.select().from(menuCategories).where(eq(menuCategories.restaurantId, venueId))).map(
      (c) => c.name,
    );

  it('20 creates of one name (any case) at once: one is added, the others are 409', async () => {
    const spellings = ['Desserts', 'desserts', 'DESSERTS', 'DeSsErTs'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => call('POST', '/menu/categories', { name: spellings[n % 4] })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(19).fill(409));
    for (const a of refused)
      expect(a.body.error?.message).toMatch(/^There is already a category called desserts\.$/i);
    expect((await names()).map((n) => n.toLowerCase())).toEqual(['desserts']);
  });

  it('renames of different categories to one name at once: one wins, the others are 409', async () => {
    const ids: string[] = [];
    for (const name of ['Starters', 'Sides', 'Salads', 'Soups', 'Snacks', 'Specials']) {
      const made = await call<AdminMenu>('POST', '/menu/categories', { name });
      expect(made.status).toBe(201);
      ids.push(made.body.categories.find((c) => c.name === name)!.id);
    }
    const answers = await Promise.all(
      ids.map((id, n) => call('PATCH', `/menu/categories/${id}`, { name: n % 2 ? 'Mains' : 'mains' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await names()).filter((n) => n.toLowerCase() === 'mains')).toHaveLength(1);
  });
});
