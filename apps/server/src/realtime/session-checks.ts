import type { Logger } from 'pino';
import type { Viewer } from '../domain/viewer.ts';
import type { Connection, Connections } from './connections.ts';
import { HEARTBEAT_SLICES, OPEN, SESSION_ENDED, VIEWER_FRESH_MS } from './socket-limits.ts';

type SessionDeps = {
  lookupViewer(headers: Headers): Promise<Viewer | null>;
  liveSessions?(sessionIds: string[]): Promise<Set<string>>;
};

/**
 * A socket lives only as long as its session: checked on every subscribe, and for every socket once per heartbeat
 * period (a slice of the sockets per tick, with the ping that drops sockets missing two).
 */
export function createSessionChecks(
  deps: SessionDeps,
  connections: Connections,
  options: { heartbeatMs: number; log?: Logger },
) {
  const { log } = options;

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

  /**
   * Each period visits every socket once, a slice per tick: a ping (two missed: dropped) and the session check.
   * All at once, 20,000 pings, their pongs and the session reads stalled the event loop for live events.
   * Returns the stop.
   */
  function startHeartbeat(): () => void {
    const tickMs = Math.max(5, options.heartbeatMs / HEARTBEAT_SLICES);
    const slicesPerRound = Math.max(1, Math.round(options.heartbeatMs / tickMs));
    let round: Connection[] = [];
    let tick = 0;
    let revalidating = 0;
    const heartbeat = setInterval(() => {
      const slot = tick % slicesPerRound;
      tick += 1;
      if (slot === 0) round = [...connections.all];
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
    return () => clearInterval(heartbeat);
  }

  return { sessionStillValid, startHeartbeat };
}
