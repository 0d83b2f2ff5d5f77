import type { RealtimeEvent, ServerFrame } from '@lekker/core/contracts/realtime';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import type { Viewer } from '../domain/viewer.ts';
import { MAX_BUFFERED_BYTES, OPEN, SESSION_ENDED, type TokenBucket } from './socket-limits.ts';

/** One open socket and what the gateway keeps about it. */
export type Connection = {
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

/**
 * This instance's open sockets: who is in which room, how many sockets each person holds, and sending to them (a
 * socket that stops reading is dropped rather than buffered without end).
 */
export function createConnections(options: { clock: () => Date; log?: Logger }) {
  const { clock, log } = options;
  const all = new Set<Connection>();
  const members = new Map<string, Set<Connection>>();
  const socketsByUser = new Map<string, number>();

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

  return {
    all,
    join,
    leave,
    sendText,
    send,
    has: (conn: Connection) => all.has(conn),
    size: () => all.size,
    socketsOf: (userId: string) => socketsByUser.get(userId) ?? 0,

    /** A live event to everyone in the room here (held back for sockets still receiving their catch-up). */
    broadcast(room: string, event: RealtimeEvent) {
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
    },

    /** A socket opened: counted for its person and joined to its rooms. */
    add(conn: Connection) {
      all.add(conn);
      socketsByUser.set(conn.viewer.user.id, (socketsByUser.get(conn.viewer.user.id) ?? 0) + 1);
      for (const room of conn.rooms) join(conn, room);
    },

    /** A socket closed: out of every room and its person's count. */
    drop(conn: Connection) {
      if (all.has(conn)) {
        const left = (socketsByUser.get(conn.viewer.user.id) ?? 1) - 1;
        if (left > 0) socketsByUser.set(conn.viewer.user.id, left);
        else socketsByUser.delete(conn.viewer.user.id);
      }
      all.delete(conn);
      for (const room of [...conn.rooms]) leave(conn, room);
    },

    /** Closes this instance's sockets of the user (of these sessions only, when named). */
    closeSessions(userId: string, sessionIds?: readonly string[], reason = 'Session ended') {
      const only = sessionIds ? new Set(sessionIds) : null;
      for (const conn of [...all])
        if (conn.viewer.user.id === userId && (!only || only.has(conn.viewer.sessionId)))
          conn.socket.close(SESSION_ENDED, reason);
    },
  };
}

export type Connections = ReturnType<typeof createConnections>;
