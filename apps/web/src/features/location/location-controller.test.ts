import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredLocation } from '@/lib/location.ts';
import {
  createLocationController,
  type GeolocationLike,
  type LocationStorage,
  type PermissionStatusLike,
} from './location-controller.ts';
import {
  initialLocationState,
  LOCATION_ERRORS,
  locationBadgeText,
  locationReducer,
  POSITION_OPTIONS,
  WATCH_OPTIONS,
} from './location-state.ts';

type Success = (position: { coords: { latitude: number; longitude: number; accuracy: number } }) => void;
type Failure = (error: { code: number }) => void;

/** A geolocation whose callbacks the test answers by hand. */
function fakeGeolocation() {
  const requests: { success: Success; error: Failure; options?: PositionOptions }[] = [];
  const watches: { success: Success; error: Failure; options?: PositionOptions }[] = [];
  const geolocation: GeolocationLike = {
    getCurrentPosition: vi.fn((success, error, options) => {
      requests.push({ success, error: error as Failure, options });
    }),
    watchPosition: vi.fn((success, error, options) => {
      watches.push({ success, error: error as Failure, options });
      return watches.length;
    }),
    clearWatch: vi.fn(),
  };
  const at = (latitude: number, longitude: number, accuracy = 25) => ({
    coords: { latitude, longitude, accuracy },
  });
  return { geolocation, requests, watches, at };
}

function memoryStorage(initial: StoredLocation | null = null) {
  let value = initial;
  const storage: LocationStorage & { value: () => StoredLocation | null } = {
    read: () => value,
    write: vi.fn((next: StoredLocation | null) => {
      value = next;
    }),
    value: () => value,
  };
  return storage;
}

function permissions(state: string) {
  const status: PermissionStatusLike = { state, onchange: null };
  return { status, api: { query: vi.fn(async () => status) } };
}

/** Lets the permission query's promise settle. */
const flush = () => vi.advanceTimersByTimeAsync(0);

