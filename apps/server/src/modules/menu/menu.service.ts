import type { MenuItem, MenuResponse, PublicPromotion } from '@lekker/core/contracts/catalogue';
import { isMenuItemOrderable, isOnReducedMenu, venueStatusLabel } from '@lekker/core/venue-status';
import type { RestaurantsService } from '../restaurants/restaurants.service.ts';
import type { MenuItemRecord, MenuRepository, MenuRow } from './menu.repository.ts';

export function toMenuItem(r: MenuItemRecord, now: Date = new Date()): MenuItem {
  const item: MenuItem = {
    id: r.id,
    restaurant_id: r.restaurantId,
    name: r.name,
    description: r.description,
    price_cents: r.priceCents,
    image_url: r.imageUrl,
    // Sold out today shows as unavailable until local midnight, then comes back by itself.
    is_available: isMenuItemOrderable({ is_available: r.isAvailable, sold_out_until: r.soldOutUntil }, now),
    preparation_time: r.preparationTime,
    category: r.category,
  };
  if (r.soldOutUntil && r.soldOutUntil > now) item.sold_out_until = r.soldOutUntil.toISOString();
  if (r.cooksWithoutPower) item.cooks_without_power = true;
  const order = (r as Partial<MenuRow>).categoryOrder;
  if (order != null) item.category_order = order;
  return item;
}

export function createMenuService(
  repo: MenuRepository,
  restaurants: RestaurantsService,
  /** The venue's live promotions (modules/promotions); none when not given. */
  livePromotions?: (restaurantId: string) => Promise<PublicPromotion[]>,
) {
  return {
    /**
     * The customer menu of a live restaurant: switched-on items in the owner's order (sold-out-today ones marked
     * unavailable); during a reduced-menu load-shedding slot only the items that cook without power.
     */
    async listAvailable(restaurantId: string): Promise<MenuResponse> {
      const { status, now } = await restaurants.findLive(restaurantId);
      const rows = await repo.listAvailable(restaurantId);
      const items = rows
        .filter((r) => isOnReducedMenu(status, { cooks_without_power: r.cooksWithoutPower }))
        .map((r) => toMenuItem(r, now));
      const response: MenuResponse = { items };
      const categories = await repo.categoryNames(restaurantId);
      if (categories.length > 0) response.categories = categories;
      const promotions = livePromotions ? await livePromotions(restaurantId) : [];
      if (promotions.length > 0) response.promotions = promotions;
      if (status.limitedMenuUntil) {
        response.limited_menu_until = status.limitedMenuUntil;
        response.status_label = venueStatusLabel(status, now) ?? undefined;
      }
      return response;
    },
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
