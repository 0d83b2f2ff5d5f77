// The customer list's reads (GET /api/restaurants): near-me and the national list, each in keyset pages.
// Why this shape (bounding box, SQL radius, open status left to core): docs/decisions/012-near-me-in-sql.md.
import { EARTH_RADIUS_KM, RESTAURANT_DEFAULTS } from '@lekker/core/constants';
import type { RestaurantFilters, RestaurantKind } from '@lekker/core/contracts/catalogue';
import type { LatLng } from '@lekker/core/distance';
import type { RestaurantRow } from '@lekker/core/restaurant-list';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';

/** Kilometres per degree of latitude on the sphere of docs/product.md#delivery-fee (6371 km). */
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/** What narrows a scan besides the position: the kind and the list filters (the core rules still decide). */
export type ListScope = { kind?: RestaurantKind; filters?: RestaurantFilters };

/** A row in the shape the core list rules read, with the SQL great-circle distance when a point was given. */
export type ListRow = RestaurantRow & { distanceKm: number | null };

/** Keyset positions: (distance, id) for near-me, (−rating with its default, id) for rating order. */
export type DistanceKey = readonly [number, string];
export type RatingKey = readonly [number, string];

/** The columns the core rules and the card need (never descriptions, phones or timestamps); search reads them too. */
export const listColumns = {
  id: restaurants.id,
  kind: restaurants.kind,
  name: restaurants.name,
  address: restaurants.address,
  cuisine_type: restaurants.cuisineType,
  rating: restaurants.rating,
  estimated_delivery_time: restaurants.estimatedDeliveryTime,
  delivery_fee_cents: restaurants.deliveryFeeCents,
  is_open: restaurants.isOpen,
  opening_hours: restaurants.openingHours,
  latitude: restaurants.latitude,
  longitude: restaurants.longitude,
  service_radius_km: restaurants.serviceRadiusKm,
  cover_image_url: restaurants.coverImageUrl,
  image_url: restaurants.imageUrl,
  logo_url: restaurants.logoUrl,
  is_partnered: restaurants.isPartnered,
  is_active: restaurants.isActive,
  paused_until: restaurants.pausedUntil,
  closed_dates: restaurants.closedDates,
  load_shedding: restaurants.loadShedding,
};

/** Haversine in SQL, term for term the core's `haversineKm` (origin first, 6371 km). */
function distanceKm(origin: LatLng): SQL<number> {
  const lat = sql`${origin.latitude}::float8`;
  const lng = sql`${origin.longitude}::float8`;
  const h = sql`(power(sin(radians(${restaurants.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${restaurants.latitude}))
      * power(sin(radians(${restaurants.longitude} - ${lng}) / 2), 2))`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * atan2(sqrt(${h}), sqrt(1 - ${h})))`.mapWith(Number);
}

const radiusKm = sql`coalesce(${restaurants.serviceRadiusKm}, ${RESTAURANT_DEFAULTS.serviceRadiusKm}::float8)`;

/**
 * A box around the point as wide as the largest service radius of any live venue (an index-only max), so the
 * lat/lng index reads only the venues that could deliver here. Latitude: radius / km-per-degree. Longitude: the
 * same divided by cos of the box's edge nearest a pole, with 1 % slack (a circle's longitude extent is asin-shaped).
 * Near a pole, or where the box would cross ±180°, the longitude half-width becomes 1000° (no bound; never the case
 * in South Africa), so both bounds stay plain ranges the index can use. One row: (dlat, dlng).
 */
function boxHalfWidths(origin: LatLng): SQL {
  const lat = sql`${origin.latitude}::float8`;
  const lng = sql`${origin.longitude}::float8`;
  return sql`(select d.dlat,
      case when abs(${lat}) + d.dlat >= 89 then 1000::float8
           when abs(${lng}) + d.dlat / cos(radians(abs(${lat}) + d.dlat)) * 1.01 >= 180 then 1000::float8
           else d.dlat / cos(radians(abs(${lat}) + d.dlat)) * 1.01 end as dlng
    from (select greatest(coalesce(max(${restaurants.serviceRadiusKm}), 0), ${RESTAURANT_DEFAULTS.serviceRadiusKm}::float8)
            / ${KM_PER_DEGREE}::float8 * 1.01 + 1e-6 as dlat
          from ${restaurants} where ${restaurants.isActive}) d)`;
}

function boundingBox(origin: LatLng): SQL {
  const box = boxHalfWidths(origin);
  const lat = sql`${origin.latitude}::float8`;
  const lng = sql`${origin.longitude}::float8`;
  return sql`(${restaurants.latitude} between ${lat} - (select dlat from ${box} b) and ${lat} + (select dlat from ${box} b)
    and ${restaurants.longitude} between ${lng} - (select dlng from ${box} b) and ${lng} + (select dlng from ${box} b))`;
}

/**
 * Pinned venues within their own service radius of the point (bounding box first, then the exact distance).
 * 1 µm of slack: PostgreSQL's and V8's sin/cos may differ in the last bit, so SQL keeps a venue exactly on its
 * boundary and the core's `isWithinServiceRadius` has the last word.
 */
function deliversTo(origin: LatLng): SQL {
  return sql`(${boundingBox(origin)} and ${distanceKm(origin)} <= ${radiusKm} + 1e-9)`;
}

const unpinned = sql`(${restaurants.latitude} is null or ${restaurants.longitude} is null)`;

/**
 * Venues that may show to a customer at the point: pinned ones that deliver there, and unpinned ones (their
 * distance is unknown, so the list rules always show them). Search narrows its candidates with this.
 */
export function reachableFrom(origin: LatLng): SQL {
  return sql`(${unpinned} or (${restaurants.latitude} is not null and ${deliversTo(origin)}))`;
}
/** The rating order key, as indexed by restaurants_active_rating_idx: −rating with the list's default. */
const negRating = sql<number>`(-coalesce(${restaurants.rating}, ${RESTAURANT_DEFAULTS.rating}))`.mapWith(
  Number,
);

/** ASCII only: where PostgreSQL's lower() and JavaScript's toLowerCase() agree whatever the collation. */
const isAscii = (s: string) => /^[\x20-\x7e]*$/.test(s);

/**
 * Narrowing in SQL that can only keep MORE rows than the core filters (which run afterwards and decide): same
 * defaults, the delivery time before load-shedding minutes (which only lengthen it), a cuisine substring match.
 */
function prefilter(scope: ListScope): SQL | undefined {
  const f = scope.filters ?? {};
  const parts: (SQL | undefined)[] = [eq(restaurants.isActive, true)];
  if (scope.kind) parts.push(eq(restaurants.kind, scope.kind));
  if (f.min_rating !== undefined)
    parts.push(
      sql`coalesce(${restaurants.rating}, ${RESTAURANT_DEFAULTS.rating}) >= ${f.min_rating}::float8`,
    );
  // No narrowing on the maximum delivery fee: the fee shown is the quote for the distance, which only the core
  // filter knows (docs/decisions/021-one-price-quote.md).
  if (f.max_delivery_time !== undefined)
    parts.push(
      sql`(case when ${restaurants.estimatedDeliveryTime} > 0 then ${restaurants.estimatedDeliveryTime}
        else ${RESTAURANT_DEFAULTS.estimatedDeliveryTime} end) <= ${f.max_delivery_time}`,
    );
  const cuisine = f.cuisine?.trim().toLowerCase();
  // 'various' also means "no cuisine given", and non-ASCII text may fold differently: the core decides those.
  if (cuisine && isAscii(cuisine) && cuisine !== RESTAURANT_DEFAULTS.cuisine.toLowerCase()) {
    const like = `%${cuisine.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        sql`${restaurants.cuisineType} ~ '[^[:ascii:]]'`,
        sql`lower(${restaurants.cuisineType}) like ${like}`,
      ),
    );
  }
  return and(...parts);
}

