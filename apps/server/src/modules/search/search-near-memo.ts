import type { SearchField } from '@lekker/core/contracts/search';
import type { LatLng } from '@lekker/core/distance';
import type { RestaurantRow } from '@lekker/core/restaurant-list';
import { AppError } from '../../domain/errors.ts';
import {
  type DishHit,
  NEAR_DISH_CANDIDATES,
  NEAR_RESTAURANT_CANDIDATES,
  type RestaurantHit,
  type SearchGeometry,
  type SearchRepository,
} from './search.repository.ts';

/** Search is saturated: a clear, quick refusal (the client may retry) instead of a queue of many seconds. */
export const searchBusy = () =>
  new AppError(503, 'search_busy', 'Search is busy right now. Please try again in a few seconds.');

/**
 * At most `max` text matches (memo builds and exact queries, tens of milliseconds of database work each: ~80 ms on
 * PGlite's single connection) in flight per process; one more is refused at once (`searchBusy`). Searches that wait
 * for a build already in flight (the same term and cells) cost nothing and are never refused.
 */
export function createSearchGate(max: number) {
  let pending = 0;
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (pending >= max) throw searchBusy();
      pending++;
      try {
        return await work();
      } finally {
        pending--;
      }
    },
    pending: () => pending,
  };
}
export type SearchGate = ReturnType<typeof createSearchGate>;
/** Enough for every popular term of a town at once; a pile-up beyond it would wait for seconds. */
export const MAX_PENDING_MATCHES = 32;

/** One venue's matches: its own fields and its dishes (best first), merged into one result candidate. */
export type VenueMatch = {
  restaurant: RestaurantRow;
  /** Best weighted score among the venue's fields and dishes. */
  score: number;
  matchedOn: SearchField[];
  dishes: DishHit[];
};

function matchedFields(hit: RestaurantHit): SearchField[] {
  return (['name', 'cuisine', 'description'] as const).filter((field) => hit[field] !== null);
}

/**
 * The hits grouped per venue, in the order the venue hits then the dish hits came (dishes keep the repository's
 * best-first order). A venue not in `venues` (deleted between the reads) or refused by `keep` is left out.
 */
export function groupMatches(
  restaurantHits: readonly RestaurantHit[],
  dishHits: readonly DishHit[],
  venues: ReadonlyMap<string, RestaurantRow>,
  keep: (row: RestaurantRow) => boolean = () => true,
): Map<string, VenueMatch> {
  const groups = new Map<string, VenueMatch | null>();
  for (const hit of restaurantHits) {
    groups.set(
      hit.restaurant.id,
      keep(hit.restaurant)
        ? { restaurant: hit.restaurant, score: hit.score, matchedOn: matchedFields(hit), dishes: [] }
        : null,
    );
  }
  for (const dish of dishHits) {
    let group = groups.get(dish.restaurantId);
    if (group === undefined) {
      const row = venues.get(dish.restaurantId);
      group = row && keep(row) ? { restaurant: row, score: 0, matchedOn: [], dishes: [] } : null;
      groups.set(dish.restaurantId, group);
    }
    if (!group) continue;
    group.dishes.push(dish);
    if (dish.score > group.score) group.score = dish.score;
  }
  const kept = new Map<string, VenueMatch>();
  for (const [id, group] of groups) if (group) kept.set(id, group);
  return kept;
}

/** The search grid (migration 0020's `search_cell`): 0.2° cells, row-major, 2000 columns. */
const CELL_DEGREES = 0.2;
const cellRow = (latitude: number) => Math.floor((latitude + 90) / CELL_DEGREES);
const cellColumn = (longitude: number) => Math.floor((longitude + 180) / CELL_DEGREES);
/** Unpinned venues (reachable from everywhere). */
export const UNPINNED_CELL = -1;
/** More cells than this around a point (a huge service radius somewhere): the exact query instead. */
export const MAX_CELLS_AROUND = 100;

/**
 * Every grid cell a venue that delivers to `origin` can lie in, plus the unpinned cell: the cells of a box around
 * the point as wide as the largest service radius of any live venue, with slack (a degree of latitude is at least
 * 110.5 km, the haversine's is 111.19 km; the longitude half-width is taken at the box's edge nearest a pole, plus
 * 2 %). A venue within its radius of the point lies strictly inside the box, and `floor` is monotonic, so its cell
 * (the same float8 arithmetic in SQL) is one of these. Null near a pole, across ±180° or with too many cells.
 */
export function cellsAround(origin: LatLng, maxRadiusKm: number): number[] | null {
  return cellsNear(origin.latitude, origin.latitude, origin.longitude, origin.longitude, maxRadiusKm);
}

