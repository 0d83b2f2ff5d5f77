import type { RestaurantRow } from '@lekker/core/restaurant-list';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { restaurantMembers, restaurants } from '../../db/schema/index.ts';

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
    offers_collection: r.offersCollection,
    is_active: r.isActive,
    paused_until: r.pausedUntil,
    closed_dates: r.closedDates,
    load_shedding: r.loadShedding,
  };
}

export function createRestaurantsRepository(db: DbOrTx) {
  return {
    async findById(id: string): Promise<RestaurantRecord | undefined> {
      const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
      return row;
    },
    /**
     * Every active venue by name, for the custom-delivery picker: id, name, pin, what its open status needs, and
     * whether anyone runs it (an owner or staff member) to hand the items to a driver.
     */
    listPicker() {
      return db
        .select({
          id: restaurants.id,
          name: restaurants.name,
          latitude: restaurants.latitude,
          longitude: restaurants.longitude,
          isOpen: restaurants.isOpen,
          openingHours: restaurants.openingHours,
          pausedUntil: restaurants.pausedUntil,
          closedDates: restaurants.closedDates,
          loadShedding: restaurants.loadShedding,
          managed: sql<boolean>`exists (select 1 from ${restaurantMembers} where ${restaurantMembers.restaurantId} = ${restaurants.id})`,
        })
        .from(restaurants)
        .where(eq(restaurants.isActive, true))
        .orderBy(asc(restaurants.name));
    },
    /** Whether anyone (an owner or staff member) runs the venue. */
    async hasMembers(restaurantId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(restaurantMembers)
        .where(eq(restaurantMembers.restaurantId, restaurantId))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type RestaurantsRepository = ReturnType<typeof createRestaurantsRepository>;
