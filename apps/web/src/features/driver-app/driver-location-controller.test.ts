import type { DriverLocation } from '@lekker/core/contracts/orders';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDriverLocationController,
  DRIVER_LOCATION_MESSAGES,
  DRIVER_LOCATION_TOASTS,
  type DriverGeolocation,
  type DriverLocationDeps,
  type DriverPositionLike,
  HEARTBEAT_MS,
  KEEPALIVE_MS,
  lastSentText,
  positionErrorMessage,
  SEND_FAILED_MESSAGE,
} from './driver-location-controller.ts';

type Success = (position: DriverPositionLike) => void;
type Failure = (error: { code: number }) => void;
type Call = { success: Success; error: Failure; options?: PositionOptions };

const MAHIKENG = { latitude: -25.856, longitude: 25.6403 };
/** ~11 m north per 0.0001° of latitude. */
const north = (metres: number) => ({ ...MAHIKENG, latitude: MAHIKENG.latitude + metres / 111_195 });

function fakeGeolocation() {
  const requests: Call[] = [];
  const watches: (Call & { id: number; cleared: boolean })[] = [];
  const geolocation: DriverGeolocation = {
    getCurrentPosition: vi.fn((success, error, options) => {
      requests.push({ success, error: error as Failure, options });
    }),
    watchPosition: vi.fn((success, error, options) => {
      const id = watches.length + 1;
      watches.push({ success, error: error as Failure, options, id, cleared: false });
      return id;
    }),
    clearWatch: vi.fn((id: number) => {
      const watch = watches.find((w) => w.id === id);
      if (watch) watch.cleared = true;
    }),
  };
  const at = (
    point: { latitude: number; longitude: number },
    extra: { speed?: number; heading?: number } = {},
  ) => ({
    coords: { ...point, accuracy: 12, heading: extra.heading ?? null, speed: extra.speed ?? null },
  });
  return { geolocation, requests, watches, at };
}

