import { useMemo, useSyncExternalStore } from 'react';
import {
  LOCATION_CHANGE_EVENT,
  LOCATION_STORAGE_KEY,
  locationStore,
  type StoredLocation,
} from './location.ts';

export { LOCATION_CHANGE_EVENT };

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCATION_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOCATION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOCATION_CHANGE_EVENT, onChange);
  };
}

const getSnapshot = locationStore.readRaw;

/** The customer's stored location (or null), kept in sync with localStorage. */
export function useStoredLocation(): StoredLocation | null {
  const raw = useSyncExternalStore(subscribe, getSnapshot, () => null);
  return useMemo(() => locationStore.parse(raw), [raw]);
}
