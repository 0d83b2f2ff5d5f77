// The driver's location while on shift (docs/product.md#driver-location: states, messages, timings). Framework
// free: geolocation, permissions, the network, the sender, the toasts and the clock are injected, so every state
// and message runs in unit tests with fake timers. React binds to it through hooks/use-driver-location.ts.
import type { DriverLocation } from '@lekker/core/contracts/orders';
import { haversineKm } from '@lekker/core/distance';
import {
  DRIVER_GEOLOCATION,
  LOCATION_SEND_DISTANCE_M,
  LOCATION_SEND_INTERVAL_MS,
  speedKmh,
} from '@lekker/core/driver';

/** Permission states (docs/product.md#driver-location). */
export type DriverPermission = 'unknown' | 'requesting' | 'granted' | 'denied';

/** The driver-side messages of docs/product.md#driver-location, verbatim. */
export const DRIVER_LOCATION_MESSAGES = {
  notSupported: 'Geolocation is not supported by this browser',
  deniedHelp: 'Location access denied. Please enable location services to see nearby delivery requests.',
  denied: 'Location access denied by user',
  unavailable: 'Location information unavailable',
  timeout: 'Location request timeout',
  unknown: 'Unknown location error',
} as const;

/** The destructive toast titles of docs/product.md#driver-location, verbatim. */
export const DRIVER_LOCATION_TOASTS = {
  notSupported: 'Location Not Supported',
  accessRequired: 'Location Access Required',
  error: 'Location Error',
  required: 'Location Required',
} as const;

/** Shown (as the state's error) while positions cannot be sent; they go out once the connection is back. */
export const SEND_FAILED_MESSAGE =
  'Could not send your location. The newest position is sent when you are back online.';

/** A stationary phone may report nothing new: ask for a fresh one-time fix when nothing came for this long. */
export const KEEPALIVE_MS = 30_000;
/**
 * With nothing new to send for this long, the newest position is sent again: well inside the server's 2 minutes of
 * freshness (DRIVER_POSITION_FRESH_MS), so a driver who waits at a rank stays offered jobs.
 */
export const HEARTBEAT_MS = 45_000;
/** After a failed send, try again this soon even without an "online" event. */
export const SEND_RETRY_MS = 5000;

export function positionErrorMessage(code: number): string {
  switch (code) {
    case 1:
      return DRIVER_LOCATION_MESSAGES.denied;
    case 2:
      return DRIVER_LOCATION_MESSAGES.unavailable;
    case 3:
      return DRIVER_LOCATION_MESSAGES.timeout;
    default:
      return DRIVER_LOCATION_MESSAGES.unknown;
  }
}

type Coords = {
  latitude: number;
  longitude: number;
  accuracy: number;
  heading?: number | null;
  speed?: number | null;
};
export type DriverPositionLike = { coords: Coords; timestamp?: number };
type PositionErrorLike = { code: number; message?: string };

export type DriverGeolocation = {
  getCurrentPosition(
    success: (position: DriverPositionLike) => void,
    error?: (error: PositionErrorLike) => void,
    options?: PositionOptions,
  ): void;
  watchPosition(
    success: (position: DriverPositionLike) => void,
    error?: (error: PositionErrorLike) => void,
    options?: PositionOptions,
  ): number;
  clearWatch(id: number): void;
};

type PermissionStatusLike = {
  state: string;
  onchange: ((this: PermissionStatusLike, ev: Event) => unknown) | null;
};
export type DriverPermissions = { query(descriptor: { name: 'geolocation' }): Promise<PermissionStatusLike> };

export type DriverToast = { title: string; description: string; variant: 'destructive' };

export type DriverNetwork = {
  isOnline(): boolean;
  /** Calls back when the browser is back online; returns the unsubscribe. */
  onOnline(callback: () => void): () => void;
};

