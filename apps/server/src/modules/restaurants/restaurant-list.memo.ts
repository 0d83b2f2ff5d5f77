// The list's area memo (docs/decisions/041-list-area-memo.md): per 0.2° area and catalogue version, every venue that
// may show at some point of the area, so a customer at a new point is answered by the core rules over those rows
// instead of the near-me statement.
import { EARTH_RADIUS_KM, RESTAURANT_DEFAULTS } from '@lekker/core/constants';
import type { LatLng } from '@lekker/core/distance';
import { distanceFrom, type RestaurantRow } from '@lekker/core/restaurant-list';
import type { AreaBounds, CardPromotionRow, RestaurantListRepository } from './restaurant-list.repository.ts';

/** The area size in degrees: the search's grid cells (decision 035), about 22 × 20 km here. */
export const LIST_AREA_DEGREES = 0.2;

/** Slack around an area's bounds (1 cm): a point's cell is found by a float division. */
const EDGE_SLACK_DEGREES = 1e-7;

/** A pinned venue of an area, with what every point's distance pass reads. */
export type AreaVenue = {
  row: RestaurantRow;
  latitude: number;
  longitude: number;
  /** Its service radius with the list's default (the core's `service_radius_km` of the item). */
  radiusKm: number;
  /** Rating order key (−rating with its default), as the SQL's rating streams. */
  negRating: number;
};

/** What an area holds: enough to answer any point in it, any filter and kind, any page. */
export type ListArea = {
  /** The catalogue version of the statement that read it. */
  version: number;
  /** Pinned venues that may reach some point of the area, by (−rating, id). */
  pinned: AreaVenue[];
  /** Live venues without a pin (shown at every point), by (−rating, id). */
  unpinned: { row: RestaurantRow; negRating: number }[];
  /** Promotions that have not ended of all those venues, per venue, oldest first. */
  promotions: ReadonlyMap<string, CardPromotionRow[]>;
  /** Venue rows held (for the memory bound). */
  rows: number;
};

export type ListAreaMemoLimits = {
  /** Areas kept; the least recently used go first. */
  maxEntries: number;
  /** Venue rows held over all areas (a row shared by several areas of one version counts in each). */
  maxRows: number;
  /** An area with more venues (pinned candidates plus unpinned) is not kept: the near-me statement answers. */
  maxAreaRows: number;
};

export const LIST_AREA_MEMO_LIMITS: ListAreaMemoLimits = {
  maxEntries: 1024,
  maxRows: 200_000,
  maxAreaRows: 5_000,
};

/** How a request used the memo (reported in Server-Timing, counted by the bench). */
export type MemoOutcome = 'hit' | 'build' | 'shared' | 'direct';

/** `rows`: what the entry adds to the memo's count (0 until its build is done and kept). */
type Entry = { version: number; area: Promise<ListArea | null>; settled: boolean; rows: number };

const negRatingOf = (row: RestaurantRow) => -(row.rating ?? RESTAURANT_DEFAULTS.rating);
const byRatingThenId = (
  a: { negRating: number; row: RestaurantRow },
  b: { negRating: number; row: RestaurantRow },
) => a.negRating - b.negRating || (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0);

/** The area a point lies in and its bounds (with 1 cm of slack); null off the map. */
export function areaOf(point: LatLng): { key: string; bounds: AreaBounds } | null {
  const { latitude, longitude } = point;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const i = Math.floor(latitude / LIST_AREA_DEGREES);
  const j = Math.floor(longitude / LIST_AREA_DEGREES);
  const bounds = {
    latMin: i * LIST_AREA_DEGREES - EDGE_SLACK_DEGREES,
    latMax: (i + 1) * LIST_AREA_DEGREES + EDGE_SLACK_DEGREES,
    lngMin: j * LIST_AREA_DEGREES - EDGE_SLACK_DEGREES,
    lngMax: (j + 1) * LIST_AREA_DEGREES + EDGE_SLACK_DEGREES,
  };
  // The division rounds, the slack covers it; anything else (never seen) is answered without the memo.
  if (
    latitude < bounds.latMin ||
    latitude > bounds.latMax ||
    longitude < bounds.lngMin ||
    longitude > bounds.lngMax
  )
    return null;
  return { key: `${i},${j}`, bounds };
}

