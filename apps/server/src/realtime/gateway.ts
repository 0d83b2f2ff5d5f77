import { upgradeWebSocket } from '@hono/node-server';
import { ApiErrorSchema } from '@lekker/core/contracts/common';
import {
  type ClientFrame,
  ClientFrameSchema,
  HEARTBEAT_MS,
  type RealtimeEvent,
  type ServerFrame,
} from '@lekker/core/contracts/realtime';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import type { Viewer } from '../domain/viewer.ts';
import { errorBody } from '../http/errors.ts';
import { guardedRoute } from '../http/guard.ts';
import { createRouter } from '../http/openapi.ts';
import { jsonContent } from '../http/responses.ts';
import type { AppEnv } from '../http/viewer.ts';
import type { RealtimeBus } from './bus.ts';
import { socketCap } from './open-files.ts';
import { type CanJoin, driverRoom, parseRoom, restaurantRoom, userRoom } from './rooms.ts';

type LocationFrame = Omit<Extract<ClientFrame, { kind: 'location' }>, 'kind'>;

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
  routes: ReturnType<typeof createRouter>;
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

/** A viewer loader from better-auth's getSession and the roles table (the same shape viewerMiddleware builds). */
const OPEN = 1;
/** A socket that stops reading this much queued output is dropped (it reconnects and catches up). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const SHUTDOWN_GRACE_MS = 1000;
/** Seconds a refused upgrade is told to wait (the browser's backoff is 1, 2, 5, 10 s; it spreads reconnects). */
export const FULL_RETRY_AFTER_SECONDS = 10;
/** The heartbeat visits the sockets in this many slices per period, so pings, pongs and checks never come at once. */
const HEARTBEAT_SLICES = 50;
/**
 * A subscribe within this long of the last full read of the viewer checks only that the session still exists (one
 * primary-key read) and keeps the roles read then; later ones read the session and roles again.
 */
const VIEWER_FRESH_MS = 30_000;
/** An upgrade admitted but never opened gives its place back after this long. */
const UPGRADE_RESERVATION_MS = 10_000;

/**
 * What one signed-in person can make the gateway do (a flood of subscribes for random order ids queued thousands of
 * database checks and froze the server). Frames: a token bucket per socket; a socket that keeps flooding is closed.
 * Room checks: a few in flight per socket and across the server, and a rate for the whole process (many accounts
 * together, docs/decisions/047-redis-outage.md), the rest refused at once without touching the database; a socket
 * refused too often is closed. Sockets: a cap per user.
 */
export const SOCKET_LIMITS = {
  /** Frames a socket may send per second, sustained … */
  framesPerSecond: 10,
  /** … and in a burst. */
  frameBurst: 20,
  /** Frames over the limit before the socket is closed (1008). */
  maxDroppedFrames: 50,
  /** Room checks (subscribes) waiting or running for one socket. */
  maxPendingChecks: 4,
  /** Room checks running at once across the whole server. */
  maxConcurrentChecks: 16,
  /**
   * Room checks started per second across the whole process (REALTIME_SUBSCRIBES_PER_SECOND), a second's worth in a
   * burst; over it a subscribe is answered BUSY_MESSAGE without touching the database.
   */
  subscribesPerSecond: 20,
  /** Refused subscriptions before the socket is closed (1008). */
  maxRefusedRooms: 20,
  /** Open sockets per user (tabs, devices); the next upgrade gets 429. */
  maxSocketsPerUser: 8,
  /** Driver positions a socket may send per second, sustained (the app sends one every 5 s or 25 m) … */
  locationsPerSecond: 2,
  /** … and in a burst; over it a position is refused with an error frame. */
  locationBurst: 5,
};
const POLICY_VIOLATION = 1008;
/** What a subscribe refused by a limit of the whole server hears (it may try again shortly). */
export const BUSY_MESSAGE = 'The server is busy. Try again shortly.';

/** A per-socket budget: `burst` tokens at most, refilled at `perSecond`. */
type TokenBucket = { tokens: number; refilledAt: number };

/** Takes one token if there is one (refilling for the time since the last take first). */
function takeToken(bucket: TokenBucket, burst: number, perSecond: number): boolean {
  const now = Date.now();
  bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.refilledAt) / 1000) * perSecond);
  bucket.refilledAt = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