export function createRestaurantListRepository(db: DbOrTx) {
  return {
    /** Pinned venues that deliver to the point, nearest first, after `after`. */
    async nearby(
      origin: LatLng,
      scope: ListScope,
      after: DistanceKey | null,
      limit: number,
    ): Promise<ListRow[]> {
      // The box computed once (a one-row subquery joined), the distance once per venue in it (OFFSET 0 keeps the
      // subquery from being flattened, which would repeat the distance in the filter, the sort and the output),
      // then the radius, the keyset and the order on it.
      const lat = sql`${origin.latitude}::float8`;
      const lng = sql`${origin.longitude}::float8`;
      const inBox = db
        .select({ ...listColumns, distanceKm: distanceKm(origin).as('distance_km') })
        .from(restaurants)
        .innerJoin(sql`${boxHalfWidths(origin)} b`, sql`true`)
        .where(
          and(
            prefilter(scope),
            sql`${restaurants.latitude} between ${lat} - b.dlat and ${lat} + b.dlat`,
            sql`${restaurants.longitude} between ${lng} - b.dlng and ${lng} + b.dlng`,
          ),
        )
        .offset(0)
        .as('in_box');
      const radius = sql`coalesce(${inBox.service_radius_km}, ${RESTAURANT_DEFAULTS.serviceRadiusKm}::float8)`;
      return db
        .select()
        .from(inBox)
        .where(
          and(
            // 1 µm of slack: see deliversTo.
            sql`${inBox.distanceKm} <= ${radius} + 1e-9`,
            after
              ? sql`(${inBox.distanceKm}, ${inBox.id}) > (${after[0]}::float8, ${after[1]}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(inBox.distanceKm), asc(inBox.id))
        .limit(limit);
    },

    /**
     * Venues by rating, highest first, after `after`: every live venue ('all'), only those without a pin
     * ('unpinned', listed whatever the point), or those that deliver to a point plus the unpinned ones.
     */
    async byRating(
      where: 'all' | 'unpinned' | { deliversTo: LatLng },
      scope: ListScope,
      after: RatingKey | null,
      limit: number,
    ): Promise<ListRow[]> {
      const place =
        where === 'all' ? undefined : where === 'unpinned' ? unpinned : reachableFrom(where.deliversTo);
      const distance = typeof where === 'object' ? distanceKm(where.deliversTo) : sql<null>`null::float8`;
      const rows = await db
        .select({ ...listColumns, distanceKm: distance })
        .from(restaurants)
        .where(
          and(
            prefilter(scope),
            place,
            after
              ? sql`(${negRating}, ${restaurants.id}) > (${after[0]}::float8, ${after[1]}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(negRating), asc(restaurants.id))
        .limit(limit);
      return rows as ListRow[];
    },
  };
}
export type RestaurantListRepository = ReturnType<typeof createRestaurantListRepository>;

/** The rating keyset position of a row (same default as the index expression). */
export const ratingKeyOf = (row: Pick<RestaurantRow, 'id' | 'rating'>): RatingKey => [
  -(row.rating ?? RESTAURANT_DEFAULTS.rating),
  row.id,
];