/**
 * Per area and catalogue version, the venues of `repo.area` (decision 041). A request reads the current version
 * first (one prepared primary-key read), then takes the area's entry when it was read at that version or later (an
 * entry is never older than what the request must see: any write to a venue or a promotion raises the version), or
 * builds it (concurrent requests of one area share one build). Rows of one version are shared between areas (the
 * same version is the same data). Bounded: entries, rows, and rows per area (a larger area is remembered as "too
 * large" for its version and answered per point by the database).
 */
export function createListAreaMemo(
  repo: RestaurantListRepository,
  limits: ListAreaMemoLimits = LIST_AREA_MEMO_LIMITS,
) {
  const entries = new Map<string, Entry>();
  let rows = 0;
  /** Rows of the newest version read, by id: areas of that version share them. */
  let pool = { version: -1, rows: new Map<string, RestaurantRow>() };
  const counts: Record<MemoOutcome, number> = { hit: 0, build: 0, shared: 0, direct: 0 };

  function forget(key: string, entry: Entry) {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    rows -= entry.rows;
    entry.rows = 0;
  }

  function trim() {
    for (const [key, entry] of entries) {
      if (entries.size <= limits.maxEntries && rows <= limits.maxRows) return;
      forget(key, entry);
    }
  }

  const intern = (version: number, row: RestaurantRow): RestaurantRow => {
    if (version !== pool.version) return row;
    const known = pool.rows.get(row.id);
    if (known) return known;
    pool.rows.set(row.id, row);
    return row;
  };

  async function build(bounds: AreaBounds): Promise<ListArea | null> {
    const read = await repo.area(bounds, limits.maxAreaRows);
    if (read.tooMany) return null;
    const version = read.catalogueVersion;
    if (version > pool.version) pool = { version, rows: new Map() };
    const pinned: AreaVenue[] = [];
    for (const raw of read.pinned) {
      const row = intern(version, raw);
      if (row.latitude == null || row.longitude == null) continue;
      pinned.push({
        row,
        latitude: row.latitude,
        longitude: row.longitude,
        radiusKm: row.service_radius_km ?? RESTAURANT_DEFAULTS.serviceRadiusKm,
        negRating: negRatingOf(row),
      });
    }
    pinned.sort(byRatingThenId);
    const unpinned = read.unpinned
      .map((raw) => {
        const row = intern(version, raw);
        return { row, negRating: negRatingOf(row) };
      })
      .sort(byRatingThenId);
    const promotions = new Map<string, CardPromotionRow[]>();
    for (const promotion of read.promotions) {
      const list = promotions.get(promotion.restaurant_id);
      if (list) list.push(promotion);
      else promotions.set(promotion.restaurant_id, [promotion]);
    }
    const area: ListArea = { version, pinned, unpinned, promotions, rows: pinned.length + unpinned.length };
    return area;
  }

  return {
    /**
     * The area of `point` as of catalogue version `version` (read by the caller before this call) or later; null
     * when the point has no area or its area is too large to keep (the caller asks the database).
     */
    async area(point: LatLng, version: number): Promise<{ area: ListArea | null; outcome: MemoOutcome }> {
      const where = areaOf(point);
      if (!where) {
        counts.direct++;
        return { area: null, outcome: 'direct' };
      }
      const { key, bounds } = where;
      const known = entries.get(key);
      let outcome: MemoOutcome;
      let entry: Entry;
      if (known && known.version >= version) {
        // Most recently used last: the Map's order is the eviction order.
        entries.delete(key);
        entries.set(key, known);
        entry = known;
        outcome = known.settled ? 'hit' : 'shared';
      } else {
        if (known) forget(key, known);
        entry = { version, area: build(bounds), settled: false, rows: 0 };
        entries.set(key, entry);
        outcome = 'build';
        const built = entry;
        built.area.then(
          (area) => {
            built.settled = true;
            if (entries.get(key) !== built) return;
            // The snapshot read may be newer than the version asked for: label the entry with what it holds.
            if (area) {
              built.version = area.version;
              built.rows = area.rows;
              rows += area.rows;
            }
            trim();
          },
          () => forget(key, built),
        );
      }
      const area = await entry.area;
      if (!area) {
        counts.direct++;
        return { area: null, outcome: 'direct' };
      }
      counts[outcome]++;
      return { area, outcome };
    },
    /** Areas kept, rows held and how requests used the memo (tests, bench). */
    stats: () => ({ entries: entries.size, rows, ...counts }),
  };
}
export type ListAreaMemo = ReturnType<typeof createListAreaMemo>;

