import { HEARTBEAT_MS, type RealtimeEvent } from '@lekker/core/contracts/realtime';
import type { Logger } from 'pino';
import { WebSocketServer } from 'ws';
import type { Viewer } from '../domain/viewer.ts';
import type { RealtimeBus } from './bus.ts';
import { type Connection, createConnections } from './connections.ts';
import { socketCap } from './open-files.ts';
import { createRealtimeRoutes } from './realtime-route.ts';
import type { CanJoin } from './rooms.ts';
import { userRoom } from './rooms.ts';
import { createSessionChecks } from './session-checks.ts';
import { createFrameHandler, type LocationFrame } from './socket-frames.ts';
import { SHUTDOWN_GRACE_MS, SOCKET_LIMITS } from './socket-limits.ts';

export { BUSY_MESSAGE, FULL_RETRY_AFTER_SECONDS, SESSION_ENDED, SOCKET_LIMITS } from './socket-limits.ts';

/** A catch-up entry: a bare event goes to the caller's `user:` room; `{ room, event }` names its room. */
export type CatchUpItem = RealtimeEvent | { room: string; event: RealtimeEvent };

export type RealtimeGatewayDeps = {
  bus: RealtimeBus;
  /** The signed-in person behind a request's cookies, or null. */
  lookupViewer(headers: Headers): Promise<Viewer | null>;
  canJoin: CanJoin;
  /** Restaurants the user is a member of: a restaurant-role socket joins their rooms on open. */
  restaurantsOf(userId: string): Promise<string[]>;
  /** What the user missed since `since` (a reconnect with `?since=`); replayed before live events. */
  catchUp(userId: string, since: Date): Promise<CatchUpItem[]>;
  /** The upgrade's Origin header must be one of these (cross-site WebSocket hijacking). */
  allowedOrigins: string[];
  heartbeatMs?: number;
  /** A socket may listen to at most this many rooms (the automatic ones included). */
  maxRooms?: number;
  /** Bounds on what one person can make the server do (defaults: SOCKET_LIMITS). */
  limits?: Partial<typeof SOCKET_LIMITS>;
  /**
   * Live sockets this instance holds; past it new upgrades answer 503 with Retry-After (default: the open-file
   * limit minus 100, see open-files.ts).
   */
  maxConnections?: number;
  /**
   * Which of these sessions still exist and have not expired: one query for a whole slice of sockets at each
   * heartbeat. Without it each socket's session is looked up on its own (`lookupViewer`).
   */
  liveSessions?(sessionIds: string[]): Promise<Set<string>>;
  /**
   * A driver's `location` frame (docs/decisions/037-driver-positions-over-the-socket.md): null when taken, otherwise
   * why it was refused (sent back as an error frame). Without it location frames are refused.
   */
  location?(viewer: Viewer, frame: LocationFrame): Promise<string | null>;
  logger?: Logger;
  clock?: () => Date;
};

export type RealtimeGateway = {
  /** Hono routes to mount at `/api` (registers `GET /realtime`). */
  routes: ReturnType<typeof createRealtimeRoutes>;
  connectionCount(): number;
  /** Closes every socket of a user on this instance (signed out everywhere, password reset, suspended). */
  closeUser(userId: string, reason?: string): void;
  /**
   * Closes the sockets of these sessions of a user (all of the user's when `sessionIds` is absent) on this
   * instance. Every instance runs it when a `session.ended` signal comes over the bus.
   */
  closeSessions(userId: string, sessionIds?: readonly string[], reason?: string): void;
  /** Refuses new upgrades, closes every socket (1001) and stops the heartbeat and the bus listener. */
  close(): Promise<void>;
};

/**
 * The WebSocket server handed to node-server's `serve({ websocket: { server } })`: frames from clients are
 * tiny, so anything over 4 KiB is refused (ws would otherwise buffer up to 100 MiB).
 */
export function createRealtimeWebSocketServer(): WebSocketServer {
  return new WebSocketServer({ noServer: true, maxPayload: 4096 });
}

/**
 * The realtime gateway of one instance: the upgrade route, its sockets and rooms (connections.ts), the live events
 * from the bus, the catch-up on reconnect, the session checks and heartbeat (session-checks.ts) and what client
 * frames may do (socket-frames.ts).
 */
export function createRealtimeGateway(deps: RealtimeGatewayDeps): RealtimeGateway {
  const limits = { ...SOCKET_LIMITS, ...deps.limits };
  const clock = deps.clock ?? (() => new Date());
  const log = deps.logger;
  const connections = createConnections({ clock, log });
  let closing = false;

  const stopListening = deps.bus.subscribe((room, event) => connections.broadcast(room, event));
  // A session ended on any instance (sign-out, sign-out everywhere, password reset, suspension): its sockets close
  // here at once, not at the next heartbeat (docs/decisions/040-session-cache.md).
  const stopSignals = deps.bus.onSignal((signal) => {
    if (signal.kind === 'session.ended') connections.closeSessions(signal.user_id, signal.session_ids);
  });
  const sessions = createSessionChecks(deps, connections, {
    heartbeatMs: deps.heartbeatMs ?? HEARTBEAT_MS,
    log,
  });
  const stopHeartbeat = sessions.startHeartbeat();
  const frames = createFrameHandler(deps, connections, {
    limits,
    maxRooms: deps.maxRooms ?? 50,
    sessionStillValid: sessions.sessionStillValid,
    clock,
    log,
  });

  /** A socket opened: hello, then what it missed (`since`), then the live events that came meanwhile. */
  async function open(conn: Connection, since: Date | null) {
    connections.add(conn);
    const at = clock().toISOString();
    connections.send(conn, { kind: 'hello', user_id: conn.viewer.user.id, rooms: [...conn.rooms], at });
    if (since) {
      try {
        const missed = await deps.catchUp(conn.viewer.user.id, since);
        for (const item of missed) {
          const [room, event] =
            'event' in item ? [item.room, item.event] : [userRoom(conn.viewer.user.id), item];
          connections.send(conn, { kind: 'event', room, event, at, replay: true });
        }
      } catch (error) {
        log?.error({ err: error }, 'realtime: catch-up failed');
      }
    }
    const pending = conn.pending ?? [];
    conn.pending = null;
    for (const text of pending) connections.sendText(conn, text);
  }

  const routes = createRealtimeRoutes(deps, connections, {
    limits,
    maxConnections: deps.maxConnections ?? socketCap(0, 100),
    allowedOrigins: new Set(deps.allowedOrigins),
    isClosing: () => closing,
    onOpen: (conn, since) => void open(conn, since),
    onMessage: frames.onMessage,
    clock,
    log,
  });

  return {
    routes,
    connectionCount: () => connections.size(),
    closeUser(userId, reason = 'Session ended') {
      connections.closeSessions(userId, undefined, reason);
    },
    closeSessions: connections.closeSessions,
    async close() {
      closing = true;
      stopHeartbeat();
      stopListening();
      stopSignals();
      const sockets = [...connections.all].map((conn) => conn.socket);
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === 3) return resolve();
              const timer = setTimeout(() => {
                socket.terminate();
                resolve();
              }, SHUTDOWN_GRACE_MS);
              socket.once('close', () => {
                clearTimeout(timer);
                resolve();
              });
              socket.close(1001, 'Server shutting down');
            }),
        ),
      );
      for (const conn of [...connections.all]) connections.drop(conn);
    },
  };
}