export type DriverLocationDeps = {
  geolocation: DriverGeolocation | undefined;
  permissions?: DriverPermissions | undefined;
  /** POST /api/driver/location (the fallback); rejects when the position did not reach the server. */
  send(location: DriverLocation): Promise<void>;
  /**
   * The signed-in realtime socket (docs/decisions/037-driver-positions-over-the-socket.md): sends the position as a
   * `location` frame and returns true while it is connected; false (or absent) and the position is posted instead.
   */
  sendOverSocket?(location: DriverLocation): boolean;
  notify(toast: DriverToast): void;
  network: DriverNetwork;
  now?: () => number;
};

export type DriverLocationState = {
  permission: DriverPermission;
  tracking: boolean;
  /** The newest reading from the device. */
  position: DriverLocation | null;
  /** When a position last reached the server (ms since epoch). */
  lastSentAt: number | null;
  /** A newer position is waiting to be sent (offline or a failed send). */
  buffered: boolean;
  /** The last location or sending error (update errors are kept in an error state). */
  error: string | null;
};

export const initialDriverLocationState: DriverLocationState = {
  permission: 'unknown',
  tracking: false,
  position: null,
  lastSentAt: null,
  buffered: false,
  error: null,
};

/** 'last sent 12 s ago' / 'last sent 3 min ago' / 'not sent yet'. */
export function lastSentText(lastSentAt: number | null, now: number): string {
  if (lastSentAt === null) return 'not sent yet';
  const seconds = Math.max(0, Math.floor((now - lastSentAt) / 1000));
  if (seconds < 60) return `last sent ${seconds} s ago`;
  return `last sent ${Math.floor(seconds / 60)} min ago`;
}

function toLocation(position: DriverPositionLike): DriverLocation {
  const { latitude, longitude, accuracy, heading, speed } = position.coords;
  return {
    latitude,
    longitude,
    // Heading is NaN when standing still; the contract wants 0–360 or nothing.
    heading: heading != null && Number.isFinite(heading) && heading >= 0 && heading <= 360 ? heading : null,
    speed_kmh: speedKmh(speed),
    accuracy: Number.isFinite(accuracy) && accuracy >= 0 ? accuracy : null,
  };
}

const metresBetween = (a: DriverLocation, b: DriverLocation) => haversineKm(a, b) * 1000;

export type DriverLocationController = ReturnType<typeof createDriverLocationController>;

