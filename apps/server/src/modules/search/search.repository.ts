import { RESTAURANT_DEFAULTS } from '@lekker/core/constants';
import type { LatLng } from '@lekker/core/distance';
import type { RestaurantRow } from '@lekker/core/restaurant-list';
import { type AnyColumn, and, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catalogueVersion, menuItems, restaurants } from '../../db/schema/index.ts';
import type { MenuItemRecord } from '../menu/menu.repository.ts';
import { createRestaurantListRepository, listColumns } from '../restaurants/restaurant-list.repository.ts';

/**
 * At most this many candidates per query. Without a location they are the best matches nationwide. With one the
 * radius is applied inside the query, BEFORE ranking and limiting (docs/product.md#performance-targets: keeping the best 200 nationwide and
 * only then the radius lost most nearby matches), and the larger caps bound only a pathological town.
 */
export const RESTAURANT_CANDIDATES = 200;
export const DISH_CANDIDATES = 500;
export const NEAR_RESTAURANT_CANDIDATES = 2000;
export const NEAR_DISH_CANDIDATES = 5000;

/** A field's relevance (0..1) when it matched, null when it did not (or is empty). */
type FieldScore = number | null;

export type RestaurantHit = {
  /** The venue in the shape the list rules read. */
  restaurant: RestaurantRow;
  /** Best weighted field score. */
  score: number;
  /** The venue's search cell (decision 035; −1 without a pin). */
  cell: number;
  name: FieldScore;
  cuisine: FieldScore;
  description: FieldScore;
};

export type DishHit = {
  item: MenuItemRecord;
  restaurantId: string;
  /** Best weighted field score of the dish. */
  score: number;
};

/**
 * The search text folded in SQL by the same lower(f_unaccent(…)) that fills the stored search columns (migration
 * 0015), twice: as is (equality, similarity) and LIKE-escaped (substring patterns). Bound parameters of an
 * immutable function: PostgreSQL folds them once while planning, never per row.
 */
type Term = { text: SQL; like: SQL };

function termOf(text: string): Term {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return { text: sql`lower(f_unaccent(${text}::text))`, like: sql`lower(f_unaccent(${escaped}::text))` };
}

/**
 * Index-served match on a stored folded column: it contains the term, or one of its word runs is trigram-similar
 * (≥ pg_trgm.word_similarity_threshold, 0.6). The trigram GIN index on the column serves both.
 */
function matches(column: AnyColumn, t: Term): SQL {
  return sql`(${column} LIKE '%' || ${t.like} || '%' OR ${t.text} <% ${column})`;
}

/**
 * Any of the columns matches. Near a point (`cell` given) every branch is "in the reach's cells AND one operator on
 * one column", so each is one scan of that column's (cell, trigram) index (decision 035) and the planner has no
 * cell-only condition to prefer (it would then run the trigram match on every dish of the cells: 23,000 rows in
 * Johannesburg at 10,000 venues).
 */
function matchesAny(columns: AnyColumn[], t: Term, cells?: (branch: number) => SQL): SQL {
  const branches = columns.flatMap((column) => [
    sql`${column} LIKE '%' || ${t.like} || '%'`,
    sql`${t.text} <% ${column}`,
  ]);
  return sql`(${sql.join(
    branches.map((b, i) => (cells ? sql`(${cells(i)} and ${b})` : b)),
    sql` OR `,
  )})`;
}

/**
 * Relevance of one field, null unless it matches: an exact / prefix / word-prefix / substring boost (55 %),
 * plus trigram word_similarity (35 %, typo tolerance) and similarity (10 %, prefers shorter, closer values).
 */
function fieldScore(column: AnyColumn, t: Term): SQL<FieldScore> {
  return sql<FieldScore>`(CASE WHEN ${matches(column, t)} THEN
      (CASE WHEN ${column} = ${t.text} THEN 1.0
            WHEN ${column} LIKE ${t.like} || '%' THEN 0.8
            WHEN ${column} LIKE '% ' || ${t.like} || '%' THEN 0.7
            WHEN ${column} LIKE '%' || ${t.like} || '%' THEN 0.6
            ELSE 0 END) * 0.55
      + word_similarity(${t.text}, ${column}) * 0.35
      + similarity(${t.text}, ${column}) * 0.10
    END)::float8`.mapWith(Number);
}

