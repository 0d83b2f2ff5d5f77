// Drives the location state machine with the browser's geolocation and permissions APIs. Every dependency is
// injected, so the whole flow (timers included) runs in unit tests with fake timers and fake geolocation.
import { haversineKm } from '@lekker/core/distance';
import type { StoredLocation } from '@/lib/location.ts';
import {
  geolocationErrorText,
  initialLocationState,
  LOCATION_ERRORS,
  type LocationEvent,
  type LocationState,
  locationReducer,
  OVERALL_TIMEOUT_MS,
  type Place,
  POSITION_OPTIONS,
  WATCH_OPTIONS,
} from './location-state.ts';

type PositionLike = { coords: { latitude: number; longitude: number; accuracy: number } };
type PositionErrorLike = { code: number; message?: string };

export type GeolocationLike = {
  getCurrentPosition(
    success: (position: PositionLike) => void,
    error?: (error: PositionErrorLike) => void,
    options?: PositionOptions,
  ): void;
  watchPosition(
    success: (position: PositionLike) => void,
    error?: (error: PositionErrorLike) => void,
    options?: PositionOptions,
  ): number;
  clearWatch(id: number): void;
};

export type PermissionStatusLike = {
  state: 'granted' | 'denied' | 'prompt' | string;
  onchange: ((this: PermissionStatusLike, event: Event) => unknown) | null;
};

export type PermissionsLike = { query(descriptor: { name: 'geolocation' }): Promise<PermissionStatusLike> };

export type LocationStorage = {
  read(): StoredLocation | null;
  write(location: StoredLocation | null): void;
};

export type LocationControllerDeps = {
  /** navigator.geolocation; undefined when the browser has none. */
  geolocation: GeolocationLike | undefined;
  /** navigator.permissions; undefined when unsupported (the position is then requested directly). */
  permissions?: PermissionsLike | undefined;
  storage: LocationStorage;
  /** Background place lookup for a position; failures are ignored. */
  reverseGeocode?: (latitude: number, longitude: number) => Promise<Place | null>;
};

/** A timeout error retries after this pause, at most this many times within one attempt. */
const RETRY_DELAY_MS = 1000;
const MAX_TIMEOUT_RETRIES = 3;
/** The watch ignores moves smaller than this, and names the place again after moving farther than that. */
const WATCH_MIN_MOVE_KM = 0.05;
const WATCH_REGEOCODE_KM = 0.25;

export type LocationController = ReturnType<typeof createLocationController>;

