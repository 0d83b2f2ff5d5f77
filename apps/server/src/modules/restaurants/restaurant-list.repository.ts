// The customer list's reads (GET /api/restaurants): near-me and the national list, each in keyset pages.
// Why this shape (bounding box, SQL radius, open status left to core): docs/decisions/012-near-me-in-sql.md.
import { EARTH_RADIUS_KM, RESTAURANT_DEFAULTS } from '@lekker/core/constants';
import type { RestaurantFilters, RestaurantKind } from '@lekker/core/contracts/catalogue';
import type { LatLng } from '@lekker/core/distance';
import type { PromotionRule } from '@lekker/core/promotions';
import type { RestaurantRow } from '@lekker/core/restaurant-list';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catalogueVersion, promotions, restaurants } from '../../db/schema/index.ts';

/** Kilometres per degree of latitude on the sphere of docs/product.md#delivery-fee (6371 km). */
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/** What narrows a scan besides the position: the kind and the list filters (the core rules still decide). */
export type ListScope = { kind?: RestaurantKind; filters?: RestaurantFilters };

/** A row in the shape the core list rules read, with the SQL great-circle distance when a point was given. */
export type ListRow = RestaurantRow & { distanceKm: number | null };

/** A promotion that has not ended, with its venue, in the shape the core promotion rules read (dates as ISO text). */
export type CardPromotionRow = PromotionRule & { restaurant_id: string };

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

/** The point in SQL: bound values, or the placeholders of a prepared statement (`lat`, `lng`). */
type Point = { lat: SQL; lng: SQL };
const PLACEHOLDER_POINT: Point = {
  lat: sql`${sql.placeholder('lat')}::float8`,
  lng: sql`${sql.placeholder('lng')}::float8`,
};

