import type { GeocodeResult } from '@lekker/core/contracts/geo';
import { forwardGeocode, reverseGeocode } from '@/api/geo.ts';

/** docs/product.md#location: the manual lookup gives up after 8 s. */
export const LOOKUP_TIMEOUT_MS = 8000;

/** A delivery location: a position and the address it is known by. */
export type DeliveryPlace = {
  latitude: number;
  longitude: number;
  formatted_address: string;
  city: string | null;
  province: string | null;
};

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const coordinates = (latitude: number, longitude: number) =>
  `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;

function toPlace(result: GeocodeResult, latitude: number, longitude: number): DeliveryPlace {
  return {
    latitude,
    longitude,
    formatted_address: text(result.formatted_address) ?? coordinates(latitude, longitude),
    city: text(result.city) ?? text(result.area),
    province: text(result.province),
  };
}

/**
 * POST /api/geocode { type: 'forward', query }: the typed address → a place, or null when it is not found.
 * docs/product.md#geocoding: forward lookup failures return nothing, so a failure counts as not found too.
 */
export async function findAddress(query: string): Promise<DeliveryPlace | null> {
  try {
    const result = await forwardGeocode(query, AbortSignal.timeout(LOOKUP_TIMEOUT_MS));
    if (!result.success || typeof result.latitude !== 'number' || typeof result.longitude !== 'number')
      return null;
    return toPlace(result, result.latitude, result.longitude);
  } catch {
    return null;
  }
}

/** POST /api/geocode { type: 'reverse' }: names a position; on any failure the raw coordinates (docs/product.md#geocoding). */
export async function nameLocation(latitude: number, longitude: number): Promise<DeliveryPlace> {
  try {
    const result = await reverseGeocode(latitude, longitude, AbortSignal.timeout(LOOKUP_TIMEOUT_MS));
    return toPlace(result.success ? result : { success: false }, latitude, longitude);
  } catch {
    return toPlace({ success: false }, latitude, longitude);
  }
}
