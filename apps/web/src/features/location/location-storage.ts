import { locationStore, markLocated, type StoredLocation } from '@/lib/location.ts';
import type { LocationStorage } from './location-controller.ts';

/**
 * localStorage 'lekker.location' (read by the header too); announces every write to this tab, and tells the server
 * through the LOCATED_COOKIE hint whether a location is stored.
 */
export const browserLocationStorage: LocationStorage = {
  read: locationStore.read,
  write(location: StoredLocation | null) {
    // Storage blocked (private mode): the store drops the write and the location still works for this visit.
    if (location) locationStore.write(location);
    else locationStore.clear();
    markLocated(location !== null);
  },
};