/** A pinned venue of the area at its distance from the point. */
export type NearVenue = { row: RestaurantRow; distanceKm: number };

/** Kilometres per degree of latitude on the core's sphere: the great-circle distance is at least |Δlatitude| × this. */
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;
/** Margin of the latitude bound below (rounding): a venue it skips is ≥ 1 m out of its radius. */
const BOUND_SLACK_KM = 0.001;

/**
 * The area's pinned venues (of the kind) within their own service radius of `origin` — the core's
 * `isWithinServiceRadius`, on the core's distance — in no particular order (`nearestFirst` orders them). A venue
 * whose latitude alone puts it out of reach (the great-circle distance is at least the latitude difference's arc)
 * is passed over without its distance.
 */
export function venuesInReach(
  area: ListArea,
  origin: LatLng,
  kind: RestaurantRow['kind'] | undefined,
): NearVenue[] {
  const out: NearVenue[] = [];
  for (const venue of area.pinned) {
    if (kind && venue.row.kind !== kind) continue;
    if (Math.abs(venue.latitude - origin.latitude) * KM_PER_DEGREE > venue.radiusKm + BOUND_SLACK_KM)
      continue;
    const distanceKm = distanceFrom(origin, venue)!;
    if (!(distanceKm <= venue.radiusKm)) continue;
    out.push({ row: venue.row, distanceKm });
  }
  return out;
}

/** Nearest first, ties by id (the SQL's keyset order). */
const nearer = (a: NearVenue, b: NearVenue) =>
  a.distanceKm - b.distanceKm || (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0);

/**
 * `venues` nearest first (distance, id), ordered only as far as they are read: a binary heap, built in linear time,
 * gives the next one in log time — a page reads ~31 of an area's hundreds. Iterating again starts again.
 */
export function nearestFirst(
  venues: readonly NearVenue[],
): Iterable<NearVenue> & { readonly length: number } {
  return {
    length: venues.length,
    *[Symbol.iterator]() {
      const heap = venues.slice();
      const n = heap.length;
      const down = (from: number, size: number) => {
        let i = from;
        for (;;) {
          const l = 2 * i + 1;
          if (l >= size) return;
          const r = l + 1;
          const m = r < size && nearer(heap[r]!, heap[l]!) < 0 ? r : l;
          if (nearer(heap[m]!, heap[i]!) >= 0) return;
          const swap = heap[i]!;
          heap[i] = heap[m]!;
          heap[m] = swap;
          i = m;
        }
      };
      for (let i = (n >> 1) - 1; i >= 0; i--) down(i, n);
      for (let size = n; size > 0; size--) {
        const top = heap[0]!;
        heap[0] = heap[size - 1]!;
        down(0, size - 1);
        yield top;
      }
    },
  };
}

const afterKey = (negRating: number, id: string, after: readonly [number, string] | null) =>
  !after || negRating > after[0] || (negRating === after[0] && id > after[1]);

/** The area's unpinned venues (of the kind) by (−rating, id), after the keyset `after`. */
export function unpinnedVenues(
  area: ListArea,
  kind: RestaurantRow['kind'] | undefined,
  after: readonly [number, string] | null,
): RestaurantRow[] {
  const out: RestaurantRow[] = [];
  for (const venue of area.unpinned)
    if ((!kind || venue.row.kind === kind) && afterKey(venue.negRating, venue.row.id, after))
      out.push(venue.row);
  return out;
}

/**
 * Every venue (of the kind) that may show at the point by (−rating, id): the near ones (`near`, any order) merged
 * with the unpinned ones — Top Picks' stream.
 */
export function reachByRating(
  area: ListArea,
  near: readonly NearVenue[],
  kind: RestaurantRow['kind'] | undefined,
): RestaurantRow[] {
  const inReach = new Set(near.map((v) => v.row.id));
  const pinned = area.pinned.filter((v) => inReach.has(v.row.id));
  const unpinned = area.unpinned.filter((v) => !kind || v.row.kind === kind);
  const out: RestaurantRow[] = [];
  let i = 0;
  let j = 0;
  while (i < pinned.length || j < unpinned.length) {
    const a = pinned[i];
    const b = unpinned[j];
    if (a && (!b || byRatingThenId(a, b) <= 0)) {
      out.push(a.row);
      i++;
    } else {
      out.push(b!.row);
      j++;
    }
  }
  return out;
}
