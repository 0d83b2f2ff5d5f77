import type { LatLng } from '@lekker/core/distance';
import type { RestaurantRow } from '@lekker/core/restaurant-list';
import { type AnyColumn, and, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { menuItems, restaurants } from '../../db/schema/index.ts';
import type { MenuItemRecord } from '../menu/menu.repository.ts';
import { createRestaurantListRepository, listColumns } from '../restaurants/restaurant-list.repository.ts';

/**
 * At most this many candidates per query. Without a location they are the best matches nationwide. With one the
 * radius is applied inside the query, BEFORE ranking and limiting (issue 16: keeping the best 200 nationwide and
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
 * small statement), so both text queries match only among them and stay cheap to plan.
 */
export type Reach = readonly string[];

/** Live venues of the kind (and, with a point, those that reach it: `reach`). */
function venueScope(kind: RestaurantRow['kind'] | undefined, reach: Reach | null) {
  return and(
    eq(restaurants.isActive, true),
    kind ? eq(restaurants.kind, kind) : undefined,
    reach ? sql`${restaurants.id} = any(string_to_array(${reach.join(',')}::text, ',')::uuid[])` : undefined,
  );
}

export function createSearchRepository(db: DbOrTx) {
  const list = createRestaurantListRepository(db);
  return {
    /** The ids of the venues that may show at the point (pinned ones that deliver there, and unpinned ones). */
    reach(origin: LatLng, kind?: RestaurantRow['kind']): Promise<Reach> {
      return list.reachableIds(origin, kind);
    },

    /** Active venues whose name, cuisine or description match (among `reach`, when given), best first. */
    async findRestaurants(
      text: string,
      kind?: RestaurantRow['kind'],
      reach: Reach | null = null,
    ): Promise<RestaurantHit[]> {
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
        .select({ restaurant: listColumns, score, name, cuisine, description })
        .from(restaurants)
        .where(
          and(
            venueScope(kind, reach),
            or(
              matches(restaurants.searchName, t),
              matches(restaurants.searchCuisine, t),
              matches(restaurants.searchDescription, t),
            ),
          ),
        )
        .orderBy(desc(score), restaurants.id)
        .limit(reach ? NEAR_RESTAURANT_CANDIDATES : RESTAURANT_CANDIDATES);
      return rows as RestaurantHit[];
    },

    /**
     * Available dishes of active venues (among `reach`, when given) whose name or description match, best first.
     * With a point only the dishes of the venues that reach it are matched (by restaurant id, the ids given),
     * whatever the planner knows: without statistics a join was planned as a trigram match on every dish in the
     * country (seconds at 10,000 venues).
     */
    async findDishes(
      text: string,
      kind?: RestaurantRow['kind'],
      reach: Reach | null = null,
    ): Promise<DishHit[]> {
      const t = termOf(text);
      const score = best([
        [fieldScore(menuItems.searchName, t), WEIGHTS.dishName],
        [fieldScore(menuItems.searchDescription, t), WEIGHTS.dishDescription],
      ]);
      const match = or(matches(menuItems.searchName, t), matches(menuItems.searchDescription, t));
      const columns = { item: getTableColumns(menuItems), restaurantId: menuItems.restaurantId, score };
      if (reach) {
        // `reach` already holds only live venues of the kind.
        return db
          .select(columns)
          .from(menuItems)
          .where(
            and(
              eq(menuItems.isAvailable, true),
              sql`${menuItems.restaurantId} = any(string_to_array(${reach.join(',')}::text, ',')::uuid[])`,
              match,
            ),
          )
          .orderBy(desc(score), menuItems.name, menuItems.id)
          .limit(NEAR_DISH_CANDIDATES);
      }
      return db
        .select(columns)
        .from(menuItems)
        .innerJoin(restaurants, eq(menuItems.restaurantId, restaurants.id))
        .where(and(eq(menuItems.isAvailable, true), venueScope(kind, null), match))
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
