import { DEFAULT_LOCATION_LABEL } from '@lekker/core/constants';
import { createLocalStore, guard } from './local-store.ts';

/** The customer's last known location, stored by the location feature under this key. */
export const LOCATION_STORAGE_KEY = 'lekker.location';
/** Fired on window by whoever writes `lekker.location` in this tab (the storage event only fires in other tabs). */
export const LOCATION_CHANGE_EVENT = 'lekker:location-change';

export type StoredLocation = {
  latitude: number;
  longitude: number;
  accuracy: number;
  area?: string;
  city?: string;
  province?: string;
  country?: string;
};

/** A place name: trimmed; blank or not a string counts as unknown. */
function placeName(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() || undefined : undefined;
}

const isNumberIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/**
 * A stored location: latitude and longitude in range (else none); a missing or bad accuracy reads as 0 and bad place
 * names as unknown. A hand-written check, not zod, so the header can read it without zod on the first load.
 */
function toStoredLocation(value: unknown): StoredLocation | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { latitude, longitude, accuracy, area, city, province, country } = value as Record<string, unknown>;
  if (!isNumberIn(latitude, -90, 90) || !isNumberIn(longitude, -180, 180)) return null;
  const location: StoredLocation = {
    latitude,
    longitude,
    accuracy: typeof accuracy === 'number' && Number.isFinite(accuracy) ? accuracy : 0,
  };
  const names = {
    area: placeName(area),
    city: placeName(city),
    province: placeName(province),
    country: placeName(country),
  };
  for (const [key, name] of Object.entries(names)) if (name) location[key as keyof typeof names] = name;
  return location;
}

/** The stored location (read by the header, written by the location feature); a malformed value counts as none. */
export const locationStore = createLocalStore(LOCATION_STORAGE_KEY, guard(toStoredLocation), {
  event: LOCATION_CHANGE_EVENT,
});

/** Parses a stored location; anything malformed counts as no location. */
export function parseStoredLocation(raw: string | null): StoredLocation | null {
  return locationStore.parse(raw);
}

export function readStoredLocation(): StoredLocation | null {
  return locationStore.read();
}

/**
 * A cookie that only says a location is stored (no coordinates; packages/core/src/first-requests.ts LOCATED_COOKIE,
 * location.test.ts checks the name): the server then leaves the national Top Picks out of the page it sends.
 */
export const LOCATED_COOKIE = 'lekker.located';

/** Sets or clears the LOCATED_COOKIE hint (kept a year; the early script also brings it in line on each load). */
export function markLocated(located: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve (Safari before 18.4)
  document.cookie = located
    ? `${LOCATED_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
    : `${LOCATED_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/** The place name of a location (area, else city), or undefined when none is known. */
export function locationArea(location: StoredLocation | null): string | undefined {
  return location?.area ?? location?.city;
}

/** Header label: the place name, else the default 'Mangokeng'. */
export function locationLabel(location: StoredLocation | null): string {
  return locationArea(location) ?? DEFAULT_LOCATION_LABEL;
}
