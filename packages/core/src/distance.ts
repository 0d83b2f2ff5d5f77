// Great-circle distance (earth radius 6371 km; docs/product.md#delivery-fee).
import { EARTH_RADIUS_KM } from './constants.ts';

export type LatLng = { latitude: number; longitude: number };

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Haversine distance in kilometres between two points, earth radius 6371 km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
}