/** GREATEST skips nulls: the best weighted score among the fields that matched. */
function best(weighted: [SQL<FieldScore>, number][]): SQL<number> {
  const parts = weighted.map(([score, weight]) => sql`${score} * ${weight}::float8`);
  return sql<number>`coalesce(greatest(${sql.join(parts, sql`, `)}), 0)::float8`.mapWith(Number);
}

/** How much a match on each field counts: a restaurant's own name counts most, a dish's description least. */
const WEIGHTS = {
  restaurantName: 1,
  restaurantCuisine: 0.9,
  restaurantDescription: 0.6,
  dishName: 0.9,
  dishDescription: 0.5,
} as const;

/**
 * The venues a search may return near a point: their ids, read first (decision 012's bounding box and radius, a
 * small statement), so both text queries match only among them and stay cheap to plan; and the grid cells those
 * venues lie in (`search_cell`, decision 035), which lead the (cell, trigram) indexes: the text is matched only in
 * those cells by the index, then kept only for those ids.
 */
export type Reach = {
  readonly ids: readonly string[];
  readonly cells: readonly number[];
  /** The catalogue version of the same snapshot (what the search memo is valid for). */
  readonly catalogueVersion: number;
};

/**
 * Where the text queries match near a point: the reach's cells, and only the reach's venues when `ids` is given.
 * Without `ids` every live venue of the cells is matched (the near-matches memo keeps those and keeps the reach's
 * venues per request: decision 035).
 */
export type SearchArea = { readonly ids?: readonly string[]; readonly cells: readonly number[] };

/** One text parameter, split in SQL: a short statement text whatever the number of cells (decision 031). */
const cellList = (cells: readonly number[]) => sql`string_to_array(${cells.join(',')}::text, ',')::int[]`;

/**
 * In the reach's cells, for `matchesAny`: bound values of an unnamed statement, so the planner sees them and puts
 * `search_cell = any(…)` into each branch's index condition beside the trigram match.
 */
const inCells = (cell: AnyColumn, area: SearchArea) => (branch: number) =>
  // A cell no pin has (below −1), different in each branch: PostgreSQL factors a condition common to every branch
  // of an OR out of it (`(a and b) or (a and c)` becomes `a and (b or c)`), and a cell-only index scan is back.
  sql`${cell} = any(${cellList([...area.cells, -2 - branch])})`;

/**
 * One of the reach's venues, checked on the rows the cell indexes found. Compared as text on purpose: as
 * `id = any(uuid[])` the planner may read every dish (or venue) of those ids by the id index and run the trigram
 * match on each, the cost decision 035 removes.
 */
const inReach = (id: AnyColumn, ids: readonly string[]) =>
  sql`${id}::text = any(string_to_array(${ids.join(',')}::text, ','))`;

/** Live venues of the kind (and, with a point, those that reach it: `ids`). */
function venueScope(kind: RestaurantRow['kind'] | undefined, ids: readonly string[] | undefined) {
  return and(
    eq(restaurants.isActive, true),
    kind ? eq(restaurants.kind, kind) : undefined,
    ids ? inReach(restaurants.id, ids) : undefined,
  );
}

/**
 * What a search near a point needs to know before it may answer from the memo (decision 035, third step): the
 * catalogue version and the largest service radius of any live venue (the index-only max of the list's bounding
 * box), read in one snapshot. Together they bound the grid cells any venue that delivers to a point can lie in.
 */
export type SearchGeometry = { readonly catalogueVersion: number; readonly maxRadiusKm: number };

