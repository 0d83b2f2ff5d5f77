import { RESTAURANT_DEFAULTS } from '@lekker/core/constants';
import type { RestaurantListItem } from '@lekker/core/contracts/catalogue';
import type { SearchField, SearchQuery, SearchResponse, SearchResult } from '@lekker/core/contracts/search';
import {
  distanceFrom,
  isWithinServiceRadius,
  nonBlank,
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

/**
 * What ranking reads of a result, as the list item would show it (toRestaurantListItem's defaults and distance):
 * the whole ranked list is ordered on these cheap keys and only the page's results are built in full (open
 * status, delivery times, dishes), so a search with hundreds of matches near a point builds 20 cards, not all.
 */
type Ranked = {
  group: Group & { restaurant: RestaurantRow };
  score: number;
  distance: number | undefined;
  rating: number;
  name: string;
  id: string;
};

/** Score descending, then nearest first (unknown distance last), then rating, then name. */
function compareResults(a: Ranked, b: Ranked): number {
  return (
    b.score - a.score ||
    compareDistance(a.distance, b.distance) ||
    b.rating - a.rating ||
    a.name.localeCompare(b.name, 'en-ZA') ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

function compareDistance(a: number | undefined, b: number | undefined): number {
  if (a === undefined) return b === undefined ? 0 : 1;
  if (b === undefined) return -1;
  return a - b;
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
      const ranked: Ranked[] = [];
      for (const group of groups.values()) {
        const row = group.restaurant;
        // A venue deleted between the reads is simply left out.
        if (!row) continue;
        const distance = distanceFrom(origin, row);
        const radius = row.service_radius_km ?? RESTAURANT_DEFAULTS.serviceRadiusKm;
        // isWithinServiceRadius on the same two numbers the list item would carry.
        if (
          !isWithinServiceRadius({ distance_km: distance, service_radius_km: radius } as RestaurantListItem)
        )
          continue;
        ranked.push({
          group: group as Ranked['group'],
          score: roundScore(group.score),
          distance,
          rating: row.rating ?? RESTAURANT_DEFAULTS.rating,
          name: nonBlank(row.name) ?? RESTAURANT_DEFAULTS.name,
          id: row.id,
        });
      }
      ranked.sort(compareResults);
      const page: SearchResult[] = ranked.slice(offset, offset + query.limit).map((r) => ({
        restaurant: toRestaurantListItem(r.group.restaurant, { now, origin }),
        score: r.score,
        matched_on: r.group.matchedOn,
        // The repository returns dishes best first; keep that order.
        items: r.group.dishes.slice(0, MAX_ITEMS_PER_RESULT).map((dish) => toMenuItem(dish.item, now)),
      }));
      const end = offset + page.length;
      return {
        query: text,
        results: page,
        count: page.length,
        next_cursor: end < ranked.length ? encodeOffset(end) : null,
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
