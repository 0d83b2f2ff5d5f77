// Framework-free client for the realtime WebSocket (`/api/realtime`): typed events, rooms, heartbeat, and
// reconnection with catch-up. Reconnect delays 1 s, 2 s, 5 s, then 10 s (docs/product.md#realtime); after a reconnect the server
// replays what was missed since the last frame (`?since=`) and `onReconnect` lets the app refetch.
import type { DriverLocation } from '@lekker/core/contracts/orders';
import {
  type ClientFrame,
  HEARTBEAT_MS,
  REALTIME_PATH,
  RECONNECT_DELAYS_MS,
  type RealtimeEvent,
  type ServerFrame,
} from '@lekker/core/contracts/realtime';

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

/** The part of the browser WebSocket this client uses (a fake one in tests). */
export type WebSocketLike = {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
};
export type WebSocketConstructor = new (url: string) => WebSocketLike;

export type RealtimeClientOptions = {
  /** Default: the same origin's `ws(s)://host/api/realtime`. */
  url?: string;
  onEvent(event: RealtimeEvent, room: string): void;
  onStatus?(status: RealtimeStatus): void;
  /** Called once a reconnection is live (not on the first connection): refetch what may be stale. */
  onReconnect?(): void;
  /** The server refused a room (`{ kind: 'error' }` frames). */
  onError?(message: string, room?: string): void;
  /**
   * Browsers hide the status of a refused handshake, so after one the client asks whether the user is signed out
   * (default: a plain GET of the endpoint answers 401) and then stops reconnecting.
   */
  isSignedOut?(): Promise<boolean>;
  WebSocket?: WebSocketConstructor;
};

export type RealtimeClient = {
  subscribe(room: string): void;
  unsubscribe(room: string): void;
  /**
   * A driver's position as a `location` frame (docs/decisions/037-driver-positions-over-the-socket.md): true when the
   * socket is open and it was sent, false otherwise (the caller posts it instead).
   */
  sendLocation(position: DriverLocation): boolean;
  /** Closes for good: no more reconnects. */
  close(): void;
};

const OPEN = 1;

export function defaultRealtimeUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${REALTIME_PATH}`;
}

/** The delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 5 s, 10 s, 10 s, … */
export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const url = options.url ?? defaultRealtimeUrl();
  const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketConstructor);
  const isSignedOut =
    options.isSignedOut ??
    (() =>
      fetch(url.replace(/^ws/, 'http').split('?')[0]!, { credentials: 'include' }).then(
        (res) => res.status === 401,
        () => false,
      ));

  const rooms = new Set<string>();
  let socket: WebSocketLike | null = null;
  /** Server time of the last hello or event: the `since` of the next connection. */
  let lastAt: string | null = null;
  let attempt = 0;
  let connectedBefore = false;
  let stopped = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let status: RealtimeStatus | null = null;

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };

  const send = (frame: ClientFrame) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
  };

  function connect() {
    if (stopped) return;
    setStatus('connecting');
    const target = lastAt ? `${url}${url.includes('?') ? '&' : '?'}since=${encodeURIComponent(lastAt)}` : url;
    const ws = new Socket(target);
    socket = ws;
    let opened = false;
    let silentBeats = 0;
    const reconnecting = connectedBefore;

    const closed = () => {
      clearInterval(pingTimer);
      if (socket !== ws) return;
      socket = null;
      if (stopped) return;
      setStatus('closed');
      if (opened) return scheduleReconnect();
      // The handshake failed: signed out (401) ends it, anything else (server down, restarting) retries.
      void isSignedOut().then((signedOut) => {
        if (signedOut) stopped = true;
        else scheduleReconnect();
      });
    };

    ws.onopen = () => {
      opened = true;
      connectedBefore = true;
      setStatus('open');
      for (const room of rooms) send({ kind: 'subscribe', room });
      // The server answers every ping; two heartbeats without any frame mean the connection is dead.
      pingTimer = setInterval(() => {
        if (silentBeats >= 2) {
          // Do not wait for a dead peer's closing handshake.
          ws.onclose = null;
          ws.close(4000, 'Heartbeat timeout');
          return closed();
        }
        silentBeats += 1;
        send({ kind: 'ping' });
      }, HEARTBEAT_MS);
    };
    ws.onmessage = (message) => {
      silentBeats = 0;
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(message.data)) as ServerFrame;
      } catch {
        return;
      }
      switch (frame.kind) {
        case 'hello':
          attempt = 0;
          lastAt = frame.at;
          if (reconnecting) options.onReconnect?.();
          break;
        case 'event':
          lastAt = frame.at;
          options.onEvent(frame.event, frame.room);
          break;
        case 'error':
          options.onError?.(frame.message, frame.room);
          break;
      }
    };
    ws.onerror = () => {
      // A close event always follows; reconnection is handled there.
    };
    ws.onclose = closed;
  }

  function scheduleReconnect() {
    if (stopped) return;
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(connect, reconnectDelay(attempt));
    attempt += 1;
  }

  connect();

  return {
    subscribe(room) {
      if (rooms.has(room)) return;
      rooms.add(room);
      send({ kind: 'subscribe', room });
    },
    unsubscribe(room) {
      if (!rooms.delete(room)) return;
      send({ kind: 'unsubscribe', room });
    },
    sendLocation(position) {
      if (socket?.readyState !== OPEN || status !== 'open') return false;
      send({ kind: 'location', position });
      return true;
    },
    close() {
      stopped = true;
      clearTimeout(reconnectTimer);
      clearInterval(pingTimer);
      const ws = socket;
      socket = null;
      ws?.close(1000, 'Client closed');
      setStatus('closed');
    },
  };
}
