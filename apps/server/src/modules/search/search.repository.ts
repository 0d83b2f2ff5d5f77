import type { LatLng } from '@lekker/core/distance';
import { type AnyColumn, and, desc, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { menuItems, restaurants } from '../../db/schema/index.ts';
import type { MenuItemRecord } from '../menu/menu.repository.ts';
import { reachableFrom } from '../restaurants/restaurant-list.repository.ts';
import type { RestaurantRecord } from '../restaurants/restaurants.repository.ts';

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
  restaurant: RestaurantRecord;
  /** Best weighted field score. */
  score: number;
  name: FieldScore;
  cuisine: FieldScore;
  description: FieldScore;
};

export type DishHit = {
  item: MenuItemRecord;
  restaurant: RestaurantRecord;
  /** Best weighted field score of the dish. */
  score: number;
};

/**
 * The search text twice, each folded in SQL by the same lower(f_unaccent(…)) the trigram indexes of migration
 * 0001 are built on: as is (equality, similarity) and LIKE-escaped (substring patterns). Always bound parameters.
 */
type Term = { text: SQL; like: SQL };

function termOf(text: string): Term {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return { text: folded(sql`${text}::text`), like: folded(sql`${escaped}::text`) };
}

/** Lower-cased and accent-folded: must stay textually the index expression so the planner can use the index. */
function folded(value: AnyColumn | SQL): SQL {
  return sql`lower(f_unaccent(${value}))`;
}

/** Index-served match: the folded field contains the term, or one of its word runs is trigram-similar (≥ 0.6). */
function matches(column: AnyColumn, t: Term): SQL {
  const c = folded(column);
  return sql`(${c} LIKE '%' || ${t.like} || '%' OR ${t.text} <% ${c})`;
}

/**
 * Relevance of one field, null unless it matches: an exact / prefix / word-prefix / substring boost (55 %),
 * plus trigram word_similarity (35 %, typo tolerance) and similarity (10 %, prefers shorter, closer values).
 */
function fieldScore(column: AnyColumn, t: Term): SQL<FieldScore> {
  const c = folded(column);
  return sql<FieldScore>`(CASE WHEN ${matches(column, t)} THEN
      (CASE WHEN ${c} = ${t.text} THEN 1.0
            WHEN ${c} LIKE ${t.like} || '%' THEN 0.8
            WHEN ${c} LIKE '% ' || ${t.like} || '%' THEN 0.7
            WHEN ${c} LIKE '%' || ${t.like} || '%' THEN 0.6
            ELSE 0 END) * 0.55
      + word_similarity(${t.text}, ${c}) * 0.35
      + similarity(${t.text}, ${c}) * 0.10
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

export function createSearchRepository(db: DbOrTx) {
  return {
    /** Active venues whose name, cuisine or description match (and that reach `origin`, when given), best first. */
    async findRestaurants(
      text: string,
      kind?: RestaurantRecord['kind'],
      origin?: LatLng | null,
    ): Promise<RestaurantHit[]> {
      const t = termOf(text);
      const name = fieldScore(restaurants.name, t);
      const cuisine = fieldScore(restaurants.cuisineType, t);
      const description = fieldScore(restaurants.description, t);
      const score = best([
        [name, WEIGHTS.restaurantName],
        [cuisine, WEIGHTS.restaurantCuisine],
        [description, WEIGHTS.restaurantDescription],
      ]);
      return db
        .select({ restaurant: getTableColumns(restaurants), score, name, cuisine, description })
        .from(restaurants)
        .where(
          and(
            eq(restaurants.isActive, true),
            kind ? eq(restaurants.kind, kind) : undefined,
            origin ? reachableFrom(origin) : undefined,
            or(
              matches(restaurants.name, t),
              matches(restaurants.cuisineType, t),
              matches(restaurants.description, t),
            ),
          ),
        )
        .orderBy(desc(score), restaurants.id)
        .limit(origin ? NEAR_RESTAURANT_CANDIDATES : RESTAURANT_CANDIDATES);
    },

    /** Available dishes of active venues (that reach `origin`) whose name or description match, best first. */
    async findDishes(
      text: string,
      kind?: RestaurantRecord['kind'],
      origin?: LatLng | null,
    ): Promise<DishHit[]> {
      const t = termOf(text);
      const score = best([
        [fieldScore(menuItems.name, t), WEIGHTS.dishName],
        [fieldScore(menuItems.description, t), WEIGHTS.dishDescription],
      ]);
      return db
        .select({ item: getTableColumns(menuItems), restaurant: getTableColumns(restaurants), score })
        .from(menuItems)
        .innerJoin(restaurants, eq(menuItems.restaurantId, restaurants.id))
        .where(
          and(
            eq(menuItems.isAvailable, true),
            eq(restaurants.isActive, true),
            kind ? eq(restaurants.kind, kind) : undefined,
            origin ? reachableFrom(origin) : undefined,
            or(matches(menuItems.name, t), matches(menuItems.description, t)),
          ),
        )
        .orderBy(desc(score), menuItems.name, menuItems.id)
        .limit(origin ? NEAR_DISH_CANDIDATES : DISH_CANDIDATES);
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
