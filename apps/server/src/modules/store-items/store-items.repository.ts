import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { menuCategories, menuItems, restaurants } from '../../db/schema/index.ts';

/**
 * A store's available items in SQL, paged (docs/decisions/070-grocery-substitutions.md#aisles-and-search): by name
 * (the (restaurant, name) index of available items), within an aisle, matching a text on the folded name the
 * search module keeps (lower(f_unaccent(…)), the same on PGlite and PostgreSQL). One row more than the page says
 * whether another page follows.
 */
export function createStoreItemsRepository(db: DbOrTx) {
  return {
    async store(id: string) {
      const [row] = await db
        .select({ id: restaurants.id, isActive: restaurants.isActive })
        .from(restaurants)
        .where(eq(restaurants.id, id))
        .limit(1);
      return row;
    },
    aisles(restaurantId: string) {
      return db
        .select({ id: menuCategories.id, name: menuCategories.name })
        .from(menuCategories)
        .where(eq(menuCategories.restaurantId, restaurantId))
        .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.name));
    },
    page(restaurantId: string, q: { text?: string; aisle?: string; offset: number; limit: number }) {
      const where: SQL[] = [eq(menuItems.restaurantId, restaurantId), eq(menuItems.isAvailable, true)];
      if (q.aisle) where.push(eq(menuItems.categoryId, q.aisle));
      if (q.text) {
        const like = q.text.replace(/[\\%_]/g, (c) => `\\${c}`);
        where.push(sql`${menuItems.searchName} LIKE '%' || lower(f_unaccent(${like}::text)) || '%'`);
      }
      return db
        .select({
          id: menuItems.id,
          name: menuItems.name,
          description: menuItems.description,
          priceCents: menuItems.priceCents,
          imageUrl: menuItems.imageUrl,
          categoryId: menuItems.categoryId,
        })
        .from(menuItems)
        .where(and(...where))
        .orderBy(asc(menuItems.name), asc(menuItems.id))
        .limit(q.limit + 1)
        .offset(q.offset);
    },
  };
}
export type StoreItemsRepository = ReturnType<typeof createStoreItemsRepository>;
