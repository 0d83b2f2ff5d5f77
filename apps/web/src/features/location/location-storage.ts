import { LOCATION_STORAGE_KEY, readStoredLocation, type StoredLocation } from '@/lib/location.ts';
import { LOCATION_CHANGE_EVENT } from '@/lib/use-stored-location.ts';
import type { LocationStorage } from './location-controller.ts';

/** localStorage 'lekker.location' (read by the header too); announces every write to this tab. */
export const browserLocationStorage: LocationStorage = {
  read: readStoredLocation,
  write(location: StoredLocation | null) {
    try {
      if (location) window.localStorage.setItem(LOCATION_STORAGE_KEY, JSON.stringify(location));
      else window.localStorage.removeItem(LOCATION_STORAGE_KEY);
    } catch {
      // Storage blocked (private mode): the location still works for this visit.
    }
    window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
  },
};
