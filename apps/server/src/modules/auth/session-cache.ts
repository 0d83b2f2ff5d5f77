import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Viewer } from '../../domain/viewer.ts';

/**
 * Session cache for the hot driver-position POST (docs/decisions/040-session-cache.md): session cookie → the
 * viewer better-auth and the roles table resolved for it, for an approved driver only, so a post skips the cookie
 * signature check, the session, user, roles and approval reads.
 *
 * An entry is kept until the earliest of: `ttlMs` after it was stored, the session's own expiry, a `session.ended`
 * signal for its user from any instance (the bus: sign-out, sign-out everywhere, password reset or change,
 * suspension), and the next sweep that finds its session gone or expired, or its user no longer an approved
 * driver (one query for every cached session each `sweepMs`: the backstop for changes that send no signal — an
 * admin's sign-out everywhere, a role revoked, a lost bus message). Nothing is cached for an unknown, expired or
 * refused session.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
export const SESSION_CACHE_SWEEP_MS = 1000;
const MAX_ENTRIES = 50_000;

/** better-auth's session cookie (`lekker` prefix), and its `__Secure-` form on https. */
const SESSION_COOKIES = ['lekker.session_token', '__Secure-lekker.session_token'];

/**
 * The cache key of a request: a hash of its session cookies (name and signed value), or null without one. Any
 * other value of the cookie — another session, a forged signature — is another key: a miss, resolved in full.
 */
export function sessionCacheKey(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader?.includes('session_token')) return null;
  const found: string[] = [];
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (SESSION_COOKIES.includes(name)) found.push(`${name}=${part.slice(eq + 1).trim()}`);
  }
  if (found.length === 0) return null;
  return createHash('sha256').update(found.join('\n')).digest('base64url');
}

type Entry = { viewer: Viewer; until: number };

export type SessionCacheOptions = {
  ttlMs?: number;
  sweepMs?: number;
  maxEntries?: number;
  /**
   * Of these session ids, the ones still fit for the cached use: the session exists and has not expired, and its
   * user is still an approved driver. Without it there is no sweep (entries live until TTL, expiry or a signal).
   */
  stillValid?: (sessionIds: string[]) => Promise<Set<string>>;
  now?: () => number;
  logger?: Logger;
};

export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache(options: SessionCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  let sweepMs = options.sweepMs ?? SESSION_CACHE_SWEEP_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  /** User id → the keys of their cached sessions. */
  const byUser = new Map<string, Set<string>>();
  /** Bumped by every invalidation: a lookup that started before one is used for its request but not kept. */
  let epoch = 0;
  let timer: NodeJS.Timeout | undefined;
  let sweeping = false;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = byUser.get(entry.viewer.user.id);
    keys?.delete(key);
    if (keys?.size === 0) byUser.delete(entry.viewer.user.id);
    if (entries.size === 0) stopSweeping();
  }

  function stopSweeping() {
    if (timer) clearInterval(timer);
    timer = undefined;
  }
  function startSweeping() {
    if (timer || !options.stillValid || !(sweepMs > 0) || entries.size === 0) return;
    timer = setInterval(() => void sweep(), sweepMs);
    timer.unref();
  }

  async function sweep() {
    if (!options.stillValid || sweeping || entries.size === 0) return;
    sweeping = true;
    const checked = [...entries];
    try {
      const valid = await options.stillValid([...new Set(checked.map(([, e]) => e.viewer.sessionId))]);
      // Only the entries read for this check: one stored since is checked at the next sweep.
      for (const [key, entry] of checked)
        if (entries.get(key) === entry && !valid.has(entry.viewer.sessionId)) remove(key);
    } catch (error) {
      // The check failed: nothing cached is trusted until it can be checked again (full lookups meanwhile).
      options.logger?.warn({ err: error }, 'session cache: sweep failed, cache cleared');
      clear();
    } finally {
      sweeping = false;
    }
  }

  function clear() {
    epoch += 1;
    entries.clear();
    byUser.clear();
    stopSweeping();
  }

  return {
    /** The cached viewer of this key, if its entry is still within its time. */
    get(key: string): Viewer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() < entry.until) return entry.viewer;
      remove(key);
      return undefined;
    },
    /** Taken before a lookup starts; `put` refuses the lookup's result if anything was invalidated since. */
    epoch: () => epoch,
    /**
     * Keeps a viewer resolved in full (session found, approved driver) until the earliest of the TTL and the
     * session's expiry. Refused when an invalidation came since `since` (the lookup may predate it), when the
     * session has already expired, and when the cache is full.
     */
    put(key: string, viewer: Viewer, sessionExpiresAt: Date, since: number): boolean {
      if (since !== epoch) return false;
      const t = now();
      const until = Math.min(t + ttlMs, sessionExpiresAt.getTime());
      if (!(until > t)) return false;
      if (entries.size >= maxEntries && !entries.has(key)) {
        for (const [k, e] of entries) if (e.until <= t) remove(k);
        if (entries.size >= maxEntries) return false;
      }
      remove(key);
      entries.set(key, { viewer, until });
      let keys = byUser.get(viewer.user.id);
      if (!keys) {
        keys = new Set();
        byUser.set(viewer.user.id, keys);
      }
      keys.add(key);
      startSweeping();
      return true;
    },
    /** A session of this user ended (or their access changed): every cached session of theirs is dropped. */
    forgetUser(userId: string) {
      epoch += 1;
      for (const key of [...(byUser.get(userId) ?? [])]) remove(key);
    },
    /** Checks every cached session now (the timer does it every `sweepMs`). */
    sweep,
    /** Changes the sweep period (0: only when `sweep` is called; tests use it to tell signals from sweeps). */
    sweepEvery(ms: number) {
      stopSweeping();
      sweepMs = ms;
      startSweeping();
    },
    clear,
    size: () => entries.size,
    close: clear,
  };
}
