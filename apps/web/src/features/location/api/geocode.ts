import { forwardGeocode, reverseGeocode } from '@/api/geo.ts';
import { cleanPlace, MANUAL_LOOKUP_TIMEOUT_MS, type Place } from '../location-state.ts';

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
 * The manual address search (8 s timeout, docs/product.md#location). Not found, a malformed answer and any failure all count as
 * "not found": forward lookup failures return nothing (docs/product.md#geocoding).
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
