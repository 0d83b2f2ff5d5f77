import type { RestaurantKind } from '@lekker/core/contracts/catalogue';
import type { SearchResponse } from '@lekker/core/contracts/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';

/** The server refuses shorter texts (400). */
export const MIN_QUERY_LENGTH = 2;

export type SearchParams = { q: string; lat?: number; lng?: number; kind?: RestaurantKind; limit?: number };

/** GET /api/search: restaurants and dishes matching q, grouped by restaurant, best first, radius-limited. */
export function search(params: SearchParams, signal?: AbortSignal): Promise<SearchResponse> {
  return apiGet<SearchResponse>(
    '/search',
    { q: params.q, lat: params.lat, lng: params.lng, kind: params.kind, limit: params.limit },
    { signal },
  );
}

export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: ['search', params],
    queryFn: ({ signal }) => search(params, signal),
  });

export function useSearch(params: SearchParams) {
  return useQuery({
    ...searchQueryOptions(params),
    enabled: params.q.trim().length >= MIN_QUERY_LENGTH,
    placeholderData: keepPreviousData,
  });
}
