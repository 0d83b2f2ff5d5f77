import { DEFAULT_LOCATION_LABEL } from '@lekker/core/constants';

/** The customer's last known location, stored by the location feature under this key. */
export const LOCATION_STORAGE_KEY = 'lekker.location';

export type StoredLocation = {
  latitude: number;
  longitude: number;
  accuracy: number;
  area?: string;
  city?: string;
  province?: string;
  country?: string;
};

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Parses a stored location; anything malformed counts as no location. */
export function parseStoredLocation(raw: string | null): StoredLocation | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const { latitude, longitude } = v;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return {
    latitude,
    longitude,
    accuracy: typeof v.accuracy === 'number' && Number.isFinite(v.accuracy) ? v.accuracy : 0,
    area: optionalString(v.area),
    city: optionalString(v.city),
    province: optionalString(v.province),
    country: optionalString(v.country),
  };
}

export function readStoredLocation(): StoredLocation | null {
  try {
    return parseStoredLocation(window.localStorage.getItem(LOCATION_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** The place name of a location (area, else city), or undefined when none is known. */
export function locationArea(location: StoredLocation | null): string | undefined {
  return location?.area ?? location?.city;
}

/** Header label: the place name, else the default 'Mangokeng'. */
export function locationLabel(location: StoredLocation | null): string {
  return locationArea(location) ?? DEFAULT_LOCATION_LABEL;
}
