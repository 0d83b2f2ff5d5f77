// The customer list's reads (GET /api/restaurants): near-me and the national list, each in keyset pages.
// Why this shape (bounding box, SQL radius, open status left to core): docs/decisions/012-near-me-in-sql.md.
import { EARTH_RADIUS_KM, RESTAURANT_DEFAULTS } from '@lekker/core/constants';
import type { RestaurantFilters, RestaurantKind } from '@lekker/core/contracts/catalogue';
import type { LatLng } from '@lekker/core/distance';
import type { RestaurantRow } from '@lekker/core/restaurant-list';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
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
 * distance is unknown, so the list rules always show them). Search reads their ids (`reachableIds`).
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

export function createRestaurantListRepository(db: DbOrTx) {
  // One prepared statement per shape (which streams and filters, a cursor or not), built on first use: the SQL is
  // composed once, and PostgreSQL parses a named statement once per connection. Its plan cache keeps custom plans
  // for these (measured at 10,000 venues); a forced generic plan would scan every venue for a box of unknown bounds
  // (12 ms instead of 2 ms), and sent unnamed the list measured slower (planning every execution): decision 031.
  const statements = new Map<string, Prepared>();
  const prepared = (key: string, columns: () => Record<string, SQL>) => {
    let statement = statements.get(key);
    if (!statement) {
      statement = db
        .select(columns())
        .from(sql`(select 1) one`)
        .prepare(`list_${key}`) as unknown as Prepared;
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
     * rating (`near` empty).
     */
    async page(
      origin: LatLng | null,
      scope: ListScope,
      after: { near: DistanceKey | null; rated: RatingKey | null },
      limit: number,
    ): Promise<{ near: ListRow[]; rated: ListRow[] }> {
      const filter = prefilter(scope);
      const place = origin ? 'unpinned' : 'all';
      const key = `page_${place}_${filter.shape}${after.near ? '_an' : ''}${after.rated ? '_ar' : ''}`;
      const statement = prepared(key, () => ({
        near: origin ? sql`${nearStream(filter.where(), after.near !== null, 'n')}::text` : sql`null::text`,
        rated: sql`${ratingStream(filter.where(), place, after.rated !== null, 'r')}::text`,
      }));
      const [row] = (await statement.execute({
        ...filter.values,
        ...pointValues(origin),
        ...afterValues('n', after.near, limit),
        ...afterValues('r', after.rated, limit),
      })) as { near: unknown; rated: unknown }[];
      return { near: origin ? parseRows(row?.near) : [], rated: parseRows(row?.rated) };
    },

    /**
     * The ids of the live venues (of the kind) that may show at the point: the pinned ones that deliver there and
     * the unpinned ones. Search reads them first (one small statement on the lat/lng index) and matches
     * text only among them.
     */
    async reachableIds(origin: LatLng, kind?: RestaurantKind): Promise<string[]> {
      const filter = prefilter({ kind });
      const statement = prepared(`reach_${filter.shape}`, () => ({
        ids: sql`(select coalesce(json_agg(${restaurants.id}), '[]'::json) from ${restaurants}
          where ${and(filter.where(), reachableAt(PLACEHOLDER_POINT))})::text`,
      }));
      const [row] = (await statement.execute({ ...filter.values, ...pointValues(origin) })) as {
        ids: unknown;
      }[];
      return JSON.parse(String(row?.ids ?? '[]')) as string[];
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
