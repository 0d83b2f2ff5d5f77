import { type ClientFrame, ClientFrameSchema } from '@lekker/core/contracts/realtime';
import type { Logger } from 'pino';
import type { Viewer } from '../domain/viewer.ts';
import type { Connection, Connections } from './connections.ts';
import { type CanJoin, parseRoom } from './rooms.ts';
import {
  BUSY_MESSAGE,
  POLICY_VIOLATION,
  type SOCKET_LIMITS,
  type TokenBucket,
  takeToken,
} from './socket-limits.ts';

export type LocationFrame = Omit<Extract<ClientFrame, { kind: 'location' }>, 'kind'>;

type FrameDeps = {
  canJoin: CanJoin;
  location?(viewer: Viewer, frame: LocationFrame): Promise<string | null>;
};

/**
 * What a client's frames do (subscribe, unsubscribe, ping, a driver's position), within the budgets: each socket's
 * frames and positions, a few room checks per socket and across the server, and the process's rate of checks.
 */
export function createFrameHandler(
  deps: FrameDeps,
  connections: Connections,
  options: {
    limits: typeof SOCKET_LIMITS;
    maxRooms: number;
    sessionStillValid(conn: Connection): Promise<boolean>;
    clock: () => Date;
    log?: Logger;
  },
) {
  const { limits, maxRooms, sessionStillValid, clock, log } = options;
  /** Room checks running now, across every socket. */
  let checksRunning = 0;
  /** Room checks this process may still start (SOCKET_LIMITS.subscribesPerSecond, a second's worth at most). */
  const subscribeBudget: TokenBucket = { tokens: limits.subscribesPerSecond, refilledAt: Date.now() };

  /** Takes one position from the socket's position budget. */
  function locationWithinBudget(conn: Connection): boolean {
    return takeToken(conn.locations, limits.locationBurst, limits.locationsPerSecond);
  }
  const refuseLocation = (conn: Connection, message: string) =>
    connections.send(conn, { kind: 'error', message, location: true });

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
        return connections.send(conn, { kind: 'pong', at: clock().toISOString() });
      case 'unsubscribe':
        connections.leave(conn, frame.room);
        return connections.send(conn, { kind: 'unsubscribed', room: frame.room });
      case 'subscribe': {
        if (conn.rooms.has(frame.room))
          return connections.send(conn, { kind: 'subscribed', room: frame.room });
        if (conn.rooms.size >= maxRooms)
          return connections.send(conn, {
            kind: 'error',
            message: `At most ${maxRooms} rooms per connection.`,
            room: frame.room,
          });
        if (checksRunning >= limits.maxConcurrentChecks)
          return connections.send(conn, {
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
        connections.join(conn, frame.room);
        return connections.send(conn, { kind: 'subscribed', room: frame.room });
      }
    }
  }

  function refuse(conn: Connection, room: string) {
    conn.refused += 1;
    if (conn.refused > limits.maxRefusedRooms)
      return conn.socket.close(POLICY_VIOLATION, 'Too many refused subscriptions');
    connections.send(conn, { kind: 'error', message: 'You cannot listen to that room.', room });
  }

  /** Takes one frame from the socket's budget; false (and maybe closes the socket) when it is spent. */
  function withinBudget(conn: Connection): boolean {
    if (takeToken(conn.frames, limits.frameBurst, limits.framesPerSecond)) return true;
    conn.dropped += 1;
    if (conn.dropped > limits.maxDroppedFrames) conn.socket.close(POLICY_VIOLATION, 'Too many messages');
    else if (conn.dropped === 1)
      connections.send(conn, { kind: 'error', message: 'Too many messages: slow down.' });
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
    if (!frame) return connections.send(conn, { kind: 'error', message: 'Unrecognised message.' });
    if (frame.kind === 'location' && !locationWithinBudget(conn))
      return refuseLocation(conn, 'Too many positions: slow down.');
    const current = frame;
    if (current.kind === 'subscribe' && !conn.rooms.has(current.room)) {
      // Refused here, before any database work: malformed rooms, and more checks than a socket may queue.
      if (!parseRoom(current.room)) return refuse(conn, current.room);
      if (conn.pendingChecks >= limits.maxPendingChecks)
        return connections.send(conn, {
          kind: 'error',
          message: 'Too many messages: slow down.',
          room: current.room,
        });
      // The whole process's budget, whoever asks: many accounts together cannot queue more database work either.
      if (!takeToken(subscribeBudget, limits.subscribesPerSecond, limits.subscribesPerSecond))
        return connections.send(conn, { kind: 'error', message: BUSY_MESSAGE, room: current.room });
      conn.pendingChecks += 1;
      conn.queue = conn.queue
        .then(() => handleFrame(conn, current))
        .finally(() => {
          conn.pendingChecks -= 1;
        })
        .catch((error) => {
          log?.error({ err: error }, 'realtime: handling a client frame failed');
          connections.send(conn, { kind: 'error', message: 'Something went wrong.', room: current.room });
        });
      return;
    }
    conn.queue = conn.queue
      .then(() => handleFrame(conn, current))
      .catch((error) => {
        log?.error({ err: error }, 'realtime: handling a client frame failed');
        connections.send(conn, {
          kind: 'error',
          message: 'Something went wrong.',
          ...('room' in current ? { room: current.room } : {}),
        });
      });
  }

  return { onMessage };
}
