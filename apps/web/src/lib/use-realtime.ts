// React bindings for the realtime client: one connection per signed-in user, shared by every component.
// Mount <RealtimeProvider userId={…}> once near the root; components then listen with useRealtimeEvent and
// follow extra rooms (an order being tracked) with useRealtimeRoom.
import type { DriverLocation } from '@lekker/core/contracts/orders';
import type { RealtimeEvent } from '@lekker/core/contracts/realtime';
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { RealtimeClient, RealtimeStatus } from './realtime-client.ts';

type Handler = (event: RealtimeEvent, room: string) => void;

/** Listeners and wanted rooms outlive any one client (sign-out and sign-in make a new one). */
function createHub() {
  const handlers = new Set<Handler>();
  const rooms = new Map<string, number>();
  let client: RealtimeClient | null = null;
  return {
    attach(next: RealtimeClient | null) {
      client = next;
      for (const room of rooms.keys()) next?.subscribe(room);
    },
    emit(event: RealtimeEvent, room: string) {
      for (const handler of handlers) handler(event, room);
    },
    listen(handler: Handler) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    /** Reference-counted: the room is left when its last component unmounts. */
    join(room: string) {
      const count = rooms.get(room) ?? 0;
      rooms.set(room, count + 1);
      if (count === 0) client?.subscribe(room);
      return () => {
        const left = (rooms.get(room) ?? 1) - 1;
        if (left > 0) return void rooms.set(room, left);
        rooms.delete(room);
        client?.unsubscribe(room);
      };
    },
  };
}

/** The page's live connection, for senders outside React (the driver's location controller). */
let pageClient: RealtimeClient | null = null;

/**
 * Sends a driver's position over the page's realtime socket: true when it went out, false when there is no open
 * connection (the caller falls back to POST /api/driver/location).
 */
export function sendLocationOverRealtime(position: DriverLocation): boolean {
  return pageClient?.sendLocation(position) ?? false;
}

type RealtimeContextValue = { hub: ReturnType<typeof createHub>; status: RealtimeStatus };
const RealtimeContext = createContext<RealtimeContextValue | null>(null);

export type RealtimeProviderProps = {
  /** Connects while a user is signed in; null closes the connection. */
  userId: string | null;
  /** After a reconnection (e.g. invalidate queries so screens refetch what may have changed). */
  onReconnect?: () => void;
  url?: string;
  children?: ReactNode;
};

export function RealtimeProvider({ userId, onReconnect, url, children }: RealtimeProviderProps) {
  const [hub] = useState(createHub);
  const [status, setStatus] = useState<RealtimeStatus>('closed');
  const reconnectRef = useRef(onReconnect);
  reconnectRef.current = onReconnect;

  useEffect(() => {
    if (!userId) return;
    // The client (and the realtime contracts it reads) loads with the first signed-in session, so visitors never
    // download it (docs/decisions/028-light-shell.md).
    let client: RealtimeClient | null = null;
    let closed = false;
    void import('./realtime-client.ts').then(({ createRealtimeClient }) => {
      if (closed) return;
      client = createRealtimeClient({
        url,
        onEvent: (event, room) => hub.emit(event, room),
        onStatus: setStatus,
        onReconnect: () => reconnectRef.current?.(),
      });
      hub.attach(client);
      pageClient = client;
    });
    return () => {
      closed = true;
      if (!client) return;
      if (pageClient === client) pageClient = null;
      hub.attach(null);
      client.close();
      setStatus('closed');
    };
  }, [hub, userId, url]);

  const value = useMemo(() => ({ hub, status }), [hub, status]);
  return createElement(RealtimeContext.Provider, { value }, children);
}

/** Calls `handler` for every event on the user's connection (no-op outside a provider). */
export function useRealtimeEvent(handler: Handler): void {
  const hub = useContext(RealtimeContext)?.hub;
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => hub?.listen((event, room) => ref.current(event, room)), [hub]);
}

/** Follows a room (e.g. `order:<id>`) while the component is mounted; null/undefined follows nothing. */
export function useRealtimeRoom(room: string | null | undefined): void {
  const hub = useContext(RealtimeContext)?.hub;
  useEffect(() => (hub && room ? hub.join(room) : undefined), [hub, room]);
}

/** 'connecting' | 'open' | 'closed' — for a small "live" indicator. */
export function useRealtimeStatus(): RealtimeStatus {
  return useContext(RealtimeContext)?.status ?? 'closed';
}
