// The customer's location acquisition as a pure state machine (docs/product.md#location: badge,
// acquisition, messages and timings).
import type { StoredLocation } from '@/lib/location.ts';

export type LocationStatus = 'none' | 'requesting' | 'granted' | 'denied';

/** Where the current location came from: a GPS fix this visit, a typed address, or the stored one. */
export type LocationSource = 'gps' | 'manual' | 'stored';

export type LocationState = {
  status: LocationStatus;
  location: StoredLocation | null;
  source: LocationSource | null;
  loading: boolean;
  /** The text (docs/product.md#location) of the last failure, null when none. */
  error: string | null;
  /** Incremented on each failure (each error callback and the overall timer). */
  retryCount: number;
};

export const initialLocationState: LocationState = {
  status: 'none',
  location: null,
  source: null,
  loading: false,
  error: null,
  retryCount: 0,
};

export const LOCATION_ERRORS = {
  default: 'Failed to get location',
  denied: 'Location access denied. Please enable location services in your browser settings.',
  unavailable: 'Location information unavailable. Please check your device settings.',
  timeout: 'Location request timed out. Retrying...',
  unsupported: 'Geolocation is not supported by this browser',
  overallTimeout: 'Unable to fetch location, please try again',
} as const;

/** Line the error panel adds under every location error. */
export const LOCATION_ERROR_HINT =
  "Without location access, you'll see all restaurants regardless of delivery area.";

/** Browser request options (docs/product.md#location): one-time fix, the overall attempt timer and the watch. */
export const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 7000, maximumAge: 0 };
export const OVERALL_TIMEOUT_MS = 10_000;
export const WATCH_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 5000,
  maximumAge: 30_000,
};
export const MANUAL_LOOKUP_TIMEOUT_MS = 8000;

/** GeolocationPositionError codes → the texts of docs/product.md#location. */
export function geolocationErrorText(code: number | undefined): string {
  switch (code) {
    case 1:
      return LOCATION_ERRORS.denied;
    case 2:
      return LOCATION_ERRORS.unavailable;
    case 3:
      return LOCATION_ERRORS.timeout;
    default:
      return LOCATION_ERRORS.default;
  }
}

export type LocationEvent =
  /** A location was stored by an earlier visit (or another tab changed it). */
  | { type: 'restored'; location: StoredLocation | null }
  /** A request for the browser's position starts (status requesting, loading). */
  | { type: 'requested' }
  | { type: 'succeeded'; location: StoredLocation; source: LocationSource }
  /**
   * An error callback. `final` ends the attempt (stops loading, no location); otherwise the attempt goes on
   * (the timeout error, which retries).
   */
  | { type: 'failed'; error: string; final: boolean }
  /** The 10 s overall timer ran out. */
  | { type: 'timedOut' }
  /** The watch moved the position (place names are kept until the background lookup answers). */
  | { type: 'moved'; latitude: number; longitude: number; accuracy: number }
  /** The background reverse lookup named the place of the current position. */
  | { type: 'enriched'; place: Place; latitude: number; longitude: number };

export type Place = Pick<StoredLocation, 'area' | 'city' | 'province' | 'country'>;

/** Keeps only the names that have text. */
export function cleanPlace(place: {
  area?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string | null;
}): Place {
  const out: Place = {};
  for (const key of ['area', 'city', 'province', 'country'] as const) {
    const value = place[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

export function locationReducer(state: LocationState, event: LocationEvent): LocationState {
  switch (event.type) {
    case 'restored':
      if (!event.location) {
        return state.status === 'granted'
          ? { ...state, status: 'none', location: null, source: null }
          : state;
      }
      return {
        ...state,
        status: 'granted',
        location: event.location,
        source: 'stored',
        loading: false,
        error: null,
      };
    case 'requested':
      return { ...state, status: 'requesting', loading: true, error: null };
    case 'succeeded':
      return {
        ...state,
        status: 'granted',
        location: event.location,
        source: event.source,
        loading: false,
        error: null,
      };
    case 'failed':
      return event.final
        ? {
            ...state,
            status: 'denied',
            location: null,
            source: null,
            loading: false,
            error: event.error,
            retryCount: state.retryCount + 1,
          }
        : { ...state, error: event.error, retryCount: state.retryCount + 1 };
    case 'timedOut':
      return {
        ...state,
        status: 'denied',
        location: null,
        source: null,
        loading: false,
        error: LOCATION_ERRORS.overallTimeout,
        retryCount: state.retryCount + 1,
      };
    case 'moved':
      if (!state.location) return state;
      return {
        ...state,
        location: {
          ...state.location,
          latitude: event.latitude,
          longitude: event.longitude,
          accuracy: event.accuracy,
        },
      };
    case 'enriched': {
      const current = state.location;
      // Only when the position is still the one that was looked up.
      if (!current || current.latitude !== event.latitude || current.longitude !== event.longitude) {
        return state;
      }
      const { area: _a, city: _c, province: _p, country: _n, ...coordinates } = current;
      return { ...state, location: { ...coordinates, ...event.place } };
    }
  }
}

/** Badge text of each status (docs/product.md#location). */
export function locationBadgeText(state: Pick<LocationState, 'status' | 'loading' | 'location'>): string {
  if (state.status === 'requesting' || state.loading) return 'Getting Location...';
  if (state.status === 'granted' && state.location) return 'Location Active';
  if (state.status === 'denied') return 'Location Denied';
  return 'Location Off';
}
