import { upgradeWebSocket } from '@hono/node-server';
import { ApiErrorSchema } from '@lekker/core/contracts/common';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { Viewer } from '../domain/viewer.ts';
import { errorBody } from '../http/errors.ts';
import { guardedRoute } from '../http/guard.ts';
import { createRouter } from '../http/openapi.ts';
import { jsonContent } from '../http/responses.ts';
import type { AppEnv } from '../http/viewer.ts';
import type { Connection, Connections } from './connections.ts';
import { driverRoom, restaurantRoom, userRoom } from './rooms.ts';
import { FULL_RETRY_AFTER_SECONDS, type SOCKET_LIMITS, UPGRADE_RESERVATION_MS } from './socket-limits.ts';

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

type RouteDeps = {
  lookupViewer(headers: Headers): Promise<Viewer | null>;
  restaurantsOf(userId: string): Promise<string[]>;
};

/**
 * `GET /realtime`: the upgrade, refused before any work when the server is closing or full, from another site, not
 * signed in or over the person's socket cap; an admitted upgrade holds its place until its socket opens.
 */
export function createRealtimeRoutes(
  deps: RouteDeps,
  connections: Connections,
  options: {
    limits: typeof SOCKET_LIMITS;
    maxConnections: number;
    allowedOrigins: ReadonlySet<string>;
    isClosing(): boolean;
    onOpen(conn: Connection, since: Date | null): void;
    onMessage(conn: Connection, data: unknown): void;
    clock: () => Date;
    log?: Logger;
  },
) {
  const { limits, maxConnections, allowedOrigins, isClosing, onOpen, onMessage, clock, log } = options;
  /** Upgrades admitted and not yet open (or refused): they count against maxConnections. */
  let reserved = 0;
  /** The place an admitted upgrade holds: given back when its socket opens, or when it is answered otherwise. */
  const reservations = new WeakMap<Request, { release(): void; upgrading: boolean }>();

  const requireSite: MiddlewareHandler<AppEnv> = async (c, next) => {
    // The gateway authenticates with its own lookup (memoised: the route guard and the handler share one read).
    let viewer: Promise<Viewer | null> | undefined;
    c.set('viewer', () => {
      viewer ??= deps.lookupViewer(c.req.raw.headers);
      return viewer;
    });
    if (!isUpgrade(c.req.raw.headers)) return next();
    if (isClosing())
      return c.json(errorBody('shutting_down', 'The server is restarting. Try again shortly.'), 503);
    // Full: refused before any work, while there are still files for HTTP, the database and Redis.
    if (connections.size() + reserved >= maxConnections) {
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
    if (connections.socketsOf(viewer.user.id) >= limits.maxSocketsPerUser)
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
        if (isClosing()) return socket.close(1001, 'Server shutting down');
        onOpen(current, since);
      },
      onMessage(event) {
        if (conn) onMessage(conn, event.data);
      },
      onClose() {
        if (conn) connections.drop(conn);
      },
      onError(event) {
        log?.debug({ err: (event as Event & { error?: unknown }).error }, 'realtime: socket error');
      },
    });
    // The typed route documents JSON answers; the upgrade's empty 101 placeholder is outside that contract.
    return response as never;
  });

  return routes;
}
