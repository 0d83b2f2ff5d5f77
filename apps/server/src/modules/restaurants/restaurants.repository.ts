import type { RestaurantRow } from '@lekker/core/restaurant-list';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';

export type RestaurantRecord = typeof restaurants.$inferSelect;

/** The raw record in the snake_case shape the shared list rules read. */
export function toRestaurantRow(r: RestaurantRecord): RestaurantRow {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    address: r.address,
    cuisine_type: r.cuisineType,
    rating: r.rating,
    estimated_delivery_time: r.estimatedDeliveryTime,
    delivery_fee_cents: r.deliveryFeeCents,
    is_open: r.isOpen,
    opening_hours: r.openingHours,
    latitude: r.latitude,
    longitude: r.longitude,
    service_radius_km: r.serviceRadiusKm,
    cover_image_url: r.coverImageUrl,
    image_url: r.imageUrl,
    logo_url: r.logoUrl,
    is_partnered: r.isPartnered,
    is_active: r.isActive,
    paused_until: r.pausedUntil,
    closed_dates: r.closedDates,
    load_shedding: r.loadShedding,
  };
}

export function createRestaurantsRepository(db: DbOrTx) {
  return {
    /** Active venues, optionally of one kind (uses restaurants_active_kind_idx). */
    listActive(kind?: RestaurantRecord['kind']): Promise<RestaurantRecord[]> {
      return db
        .select()
        .from(restaurants)
        .where(
          kind
            ? and(eq(restaurants.isActive, true), eq(restaurants.kind, kind))
            : eq(restaurants.isActive, true),
        );
    },
    async findById(id: string): Promise<RestaurantRecord | undefined> {
      const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
      return row;
    },
    /** Id, name and pin of every active venue, by name (the custom-delivery picker). */
    listPicker() {
      return db
        .select({
          id: restaurants.id,
          name: restaurants.name,
          latitude: restaurants.latitude,
          longitude: restaurants.longitude,
        })
        .from(restaurants)
        .where(eq(restaurants.isActive, true))
        .orderBy(asc(restaurants.name));
    },
  };
}
export type RestaurantsRepository = ReturnType<typeof createRestaurantsRepository>;
