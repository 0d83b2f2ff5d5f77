// The gateway's bounds and timings: what one person, and the whole process, can make the realtime server do.

/** ws's readyState of an open socket. */
export const OPEN = 1;
/** A socket that stops reading this much queued output is dropped (it reconnects and catches up). */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
export const SHUTDOWN_GRACE_MS = 1000;
/** Seconds a refused upgrade is told to wait (the browser's backoff is 1, 2, 5, 10 s; it spreads reconnects). */
export const FULL_RETRY_AFTER_SECONDS = 10;
/** The heartbeat visits the sockets in this many slices per period, so pings, pongs and checks never come at once. */
export const HEARTBEAT_SLICES = 50;
/**
 * A subscribe within this long of the last full read of the viewer checks only that the session still exists (one
 * primary-key read) and keeps the roles read then; later ones read the session and roles again.
 */
export const VIEWER_FRESH_MS = 30_000;
/** An upgrade admitted but never opened gives its place back after this long. */
export const UPGRADE_RESERVATION_MS = 10_000;

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
export const POLICY_VIOLATION = 1008;
/** What a subscribe refused by a limit of the whole server hears (it may try again shortly). */
export const BUSY_MESSAGE = 'The server is busy. Try again shortly.';

/** A per-socket budget: `burst` tokens at most, refilled at `perSecond`. */
export type TokenBucket = { tokens: number; refilledAt: number };

/** Takes one token if there is one (refilling for the time since the last take first). */
export function takeToken(bucket: TokenBucket, burst: number, perSecond: number): boolean {
  const now = Date.now();
  bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.refilledAt) / 1000) * perSecond);
  bucket.refilledAt = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

/** Application close code: the session behind the socket ended (signed out, reset, expired, suspended). */
export const SESSION_ENDED = 4001;
