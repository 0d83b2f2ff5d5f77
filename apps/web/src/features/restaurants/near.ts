import type { StoredLocation } from '@/lib/location.ts';

/**
 * lat/lng query parameters for a location, rounded to 5 decimals (about 1 m) so tiny GPS jitter reuses the
 * cached list; empty when no location is known (the server then lists every restaurant).
 */
export function nearParams(location: StoredLocation | null): { lat?: number; lng?: number } {
  if (!location) return {};
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  return { lat: round(location.latitude), lng: round(location.longitude) };
}