export function createLocationController(deps: LocationControllerDeps) {
  // A location stored by an earlier visit is there from the first render (no request without it).
  const initialStored = deps.storage.read();
  let state: LocationState = initialStored
    ? locationReducer(initialLocationState, { type: 'restored', location: initialStored })
    : initialLocationState;
  const listeners = new Set<() => void>();
  let started = false;
  /** Identifies the running attempt; callbacks of an older attempt are ignored. */
  let attempt = 0;
  let attemptActive = false;
  let overallTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let timeoutRetries = 0;
  let watchId: number | undefined;
  let watchers = 0;
  let lastGeocoded: { latitude: number; longitude: number } | null = null;
  let permissionStatus: PermissionStatusLike | null = null;

  function dispatch(event: LocationEvent) {
    const next = locationReducer(state, event);
    if (next === state) return;
    const locationChanged = next.location !== state.location;
    state = next;
    if (locationChanged && event.type !== 'restored') deps.storage.write(state.location);
    for (const listener of listeners) listener();
  }

  function clearTimers() {
    if (overallTimer !== undefined) clearTimeout(overallTimer);
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    overallTimer = undefined;
    retryTimer = undefined;
  }

  function endAttempt() {
    attemptActive = false;
    clearTimers();
  }

  function enrich(latitude: number, longitude: number) {
    const lookup = deps.reverseGeocode;
    if (!lookup) return;
    lastGeocoded = { latitude, longitude };
    lookup(latitude, longitude).then(
      (place) => {
        if (place) dispatch({ type: 'enriched', place, latitude, longitude });
      },
      () => {
        // Enrichment is decoration: keep the coordinates without a place name.
      },
    );
  }

  function onPosition(id: number, position: PositionLike) {
    // A fix that arrives after the overall timer is still welcome (e.g. the visitor answered the permission
    // prompt late); one from an attempt replaced by a newer one or by a typed address is not.
    if (id !== attempt) return;
    endAttempt();
    const { latitude, longitude, accuracy } = position.coords;
    dispatch({ type: 'succeeded', location: { latitude, longitude, accuracy }, source: 'gps' });
    enrich(latitude, longitude);
    if (watchers > 0) startWatching();
  }

  function onError(id: number, error: PositionErrorLike) {
    if (id !== attempt || !attemptActive) return;
    if (error.code === 3 && timeoutRetries < MAX_TIMEOUT_RETRIES) {
      timeoutRetries++;
      dispatch({ type: 'failed', error: geolocationErrorText(3), final: false });
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        if (id === attempt && attemptActive) getPosition(id);
      }, RETRY_DELAY_MS);
      return;
    }
    // Denied (and every other final error) stops loading and clears the timer.
    endAttempt();
    dispatch({ type: 'failed', error: geolocationErrorText(error.code), final: true });
  }

  function getPosition(id: number) {
    try {
      deps.geolocation?.getCurrentPosition(
        (position) => onPosition(id, position),
        (error) => onError(id, error),
        POSITION_OPTIONS,
      );
    } catch {
      onError(id, { code: 0 });
    }
  }

  /** One attempt: the browser request (with its own 7 s timeout) under the 10 s overall timer. */
  function request() {
    if (!deps.geolocation) {
      endAttempt();
      dispatch({ type: 'failed', error: LOCATION_ERRORS.unsupported, final: true });
      return;
    }
    clearTimers();
    attempt++;
    attemptActive = true;
    timeoutRetries = 0;
    const id = attempt;
    dispatch({ type: 'requested' });
    overallTimer = setTimeout(() => {
      overallTimer = undefined;
      if (id !== attempt || !attemptActive) return;
      endAttempt();
      dispatch({ type: 'timedOut' });
    }, OVERALL_TIMEOUT_MS);
    getPosition(id);
  }

  function onPermissionChange() {
    const status = permissionStatus?.state;
    if (status === 'denied') {
      attempt++;
      endAttempt();
      if (state.source === 'gps' || state.status === 'requesting') {
        dispatch({ type: 'failed', error: LOCATION_ERRORS.denied, final: true });
      }
    } else if (status === 'granted' && !state.location && !attemptActive) {
      request();
    }
  }

  async function queryPermission(): Promise<string | undefined> {
    try {
      const status = await deps.permissions?.query({ name: 'geolocation' });
      if (!status) return undefined;
      permissionStatus = status;
      status.onchange = onPermissionChange;
      return status.state;
    } catch {
      return undefined;
    }
  }

  function startWatching() {
    const geo = deps.geolocation;
    if (!geo || watchId !== undefined || state.source !== 'gps') return;
    try {
      watchId = geo.watchPosition(
        (position) => {
          const current = state.location;
          if (!current || state.source !== 'gps') return;
          const { latitude, longitude, accuracy } = position.coords;
          const moved = haversineKm(current, { latitude, longitude });
          if (moved < WATCH_MIN_MOVE_KM) return;
          dispatch({ type: 'moved', latitude, longitude, accuracy });
          const sinceNamed = lastGeocoded ? haversineKm(lastGeocoded, { latitude, longitude }) : Infinity;
          if (sinceNamed >= WATCH_REGEOCODE_KM) enrich(latitude, longitude);
        },
        () => {
          // A failing refresh keeps the last known location.
        },
        WATCH_OPTIONS,
      );
    } catch {
      watchId = undefined;
    }
  }

  function stopWatching() {
    if (watchId !== undefined) deps.geolocation?.clearWatch(watchId);
    watchId = undefined;
  }

  return {
    getState: (): LocationState => state,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * First load (once): the stored location if any; else, with geolocation, a request when the permission is
     * granted or prompt (or cannot be queried); denied permission fails without asking.
     */
    async start(): Promise<void> {
      if (started) return;
      started = true;
      if (state.location) return;
      const stored = deps.storage.read();
      if (stored) {
        dispatch({ type: 'restored', location: stored });
        return;
      }
      if (!deps.geolocation) {
        dispatch({ type: 'failed', error: LOCATION_ERRORS.unsupported, final: true });
        return;
      }
      // Show the loading state while the permission is queried.
      dispatch({ type: 'requested' });
      const permission = await queryPermission();
      if (state.source === 'manual') return; // an address was typed meanwhile
      if (permission === 'denied') {
        endAttempt();
        dispatch({ type: 'failed', error: LOCATION_ERRORS.denied, final: true });
        return;
      }
      request();
    },

    /** Try again (the error panel's button, or "Use my current location"). */
    retry(): void {
      started = true;
      request();
    },

    /** A typed address was found: accuracy 0, status granted; any running request is abandoned. */
    setManualLocation(location: Omit<StoredLocation, 'accuracy'>): void {
      started = true;
      attempt++;
      endAttempt();
      stopWatching();
      dispatch({ type: 'succeeded', location: { ...location, accuracy: 0 }, source: 'manual' });
    },

    /** Another tab (or code outside the controller) changed the stored location. */
    syncFromStorage(): void {
      const stored = deps.storage.read();
      const current = state.location;
      if (
        stored?.latitude === current?.latitude &&
        stored?.longitude === current?.longitude &&
        stored?.area === current?.area &&
        stored?.city === current?.city
      ) {
        return;
      }
      dispatch({ type: 'restored', location: stored });
    },

    /**
     * Watch mode: while at least one caller watches and the location is a GPS fix of this visit, refresh it
     * (low accuracy, 5 s timeout, 30 s max age) and name the place again in the background. Returns the stop.
     */
    watch(): () => void {
      watchers++;
      startWatching();
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        watchers--;
        if (watchers === 0) stopWatching();
      };
    },

    dispose(): void {
      attempt++;
      endAttempt();
      stopWatching();
      if (permissionStatus) permissionStatus.onchange = null;
      listeners.clear();
    },
  };
}
