// Geocoding through the server (forward: text → position; reverse: position → place names).
import { queryOptions } from '@tanstack/react-query';
import { api, body } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** POST /api/geocode { type: 'forward', query }: an address or place name → position and place. */
export function forwardGeocode(query: string, signal?: AbortSignal) {
  return body(api.POST('/geocode', { body: { type: 'forward', query }, signal }));
}

/** POST /api/geocode { type: 'reverse', latitude, longitude }: the place of a position. */
export function reverseGeocode(latitude: number, longitude: number, signal?: AbortSignal) {
  return body(api.POST('/geocode', { body: { type: 'reverse', latitude, longitude }, signal }));
}

/** A typed address on the map, cached per text (the delivery point's lookup). Not found answers `success: false`. */
export function addressLookupQueryOptions(query: string) {
  return queryOptions({
    queryKey: queryKeys.geocode(query),
    queryFn: ({ signal }) => forwardGeocode(query, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
