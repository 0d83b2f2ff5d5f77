import type { RealtimeEvent, ServerFrame } from '@lekker/core/contracts/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRealtimeClient,
  defaultRealtimeUrl,
  type RealtimeClientOptions,
  reconnectDelay,
  type WebSocketLike,
} from './realtime-client.ts';

/** A scripted WebSocket: the test plays the server with open(), frame() and drop(). */
class FakeWebSocket implements WebSocketLike {
  static sockets: FakeWebSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.sockets.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  frame(frame: ServerFrame) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  /** The connection ends (server gone, network lost, or a refused handshake when never opened). */
  drop() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}

const latest = () => FakeWebSocket.sockets.at(-1)!;
const URL_ = 'ws://localhost:3000/api/realtime';
const offers = (at: string): RealtimeEvent => ({ type: 'offers.changed', at });

function start(overrides: Partial<RealtimeClientOptions> = {}) {
  const onEvent = vi.fn();
  const onStatus = vi.fn();
  const onReconnect = vi.fn();
  const isSignedOut = vi.fn(async () => false);
  const client = createRealtimeClient({
    url: URL_,
    onEvent,
    onStatus,
    onReconnect,
    isSignedOut,
    WebSocket: FakeWebSocket,
    ...overrides,
  });
  return { client, onEvent, onStatus, onReconnect, isSignedOut };
}

function hello(socket: FakeWebSocket, at: string) {
  socket.open();
  socket.frame({ kind: 'hello', user_id: 'u1', rooms: ['user:u1'], at });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.sockets = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('realtime client', () => {
  it('defaults to the same-origin endpoint', () => {
    expect(defaultRealtimeUrl()).toBe(`ws://${window.location.host}/api/realtime`);
  });

  it('delivers events and reports its status', () => {
    const { onEvent, onStatus, client } = start();
    expect(latest().url).toBe(URL_);
    hello(latest(), '2025-01-01T10:00:00.000Z');
    latest().frame({ kind: 'event', room: 'user:u1', event: offers('x'), at: '2025-01-01T10:00:01.000Z' });
    expect(onEvent).toHaveBeenCalledWith(offers('x'), 'user:u1');
    client.close();
    expect(onStatus.mock.calls.map((c) => c[0])).toEqual(['connecting', 'open', 'closed']);
  });

  it('reconnects after 1 s, 2 s, 5 s, 10 s, 10 s and resets after a successful hello', async () => {
    const { client } = start();
    hello(latest(), '2025-01-01T10:00:00.000Z');
    latest().drop();
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = FakeWebSocket.sockets.length;
      let waited = 0;
      while (FakeWebSocket.sockets.length === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
        if (waited > 60_000) throw new Error('no reconnect');
      }
      waits.push(waited);
      latest().drop(); // the handshake fails again (server still down)
    }
    expect(waits).toEqual([1000, 2000, 5000, 10_000, 10_000]);
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);

    // Back up: the next drop starts again at 1 s.
    await vi.advanceTimersByTimeAsync(10_000);
    hello(latest(), '2025-01-01T10:05:00.000Z');
    const count = FakeWebSocket.sockets.length;
    latest().drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWebSocket.sockets).toHaveLength(count);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.sockets).toHaveLength(count + 1);
    client.close();
  });

  it('resubscribes its rooms after reconnecting, asks for catch-up since the last frame and calls onReconnect', async () => {
    const { client, onReconnect } = start();
    client.subscribe('order:o1'); // before the socket is open: sent on open
    const first = latest();
    hello(first, '2025-01-01T10:00:00.000Z');
    expect(first.sent).toEqual([{ kind: 'subscribe', room: 'order:o1' }]);
    client.subscribe('restaurant:r1');
    client.subscribe('restaurant:r1'); // once is enough
    client.subscribe('order:o2');
    client.unsubscribe('order:o2');
    expect(first.sent).toEqual([
      { kind: 'subscribe', room: 'order:o1' },
      { kind: 'subscribe', room: 'restaurant:r1' },
      { kind: 'subscribe', room: 'order:o2' },
      { kind: 'unsubscribe', room: 'order:o2' },
    ]);
    first.frame({ kind: 'event', room: 'order:o1', event: offers('a'), at: '2025-01-01T10:00:07.000Z' });
    expect(onReconnect).not.toHaveBeenCalled();

    first.drop();
    await vi.advanceTimersByTimeAsync(1000);
    const second = latest();
    expect(second).not.toBe(first);
    expect(second.url).toBe(`${URL_}?since=${encodeURIComponent('2025-01-01T10:00:07.000Z')}`);
    second.open();
    expect(second.sent).toEqual([
      { kind: 'subscribe', room: 'order:o1' },
      { kind: 'subscribe', room: 'restaurant:r1' },
    ]);
    expect(onReconnect).not.toHaveBeenCalled(); // only once the server said hello
    second.frame({ kind: 'hello', user_id: 'u1', rooms: ['user:u1'], at: '2025-01-01T10:00:09.000Z' });
    expect(onReconnect).toHaveBeenCalledOnce();

    // The hello's time counts too.
    second.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(latest().url).toBe(`${URL_}?since=${encodeURIComponent('2025-01-01T10:00:09.000Z')}`);
    client.close();
  });

  it('pings every heartbeat and reconnects when two heartbeats pass in silence', async () => {
    const { client } = start();
    const socket = latest();
    hello(socket, '2025-01-01T10:00:00.000Z');
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket.sent).toEqual([{ kind: 'ping' }]);
    socket.frame({ kind: 'pong', at: '2025-01-01T10:00:25.000Z' });
    await vi.advanceTimersByTimeAsync(25_000 * 2);
    expect(socket.sent).toHaveLength(3);
    expect(socket.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(25_000); // no answer to the last two pings
    expect(socket.closedWith).toBe(4000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(latest()).not.toBe(socket);
    client.close();
  });

  it('stops when a refused handshake turns out to mean "signed out"', async () => {
    const isSignedOut = vi.fn(async () => true);
    const { onStatus } = start({ isSignedOut });
    latest().drop(); // never opened: the server answered 401
    await vi.advanceTimersByTimeAsync(60_000);
    expect(isSignedOut).toHaveBeenCalledOnce();
    expect(FakeWebSocket.sockets).toHaveLength(1);
    expect(onStatus).toHaveBeenLastCalledWith('closed');
  });

  it('asks the HTTP endpoint by default: 401 means signed out', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    start({ isSignedOut: undefined, url: 'wss://example.test/api/realtime' });
    latest().drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledWith('https://example.test/api/realtime', { credentials: 'include' });
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });

  it('never reconnects after close()', async () => {
    const { client, onStatus } = start();
    const socket = latest();
    hello(socket, '2025-01-01T10:00:00.000Z');
    client.close();
    expect(socket.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.sockets).toHaveLength(1);
    expect(onStatus).toHaveBeenLastCalledWith('closed');
  });
});

describe('driver positions over the socket (decision 037)', () => {
  const position = { latitude: -25.85, longitude: 25.64, heading: 90, speed_kmh: 30, accuracy: 8 };

  it('sends a location frame only while open; false otherwise so the caller posts it', async () => {
    const { client } = start();
    const socket = latest();
    expect(client.sendLocation(position)).toBe(false);
    hello(socket, '2026-11-24T05:00:00.000Z');
    expect(client.sendLocation(position)).toBe(true);
    expect(socket.sent.at(-1)).toEqual({ kind: 'location', position });
    socket.drop();
    expect(client.sendLocation(position)).toBe(false);
    client.close();
    expect(client.sendLocation(position)).toBe(false);
  });
});