export function createDriverLocationController(deps: DriverLocationDeps) {
  const now = deps.now ?? (() => Date.now());
  let state: DriverLocationState = { ...initialDriverLocationState };
  const listeners = new Set<() => void>();

  let permissionStatus: PermissionStatusLike | null = null;
  let watchId: number | undefined;
  let precisionWatchId: number | undefined;
  let precisionTimer: ReturnType<typeof setTimeout> | undefined;
  let keepaliveTimer: ReturnType<typeof setInterval> | undefined;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let offOnline: (() => void) | undefined;
  let lastReadingAt = 0;
  let lastSent: DriverLocation | null = null;
  /** Only the newest unsent position is kept: a reconnect sends one position, never a backlog. */
  let pending: DriverLocation | null = null;
  let inFlight = false;
  /** Watch errors toast once until a position arrives again (a stationary phone may time out every 5 s). */
  let watchErrorShown = false;

  function set(patch: Partial<DriverLocationState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function toast(title: string, description: string) {
    deps.notify({ title, description, variant: 'destructive' });
  }

  function denied() {
    set({ permission: 'denied', error: DRIVER_LOCATION_MESSAGES.denied });
    toast(DRIVER_LOCATION_TOASTS.accessRequired, DRIVER_LOCATION_MESSAGES.deniedHelp);
  }

  // ── Sending: throttled, buffered ───────────────────────────────────────────────────────────────────────────

  function due(location: DriverLocation): boolean {
    if (!lastSent || state.lastSentAt === null) return true;
    if (now() - state.lastSentAt >= LOCATION_SEND_INTERVAL_MS) return true;
    return metresBetween(lastSent, location) >= LOCATION_SEND_DISTANCE_M;
  }

  function scheduleFlush(delay: number) {
    if (flushTimer !== undefined) return;
    flushTimer = setTimeout(
      () => {
        flushTimer = undefined;
        flush();
      },
      Math.max(0, delay),
    );
  }

  /** Sends the pending position when it is due; otherwise waits for the 5 s mark. */
  function flush() {
    if (!state.tracking || !pending || inFlight) return;
    if (!deps.network.isOnline()) {
      if (!state.buffered) set({ buffered: true });
      return;
    }
    if (!due(pending)) {
      scheduleFlush((state.lastSentAt ?? now()) + LOCATION_SEND_INTERVAL_MS - now());
      return;
    }
    const location = pending;
    pending = null;
    const delivered = () => {
      lastSent = location;
      set({
        lastSentAt: now(),
        buffered: pending !== null,
        error: state.error === SEND_FAILED_MESSAGE ? null : state.error,
      });
    };
    // Over the live socket when it is connected (no request, no session check per position); else the POST.
    if (deps.sendOverSocket?.(location)) return delivered();
    inFlight = true;
    deps.send(location).then(
      () => {
        inFlight = false;
        delivered();
        flush();
      },
      () => {
        inFlight = false;
        // Keep the newest: a position that arrived meanwhile replaces the one that failed.
        pending ??= location;
        set({ buffered: true, error: SEND_FAILED_MESSAGE });
        if (flushTimer !== undefined) clearTimeout(flushTimer);
        flushTimer = undefined;
        scheduleFlush(SEND_RETRY_MS);
      },
    );
  }

  function onReading(position: DriverPositionLike) {
    if (!state.tracking) return;
    lastReadingAt = now();
    watchErrorShown = false;
    const location = toLocation(position);
    pending = location;
    set({
      position: location,
      permission: 'granted',
      error: state.error === SEND_FAILED_MESSAGE ? state.error : null,
    });
    flush();
  }

  function onWatchError(error: PositionErrorLike) {
    if (!state.tracking) return;
    if (error.code === 1) {
      stopTracking();
      denied();
      return;
    }
    const message = positionErrorMessage(error.code);
    set({ error: message });
    if (!watchErrorShown) {
      watchErrorShown = true;
      toast(DRIVER_LOCATION_TOASTS.error, message);
    }
  }

  // ── Permission and the first fix ──────────────────────────────────────────────────────────────────────────

  async function queryPermission() {
    try {
      const status = await deps.permissions?.query({ name: 'geolocation' });
      if (!status) return;
      permissionStatus = status;
      status.onchange = () => {
        if (status.state === 'denied') {
          const wasTracking = state.tracking;
          stopTracking();
          if (wasTracking || state.permission !== 'denied') denied();
        } else if (status.state === 'granted' && state.permission !== 'requesting') {
          set({ permission: 'granted' });
        }
      };
      if (status.state === 'granted') set({ permission: 'granted' });
      else if (status.state === 'denied') set({ permission: 'denied' });
    } catch {
      // Unsupported permissions API: the state stays unknown until a position is asked for.
    }
  }

  /** One fix (timeout 3 s, max age 60 s): asks for permission on first use. Resolves with the fix or null. */
  function oneTimeFix(): Promise<DriverPositionLike | null> {
    const geo = deps.geolocation;
    if (!geo) return Promise.resolve(null);
    return new Promise((resolve) => {
      try {
        geo.getCurrentPosition(
          (position) => resolve(position),
          (error) => {
            if (error.code === 1) denied();
            else {
              const message = positionErrorMessage(error.code);
              set({
                permission: permissionStatus?.state === 'granted' ? 'granted' : 'unknown',
                error: message,
              });
              toast(DRIVER_LOCATION_TOASTS.error, message);
            }
            resolve(null);
          },
          DRIVER_GEOLOCATION.oneTime,
        );
      } catch {
        set({ permission: 'unknown', error: DRIVER_LOCATION_MESSAGES.unknown });
        toast(DRIVER_LOCATION_TOASTS.error, DRIVER_LOCATION_MESSAGES.unknown);
        resolve(null);
      }
    });
  }

  function unsupported(): boolean {
    if (deps.geolocation) return false;
    set({ error: DRIVER_LOCATION_MESSAGES.notSupported });
    toast(DRIVER_LOCATION_TOASTS.notSupported, DRIVER_LOCATION_MESSAGES.notSupported);
    return true;
  }

  // ── Tracking ──────────────────────────────────────────────────────────────────────────────────────────────

  function startWatches() {
    const geo = deps.geolocation;
    if (!geo) return;
    watchId = geo.watchPosition(onReading, onWatchError, DRIVER_GEOLOCATION.watch);
    // Then a high-accuracy watch for a few seconds to sharpen the first positions (docs/product.md#driver-location).
    precisionWatchId = geo.watchPosition(onReading, () => {}, DRIVER_GEOLOCATION.highAccuracy);
    precisionTimer = setTimeout(() => {
      precisionTimer = undefined;
      if (precisionWatchId !== undefined) geo.clearWatch(precisionWatchId);
      precisionWatchId = undefined;
    }, DRIVER_GEOLOCATION.highAccuracyDurationMs);
    keepaliveTimer = setInterval(() => {
      if (now() - lastReadingAt < KEEPALIVE_MS) return;
      try {
        geo.getCurrentPosition(onReading, () => {}, DRIVER_GEOLOCATION.oneTime);
      } catch {
        // The next tick tries again.
      }
      // A phone standing still may answer nothing at all (Chromium gives no fix for a second one-time request):
      // the newest position goes out again, so the server keeps counting an open app at a rank as fresh
      // (DRIVER_POSITION_FRESH_MS) and offers keep coming.
      if (!pending && state.position && now() - (state.lastSentAt ?? 0) >= HEARTBEAT_MS) {
        pending = state.position;
        flush();
      }
    }, KEEPALIVE_MS);
    offOnline = deps.network.onOnline(() => {
      if (flushTimer !== undefined) clearTimeout(flushTimer);
      flushTimer = undefined;
      flush();
    });
  }

  function stopTracking() {
    const geo = deps.geolocation;
    if (watchId !== undefined) geo?.clearWatch(watchId);
    if (precisionWatchId !== undefined) geo?.clearWatch(precisionWatchId);
    watchId = undefined;
    precisionWatchId = undefined;
    for (const timer of [precisionTimer, flushTimer]) if (timer !== undefined) clearTimeout(timer);
    if (keepaliveTimer !== undefined) clearInterval(keepaliveTimer);
    precisionTimer = undefined;
    flushTimer = undefined;
    keepaliveTimer = undefined;
    offOnline?.();
    offOnline = undefined;
    pending = null;
    if (state.tracking || state.buffered) set({ tracking: false, buffered: false });
  }

  return {
    getState: (): DriverLocationState => state,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Reads the permission without prompting (granted/denied show at once; prompt stays unknown). */
    init: queryPermission,

    /** Asks for permission with a one-time fix. True when a position came back. */
    async requestPermission(): Promise<boolean> {
      if (unsupported()) return false;
      set({ permission: 'requesting', error: null });
      const fix = await oneTimeFix();
      if (!fix) return false;
      set({ permission: 'granted', position: toLocation(fix), error: null });
      return true;
    },

    /**
     * Going online: with permission denied, a 'Location Required' toast and nothing starts; otherwise the first fix
     * (asking for permission when needed) is sent at once, then the watches keep it up to date. True when tracking.
     */
    async startTracking(): Promise<boolean> {
      if (state.tracking) return true;
      if (unsupported()) return false;
      if (state.permission === 'denied') {
        set({ error: DRIVER_LOCATION_MESSAGES.denied });
        toast(DRIVER_LOCATION_TOASTS.required, DRIVER_LOCATION_MESSAGES.deniedHelp);
        return false;
      }
      set({ permission: 'requesting', error: null });
      const fix = await oneTimeFix();
      if (!fix) return false;
      set({ tracking: true, permission: 'granted' });
      startWatches();
      onReading(fix);
      return true;
    },

    stopTracking,

    dispose(): void {
      stopTracking();
      if (permissionStatus) permissionStatus.onchange = null;
      listeners.clear();
    },
  };
}
