import type { AdCard } from '@lekker/core/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';

export type AdsParams = { lat?: number; lng?: number };
export type AdsResponse = { ads: AdCard[] };

/** GET /api/ads: active sponsored cards (at most 10, by priority). */
export function getAds(params: AdsParams, signal?: AbortSignal): Promise<AdsResponse> {
  return apiGet<AdsResponse>('/ads', { lat: params.lat, lng: params.lng }, { signal });
}

export const adsQueryOptions = (params: AdsParams = {}) =>
  queryOptions({
    queryKey: ['ads', params],
    queryFn: ({ signal }) => getAds(params, signal),
    // Ads are optional decoration: a failure gives no ads (spec §8) rather than an error screen.
    retry: 1,
    staleTime: 5 * 60 * 1000,
  });

export function useAds(params: AdsParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adsQueryOptions(params), enabled: options.enabled ?? true });
}
