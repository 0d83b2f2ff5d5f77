import { RESTAURANT_DEFAULTS } from '@lekker/core/constants';
import type { RestaurantListItem } from '@lekker/core/contracts/catalogue';
import type { SearchQuery, SearchResponse, SearchResult } from '@lekker/core/contracts/search';
import type { LatLng } from '@lekker/core/distance';
import {
  distanceFrom,
  isWithinServiceRadius,
  nonBlank,
  toRestaurantListItem,
} from '@lekker/core/restaurant-list';
import { cacheMemosOn } from '../../config.ts';
import { badRequest } from '../../domain/errors.ts';
import { sharedReads } from '../../lib/shared-reads.ts';
import { toMenuItem } from '../menu/menu.service.ts';
import { originOf } from '../restaurants/restaurants.service.ts';
import type { SearchRepository } from './search.repository.ts';
import {
  createSearchGate,
  createSearchNearMemo,
  groupMatches,
  MAX_PENDING_MATCHES,
  type SearchNearMemo,
  type VenueMatch,
} from './search-near-memo.ts';

/** Dishes shown under one restaurant. */
export const MAX_ITEMS_PER_RESULT = 5;

/** Scores are rounded so near-identical relevance ties and distance decides. */
const roundScore = (score: number) => Math.round(score * 1000) / 1000;

/**
 * What ranking reads of a result, as the list item would show it (toRestaurantListItem's defaults and distance):
 * the whole ranked list is ordered on these cheap keys and only the page's results are built in full (open
 * status, delivery times, dishes), so a search with hundreds of matches near a point builds 20 cards, not all.
 */
type Ranked = {
  group: VenueMatch;
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

export function createSearchService(
  repo: SearchRepository,
  clock: () => Date = () => new Date(),
  /** The cell memo of decision 035 (null: the exact queries every time; CACHE_MEMOS=off). */
  memo: SearchNearMemo | null = cacheMemosOn() ? createSearchNearMemo(repo) : null,
) {
  const geometry = sharedReads(() => repo.geometry());
  const gate = memo?.gate ?? createSearchGate(MAX_PENDING_MATCHES);
  /**
   * The candidates near a point or nationwide, and the catalogue version they are at least as new as (reported to
   * the answer cache). Near a point: from the memo when it can answer (one small statement: decision 035), else the
   * venues that reach the point (read first) and the exact queries among them.
   */
  async function candidates(
    text: string,
    kind: SearchQuery['kind'],
    origin: LatLng | null,
  ): Promise<{ groups: Iterable<VenueMatch>; version: number }> {
    if (origin && memo) {
      const now = await geometry();
      const near = await memo.matches(text, kind, origin, now);
      if (near) return { groups: near, version: now.catalogueVersion };
    }
    return gate.run(async () => {
      const reach = origin ? await repo.reach(origin, kind) : null;
      // Without a point nothing read the version yet: read it first (never newer than the data that follows).
      const version = reach ? reach.catalogueVersion : (await repo.geometry()).catalogueVersion;
      const [restaurantHits, dishHits] = await Promise.all([
        repo.findRestaurants(text, kind, reach),
        repo.findDishes(text, kind, reach),
      ]);
      const venues = new Map(restaurantHits.map((hit) => [hit.restaurant.id, hit.restaurant]));
      // Venues found only through their dishes: read once, by id.
      const missing = [...new Set(dishHits.map((dish) => dish.restaurantId))].filter((id) => !venues.has(id));
      for (const venue of await repo.venues(missing)) venues.set(venue.id, venue);
      return { groups: groupMatches(restaurantHits, dishHits, venues).values(), version };
    });
  }

  /**
   * Restaurants matched by their own name, cuisine or description, and restaurants found through their dishes,
   * merged into one result per restaurant; then the list rules of /api/restaurants (defaults, service radius when
   * the caller's location is known), sorted by relevance then distance. With the catalogue version the answer's
   * data is at least as new as (for the answer cache, `reportCatalogueVersion`).
   */
  async function searchAt(
    query: SearchQuery,
  ): Promise<{ response: SearchResponse; catalogueVersion: number }> {
    const text = query.q.replace(/\s+/g, ' ');
    const origin = originOf(query);
    const offset = decodeOffset(query.cursor);
    // With a location only the venues that reach it are candidates, before ranking and limiting.
    const { groups, version } = await candidates(text, query.kind, origin);

    const now = clock();
    const ranked: Ranked[] = [];
    for (const group of groups) {
      const row = group.restaurant;
      const distance = distanceFrom(origin, row);
      const radius = row.service_radius_km ?? RESTAURANT_DEFAULTS.serviceRadiusKm;
      // isWithinServiceRadius on the same two numbers the list item would carry.
      if (!isWithinServiceRadius({ distance_km: distance, service_radius_km: radius } as RestaurantListItem))
        continue;
      ranked.push({
        group,
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
      catalogueVersion: version,
      response: {
        query: text,
        results: page,
        count: page.length,
        next_cursor: end < ranked.length ? encodeOffset(end) : null,
      },
    };
  }

  return {
    searchAt,
    async search(query: SearchQuery): Promise<SearchResponse> {
      return (await searchAt(query)).response;
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
