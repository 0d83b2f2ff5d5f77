import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { menuItems } from '../../db/schema/index.ts';

export type MenuItemRecord = typeof menuItems.$inferSelect;

export function createMenuRepository(db: DbOrTx) {
  return {
    /** A restaurant's available items ordered by name (menu_items_restaurant_name_idx). */
    listAvailable(restaurantId: string): Promise<MenuItemRecord[]> {
      return db
        .select()
        .from(menuItems)
        .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.isAvailable, true)))
        .orderBy(asc(menuItems.name), asc(menuItems.id));
    },
  };
}
export type MenuRepository = ReturnType<typeof createMenuRepository>;
