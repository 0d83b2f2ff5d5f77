// Geocoding through the server (forward: text → position; reverse: position → place names).
import { api, body } from './client.ts';

/** POST /api/geocode { type: 'forward', query }: an address or place name → position and place. */
export function forwardGeocode(query: string, signal?: AbortSignal) {
  return body(api.POST('/geocode', { body: { type: 'forward', query }, signal }));
}

/** POST /api/geocode { type: 'reverse', latitude, longitude }: the place of a position. */
export function reverseGeocode(latitude: number, longitude: number, signal?: AbortSignal) {
  return body(api.POST('/geocode', { body: { type: 'reverse', latitude, longitude }, signal }));
}