/**
 * The cells any point of `origin`'s own cell may need (`cellsAround` of each of its points): what a build reads
 * ahead, so the customers of a town (who share that cell) need one build per term, not one per differing set of
 * cells. Null as `cellsAround`.
 */
export function cellsAroundCell(origin: LatLng, maxRadiusKm: number): number[] | null {
  const south = cellRow(origin.latitude) * CELL_DEGREES - 90;
  const west = cellColumn(origin.longitude) * CELL_DEGREES - 180;
  return cellsNear(south, south + CELL_DEGREES, west, west + CELL_DEGREES, maxRadiusKm);
}

/** The cells of the box (south..north, west..east) widened by the radius (`cellsAround`), with the unpinned cell. */
function cellsNear(
  south: number,
  north: number,
  west: number,
  east: number,
  maxRadiusKm: number,
): number[] | null {
  if (!Number.isFinite(maxRadiusKm) || maxRadiusKm < 0) return null;
  const dlat = (maxRadiusKm / 110.5) * 1.02 + 1e-6;
  const edge = Math.max(Math.abs(south), Math.abs(north)) + dlat;
  if (edge >= 89) return null;
  const dlng = (dlat / Math.cos((edge * Math.PI) / 180)) * 1.02 + 1e-6;
  if (Math.max(Math.abs(west), Math.abs(east)) + dlng >= 180) return null;
  const rows = [cellRow(south - dlat), cellRow(north + dlat)] as const;
  const columns = [cellColumn(west - dlng), cellColumn(east + dlng)] as const;
  if ((rows[1] - rows[0] + 1) * (columns[1] - columns[0] + 1) > MAX_CELLS_AROUND) return null;
  const cells = [UNPINNED_CELL];
  for (let row = rows[0]; row <= rows[1]; row++)
    for (let column = columns[0]; column <= columns[1]; column++) cells.push(row * 2000 + column);
  return cells;
}

/** A cell's matches: every live venue of the kind in it that matched, grouped; null when the area was too large. */
type CellMatches = { venues: VenueMatch[]; rows: number } | null;

type Entry = { version: number; matches: Promise<CellMatches> };

export type SearchNearMemoLimits = {
  /** Cells kept (term × kind × cell); the least recently used go first. */
  maxEntries: number;
  /** Hits kept over all entries (a dish hit holds its dish row, a venue hit its card row). */
  maxRows: number;
};

export const SEARCH_NEAR_MEMO_LIMITS: SearchNearMemoLimits = { maxEntries: 4096, maxRows: 250_000 };

/**
 * The text matches of one search term per grid cell, kept per catalogue version (decision 035). A customer's
 * point needs the cells around it (`cellsAround`: the largest service radius bounds them), and the customers of a
 * town share those cells: the first search for "pizza" there reads every match in the cells not yet kept (one
 * statement per field set, whatever their number); the next one — from another point of the town — reads only the
 * catalogue version and the largest radius (one small statement) and keeps the venues whose own radius reaches the
 * point, in Node, by the same distance rule the answer applies. The answer is the one the exact query gives: the
 * matches are the same rows in the same order (the memo is built by the same statements, over whole cells) and any
 * write to a venue or a dish raises the version. Concurrent searches needing the same cell share one build. Cells
 * with more matches than one query may return are remembered as such for the version: the exact query answers.
 */
