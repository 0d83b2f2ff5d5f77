import { useMemo, useSyncExternalStore } from 'react';
import { LOCATION_STORAGE_KEY, parseStoredLocation, type StoredLocation } from './location.ts';

/** Fired on window by whoever writes `lekker.location` in this tab (the storage event only fires in other tabs). */
export const LOCATION_CHANGE_EVENT = 'lekker:location-change';

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

function getSnapshot(): string | null {
  try {
    return window.localStorage.getItem(LOCATION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The customer's stored location (or null), kept in sync with localStorage. */
export function useStoredLocation(): StoredLocation | null {
  const raw = useSyncExternalStore(subscribe, getSnapshot, () => null);
  return useMemo(() => parseStoredLocation(raw), [raw]);
}
