// Sponsored cards on the home page, and a venue's requests for one (the admins' moderation is in admin.ts).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from './client.ts';
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

export type VenueAd = Schemas['Ad'];
export type AdRequest = Schemas['AdRequest'];

/** GET /api/restaurant/venues/{id}/ads: the venue's requests and ads with their review state. */
export const venueAdsQuery = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.portal.ads(venueId),
    queryFn: ({ signal }) =>
      body(api.GET('/restaurant/venues/{id}/ads', { params: { path: { id: venueId } }, signal })).then(
        (r) => r.ads,
      ),
  });
export const useVenueAds = (venueId: string) => useQuery(venueAdsQuery(venueId));

export function useRequestAd(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdRequest) =>
      body(api.POST('/restaurant/venues/{id}/ads', { params: { path: { id: venueId } }, body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.portal.ads(venueId) }),
  });
}