function fakeNetwork(initiallyOnline = true) {
  let online = initiallyOnline;
  const callbacks = new Set<() => void>();
  return {
    isOnline: () => online,
    onOnline(callback: () => void) {
      callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
    goOffline() {
      online = false;
    },
    goOnline() {
      online = true;
      for (const callback of callbacks) callback();
    },
  };
}

function setup(overrides: Partial<DriverLocationDeps> = {}) {
  const geo = fakeGeolocation();
  const network = fakeNetwork();
  const sent: DriverLocation[] = [];
  const send = vi.fn(async (location: DriverLocation) => {
    sent.push(location);
  });
  const notify = vi.fn();
  const ctl = createDriverLocationController({
    geolocation: geo.geolocation,
    send,
    notify,
    network,
    ...overrides,
  });
  return { ctl, geo, network, sent, send, notify };
}

/** Lets promises settle under fake timers. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** Goes online and answers the first fix. */
async function startAt(s: ReturnType<typeof setup>, point = MAHIKENG, extra: { speed?: number } = {}) {
  const started = s.ctl.startTracking();
  expect(s.ctl.getState().permission).toBe('requesting');
  s.geo.requests.at(-1)!.success(s.geo.at(point, extra));
  expect(await started).toBe(true);
  await flush();
}

describe('driver location: permission states and messages (docs/product.md#driver-location)', () => {
  it('starts unknown', () => {
    const { ctl } = setup();
    expect(ctl.getState()).toMatchObject({
      permission: 'unknown',
      tracking: false,
      position: null,
      error: null,
    });
  });

  it.each([
    ['granted', 'granted'],
    ['denied', 'denied'],
    ['prompt', 'unknown'],
  ])('reads a %s permission without prompting → %s', async (browserState, permission) => {
    const status = { state: browserState, onchange: null };
    const s = setup({ permissions: { query: vi.fn(async () => status) } });
    await s.ctl.init();
    expect(s.ctl.getState().permission).toBe(permission);
    expect(s.geo.geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('a failing permissions API leaves the state unknown', async () => {
    const s = setup({ permissions: { query: vi.fn(async () => Promise.reject(new Error('nope'))) } });
    await s.ctl.init();
    expect(s.ctl.getState().permission).toBe('unknown');
  });

  it('no geolocation: "Location Not Supported"', async () => {
    const s = setup({ geolocation: undefined });
    expect(await s.ctl.startTracking()).toBe(false);
    expect(s.notify).toHaveBeenCalledWith({
      title: 'Location Not Supported',
      description: 'Geolocation is not supported by this browser',
      variant: 'destructive',
    });
    expect(s.ctl.getState()).toMatchObject({ tracking: false, error: DRIVER_LOCATION_MESSAGES.notSupported });
  });

  it('requesting → granted with a one-time fix (timeout 3 s, max age 60 s)', async () => {
    const s = setup();
    const asked = s.ctl.requestPermission();
    expect(s.ctl.getState().permission).toBe('requesting');
    expect(s.geo.requests[0]!.options).toMatchObject({ timeout: 3000, maximumAge: 60_000 });
    s.geo.requests[0]!.success(s.geo.at(MAHIKENG, { speed: 10, heading: 90 }));
    expect(await asked).toBe(true);
    expect(s.ctl.getState()).toMatchObject({
      permission: 'granted',
      position: { ...MAHIKENG, speed_kmh: 36, heading: 90, accuracy: 12 },
    });
    expect(s.notify).not.toHaveBeenCalled();
  });

  it('requesting → denied: "Location Access Required" with the spec text', async () => {
    const s = setup();
    const asked = s.ctl.requestPermission();
    s.geo.requests[0]!.error({ code: 1 });
    expect(await asked).toBe(false);
    expect(s.ctl.getState()).toMatchObject({ permission: 'denied', error: 'Location access denied by user' });
    expect(s.notify).toHaveBeenCalledWith({
      title: 'Location Access Required',
      description: 'Location access denied. Please enable location services to see nearby delivery requests.',
      variant: 'destructive',
    });
  });

  it.each([
    [2, 'Location information unavailable'],
    [3, 'Location request timeout'],
    [0, 'Unknown location error'],
  ])('a first-fix error %s: "Location Error" — %s', async (code, message) => {
    const s = setup();
    const started = s.ctl.startTracking();
    s.geo.requests[0]!.error({ code });
    expect(await started).toBe(false);
    expect(s.ctl.getState()).toMatchObject({ permission: 'unknown', tracking: false, error: message });
    expect(s.notify).toHaveBeenCalledWith({
      title: 'Location Error',
      description: message,
      variant: 'destructive',
    });
  });

  it('going online while denied: "Location Required", nothing asked', async () => {
    const s = setup({ permissions: { query: vi.fn(async () => ({ state: 'denied', onchange: null })) } });
    await s.ctl.init();
    expect(await s.ctl.startTracking()).toBe(false);
    expect(s.geo.geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(s.notify).toHaveBeenCalledWith({
      title: DRIVER_LOCATION_TOASTS.required,
      description: DRIVER_LOCATION_MESSAGES.deniedHelp,
      variant: 'destructive',
    });
  });

  it('permission revoked mid-shift stops tracking with "Location Access Required"', async () => {
    const status: { state: string; onchange: null | (() => void) } = { state: 'granted', onchange: null };
    const s = setup({ permissions: { query: vi.fn(async () => status) } });
    await s.ctl.init();
    await startAt(s);
    status.state = 'denied';
    status.onchange?.call(status);
    expect(s.ctl.getState()).toMatchObject({ permission: 'denied', tracking: false });
    expect(s.notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Location Access Required' }));
    expect(s.geo.watches.every((w) => w.cleared)).toBe(true);
  });

  it('a watch denial stops tracking; watch timeouts toast once until a position comes back', async () => {
    const s = setup();
    await startAt(s);
    const watch = s.geo.watches[0]!;
    watch.error({ code: 3 });
    watch.error({ code: 3 });
    expect(s.notify).toHaveBeenCalledTimes(1);
    expect(s.notify).toHaveBeenCalledWith({
      title: 'Location Error',
      description: 'Location request timeout',
      variant: 'destructive',
    });
    expect(s.ctl.getState()).toMatchObject({ tracking: true, error: 'Location request timeout' });
    watch.success(s.geo.at(north(100)));
    expect(s.ctl.getState().error).toBeNull();
    watch.error({ code: 2 });
    expect(s.notify).toHaveBeenCalledTimes(2);
    watch.error({ code: 1 });
    expect(s.ctl.getState()).toMatchObject({ tracking: false, permission: 'denied' });
  });

  it.each([
    [1, 'Location access denied by user'],
    [2, 'Location information unavailable'],
    [3, 'Location request timeout'],
    [99, 'Unknown location error'],
  ])('error code %s reads %s', (code, message) => {
    expect(positionErrorMessage(code)).toBe(message);
  });
});

describe('driver location: watches (docs/product.md#driver-location timings)', () => {
  it('watches (timeout 5 s, max age 10 s) plus a high-accuracy watch (timeout 10 s) for 5 s', async () => {
    const s = setup();
    await startAt(s);
    expect(s.geo.watches.map((w) => w.options)).toEqual([
      expect.objectContaining({ timeout: 5000, maximumAge: 10_000 }),
      expect.objectContaining({ enableHighAccuracy: true, timeout: 10_000 }),
    ]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(s.geo.watches[1]!.cleared).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.geo.watches[1]!.cleared).toBe(true);
    expect(s.geo.watches[0]!.cleared).toBe(false);
  });

  it('converts speed m/s × 3.6 and drops a NaN heading', async () => {
    const s = setup();
    await startAt(s);
    s.geo.watches[0]!.success({
      coords: { ...north(200), accuracy: 8, speed: 12.5, heading: Number.NaN },
    });
    expect(s.ctl.getState().position).toMatchObject({ speed_kmh: 45, heading: null });
  });

  it('stopping clears every watch and timer', async () => {
    const s = setup();
    await startAt(s);
    s.ctl.stopTracking();
    expect(s.ctl.getState().tracking).toBe(false);
    expect(s.geo.watches.every((w) => w.cleared)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a stationary phone is asked for a fresh fix after 30 s of silence', async () => {
    const s = setup();
    await startAt(s);
    const before = s.geo.requests.length;
    await vi.advanceTimersByTimeAsync(KEEPALIVE_MS);
    expect(s.geo.requests.length).toBe(before + 1);
    expect(s.geo.requests.at(-1)!.options).toMatchObject({ timeout: 3000, maximumAge: 60_000 });
  });
});

describe('driver location: a phone that reports nothing new', () => {
  it('sends the newest position again while the phone is silent, often enough to stay fresh', async () => {
    const { DRIVER_POSITION_FRESH_MS } = await import('@lekker/core/driver');
    const s = setup();
    await startAt(s);
    expect(s.sent).toHaveLength(1);
    // Neither the watch nor the keepalive's one-time requests answer (a stationary phone in Chromium).
    await vi.advanceTimersByTimeAsync(DRIVER_POSITION_FRESH_MS * 2);
    expect(s.sent.length).toBeGreaterThanOrEqual(3);
    expect(s.sent.every((p) => p.latitude === MAHIKENG.latitude)).toBe(true);
    expect(Date.now() - s.ctl.getState().lastSentAt!).toBeLessThan(DRIVER_POSITION_FRESH_MS);
    expect(HEARTBEAT_MS).toBeLessThan(DRIVER_POSITION_FRESH_MS - KEEPALIVE_MS);
  });

  it('does not send again while positions keep going out', async () => {
    const s = setup();
    await startAt(s);
    const watch = s.geo.watches[0]!;
    for (let i = 1; i <= 8; i++) {
      await vi.advanceTimersByTimeAsync(10_000);
      watch.success(s.geo.at(north(30 * i)));
    }
    await flush();
    // Every send carried a new reading: nothing was repeated.
    const latitudes = s.sent.map((p) => p.latitude);
    expect(new Set(latitudes).size).toBe(latitudes.length);
  });
});

describe('driver location: throttled sending (every 5 s or 25 m)', () => {
  it('sends the first fix at once', async () => {
    const s = setup();
    await startAt(s);
    expect(s.sent).toHaveLength(1);
    expect(s.ctl.getState().lastSentAt).toBe(Date.now());
  });

  it('holds small moves until 5 s have passed, then sends only the newest', async () => {
    const s = setup();
    await startAt(s);
    const watch = s.geo.watches[0]!;
    await vi.advanceTimersByTimeAsync(1000);
    watch.success(s.geo.at(north(5)));
    await vi.advanceTimersByTimeAsync(1000);
    watch.success(s.geo.at(north(10)));
    await flush();
    expect(s.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(s.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.sent).toHaveLength(2);
    expect(s.sent[1]!.latitude).toBeCloseTo(north(10).latitude, 9);
  });

  it('a move of 25 m goes out at once', async () => {
    const s = setup();
    await startAt(s);
    await vi.advanceTimersByTimeAsync(500);
    s.geo.watches[0]!.success(s.geo.at(north(24)));
    await flush();
    expect(s.sent).toHaveLength(1);
    s.geo.watches[0]!.success(s.geo.at(north(26)));
    await flush();
    expect(s.sent).toHaveLength(2);
  });

  it('never sends two at once: positions arriving during a send wait, the newest wins', async () => {
    let release: () => void = () => {};
    const sent: DriverLocation[] = [];
    const send = vi.fn(
      (location: DriverLocation) =>
        new Promise<void>((resolve) => {
          sent.push(location);
          release = resolve;
        }),
    );
    const s = setup({ send });
    const started = s.ctl.startTracking();
    s.geo.requests[0]!.success(s.geo.at(MAHIKENG));
    await started;
    s.geo.watches[0]!.success(s.geo.at(north(100)));
    s.geo.watches[0]!.success(s.geo.at(north(200)));
    expect(send).toHaveBeenCalledTimes(1);
    release();
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(sent[1]!.latitude).toBeCloseTo(north(200).latitude, 9);
  });
});

describe('driver location: buffer on a flaky connection', () => {
  it('offline: keeps only the newest position and sends it once on reconnect', async () => {
    const s = setup();
    await startAt(s);
    s.network.goOffline();
    for (const metres of [100, 200, 300, 400]) {
      await vi.advanceTimersByTimeAsync(6000);
      s.geo.watches[0]!.success(s.geo.at(north(metres)));
    }
    await flush();
    expect(s.sent).toHaveLength(1);
    expect(s.ctl.getState().buffered).toBe(true);
    s.network.goOnline();
    await flush();
    expect(s.sent).toHaveLength(2);
    expect(s.sent[1]!.latitude).toBeCloseTo(north(400).latitude, 9);
    expect(s.ctl.getState()).toMatchObject({ buffered: false, lastSentAt: Date.now() });
  });

  it('a failed send keeps the error state, retries after 5 s with the newest position only', async () => {
    let fail = true;
    const sent: DriverLocation[] = [];
    const send = vi.fn(async (location: DriverLocation) => {
      if (fail) throw new Error('network');
      sent.push(location);
    });
    const s = setup({ send });
    const started = s.ctl.startTracking();
    s.geo.requests[0]!.success(s.geo.at(MAHIKENG));
    await started;
    await flush();
    expect(s.ctl.getState()).toMatchObject({ buffered: true, error: SEND_FAILED_MESSAGE, lastSentAt: null });
    s.geo.watches[0]!.success(s.geo.at(north(100)));
    s.geo.watches[0]!.success(s.geo.at(north(150)));
    fail = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.latitude).toBeCloseTo(north(150).latitude, 9);
    expect(s.ctl.getState()).toMatchObject({ buffered: false, error: null });
  });

  it('going offline (stopping) drops the buffer', async () => {
    const s = setup();
    await startAt(s);
    s.network.goOffline();
    await vi.advanceTimersByTimeAsync(6000);
    s.geo.watches[0]!.success(s.geo.at(north(100)));
    s.ctl.stopTracking();
    s.network.goOnline();
    await flush();
    expect(s.sent).toHaveLength(1);
    expect(s.ctl.getState().buffered).toBe(false);
  });
});

describe('driver location: over the realtime socket, POST as the fallback (decision 037)', () => {
  it('while the socket is connected, positions go out as frames and nothing is posted', async () => {
    const frames: DriverLocation[] = [];
    const sendOverSocket = vi.fn((location: DriverLocation) => {
      frames.push(location);
      return true;
    });
    const s = setup({ sendOverSocket });
    await startAt(s);
    expect(frames).toHaveLength(1);
    expect(s.send).not.toHaveBeenCalled();
    expect(s.ctl.getState()).toMatchObject({ lastSentAt: Date.now(), buffered: false, error: null });
    // The same throttle: a 25 m move goes at once, small moves wait for the 5 s mark.
    s.geo.watches[0]!.success(s.geo.at(north(30)));
    expect(frames).toHaveLength(2);
    s.geo.watches[0]!.success(s.geo.at(north(35)));
    expect(frames).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(frames).toHaveLength(3);
    expect(frames[2]!.latitude).toBeCloseTo(north(35).latitude, 9);
    expect(s.send).not.toHaveBeenCalled();
  });

  it('without a connected socket the position is posted; once the socket is back it takes over', async () => {
    let connected = false;
    const frames: DriverLocation[] = [];
    const sendOverSocket = vi.fn((location: DriverLocation) => {
      if (connected) frames.push(location);
      return connected;
    });
    const s = setup({ sendOverSocket });
    await startAt(s);
    expect(sendOverSocket).toHaveBeenCalledTimes(1);
    expect(s.sent).toHaveLength(1);
    expect(frames).toHaveLength(0);
    connected = true;
    s.geo.watches[0]!.success(s.geo.at(north(30)));
    await flush();
    expect(frames).toHaveLength(1);
    expect(s.sent).toHaveLength(1);
    // The socket drops: the next position is posted again.
    connected = false;
    s.geo.watches[0]!.success(s.geo.at(north(60)));
    await flush();
    expect(s.sent).toHaveLength(2);
    expect(s.sent[1]!.latitude).toBeCloseTo(north(60).latitude, 9);
  });

  it('offline, neither is tried; back online the newest goes over the socket', async () => {
    const sendOverSocket = vi.fn(() => true);
    const s = setup({ sendOverSocket });
    await startAt(s);
    s.network.goOffline();
    s.geo.watches[0]!.success(s.geo.at(north(100)));
    expect(sendOverSocket).toHaveBeenCalledTimes(1);
    expect(s.ctl.getState().buffered).toBe(true);
    s.network.goOnline();
    await flush();
    expect(sendOverSocket).toHaveBeenCalledTimes(2);
    expect(s.send).not.toHaveBeenCalled();
    expect(s.ctl.getState().buffered).toBe(false);
  });
});

describe('lastSentText', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  it.each([
    [null, 'not sent yet'],
    [now, 'last sent 0 s ago'],
    [now - 12_400, 'last sent 12 s ago'],
    [now - 59_999, 'last sent 59 s ago'],
    [now - 180_000, 'last sent 3 min ago'],
  ])('%s → %s', (at, text) => {
    expect(lastSentText(at, now)).toBe(text);
  });
});