/** Haversine in SQL, term for term the core's `haversineKm` (origin first, 6371 km). */
function distanceKm({ lat, lng }: Point): SQL<number> {
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
function boxHalfWidths({ lat, lng }: Point): SQL {
  return sql`(select d.dlat,
      case when abs(${lat}) + d.dlat >= 89 then 1000::float8
           when abs(${lng}) + d.dlat / cos(radians(abs(${lat}) + d.dlat)) * 1.01 >= 180 then 1000::float8
           else d.dlat / cos(radians(abs(${lat}) + d.dlat)) * 1.01 end as dlng
    from (select greatest(coalesce(max(${restaurants.serviceRadiusKm}), 0), ${RESTAURANT_DEFAULTS.serviceRadiusKm}::float8)
            / ${KM_PER_DEGREE}::float8 * 1.01 + 1e-6 as dlat
          from ${restaurants} where ${restaurants.isActive}) d)`;
}

function boundingBox(point: Point): SQL {
  const box = boxHalfWidths(point);
  const { lat, lng } = point;
  return sql`(${restaurants.latitude} between ${lat} - (select dlat from ${box} b) and ${lat} + (select dlat from ${box} b)
    and ${restaurants.longitude} between ${lng} - (select dlng from ${box} b) and ${lng} + (select dlng from ${box} b))`;
}

/**
 * Pinned venues within their own service radius of the point (bounding box first, then the exact distance).
 * 1 µm of slack: PostgreSQL's and V8's sin/cos may differ in the last bit, so SQL keeps a venue exactly on its
 * boundary and the core's `isWithinServiceRadius` has the last word.
 */
function deliversTo(point: Point): SQL {
  return sql`(${boundingBox(point)} and ${distanceKm(point)} <= ${radiusKm} + 1e-9)`;
}

const unpinned = sql`(${restaurants.latitude} is null or ${restaurants.longitude} is null)`;

/**
 * Venues that may show to a customer at the point: pinned ones that deliver there, and unpinned ones (their
 * distance is unknown, so the list rules always show them). Search reads their ids (`reach`).
 */
function reachableAt(point: Point): SQL {
  return sql`(${unpinned} or (${restaurants.latitude} is not null and ${deliversTo(point)}))`;
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
 * As placeholders of a prepared statement: `shape` names which conditions it has (one statement per shape),
 * `values` fills them.
 */
function prefilter(scope: ListScope): {
  shape: string;
  /** The conditions, built only when a statement of this shape is prepared (once), not per request. */
  where: () => SQL | undefined;
  values: Record<string, unknown>;
} {
  const f = scope.filters ?? {};
  const values: Record<string, unknown> = {};
  let shape = '';
  if (scope.kind) {
    values.kind = scope.kind;
    shape += 'k';
  }
  if (f.min_rating !== undefined) {
    values.minRating = f.min_rating;
    shape += 'r';
  }
  // No narrowing on the maximum delivery fee: the fee shown is the quote for the distance, which only the core
  // filter knows (docs/decisions/021-one-price-quote.md).
  if (f.max_delivery_time !== undefined) {
    values.maxTime = f.max_delivery_time;
    shape += 't';
  }
  const cuisine = f.cuisine?.trim().toLowerCase();
  // 'various' also means "no cuisine given", and non-ASCII text may fold differently: the core decides those.
  if (cuisine && isAscii(cuisine) && cuisine !== RESTAURANT_DEFAULTS.cuisine.toLowerCase()) {
    values.cuisineLike = `%${cuisine.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    shape += 'c';
  }
  return { shape, where: () => prefilterSql(shape), values };
}

/** The conditions of a prefilter shape, with placeholders named as `prefilter` fills them. */
function prefilterSql(shape: string): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(restaurants.isActive, true)];
  if (shape.includes('k')) parts.push(sql`${restaurants.kind} = ${sql.placeholder('kind')}`);
  if (shape.includes('r'))
    parts.push(
      sql`coalesce(${restaurants.rating}, ${RESTAURANT_DEFAULTS.rating}) >= ${sql.placeholder('minRating')}::float8`,
    );
  if (shape.includes('t'))
    parts.push(
      sql`(case when ${restaurants.estimatedDeliveryTime} > 0 then ${restaurants.estimatedDeliveryTime}
        else ${RESTAURANT_DEFAULTS.estimatedDeliveryTime} end) <= ${sql.placeholder('maxTime')}::int`,
    );
  if (shape.includes('c'))
    parts.push(
      or(
        sql`${restaurants.cuisineType} ~ '[^[:ascii:]]'`,
        sql`lower(${restaurants.cuisineType}) like ${sql.placeholder('cuisineLike')}::text`,
      ),
    );
  return and(...parts);
}

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown[]> };

/** Where a rating-ordered stream reads: every live venue, the unpinned ones, or those that reach a point. */
export type RatingPlace = 'all' | 'unpinned' | { deliversTo: LatLng };

/** A stream's placeholders, prefixed so two streams can share one statement. */
const keyset = (prefix: string) => ({
  key: sql`${sql.placeholder(`${prefix}AfterKey`)}::float8`,
  id: sql`${sql.placeholder(`${prefix}AfterId`)}::uuid`,
  limit: sql`${sql.placeholder(`${prefix}Limit`)}::int`,
});

/** The card columns under the core's names (listColumns' keys), for json_agg. */
const cardColumns = sql.join(
  Object.entries(listColumns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
);

/**
 * The stream of pinned venues that deliver to the point, nearest first, as one JSON array (PostgreSQL builds it:
 * one value to parse instead of 22 typed columns per row). The box computed once (a one-row subquery joined), the
 * distance once per venue in it (OFFSET 0 keeps the subquery from being flattened, which would repeat the
 * distance in the filter, the sort and the output), then the radius, the keyset and the order on it.
 */
function nearStream(filter: SQL | undefined, after: boolean, prefix: string): SQL {
  const { lat, lng } = PLACEHOLDER_POINT;
  const k = keyset(prefix);
  return sql`(select coalesce(json_agg(s order by s."distanceKm", s.id), '[]'::json) from (
      select * from (
        select ${cardColumns}, ${distanceKm(PLACEHOLDER_POINT)} as "distanceKm"
        from ${restaurants} cross join ${boxHalfWidths(PLACEHOLDER_POINT)} b
        where ${and(
          filter,
          sql`${restaurants.latitude} between ${lat} - b.dlat and ${lat} + b.dlat`,
          sql`${restaurants.longitude} between ${lng} - b.dlng and ${lng} + b.dlng`,
        )}
        offset 0) in_box
      where in_box."distanceKm" <= coalesce(in_box.service_radius_km, ${RESTAURANT_DEFAULTS.serviceRadiusKm}::float8) + 1e-9
        ${after ? sql`and (in_box."distanceKm", in_box.id) > (${k.key}, ${k.id})` : sql``}
      order by in_box."distanceKm", in_box.id
      limit ${k.limit}) s)`;
}

/** A rating-ordered stream (−rating with its default, id), as one JSON array. */
function ratingStream(
  filter: SQL | undefined,
  place: 'all' | 'unpinned' | 'reach',
  after: boolean,
  prefix: string,
) {
  const k = keyset(prefix);
  const distance = place === 'reach' ? distanceKm(PLACEHOLDER_POINT) : sql`null::float8`;
  return sql`(select coalesce(json_agg(s order by s.neg, s.id), '[]'::json) from (
      select ${cardColumns}, ${distance} as "distanceKm", ${negRating} as neg
      from ${restaurants}
      where ${and(
        filter,
        place === 'all' ? undefined : place === 'unpinned' ? unpinned : reachableAt(PLACEHOLDER_POINT),
        after ? sql`(${negRating}, ${restaurants.id}) > (${k.key}, ${k.id})` : undefined,
      )}
      order by ${negRating}, ${restaurants.id}
      limit ${k.limit}) s)`;
}

/** JSON text to rows (the neg sort column dropped with the rest unused: the core reads the card columns only). */
const parseRows = (text: unknown): ListRow[] => JSON.parse(String(text ?? '[]')) as ListRow[];

/** The promotion columns under the core's names (PromotionRule), for json_build_object. */
const promotionColumns = sql.join(
  Object.entries({
    id: promotions.id,
    restaurant_id: promotions.restaurantId,
    name: promotions.name,
    discount_type: promotions.discountType,
    discount_value: promotions.discountValue,
    applies_to: promotions.appliesTo,
    item_ids: promotions.itemIds,
    min_order_cents: promotions.minOrderCents,
    starts_at: promotions.startsAt,
    ends_at: promotions.endsAt,
    weekdays: promotions.weekdays,
    daily_start: promotions.dailyStart,
    daily_end: promotions.dailyEnd,
    per_customer_limit: promotions.perCustomerLimit,
    status: promotions.status,
  }).map(([name, column]) => sql`${name}::text, ${column}`),
  sql`, `,
);

/**
 * The promotions that have not ended of the venues in a page's first batches (both streams, as JSON arrays
 * `near` and `rated` of the enclosing query), oldest first (the core picks the card's badge among them), read in
 * the page's own statement: no round trip of its own (decision 036). On promotions_restaurant_open_idx.
 */
const pagePromotions = sql`(select coalesce(json_agg(json_build_object(${promotionColumns})
      order by ${promotions.createdAt}, ${promotions.id}), '[]'::json)
    from ${promotions}
    where ${promotions.status} <> 'ended' and ${promotions.restaurantId} in (
      select (e.value ->> 'id')::uuid from json_array_elements(streams.near) e
      union all select (e.value ->> 'id')::uuid from json_array_elements(streams.rated) e))`;

/** The bounds of a list area (decision 041), in degrees, as placeholders of the area statement. */
const AREA = {
  latMin: sql`${sql.placeholder('latMin')}::float8`,
  latMax: sql`${sql.placeholder('latMax')}::float8`,
  lngMin: sql`${sql.placeholder('lngMin')}::float8`,
  lngMax: sql`${sql.placeholder('lngMax')}::float8`,
  /** The largest |latitude| of the area (where a degree of longitude is shortest). */
  maxAbsLat: sql`${sql.placeholder('maxAbsLat')}::float8`,
};

/**
 * Longitude half-width for a latitude half-width `dlat` around the area, as `boxHalfWidths` does around a point:
 * `dlat` / cos of the area's edge nearest a pole plus `dlat`, with 1 % slack; 1000° (no bound) near a pole or where
 * the box would cross ±180°.
 */
function areaLngHalfWidth(dlat: SQL): SQL {
  const w = sql`(${dlat} / cos(radians(${AREA.maxAbsLat} + ${dlat})) * 1.01)`;
  return sql`(case when ${AREA.maxAbsLat} + ${dlat} >= 89 then 1000::float8
      when ${AREA.lngMin} - ${w} <= -180 or ${AREA.lngMax} + ${w} >= 180 then 1000::float8
      else ${w} end)`;
}

/**
 * A venue's own reach around the area: its pin lies within its service radius (never below 0; the list default when
 * unset) of some point of the area, widened into a box exactly as the near-me box is around a point (1 % and 1e-6°
 * of slack), so every venue that delivers to any point of the area passes (a superset; the core rules decide).
 */
function reachesArea(): SQL {
  const dlat = sql`(greatest(coalesce(${restaurants.serviceRadiusKm}, ${RESTAURANT_DEFAULTS.serviceRadiusKm}::float8), 0)
    / ${KM_PER_DEGREE}::float8 * 1.01 + 1e-6)`;
  const dlng = areaLngHalfWidth(dlat);
  return sql`(${restaurants.latitude} between ${AREA.latMin} - ${dlat} and ${AREA.latMax} + ${dlat}
    and ${restaurants.longitude} between ${AREA.lngMin} - ${dlng} and ${AREA.lngMax} + ${dlng})`;
}

/** The area's box for the lat/lng index: as wide as the largest live service radius (one row: dlat, dlng). */
const areaBox = sql`(select d.dlat, ${areaLngHalfWidth(sql`d.dlat`)} as dlng
    from (select greatest(coalesce(max(${restaurants.serviceRadiusKm}), 0), ${RESTAURANT_DEFAULTS.serviceRadiusKm}::float8)
            / ${KM_PER_DEGREE}::float8 * 1.01 + 1e-6 as dlat
          from ${restaurants} where ${restaurants.isActive}) d)`;

/** Bounds of a list area in degrees (decision 041). */
export type AreaBounds = { latMin: number; latMax: number; lngMin: number; lngMax: number };

export function createRestaurantListRepository(db: DbOrTx) {
  // One prepared statement per shape (which streams and filters, a cursor or not), built on first use: the SQL is
  // composed once, and PostgreSQL parses a named statement once per connection. Its plan cache keeps custom plans
  // for these (measured at 10,000 venues); a forced generic plan would scan every venue for a box of unknown bounds
  // (12 ms instead of 2 ms), and sent unnamed the list measured slower (planning every execution): decision 031.
  const statements = new Map<string, Prepared>();
  const prepared = (
    key: string,
    columns: () => Record<string, SQL>,
    from: () => SQL = () => sql`(select 1) one`,
  ) => {
    let statement = statements.get(key);
    if (!statement) {
      statement = db.select(columns()).from(from()).prepare(`list_${key}`) as unknown as Prepared;
      statements.set(key, statement);
    }
    return statement;
  };
  const placeOf = (where: RatingPlace) => (typeof where === 'object' ? 'reach' : where);
  const pointValues = (point: LatLng | null) => ({ lat: point?.latitude, lng: point?.longitude });
  const afterValues = (prefix: string, after: DistanceKey | RatingKey | null, limit: number) => ({
    [`${prefix}AfterKey`]: after?.[0],
    [`${prefix}AfterId`]: after?.[1],
    [`${prefix}Limit`]: limit,
  });

  return {
    /**
     * The first batch of both streams of a page in one statement (one round trip): with a point, the pinned
     * venues that deliver there (nearest first) and the unpinned ones (by rating); without, every live venue by
     * rating (`near` empty). The same statement reads the catalogue version (migration 0015; its snapshot is the
     * streams' snapshot, so the version is exactly that of these rows) and the promotions that have not ended of
     * the venues in both batches (`promotionsCover`: every venue they were read for, with a promotion or not):
     * docs/decisions/036-one-round-trip-list-miss.md.
     */
    async page(
      origin: LatLng | null,
      scope: ListScope,
      after: { near: DistanceKey | null; rated: RatingKey | null },
      limit: number,
    ): Promise<{
      near: ListRow[];
      rated: ListRow[];
      catalogueVersion: number;
      promotions: CardPromotionRow[];
      promotionsCover: Set<string>;
    }> {
      const filter = prefilter(scope);
      const place = origin ? 'unpinned' : 'all';
      const key = `page_${place}_${filter.shape}${after.near ? '_an' : ''}${after.rated ? '_ar' : ''}`;
      const statement = prepared(
        key,
        () => ({
          near: sql`streams.near::text`,
          rated: sql`streams.rated::text`,
          version: sql`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`,
          promotions: sql`${pagePromotions}::text`,
        }),
        // OFFSET 0: the streams are built once, not once per reference (the promotions read their ids).
        () => sql`(select ${origin ? nearStream(filter.where(), after.near !== null, 'n') : sql`'[]'::json`} as near,
            ${ratingStream(filter.where(), place, after.rated !== null, 'r')} as rated offset 0) streams`,
      );
      const [row] = (await statement.execute({
        ...filter.values,
        ...pointValues(origin),
        ...afterValues('n', after.near, limit),
        ...afterValues('r', after.rated, limit),
      })) as { near: unknown; rated: unknown; version: unknown; promotions: unknown }[];
      const near = origin ? parseRows(row?.near) : [];
      const rated = parseRows(row?.rated);
      const promotionsCover = new Set<string>();
      for (const r of near) promotionsCover.add(r.id);
      for (const r of rated) promotionsCover.add(r.id);
      return {
        near,
        rated,
        catalogueVersion: Number(row?.version ?? 0),
        promotions: JSON.parse(String(row?.promotions ?? '[]')) as CardPromotionRow[],
        promotionsCover,
      };
    },

    /**
     * The live venues (of the kind) that may show at the point — the pinned ones that deliver there and the
     * unpinned ones — as their ids and the search cells they lie in (decision 035), with the catalogue version of
     * the same snapshot: one small statement on the lat/lng index. Search reads them first and matches text only
     * among them.
     */
    async reach(
      origin: LatLng,
      kind?: RestaurantKind,
    ): Promise<{ ids: string[]; cells: number[]; catalogueVersion: number }> {
      const filter = prefilter({ kind });
      const statement = prepared(`reach_${filter.shape}`, () => ({
        reach: sql`(select json_build_object('ids', coalesce(json_agg(${restaurants.id}), '[]'::json),
            'cells', coalesce(json_agg(distinct ${restaurants.searchCell}), '[]'::json)) from ${restaurants}
          where ${and(filter.where(), reachableAt(PLACEHOLDER_POINT))})::text`,
        version: sql`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`,
      }));
      const [row] = (await statement.execute({ ...filter.values, ...pointValues(origin) })) as {
        reach: unknown;
        version: unknown;
      }[];
      const reach = JSON.parse(String(row?.reach ?? '{"ids":[],"cells":[]}')) as {
        ids: string[];
        cells: number[];
      };
      return { ...reach, catalogueVersion: Number(row?.version ?? 0) };
    },

    /** The catalogue version (migration 0015), one prepared primary-key read: what a list area is checked against. */
    async version(): Promise<number> {
      const statement = prepared('version', () => ({
        version: sql`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`,
      }));
      const [row] = (await statement.execute({})) as { version: unknown }[];
      return Number(row?.version ?? 0);
    },

    /**
     * Everything the list needs to answer any point of an area (decision 041) in one statement: the live pinned
     * venues whose service radius may reach some point of it (`reachesArea`, a superset), every live venue without
     * a pin (shown at any point), the promotions that have not ended of all of them (oldest first), and the
     * catalogue version of the same snapshot. Rows in the card's shape (the page statement's columns), unordered.
     * `limit` caps the venues read: an area with more is reported as `tooMany` (the caller asks the database per
     * point instead).
     */
    async area(
      bounds: AreaBounds,
      limit: number,
    ): Promise<{
      pinned: RestaurantRow[];
      unpinned: RestaurantRow[];
      promotions: CardPromotionRow[];
      catalogueVersion: number;
      tooMany: boolean;
    }> {
      const statement = prepared(
        'area',
        () => ({
          pinned: sql`area.pinned::text`,
          unpinned: sql`area.unpinned::text`,
          version: sql`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`,
          promotions: sql`(select coalesce(json_agg(json_build_object(${promotionColumns})
              order by ${promotions.createdAt}, ${promotions.id}), '[]'::json)
            from ${promotions}
            where ${promotions.status} <> 'ended' and ${promotions.restaurantId} in (
              select (e.value ->> 'id')::uuid from json_array_elements(area.pinned) e
              union all select (e.value ->> 'id')::uuid from json_array_elements(area.unpinned) e))::text`,
        }),
        // OFFSET 0: both lists built once (the promotions read their ids).
        () => sql`(select
            (select coalesce(json_agg(v), '[]'::json) from (
              select ${cardColumns} from ${restaurants} cross join ${areaBox} b
              where ${and(
                eq(restaurants.isActive, true),
                sql`${restaurants.latitude} between ${AREA.latMin} - b.dlat and ${AREA.latMax} + b.dlat`,
                sql`${restaurants.longitude} between ${AREA.lngMin} - b.dlng and ${AREA.lngMax} + b.dlng`,
                reachesArea(),
              )}
              limit ${sql.placeholder('limit')}::int) v) as pinned,
            (select coalesce(json_agg(v), '[]'::json) from (
              select ${cardColumns} from ${restaurants}
              where ${and(eq(restaurants.isActive, true), unpinned)}
              limit ${sql.placeholder('limit')}::int) v) as unpinned
          offset 0) area`,
      );
      const maxAbsLat = Math.max(Math.abs(bounds.latMin), Math.abs(bounds.latMax));
      const [row] = (await statement.execute({ ...bounds, maxAbsLat, limit: limit + 1 })) as {
        pinned: unknown;
        unpinned: unknown;
        version: unknown;
        promotions: unknown;
      }[];
      const pinned = JSON.parse(String(row?.pinned ?? '[]')) as RestaurantRow[];
      const unpinnedRows = JSON.parse(String(row?.unpinned ?? '[]')) as RestaurantRow[];
      return {
        pinned,
        unpinned: unpinnedRows,
        promotions: JSON.parse(String(row?.promotions ?? '[]')) as CardPromotionRow[],
        catalogueVersion: Number(row?.version ?? 0),
        tooMany: pinned.length + unpinnedRows.length > limit,
      };
    },

    /** Pinned venues that deliver to the point, nearest first, after `after`. */
    async nearby(
      origin: LatLng,
      scope: ListScope,
      after: DistanceKey | null,
      limit: number,
    ): Promise<ListRow[]> {
      const filter = prefilter(scope);
      const statement = prepared(`near_${filter.shape}${after ? '_after' : ''}`, () => ({
        rows: sql`${nearStream(filter.where(), after !== null, 'n')}::text`,
      }));
      const [row] = (await statement.execute({
        ...filter.values,
        ...pointValues(origin),
        ...afterValues('n', after, limit),
      })) as { rows: unknown }[];
      return parseRows(row?.rows);
    },

    /**
     * Venues by rating, highest first, after `after`: every live venue ('all'), only those without a pin
     * ('unpinned', listed whatever the point), or those that deliver to a point plus the unpinned ones.
     */
    async byRating(
      where: RatingPlace,
      scope: ListScope,
      after: RatingKey | null,
      limit: number,
    ): Promise<ListRow[]> {
      const filter = prefilter(scope);
      const place = placeOf(where);
      const statement = prepared(`rating_${place}_${filter.shape}${after ? '_after' : ''}`, () => ({
        rows: sql`${ratingStream(filter.where(), place, after !== null, 'r')}::text`,
      }));
      const [row] = (await statement.execute({
        ...filter.values,
        ...pointValues(typeof where === 'object' ? where.deliversTo : null),
        ...afterValues('r', after, limit),
      })) as { rows: unknown }[];
      return parseRows(row?.rows);
    },
  };
}
export type RestaurantListRepository = ReturnType<typeof createRestaurantListRepository>;

/** The rating keyset position of a row (same default as the index expression). */
export const ratingKeyOf = (row: Pick<RestaurantRow, 'id' | 'rating'>): RatingKey => [
  -(row.rating ?? RESTAURANT_DEFAULTS.rating),
  row.id,
];
