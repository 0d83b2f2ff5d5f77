import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { menuCategories, menuItems } from '../../db/schema/index.ts';

export type MenuItemRecord = typeof menuItems.$inferSelect;
/** An item with its category's position in the owner's order (null without a real category). */
export type MenuRow = MenuItemRecord & { categoryOrder: number | null };

export function createMenuRepository(db: DbOrTx) {
  return {
    /**
     * A restaurant's switched-on items (menu_items_restaurant_name_idx) in menu order: by the owner's category
     * order (items without a category last), then the item's own order, then name.
     */
    async listAvailable(restaurantId: string): Promise<MenuRow[]> {
      const rows = await db
        .select({ item: menuItems, categoryOrder: menuCategories.sortOrder })
        .from(menuItems)
        .leftJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
        .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.isAvailable, true)))
        .orderBy(
          sql`${menuCategories.sortOrder} asc nulls last`,
          asc(menuItems.sortOrder),
          asc(menuItems.name),
          asc(menuItems.id),
        );
      return rows.map((r) => ({ ...r.item, categoryOrder: r.categoryOrder }));
    },
    /** The owner's category names in order. */
    async categoryNames(restaurantId: string): Promise<string[]> {
      const rows = await db
        .select({ name: menuCategories.name })
        .from(menuCategories)
        .where(eq(menuCategories.restaurantId, restaurantId))
        .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.name));
      return rows.map((r) => r.name);
    },
  };
}
export type MenuRepository = ReturnType<typeof createMenuRepository>;
