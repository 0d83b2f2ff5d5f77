import { DEFAULT_LOCATION_LABEL } from '@lekker/core/constants';
import { z } from 'zod';
import { createLocalStore } from './local-store.ts';

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
const placeName = z
  .string()
  .transform((value) => value.trim() || undefined)
  .optional()
  .catch(undefined);

const StoredLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().catch(0),
  area: placeName,
  city: placeName,
  province: placeName,
  country: placeName,
}) satisfies z.ZodType<StoredLocation, unknown>;

/** The stored location (read by the header, written by the location feature); a malformed value counts as none. */
export const locationStore = createLocalStore(LOCATION_STORAGE_KEY, StoredLocationSchema, {
  event: LOCATION_CHANGE_EVENT,
});

/** Parses a stored location; anything malformed counts as no location. */
export function parseStoredLocation(raw: string | null): StoredLocation | null {
  return locationStore.parse(raw);
}

export function readStoredLocation(): StoredLocation | null {
  return locationStore.read();
}

/** The place name of a location (area, else city), or undefined when none is known. */
export function locationArea(location: StoredLocation | null): string | undefined {
  return location?.area ?? location?.city;
}

/** Header label: the place name, else the default 'Mangokeng'. */
export function locationLabel(location: StoredLocation | null): string {
  return locationArea(location) ?? DEFAULT_LOCATION_LABEL;
}
