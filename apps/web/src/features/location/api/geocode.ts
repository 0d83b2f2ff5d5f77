import type { GeocodeResult } from '@lekker/core/contracts/geo';
import { apiSend } from '@/lib/api-client.ts';
import { cleanPlace, MANUAL_LOOKUP_TIMEOUT_MS, type Place } from '../location-state.ts';

/** POST /api/geocode { type: 'forward', query }: an address or place name → position and place. */
export function forwardGeocode(query: string, signal?: AbortSignal): Promise<GeocodeResult> {
  return apiSend<GeocodeResult>('POST', '/geocode', { type: 'forward', query }, { signal });
}

/** POST /api/geocode { type: 'reverse', latitude, longitude }: the place of a position. */
export function reverseGeocode(
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<GeocodeResult> {
  return apiSend<GeocodeResult>('POST', '/geocode', { type: 'reverse', latitude, longitude }, { signal });
}

/** The place names of a position, or null when the lookup named nothing (raw coordinates). */
export async function placeOf(latitude: number, longitude: number): Promise<Place | null> {
  const result = await reverseGeocode(latitude, longitude, AbortSignal.timeout(MANUAL_LOOKUP_TIMEOUT_MS));
  if (!result.success) return null;
  const place = cleanPlace(result);
  return Object.keys(place).length > 0 ? place : null;
}

export type AddressLookup =
  | { found: true; latitude: number; longitude: number; place: Place }
  | { found: false };

/**
 * The manual address search (8 s timeout, spec §9). Not found, a malformed answer and any failure all count as
 * "not found": spec §8 says forward lookup failures return nothing.
 */
export async function lookUpAddress(query: string): Promise<AddressLookup> {
  try {
    const result = await forwardGeocode(query, AbortSignal.timeout(MANUAL_LOOKUP_TIMEOUT_MS));
    if (!result.success || typeof result.latitude !== 'number' || typeof result.longitude !== 'number') {
      return { found: false };
    }
    return { found: true, latitude: result.latitude, longitude: result.longitude, place: cleanPlace(result) };
  } catch {
    return { found: false };
  }
}