export function createSearchRepository(db: DbOrTx) {
  const list = createRestaurantListRepository(db);
  let geometryStatement: { execute(): Promise<unknown> } | undefined;
  return {
    /** The catalogue version and the largest service radius of a live venue: one small prepared statement. */
    async geometry(): Promise<SearchGeometry> {
      geometryStatement ??= db
        .select({
          version: catalogueVersion.version,
          maxRadius: sql`(select greatest(coalesce(max(${restaurants.serviceRadiusKm}), 0),
              ${RESTAURANT_DEFAULTS.serviceRadiusKm}::float8)::float8 from ${restaurants} where ${restaurants.isActive})`,
        })
        .from(catalogueVersion)
        .where(eq(catalogueVersion.id, 1))
        .prepare('search_geometry');
      const [row] = (await geometryStatement.execute()) as { version: unknown; maxRadius: unknown }[];
      return { catalogueVersion: Number(row?.version ?? 0), maxRadiusKm: Number(row?.maxRadius) };
    },

    /** The venues that may show at the point (pinned ones that deliver there, and unpinned ones), in one read. */
    async reach(origin: LatLng, kind?: RestaurantRow['kind']): Promise<Reach> {
      return list.reach(origin, kind);
    },

    /** Active venues whose name, cuisine or description match (in `area`, when given), best first. */
    async findRestaurants(
      text: string,
      kind?: RestaurantRow['kind'],
      area: SearchArea | null = null,
    ): Promise<RestaurantHit[]> {
      if (area?.ids?.length === 0 || area?.cells.length === 0) return [];
      const t = termOf(text);
      const name = fieldScore(restaurants.searchName, t);
      const cuisine = fieldScore(restaurants.searchCuisine, t);
      const description = fieldScore(restaurants.searchDescription, t);
      const score = best([
        [name, WEIGHTS.restaurantName],
        [cuisine, WEIGHTS.restaurantCuisine],
        [description, WEIGHTS.restaurantDescription],
      ]);
      const rows = await db
        .select({ restaurant: listColumns, score, cell: restaurants.searchCell, name, cuisine, description })
        .from(restaurants)
        .where(
          and(
            venueScope(kind, area?.ids),
            matchesAny(
              [restaurants.searchName, restaurants.searchCuisine, restaurants.searchDescription],
              t,
              area ? inCells(restaurants.searchCell, area) : undefined,
            ),
          ),
        )
        .orderBy(desc(score), restaurants.id)
        .limit(area ? NEAR_RESTAURANT_CANDIDATES : RESTAURANT_CANDIDATES);
      return rows as RestaurantHit[];
    },

    /**
     * Available dishes of active venues (among `reach`, when given) whose name or description match, best first.
     * With a point only the dishes of the venues that reach it are matched (by restaurant id, the ids given),
     * whatever the planner knows: without statistics a join was planned as a trigram match on every dish in the
     * country (seconds at 10,000 venues). The (cell, trigram) indexes read only the matching dishes of the
     * reach's cells (decision 035), instead of a trigram match on every dish of the nearby venues.
     */
    async findDishes(
      text: string,
      kind?: RestaurantRow['kind'],
      area: SearchArea | null = null,
    ): Promise<DishHit[]> {
      if (area?.ids?.length === 0 || area?.cells.length === 0) return [];
      const t = termOf(text);
      const score = best([
        [fieldScore(menuItems.searchName, t), WEIGHTS.dishName],
        [fieldScore(menuItems.searchDescription, t), WEIGHTS.dishDescription],
      ]);
      const fields = [menuItems.searchName, menuItems.searchDescription];
      const columns = { item: getTableColumns(menuItems), restaurantId: menuItems.restaurantId, score };
      if (area) {
        // `area.ids` holds only live venues of the kind; without ids the caller keeps the dishes of its reach.
        return db
          .select(columns)
          .from(menuItems)
          .where(
            and(
              // As the partial (cell, trigram) indexes state it, so the planner can use them.
              sql`${menuItems.isAvailable}`,
              area.ids ? inReach(menuItems.restaurantId, area.ids) : undefined,
              matchesAny(fields, t, inCells(menuItems.searchCell, area)),
            ),
          )
          .orderBy(desc(score), menuItems.name, menuItems.id)
          .limit(NEAR_DISH_CANDIDATES);
      }
      return db
        .select(columns)
        .from(menuItems)
        .innerJoin(restaurants, eq(menuItems.restaurantId, restaurants.id))
        .where(and(eq(menuItems.isAvailable, true), venueScope(kind, undefined), matchesAny(fields, t)))
        .orderBy(desc(score), menuItems.name, menuItems.id)
        .limit(DISH_CANDIDATES);
    },

    /** Venues by id in the list rules' shape (those found only through their dishes). */
    async venues(ids: readonly string[]): Promise<RestaurantRow[]> {
      if (ids.length === 0) return [];
      return (await db
        .select(listColumns)
        .from(restaurants)
        .where(inArray(restaurants.id, [...ids]))) as RestaurantRow[];
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