type Connection = {
  viewer: Viewer;
  socket: WebSocket;
  rooms: Set<string>;
  /** Heartbeats sent without a pong or any other message since. */
  missed: number;
  /** Live events wait here until the catch-up has been sent. */
  pending: string[] | null;
  /** Frames of one socket are handled in order (subscribe checks are async). */
  queue: Promise<void>;
  /** Frame budget and what went over it. */
  frames: TokenBucket;
  dropped: number;
  /** Subscribe checks queued or running, and subscriptions refused so far. */
  pendingChecks: number;
  refused: number;
  /** Position budget, apart from the frame budget. */
  locations: TokenBucket;
  /** The upgrade's cookie: the session is checked again on every subscribe and every heartbeat. */
  headers: Headers;
  /** When the viewer (roles included) was last read in full. */
  viewerReadAt: number;
};
/** Application close code: the session behind the socket ended (signed out, reset, expired, suspended). */
export const SESSION_ENDED = 4001;

const realtimeRoute = guardedRoute({
  method: 'get',
  audience: 'signed-in',
  path: '/realtime',
  tags: ['Realtime'],
  summary: 'WebSocket: live order updates, notifications, driver positions and offers',
  description: [
    'Upgrade to a WebSocket (same origin; the session cookie authenticates, the Origin header must be the site).',
    "On open the server joins the caller's own rooms (`user:<id>`, `driver:<id>` for drivers, `restaurant:<id>` for",
    'each restaurant they are a member of) and sends `{ kind: "hello", user_id, rooms, at }`. Client frames:',
    '`{ kind: "subscribe" | "unsubscribe", room }`, `{ kind: "ping" }` and, for drivers, `{ kind: "location",',
    "position, order_id? }` (pushed to their active jobs' rooms and stored in the next batch; a refused one is answered",
    '`{ kind: "error", message, location: true }`). Server frames: `event`, `pong`,',
    '`subscribed`, `unsubscribed`, `error`. The server pings every 25 s and drops sockets that miss two pings.',
    'Reconnect with `?since=<at of the last hello or event>` to have missed events replayed first.',
    'A plain GET (no Upgrade header) answers 426.',
  ].join(' '),
  request: {
    query: z.object({
      since: z.string().optional().meta({
        description:
          'ISO time of the last frame seen; missed events are replayed (unparseable values are ignored)',
        example: '2025-01-31T10:15:00.000Z',
      }),
    }),
  },
  responses: {
    101: { description: 'Switching Protocols: the WebSocket is open' },
    401: jsonContent(ApiErrorSchema, 'Not signed in (refused before the upgrade)'),
    403: jsonContent(ApiErrorSchema, 'The Origin header is not this site'),
    426: jsonContent(ApiErrorSchema, 'Not a WebSocket upgrade request'),
    429: jsonContent(ApiErrorSchema, 'Too many live connections for this person'),
    503: jsonContent(
      ApiErrorSchema,
      'The server is shutting down, or holds as many live connections as it can (Retry-After says when to retry)',
    ),
  },
});

const isUpgrade = (headers: Headers) => headers.get('upgrade')?.toLowerCase() === 'websocket';

