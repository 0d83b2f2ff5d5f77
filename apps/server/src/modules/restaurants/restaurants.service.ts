import type { RestaurantDetail } from '@lekker/core/contracts/catalogue';
import type { LatLng } from '@lekker/core/distance';
import { toRestaurantListItem } from '@lekker/core/restaurant-list';
import { venueOpenStatus } from '@lekker/core/venue-status';
import { notFound } from '../../domain/errors.ts';
import { type RestaurantsRepository, toRestaurantRow } from './restaurants.repository.ts';

export function originOf(query: { lat?: number; lng?: number }): LatLng | null {
  return query.lat !== undefined && query.lng !== undefined
    ? { latitude: query.lat, longitude: query.lng }
    : null;
}

export function createRestaurantsService(repo: RestaurantsRepository, clock: () => Date = () => new Date()) {
  return {
    // The paged list lives in restaurant-list.service.ts (near-me in SQL, docs/decisions/012).

    /** One live restaurant: until its owner goes live (or while switched off) customers never see it. */
    async get(id: string, origin: LatLng | null): Promise<RestaurantDetail> {
      const r = await repo.findById(id);
      if (!r?.isActive) throw notFound('Restaurant not found.');
      const item = toRestaurantListItem(toRestaurantRow(r), { now: clock(), origin });
      return {
        ...item,
        cuisine_type: r.cuisineType,
        description: r.description,
        phone: r.phone,
        cover_image_url: r.coverImageUrl,
        image_url: r.imageUrl,
        logo_url: r.logoUrl,
        is_active: r.isActive,
      };
    },

    /** Throws the same 404 as `get` when the restaurant does not exist. */
    async assertExists(id: string): Promise<void> {
      if (!(await repo.findById(id))) throw notFound('Restaurant not found.');
    },

    /** The live restaurant's record (its open status decides the menu), or the same 404 as `get`. */
    async findLive(id: string, now: Date = clock()) {
      const r = await repo.findById(id);
      if (!r?.isActive) throw notFound('Restaurant not found.');
      return { record: r, status: venueOpenStatus(toRestaurantRow(r), now), now };
    },
  };
}
export type RestaurantsService = ReturnType<typeof createRestaurantsService>;
