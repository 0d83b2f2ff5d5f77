import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { LOCATION_STORAGE_KEY } from '@/lib/location.ts';
import { placeOf } from '../api/geocode.ts';
import {
  createLocationController,
  type GeolocationLike,
  type LocationController,
  type PermissionsLike,
} from '../location-controller.ts';
import { initialLocationState, type LocationState } from '../location-state.ts';
import { browserLocationStorage } from '../location-storage.ts';

let controller: LocationController | null = null;

function browserController(): LocationController {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const created = createLocationController({
    geolocation: (nav && 'geolocation' in nav ? nav.geolocation : undefined) as GeolocationLike | undefined,
    permissions: (nav && 'permissions' in nav ? nav.permissions : undefined) as PermissionsLike | undefined,
    storage: browserLocationStorage,
    reverseGeocode: placeOf,
  });
  // Another tab set or cleared the location.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === LOCATION_STORAGE_KEY) created.syncFromStorage();
  });
  return created;
}

/** The app's one location controller (acquisition happens once per page load, whichever page asks first). */
export function getLocationController(): LocationController {
  controller ??= browserController();
  return controller;
}

/** Tests: forget the controller so the next render starts from the stored location again. */
export function resetLocationController(next: LocationController | null = null): void {
  controller?.dispose();
  controller = next;
}

export type UseLocationResult = LocationState & {
  retry: () => void;
  setManualLocation: LocationController['setManualLocation'];
};

/**
 * The customer's location: starts the first-load acquisition on first use, and with `watch` keeps a GPS
 * fix fresh while the calling page is shown.
 */
export function useLocation(options: { watch?: boolean } = {}): UseLocationResult {
  const ctl = getLocationController();
  const state = useSyncExternalStore(ctl.subscribe, ctl.getState, () => initialLocationState);

  useEffect(() => {
    void ctl.start();
  }, [ctl]);

  const watch = options.watch ?? false;
  useEffect(() => (watch ? ctl.watch() : undefined), [ctl, watch]);

  const retry = useCallback(() => ctl.retry(), [ctl]);
  return { ...state, retry, setManualLocation: ctl.setManualLocation };
}