export function createRealtimeGateway(deps: RealtimeGatewayDeps): RealtimeGateway {
  const heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_MS;
  const maxRooms = deps.maxRooms ?? 50;
  const limits = { ...SOCKET_LIMITS, ...deps.limits };
  const maxConnections = deps.maxConnections ?? socketCap(0, 100);
  /** Upgrades admitted and not yet open (or refused): they count against maxConnections. */
  let reserved = 0;
  /** Room checks running now, across every socket. */
  let checksRunning = 0;
  /** Room checks this process may still start (SOCKET_LIMITS.subscribesPerSecond, a second's worth at most). */
  const subscribeBudget: TokenBucket = { tokens: limits.subscribesPerSecond, refilledAt: Date.now() };
  const socketsByUser = new Map<string, number>();
  const clock = deps.clock ?? (() => new Date());
  const allowedOrigins = new Set(deps.allowedOrigins);
  const log = deps.logger;

  const connections = new Set<Connection>();
  /** The place an admitted upgrade holds: given back when its socket opens, or when it is answered otherwise. */
  const reservations = new WeakMap<Request, { release(): void; upgrading: boolean }>();
  const members = new Map<string, Set<Connection>>();
  let closing = false;

  function join(conn: Connection, room: string) {
    conn.rooms.add(room);
    let set = members.get(room);
    if (!set) {
      set = new Set();
      members.set(room, set);
    }
    set.add(conn);
  }

  function leave(conn: Connection, room: string) {
    conn.rooms.delete(room);
    const set = members.get(room);
    set?.delete(conn);
    if (set?.size === 0) members.delete(room);
  }

  function sendText(conn: Connection, text: string) {
    const { socket } = conn;
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      log?.warn({ userId: conn.viewer.user.id }, 'realtime: dropping a socket that does not read');
      socket.terminate();
      return;
    }
    socket.send(text);
  }
  const send = (conn: Connection, frame: ServerFrame) => sendText(conn, JSON.stringify(frame));

  const stopListening = deps.bus.subscribe((room, event) => {
    const set = members.get(room);
    if (!set) return;
    const text = JSON.stringify({
      kind: 'event',
      room,
      event,
      at: clock().toISOString(),
    } satisfies ServerFrame);
    for (const conn of set) {
      if (conn.pending) conn.pending.push(text);
      else sendText(conn, text);
    }
  });

  /** Closes this instance's sockets of the user (of these sessions only, when named). */
  function closeSessions(userId: string, sessionIds?: readonly string[], reason = 'Session ended') {
    const only = sessionIds ? new Set(sessionIds) : null;
    for (const conn of [...connections])
      if (conn.viewer.user.id === userId && (!only || only.has(conn.viewer.sessionId)))
        conn.socket.close(SESSION_ENDED, reason);
  }
  // A session ended on any instance (sign-out, sign-out everywhere, password reset, suspension): its sockets close
  // here at once, not at the next heartbeat (docs/decisions/040-session-cache.md).
  const stopSignals = deps.bus.onSignal((signal) => {
    if (signal.kind === 'session.ended') closeSessions(signal.user_id, signal.session_ids);
  });

  /** The socket's session is still the same person's; otherwise the socket is closed (4001). */
  async function sessionStillValid(conn: Connection): Promise<boolean> {
    // Roles read less than VIEWER_FRESH_MS ago (the upgrade's, usually): only whether the session still exists.
    if (deps.liveSessions && Date.now() - conn.viewerReadAt < VIEWER_FRESH_MS) {
      const alive = await deps.liveSessions([conn.viewer.sessionId]).catch(() => null); // An outage ends nothing.
      if (!alive || alive.has(conn.viewer.sessionId)) return true;
      conn.socket.close(SESSION_ENDED, 'Session ended');
      return false;
    }
    const current = await deps.lookupViewer(conn.headers).catch(() => conn.viewer); // An outage ends nothing.
    if (current && current.user.id === conn.viewer.user.id) {
      conn.viewer = current;
      conn.viewerReadAt = Date.now();
      return true;
    }
    conn.socket.close(SESSION_ENDED, 'Session ended');
    return false;
  }
  /** Closes the sockets of this slice whose session ended: one query for the slice when `liveSessions` exists. */
  async function revalidate(slice: Connection[]) {
    if (!deps.liveSessions) {
      for (const conn of slice) if (connections.has(conn)) await sessionStillValid(conn);
      return;
    }
    const alive = await deps
      .liveSessions([...new Set(slice.map((conn) => conn.viewer.sessionId))])
      .catch(() => null); // An outage ends nothing.
    if (!alive) return;
    for (const conn of slice)
      if (connections.has(conn) && !alive.has(conn.viewer.sessionId))
        conn.socket.close(SESSION_ENDED, 'Session ended');
  }
  // Each period visits every socket once, a slice per tick: a ping (two missed: dropped) and the session check.
  // All at once, 20,000 pings, their pongs and the session reads stalled the event loop for live events.
  const tickMs = Math.max(5, heartbeatMs / HEARTBEAT_SLICES);
  const slicesPerRound = Math.max(1, Math.round(heartbeatMs / tickMs));
  let round: Connection[] = [];
  let tick = 0;
  let revalidating = 0;
  const heartbeat = setInterval(() => {
    const slot = tick % slicesPerRound;
    tick += 1;
    if (slot === 0) round = [...connections];
    const per = Math.ceil(round.length / slicesPerRound);
    const slice = round.slice(slot * per, (slot + 1) * per).filter((conn) => connections.has(conn));
    if (slice.length === 0) return;
    // Sessions ended elsewhere (another instance, expiry, a reset) close their sockets within a heartbeat.
    if (revalidating < 2) {
      revalidating += 1;
      void revalidate(slice)
        .catch((error) => log?.error({ err: error }, 'realtime: session check failed'))
        .finally(() => {
          revalidating -= 1;
        });
    }
    for (const conn of slice) {
      if (conn.missed >= 2) {
        conn.socket.terminate();
        continue;
      }
      conn.missed += 1;
      if (conn.socket.readyState === OPEN) conn.socket.ping();
    }
  }, tickMs);
  heartbeat.unref();

  /** Takes one position from the socket's position budget. */
  function locationWithinBudget(conn: Connection): boolean {
    return takeToken(conn.locations, limits.locationBurst, limits.locationsPerSecond);
  }
  const refuseLocation = (conn: Connection, message: string) =>
    send(conn, { kind: 'error', message, location: true });

  async function handleFrame(conn: Connection, frame: ClientFrame) {
    switch (frame.kind) {
      case 'location': {
        if (!deps.location) return refuseLocation(conn, 'Positions are not taken here.');
        const refused = await deps.location(conn.viewer, {
          position: frame.position,
          ...(frame.order_id ? { order_id: frame.order_id } : {}),
        });
        if (refused) refuseLocation(conn, refused);
        return;
      }
      case 'ping':
        return send(conn, { kind: 'pong', at: clock().toISOString() });
      case 'unsubscribe':
        leave(conn, frame.room);
        return send(conn, { kind: 'unsubscribed', room: frame.room });
      case 'subscribe': {
        if (conn.rooms.has(frame.room)) return send(conn, { kind: 'subscribed', room: frame.room });
        if (conn.rooms.size >= maxRooms)
          return send(conn, {
            kind: 'error',
            message: `At most ${maxRooms} rooms per connection.`,
            room: frame.room,
          });
        if (checksRunning >= limits.maxConcurrentChecks)
          return send(conn, {
            kind: 'error',
            message: BUSY_MESSAGE,
            room: frame.room,
          });
        checksRunning += 1;
        let allowed: boolean;
        try {
          // The session is checked again first: a socket outliving its session joins nothing (closed 4001).
          if (!(await sessionStillValid(conn))) return;
          allowed = await deps.canJoin(conn.viewer, frame.room);
        } finally {
          checksRunning -= 1;
        }
        if (!allowed || !connections.has(conn)) return refuse(conn, frame.room);
        join(conn, frame.room);
        return send(conn, { kind: 'subscribed', room: frame.room });
      }
    }
  }

  function refuse(conn: Connection, room: string) {
    conn.refused += 1;
    if (conn.refused > limits.maxRefusedRooms)
      return conn.socket.close(POLICY_VIOLATION, 'Too many refused subscriptions');
    send(conn, { kind: 'error', message: 'You cannot listen to that room.', room });
  }

  /** Takes one frame from the socket's budget; false (and maybe closes the socket) when it is spent. */
  function withinBudget(conn: Connection): boolean {
    if (takeToken(conn.frames, limits.frameBurst, limits.framesPerSecond)) return true;
    conn.dropped += 1;
    if (conn.dropped > limits.maxDroppedFrames) conn.socket.close(POLICY_VIOLATION, 'Too many messages');
    else if (conn.dropped === 1) send(conn, { kind: 'error', message: 'Too many messages: slow down.' });
    return false;
  }

  function onMessage(conn: Connection, data: unknown) {
    conn.missed = 0;
    if (!withinBudget(conn)) return;
    let frame: ClientFrame | undefined;
    let invalidLocation: string | undefined;
    if (typeof data === 'string') {
      try {
        const raw: unknown = JSON.parse(data);
        const parsed = ClientFrameSchema.safeParse(raw);
        if (parsed.success) frame = parsed.data;
        else if ((raw as { kind?: unknown } | null)?.kind === 'location') {
          const issue = parsed.error.issues[0];
          invalidLocation = `Invalid position: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unreadable'}.`;
        }
      } catch {
        // Not JSON: answered below.
      }
    }
    // A refused position changes nothing: same rule (packages/core DriverLocationSchema) as POST /driver/location.
    if (invalidLocation) return refuseLocation(conn, invalidLocation);
    if (!frame) return send(conn, { kind: 'error', message: 'Unrecognised message.' });
    if (frame.kind === 'location' && !locationWithinBudget(conn))
      return refuseLocation(conn, 'Too many positions: slow down.');
    const current = frame;
    if (current.kind === 'subscribe' && !conn.rooms.has(current.room)) {
      // Refused here, before any database work: malformed rooms, and more checks than a socket may queue.
      if (!parseRoom(current.room)) return refuse(conn, current.room);
      if (conn.pendingChecks >= limits.maxPendingChecks)
        return send(conn, { kind: 'error', message: 'Too many messages: slow down.', room: current.room });
      // The whole process's budget, whoever asks: many accounts together cannot queue more database work either.
      if (!takeToken(subscribeBudget, limits.subscribesPerSecond, limits.subscribesPerSecond))
        return send(conn, { kind: 'error', message: BUSY_MESSAGE, room: current.room });
      conn.pendingChecks += 1;
      conn.queue = conn.queue
        .then(() => handleFrame(conn, current))
        .finally(() => {
          conn.pendingChecks -= 1;
        })
        .catch((error) => {
          log?.error({ err: error }, 'realtime: handling a client frame failed');
          send(conn, { kind: 'error', message: 'Something went wrong.', room: current.room });
        });
      return;
    }
    conn.queue = conn.queue
      .then(() => handleFrame(conn, current))
      .catch((error) => {
        log?.error({ err: error }, 'realtime: handling a client frame failed');
        send(conn, {
          kind: 'error',
          message: 'Something went wrong.',
          ...('room' in current ? { room: current.room } : {}),
        });
      });
  }

  async function open(conn: Connection, since: Date | null) {
    connections.add(conn);
    socketsByUser.set(conn.viewer.user.id, (socketsByUser.get(conn.viewer.user.id) ?? 0) + 1);
    for (const room of conn.rooms) join(conn, room);
    const at = clock().toISOString();
    send(conn, { kind: 'hello', user_id: conn.viewer.user.id, rooms: [...conn.rooms], at });
    if (since) {
      try {
        const missed = await deps.catchUp(conn.viewer.user.id, since);
        for (const item of missed) {
          const [room, event] =
            'event' in item ? [item.room, item.event] : [userRoom(conn.viewer.user.id), item];
          send(conn, { kind: 'event', room, event, at, replay: true });
        }
      } catch (error) {
        log?.error({ err: error }, 'realtime: catch-up failed');
      }
    }
    const pending = conn.pending ?? [];
    conn.pending = null;
    for (const text of pending) sendText(conn, text);
  }

  function drop(conn: Connection) {
    if (connections.has(conn)) {
      const left = (socketsByUser.get(conn.viewer.user.id) ?? 1) - 1;
      if (left > 0) socketsByUser.set(conn.viewer.user.id, left);
      else socketsByUser.delete(conn.viewer.user.id);
    }
    connections.delete(conn);
    for (const room of [...conn.rooms]) leave(conn, room);
  }

  const requireSite: MiddlewareHandler<AppEnv> = async (c, next) => {
    // The gateway authenticates with its own lookup (memoised: the route guard and the handler share one read).
    let viewer: Promise<Viewer | null> | undefined;
    c.set('viewer', () => {
      viewer ??= deps.lookupViewer(c.req.raw.headers);
      return viewer;
    });
    if (!isUpgrade(c.req.raw.headers)) return next();
    if (closing)
      return c.json(errorBody('shutting_down', 'The server is restarting. Try again shortly.'), 503);
    // Full: refused before any work, while there are still files for HTTP, the database and Redis.
    if (connections.size + reserved >= maxConnections) {
      c.header('retry-after', String(FULL_RETRY_AFTER_SECONDS));
      return c.json(
        errorBody('server_full', 'This server holds as many live connections as it can. Try again shortly.'),
        503,
      );
    }
    if (!allowedOrigins.has(c.req.header('origin') ?? ''))
      return c.json(
        errorBody('origin_rejected', 'WebSocket connections are accepted from this site only.'),
        403,
      );
    // The place is held from here until the socket opens (or the upgrade is answered otherwise).
    reserved += 1;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      reserved -= 1;
      clearTimeout(timer);
    };
    const timer = setTimeout(release, UPGRADE_RESERVATION_MS);
    timer.unref();
    const reservation = { release, upgrading: false };
    reservations.set(c.req.raw, reservation);
    try {
      await next();
    } finally {
      // Answered without an upgrade (401, 429, an error): the place is free again at once.
      if (!reservation.upgrading) release();
    }
  };

  const routes = createRouter();
  routes.use(realtimeRoute.path, requireSite);
  routes.openapi(realtimeRoute, async (c) => {
    if (!isUpgrade(c.req.raw.headers)) {
      c.header('upgrade', 'websocket');
      return c.json(errorBody('upgrade_required', 'Connect to this endpoint with a WebSocket.'), 426);
    }
    const viewer = await c.var.viewer();
    if (!viewer) return c.json(errorBody('unauthorized', 'Please sign in to continue.'), 401);
    if ((socketsByUser.get(viewer.user.id) ?? 0) >= limits.maxSocketsPerUser)
      return c.json(
        errorBody(
          'too_many_connections',
          `At most ${limits.maxSocketsPerUser} live connections per person. Close another tab and try again.`,
        ),
        429,
      );
    const rooms = new Set([userRoom(viewer.user.id)]);
    if (viewer.roles.includes('driver')) rooms.add(driverRoom(viewer.user.id));
    if (viewer.roles.includes('restaurant'))
      for (const id of await deps.restaurantsOf(viewer.user.id)) rooms.add(restaurantRoom(id));
    const sinceParam = c.req.valid('query').since;
    const sinceTime = sinceParam ? Date.parse(sinceParam) : Number.NaN;
    const since = Number.isFinite(sinceTime) && sinceTime <= clock().getTime() ? new Date(sinceTime) : null;

    let conn: Connection | undefined;
    const reservation = reservations.get(c.req.raw);
    if (reservation) reservation.upgrading = true;
    const response = await upgradeWebSocket(c, {
      onOpen(_event, ws) {
        reservations.get(c.req.raw)?.release();
        const socket = ws.raw as WebSocket;
        conn = {
          viewer,
          socket,
          rooms,
          missed: 0,
          pending: since ? [] : null,
          queue: Promise.resolve(),
          frames: { tokens: limits.frameBurst, refilledAt: Date.now() },
          dropped: 0,
          pendingChecks: 0,
          refused: 0,
          locations: { tokens: limits.locationBurst, refilledAt: Date.now() },
          headers: new Headers({ cookie: c.req.header('cookie') ?? '' }),
          viewerReadAt: Date.now(),
        };
        const current = conn;
        socket.on('pong', () => {
          current.missed = 0;
        });
        if (closing) return socket.close(1001, 'Server shutting down');
        void open(current, since);
      },
      onMessage(event) {
        if (conn) onMessage(conn, event.data);
      },
      onClose() {
        if (conn) drop(conn);
      },
      onError(event) {
        log?.debug({ err: (event as Event & { error?: unknown }).error }, 'realtime: socket error');
      },
    });
    // The typed route documents JSON answers; the upgrade's empty 101 placeholder is outside that contract.
    return response as never;
  });

  return {
    routes,
    connectionCount: () => connections.size,
    closeUser(userId, reason = 'Session ended') {
      closeSessions(userId, undefined, reason);
    },
    closeSessions,
    async close() {
      closing = true;
      clearInterval(heartbeat);
      stopListening();
      stopSignals();
      const sockets = [...connections].map((conn) => conn.socket);
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
      for (const conn of [...connections]) drop(conn);
    },
  };
}