export function createSearchNearMemo(
  repo: SearchRepository,
  limits = SEARCH_NEAR_MEMO_LIMITS,
  gate: SearchGate = createSearchGate(MAX_PENDING_MATCHES),
) {
  const entries = new Map<string, Entry>();
  let rows = 0;

  function forget(key: string, entry: Entry) {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    entry.matches.then(
      (m) => {
        rows -= m?.rows ?? 0;
      },
      () => {},
    );
  }

  /** Reads `cells` (none of them kept) in one go and splits the matches per cell. */
  async function build(
    text: string,
    kind: RestaurantRow['kind'] | undefined,
    cells: readonly number[],
  ): Promise<Map<number, CellMatches> | null> {
    const area = { cells };
    const [restaurantHits, dishHits] = await Promise.all([
      repo.findRestaurants(text, kind, area),
      repo.findDishes(text, kind, area),
    ]);
    if (restaurantHits.length >= NEAR_RESTAURANT_CANDIDATES || dishHits.length >= NEAR_DISH_CANDIDATES)
      return null;
    const venues = new Map(restaurantHits.map((hit) => [hit.restaurant.id, hit.restaurant]));
    const cellOf = new Map(restaurantHits.map((hit) => [hit.restaurant.id, hit.cell]));
    const missing = [...new Set(dishHits.map((dish) => dish.restaurantId))].filter((id) => !venues.has(id));
    for (const dish of dishHits)
      if (!cellOf.has(dish.restaurantId))
        cellOf.set(dish.restaurantId, dish.item.searchCell ?? UNPINNED_CELL);
    for (const venue of await repo.venues(missing)) venues.set(venue.id, venue);
    // The dish statement matches every dish of the cells: only live venues of the kind may show.
    const groups = groupMatches(
      restaurantHits,
      dishHits,
      venues,
      (row) => row.is_active === true && (kind === undefined || row.kind === kind),
    );
    const perCell = new Map<number, { venues: VenueMatch[]; rows: number }>(
      cells.map((cell) => [cell, { venues: [], rows: 0 }]),
    );
    for (const [id, group] of groups) {
      const cell = perCell.get(cellOf.get(id) ?? UNPINNED_CELL);
      // A venue that moved out of these cells between the reads: the version has moved on too.
      if (!cell) continue;
      cell.venues.push(group);
      cell.rows += 1 + group.dishes.length;
    }
    return perCell;
  }

  function touch(key: string, entry: Entry) {
    // Most recently used last: the Map's order is the eviction order.
    entries.delete(key);
    entries.set(key, entry);
  }

  function cellEntries(
    text: string,
    kind: RestaurantRow['kind'] | undefined,
    cells: number[],
    ahead: readonly number[],
    version: number,
  ) {
    const prefix = `${kind ?? '*'}|${text}|`;
    const found: Promise<CellMatches>[] = [];
    const toBuild: { key: string; cell: number }[] = [];
    for (const cell of cells) {
      const key = prefix + cell;
      const known = entries.get(key);
      if (known && known.version >= version) {
        touch(key, known);
        found.push(known.matches);
      } else {
        if (known) forget(key, known);
        toBuild.push({ key, cell });
      }
    }
    if (toBuild.length > 0) {
      // Read ahead the town's other cells not held yet (built with these, in the same statements).
      const building = new Set(toBuild.map((b) => b.cell));
      const extra: { key: string; cell: number }[] = [];
      for (const cell of ahead) {
        if (building.has(cell)) continue;
        const key = prefix + cell;
        const known = entries.get(key);
        if (known && known.version >= version) continue;
        building.add(cell);
        extra.push({ key, cell });
      }
      const needed = toBuild.map((b) => b.cell);
      toBuild.push(...extra);
      const built = gate.run(
        async () =>
          (await build(
            text,
            kind,
            toBuild.map((b) => b.cell),
          )) ??
          // Too large with the cells read ahead: the needed ones alone.
          (extra.length > 0 ? await build(text, kind, needed) : null),
      );
      for (const { key, cell } of toBuild) {
        const entry: Entry = {
          version,
          // Too large: the cell is remembered as too large for this version (the exact query answers). A cell read
          // ahead that was dropped from the build is left to be built when a search needs it (`forget` below).
          matches: built.then((perCell) => (perCell ? (perCell.get(cell) ?? null) : null)),
        };
        const dropped = built.then(
          (perCell) => perCell !== null && !perCell.has(cell),
          () => false,
        );
        const known = entries.get(key);
        if (known) forget(key, known);
        entries.set(key, entry);
        entry.matches.then(
          async (m) => {
            if (await dropped) return forget(key, entry);
            rows += m?.rows ?? 0;
            trim();
          },
          () => forget(key, entry),
        );
        if (!extra.some((e) => e.key === key)) found.push(entry.matches);
      }
    }
    return Promise.all(found);
  }

  function trim() {
    for (const [key, entry] of entries) {
      if (entries.size <= limits.maxEntries && rows <= limits.maxRows) return;
      forget(key, entry);
    }
  }

  return {
    /**
     * Every live venue of the kind in the cells around `origin` that matches `text`, grouped per venue (radius not
     * yet applied: the caller keeps those whose radius reaches the point), or null when the memo cannot answer
     * (no geometry, too many cells, an area too large to keep): the caller runs the exact query.
     */
    async matches(
      text: string,
      kind: RestaurantRow['kind'] | undefined,
      origin: LatLng,
      geometry: SearchGeometry,
    ): Promise<VenueMatch[] | null> {
      const cells = cellsAround(origin, geometry.maxRadiusKm);
      if (!cells) return null;
      const ahead = cellsAroundCell(origin, geometry.maxRadiusKm) ?? [];
      const perCell = await cellEntries(text, kind, cells, ahead, geometry.catalogueVersion);
      const out: VenueMatch[] = [];
      for (const cell of perCell) {
        if (!cell) return null;
        for (const venue of cell.venues) out.push(venue);
      }
      return out;
    },
    /** The gate its builds go through (the exact queries share it). */
    gate,
    /** Cells kept and hits held (tests, metrics). */
    size: () => ({ entries: entries.size, rows }),
  };
}
export type SearchNearMemo = ReturnType<typeof createSearchNearMemo>;