const MAHIKENG = { latitude: -25.856, longitude: 25.6403 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('location controller: first load', () => {
  it('uses the stored location without asking the browser', async () => {
    const geo = fakeGeolocation();
    const stored = { ...MAHIKENG, accuracy: 0, city: 'Mahikeng' };
    const ctl = createLocationController({ geolocation: geo.geolocation, storage: memoryStorage(stored) });
    await ctl.start();
    expect(ctl.getState()).toMatchObject({ status: 'granted', location: stored, source: 'stored' });
    expect(geo.geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(locationBadgeText(ctl.getState())).toBe('Location Active');
  });

  it('reports an unsupported browser', async () => {
    const ctl = createLocationController({ geolocation: undefined, storage: memoryStorage() });
    await ctl.start();
    expect(ctl.getState()).toMatchObject({
      status: 'denied',
      loading: false,
      error: 'Geolocation is not supported by this browser',
      location: null,
    });
    expect(locationBadgeText(ctl.getState())).toBe('Location Denied');
  });

  it('does not ask when the permission is denied, and stops loading', async () => {
    const geo = fakeGeolocation();
    const perm = permissions('denied');
    const ctl = createLocationController({
      geolocation: geo.geolocation,
      permissions: perm.api,
      storage: memoryStorage(),
    });
    const started = ctl.start();
    expect(locationBadgeText(ctl.getState())).toBe('Getting Location...');
    await started;
    expect(geo.geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(ctl.getState()).toMatchObject({
      status: 'denied',
      loading: false,
      error: 'Location access denied. Please enable location services in your browser settings.',
    });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(ctl.getState().error).toBe(LOCATION_ERRORS.denied);
  });

  it.each(['granted', 'prompt'])(
    'asks with high accuracy, 7 s timeout and maximum age 0 when the permission is %s',
    async (state) => {
      const geo = fakeGeolocation();
      const ctl = createLocationController({
        geolocation: geo.geolocation,
        permissions: permissions(state).api,
        storage: memoryStorage(),
      });
      await ctl.start();
      expect(geo.requests).toHaveLength(1);
      expect(geo.requests[0]?.options).toEqual({ enableHighAccuracy: true, timeout: 7000, maximumAge: 0 });
      expect(POSITION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 7000, maximumAge: 0 });
      expect(ctl.getState()).toMatchObject({ status: 'requesting', loading: true });
      expect(locationBadgeText(ctl.getState())).toBe('Getting Location...');
    },
  );

  it('still asks when the permission query fails or is unsupported', async () => {
    const geo = fakeGeolocation();
    const ctl = createLocationController({
      geolocation: geo.geolocation,
      permissions: { query: async () => Promise.reject(new TypeError('unsupported')) },
      storage: memoryStorage(),
    });
    await ctl.start();
    expect(geo.requests).toHaveLength(1);

    const geo2 = fakeGeolocation();
    const ctl2 = createLocationController({ geolocation: geo2.geolocation, storage: memoryStorage() });
    await ctl2.start();
    expect(geo2.requests).toHaveLength(1);
  });

  it('stores a fix and names its place in the background', async () => {
    const geo = fakeGeolocation();
    const storage = memoryStorage();
    const reverseGeocode = vi.fn(async () => ({ area: 'Mmabatho', city: 'Mahikeng' }));
    const ctl = createLocationController({ geolocation: geo.geolocation, storage, reverseGeocode });
    const seen: string[] = [];
    ctl.subscribe(() => seen.push(locationBadgeText(ctl.getState())));
    await ctl.start();
    geo.requests[0]?.success(geo.at(MAHIKENG.latitude, MAHIKENG.longitude, 30));
    expect(ctl.getState()).toMatchObject({ status: 'granted', loading: false, error: null, source: 'gps' });
    expect(storage.value()).toEqual({ ...MAHIKENG, accuracy: 30 });
    await flush();
    expect(reverseGeocode).toHaveBeenCalledWith(MAHIKENG.latitude, MAHIKENG.longitude);
    expect(storage.value()).toEqual({ ...MAHIKENG, accuracy: 30, area: 'Mmabatho', city: 'Mahikeng' });
    expect(seen).toContain('Location Active');
    // The overall timer was cleared with the fix.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(ctl.getState().status).toBe('granted');
  });

  it('ignores a failing place lookup', async () => {
    const geo = fakeGeolocation();
    const storage = memoryStorage();
    const ctl = createLocationController({
      geolocation: geo.geolocation,
      storage,
      reverseGeocode: async () => Promise.reject(new Error('offline')),
    });
    await ctl.start();
    geo.requests[0]?.success(geo.at(-25.85, 25.64));
    await flush();
    expect(ctl.getState()).toMatchObject({ status: 'granted', error: null });
    expect(storage.value()).toEqual({ latitude: -25.85, longitude: 25.64, accuracy: 25 });
  });
});

describe('location controller: errors, timers and retries', () => {
  async function requesting() {
    const geo = fakeGeolocation();
    const storage = memoryStorage();
    const ctl = createLocationController({ geolocation: geo.geolocation, storage });
    await ctl.start();
    return { geo, storage, ctl };
  }

  it.each([
    [1, 'Location access denied. Please enable location services in your browser settings.'],
    [2, 'Location information unavailable. Please check your device settings.'],
    [0, 'Failed to get location'],
    [99, 'Failed to get location'],
  ])('error code %i ends the attempt with its text', async (code, text) => {
    const { geo, ctl } = await requesting();
    geo.requests[0]?.error({ code });
    expect(ctl.getState()).toMatchObject({
      status: 'denied',
      loading: false,
      error: text,
      retryCount: 1,
      location: null,
    });
    // Denied (and every final error) clears the 10 s timer.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ctl.getState().error).toBe(text);
    expect(ctl.getState().retryCount).toBe(1);
  });

  it('retries after a timeout and gives up at the 10 s overall timer', async () => {
    const { geo, ctl } = await requesting();
    await vi.advanceTimersByTimeAsync(7000);
    geo.requests[0]?.error({ code: 3 });
    expect(ctl.getState()).toMatchObject({
      status: 'requesting',
      loading: true,
      error: 'Location request timed out. Retrying...',
      retryCount: 1,
    });
    expect(locationBadgeText(ctl.getState())).toBe('Getting Location...');
    await vi.advanceTimersByTimeAsync(1000);
    expect(geo.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(ctl.getState().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(ctl.getState()).toMatchObject({
      status: 'denied',
      loading: false,
      error: 'Unable to fetch location, please try again',
      retryCount: 2,
    });
    expect(locationBadgeText(ctl.getState())).toBe('Location Denied');
    // A late error of the ended attempt changes nothing.
    geo.requests[1]?.error({ code: 3 });
    expect(ctl.getState().retryCount).toBe(2);
  });

  it('ends an unanswered request after 10 s but still takes a late fix', async () => {
    const { geo, ctl, storage } = await requesting();
    await vi.advanceTimersByTimeAsync(9999);
    expect(ctl.getState().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(ctl.getState()).toMatchObject({ loading: false, error: LOCATION_ERRORS.overallTimeout });
    geo.requests[0]?.success(geo.at(-25.85, 25.64));
    expect(ctl.getState()).toMatchObject({ status: 'granted', error: null });
    expect(storage.value()?.latitude).toBe(-25.85);
  });

  it('Try again starts a new attempt; callbacks of the old one are ignored', async () => {
    const { geo, ctl } = await requesting();
    geo.requests[0]?.error({ code: 2 });
    ctl.retry();
    expect(ctl.getState()).toMatchObject({ status: 'requesting', loading: true, error: null });
    geo.requests[0]?.success(geo.at(1, 1));
    expect(ctl.getState().status).toBe('requesting');
    geo.requests[1]?.success(geo.at(-25.85, 25.64));
    expect(ctl.getState()).toMatchObject({ status: 'granted', retryCount: 1 });
  });

  it('reacts to the permission being granted later', async () => {
    const geo = fakeGeolocation();
    const perm = permissions('denied');
    const ctl = createLocationController({
      geolocation: geo.geolocation,
      permissions: perm.api,
      storage: memoryStorage(),
    });
    await ctl.start();
    perm.status.state = 'granted';
    perm.status.onchange?.call(perm.status, new Event('change'));
    expect(geo.requests).toHaveLength(1);
    expect(ctl.getState().status).toBe('requesting');
  });
});

describe('location controller: manual address and watch', () => {
  it('sets a typed address with accuracy 0 and abandons the running request', async () => {
    const geo = fakeGeolocation();
    const storage = memoryStorage();
    const ctl = createLocationController({ geolocation: geo.geolocation, storage });
    await ctl.start();
    ctl.setManualLocation({ latitude: -25.865, longitude: 25.644, city: 'Mahikeng', area: undefined });
    expect(ctl.getState()).toMatchObject({ status: 'granted', source: 'manual', loading: false });
    expect(storage.value()).toMatchObject({
      latitude: -25.865,
      longitude: 25.644,
      accuracy: 0,
      city: 'Mahikeng',
    });
    geo.requests[0]?.error({ code: 1 });
    geo.requests[0]?.success(geo.at(1, 1));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ctl.getState()).toMatchObject({ status: 'granted', source: 'manual', error: null });
    expect(storage.value()?.latitude).toBe(-25.865);
  });

  it('watches a GPS fix with low accuracy, 5 s timeout and 30 s maximum age, naming the place again', async () => {
    const geo = fakeGeolocation();
    const storage = memoryStorage();
    const reverseGeocode = vi
      .fn()
      .mockResolvedValueOnce({ area: 'Mmabatho' })
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ area: 'Riviera Park', city: 'Mahikeng' });
    const ctl = createLocationController({ geolocation: geo.geolocation, storage, reverseGeocode });
    const stop = ctl.watch();
    await ctl.start();
    expect(geo.watches).toHaveLength(0); // nothing to refresh yet
    geo.requests[0]?.success(geo.at(-25.85, 25.64));
    await flush();
    expect(geo.watches).toHaveLength(1);
    expect(geo.watches[0]?.options).toEqual(WATCH_OPTIONS);
    expect(WATCH_OPTIONS).toEqual({ enableHighAccuracy: false, timeout: 5000, maximumAge: 30_000 });
    expect(storage.value()?.area).toBe('Mmabatho');

    // A jitter of a few metres is ignored.
    geo.watches[0]?.success(geo.at(-25.8501, 25.64));
    expect(ctl.getState().location?.latitude).toBe(-25.85);

    // A real move updates the position at once; the failing lookup keeps the old names.
    geo.watches[0]?.success(geo.at(-25.86, 25.64, 40));
    expect(ctl.getState().location).toMatchObject({ latitude: -25.86, accuracy: 40, area: 'Mmabatho' });
    await flush();
    expect(ctl.getState().location?.area).toBe('Mmabatho');

    geo.watches[0]?.success(geo.at(-25.87, 25.64, 40));
    await flush();
    expect(storage.value()).toMatchObject({ latitude: -25.87, area: 'Riviera Park', city: 'Mahikeng' });

    // Watch errors keep the last location.
    geo.watches[0]?.error({ code: 3 });
    expect(ctl.getState().status).toBe('granted');

    stop();
    expect(geo.geolocation.clearWatch).toHaveBeenCalledWith(1);
  });

  it('does not watch a typed address', async () => {
    const geo = fakeGeolocation();
    const ctl = createLocationController({ geolocation: geo.geolocation, storage: memoryStorage() });
    ctl.setManualLocation({ latitude: -25.86, longitude: 25.64 });
    ctl.watch();
    expect(geo.watches).toHaveLength(0);
  });
});

describe('location badge', () => {
  it.each([
    [initialLocationState, 'Location Off'],
    [{ ...initialLocationState, status: 'requesting' as const, loading: true }, 'Getting Location...'],
    [
      { ...initialLocationState, status: 'granted' as const, location: { ...MAHIKENG, accuracy: 5 } },
      'Location Active',
    ],
    [{ ...initialLocationState, status: 'denied' as const, error: 'x' }, 'Location Denied'],
  ])('%o shows %s', (state, text) => {
    expect(locationBadgeText(state)).toBe(text);
  });

  it('enrichment of an outdated position is dropped', () => {
    const state = locationReducer(initialLocationState, {
      type: 'succeeded',
      location: { latitude: 1, longitude: 2, accuracy: 3 },
      source: 'gps',
    });
    expect(
      locationReducer(state, { type: 'enriched', place: { city: 'X' }, latitude: 9, longitude: 9 }),
    ).toBe(state);
  });
});
