import type { GeocodePrecision, GeocodeResult } from '@lekker/core/contracts/geo';

/** Turns an address into a position (forward) and a position into a place (reverse). */
export interface Geocoder {
  /** A found place, or `{ success: false, error: 'Address not found' }`; throws GeocoderUnavailableError when the provider fails. */
  forward(query: string): Promise<GeocodeResult>;
  /** The place at or near the position, else the raw coordinates; throws GeocoderUnavailableError when the provider fails. */
  reverse(latitude: number, longitude: number): Promise<GeocodeResult>;
}

export const COUNTRY = 'South Africa';
export const ADDRESS_NOT_FOUND = 'Address not found';

/** The provider could not be asked (down, timed out, answered garbage). */
export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderUnavailableError';
  }
}

export function notFoundResult(): GeocodeResult {
  return { success: false, error: ADDRESS_NOT_FOUND };
}

/** Reverse lookups that name nothing fall back to the raw coordinates, 6 decimals (docs/product.md#geocoding). */
export function coordinatesResult(latitude: number, longitude: number): GeocodeResult {
  return {
    success: true,
    latitude,
    longitude,
    formatted_address: `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`,
    area: null,
    city: null,
    province: null,
    country: null,
    precision: 'coordinates',
  };
}

/** A found place; the formatted address lists the named parts from the most specific, without repeats. */
export function placeResult(input: {
  latitude: number;
  longitude: number;
  street?: string | null;
  area: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  precision: GeocodePrecision;
}): GeocodeResult {
  const parts: string[] = [];
  for (const part of [input.street, input.area, input.city, input.province, input.country]) {
    if (part && parts.at(-1) !== part) parts.push(part);
  }
  return {
    success: true,
    latitude: input.latitude,
    longitude: input.longitude,
    formatted_address: parts.length
      ? parts.join(', ')
      : coordinatesResult(input.latitude, input.longitude).formatted_address,
    area: input.area,
    city: input.city,
    province: input.province,
    country: input.country,
    precision: input.precision,
  };
}
