// Search across restaurants and dishes.
import type { RestaurantKind } from '@lekker/core/contracts/catalogue';
import { charCount, SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '@lekker/core/text-limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, body } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** The server refuses shorter texts (400). */
export const MIN_QUERY_LENGTH = SEARCH_MIN_CHARS;

/** A text the server would answer (2 to 100 characters, an emoji counting once): only these are sent. */
export function isSearchable(q: string): boolean {
  const n = charCount(q.trim());
  return n >= SEARCH_MIN_CHARS && n <= SEARCH_MAX_CHARS;
}

export type SearchParams = { q: string; lat?: number; lng?: number; kind?: RestaurantKind; limit?: number };

/** GET /api/search: restaurants and dishes matching q, grouped by restaurant, best first, radius-limited. */
export function search(params: SearchParams, signal?: AbortSignal) {
  const { q, lat, lng, kind, limit } = params;
  return body(api.GET('/search', { params: { query: { q, lat, lng, kind, limit } }, signal }));
}

export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: queryKeys.search(params),
    queryFn: ({ signal }) => search(params, signal),
  });

export function useSearch(params: SearchParams) {
  return useQuery({
    ...searchQueryOptions(params),
    enabled: isSearchable(params.q),
    placeholderData: keepPreviousData,
  });
}
