import type { MenuItem } from '@lekker/core/contracts/catalogue';
import type { RestaurantsService } from '../restaurants/restaurants.service.ts';
import type { MenuItemRecord, MenuRepository } from './menu.repository.ts';

export function toMenuItem(r: MenuItemRecord): MenuItem {
  return {
    id: r.id,
    restaurant_id: r.restaurantId,
    name: r.name,
    description: r.description,
    price_cents: r.priceCents,
    image_url: r.imageUrl,
    is_available: r.isAvailable,
    preparation_time: r.preparationTime,
    category: r.category,
  };
}

export function createMenuService(repo: MenuRepository, restaurants: RestaurantsService) {
  return {
    async listAvailable(restaurantId: string): Promise<{ items: MenuItem[] }> {
      await restaurants.assertExists(restaurantId);
      return { items: (await repo.listAvailable(restaurantId)).map(toMenuItem) };
    },
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
