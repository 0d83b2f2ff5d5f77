// Sponsored cards on the home page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, body } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type AdsParams = { lat?: number; lng?: number };

/** GET /api/ads: active sponsored cards (at most 10, by priority). */
export function getAds(params: AdsParams, signal?: AbortSignal) {
  return body(api.GET('/ads', { params: { query: { lat: params.lat, lng: params.lng } }, signal }));
}

export const adsQueryOptions = (params: AdsParams = {}) =>
  queryOptions({
    queryKey: queryKeys.ads(params),
    queryFn: ({ signal }) => getAds(params, signal),
    // Ads are optional decoration: a failure gives no ads (docs/product.md#ads) rather than an error screen.
    retry: 1,
    staleTime: 5 * 60 * 1000,
  });

export function useAds(params: AdsParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adsQueryOptions(params), enabled: options.enabled ?? true });
}
