import type { RestaurantListItem } from '@lekker/core/contracts/catalogue';
import type { SearchField, SearchQuery, SearchResponse, SearchResult } from '@lekker/core/contracts/search';
import {
  isWithinServiceRadius,
  type RestaurantRow,
  toRestaurantListItem,
} from '@lekker/core/restaurant-list';
import { badRequest } from '../../domain/errors.ts';
import { toMenuItem } from '../menu/menu.service.ts';
import { originOf } from '../restaurants/restaurants.service.ts';
import type { DishHit, RestaurantHit, SearchRepository } from './search.repository.ts';

/** Dishes shown under one restaurant. */
export const MAX_ITEMS_PER_RESULT = 5;

type Group = {
  restaurant: RestaurantRow | null;
  score: number;
  matchedOn: SearchField[];
  dishes: DishHit[];
};

/** Scores are rounded so near-identical relevance ties and distance decides. */
const roundScore = (score: number) => Math.round(score * 1000) / 1000;

function matchedFields(hit: RestaurantHit): SearchField[] {
  return (['name', 'cuisine', 'description'] as const).filter((field) => hit[field] !== null);
}

/** Score descending, then nearest first (unknown distance last), then rating, then name. */
function compareResults(a: SearchResult, b: SearchResult): number {
  return (
    b.score - a.score ||
    compareDistance(a.restaurant, b.restaurant) ||
    b.restaurant.average_rating - a.restaurant.average_rating ||
    a.restaurant.name.localeCompare(b.restaurant.name, 'en-ZA') ||
    (a.restaurant.id < b.restaurant.id ? -1 : a.restaurant.id > b.restaurant.id ? 1 : 0)
  );
}

function compareDistance(a: RestaurantListItem, b: RestaurantListItem): number {
  if (a.distance_km === undefined) return b.distance_km === undefined ? 0 : 1;
  if (b.distance_km === undefined) return -1;
  return a.distance_km - b.distance_km;
}

/** Search pages by position in the ranked list (the ranking is recomputed, and deterministic, on every page). */
const encodeOffset = (offset: number) => Buffer.from(`o${offset}`).toString('base64url');

function decodeOffset(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^o(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match)
    throw badRequest('cursor is invalid: search again from the first page', { cursor: 'cursor is invalid' });
  return Number(match[1]);
}

export function createSearchService(repo: SearchRepository, clock: () => Date = () => new Date()) {
  return {
    /**
     * Restaurants matched by their own name, cuisine or description, and restaurants found through their
     * dishes, merged into one result per restaurant; then the list rules of /api/restaurants (defaults,
     * service radius when the caller's location is known), sorted by relevance then distance.
     */
    async search(query: SearchQuery): Promise<SearchResponse> {
      const text = query.q.replace(/\s+/g, ' ');
      const origin = originOf(query);
      const offset = decodeOffset(query.cursor);
      // With a location both reads keep only the venues that reach it (read first), before ranking and limiting.
      const reach = origin ? await repo.reach(origin, query.kind) : null;
      const [restaurantHits, dishHits] = await Promise.all([
        repo.findRestaurants(text, query.kind, reach),
        repo.findDishes(text, query.kind, reach),
      ]);

      const groups = new Map<string, Group>();
      for (const hit of restaurantHits) {
        groups.set(hit.restaurant.id, {
          restaurant: hit.restaurant,
          score: hit.score,
          matchedOn: matchedFields(hit),
          dishes: [],
        });
      }
      for (const dish of dishHits) {
        let group = groups.get(dish.restaurantId);
        if (!group) {
          group = { restaurant: null, score: 0, matchedOn: [], dishes: [] };
          groups.set(dish.restaurantId, group);
        }
        group.dishes.push(dish);
        group.score = Math.max(group.score, dish.score);
      }
      // Venues found only through their dishes: read once, by id.
      const missing = [...groups].filter(([, group]) => group.restaurant === null).map(([id]) => id);
      for (const venue of await repo.venues(missing)) groups.get(venue.id)!.restaurant = venue;

      const now = clock();
      const results: SearchResult[] = [];
      for (const group of groups.values()) {
        // A venue deleted between the reads is simply left out.
        if (!group.restaurant) continue;
        const restaurant = toRestaurantListItem(group.restaurant, { now, origin });
        if (!isWithinServiceRadius(restaurant)) continue;
        results.push({
          restaurant,
          score: roundScore(group.score),
          matched_on: group.matchedOn,
          // The repository returns dishes best first; keep that order.
          items: group.dishes.slice(0, MAX_ITEMS_PER_RESULT).map((dish) => toMenuItem(dish.item, now)),
        });
      }
      results.sort(compareResults);
      const page = results.slice(offset, offset + query.limit);
      const end = offset + page.length;
      return {
        query: text,
        results: page,
        count: page.length,
        next_cursor: end < results.length ? encodeOffset(end) : null,
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
