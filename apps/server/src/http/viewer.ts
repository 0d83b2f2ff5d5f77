import type { AppRole } from '@lekker/core/roles';
import type { MiddlewareHandler } from 'hono';
import { unauthorized } from '../domain/errors.ts';
import type { Policy } from '../domain/policy.ts';
import type { Viewer } from '../domain/viewer.ts';
import { type SessionCache, sessionCacheKey } from '../modules/auth/session-cache.ts';

export type Access = { policy: Policy; driverIsApproved(userId: string): Promise<boolean> };

export type AppEnv = {
  Variables: {
    /** Loads the session (once per request) — null for anonymous callers. */
    viewer: () => Promise<Viewer | null>;
    /** The policy and the lookups the route guard needs. */
    access: Access;
  };
};

export type SessionLookup = (headers: Headers) => Promise<{
  user: { id: string; email: string; name: string; emailVerified: boolean };
  session: { id: string; expiresAt?: Date };
} | null>;

/** Session + roles → the viewer and when its session expires (null for anonymous callers). */
export function sessionLookupWithExpiry(
  lookup: SessionLookup,
  rolesOf: (userId: string) => Promise<AppRole[]>,
): (headers: Headers) => Promise<{ viewer: Viewer; expiresAt: Date | null } | null> {
  return async (headers) => {
    const found = await lookup(headers);
    if (!found) return null;
    const { id, email, name, emailVerified } = found.user;
    return {
      viewer: {
        user: { id, email, name, emailVerified },
        sessionId: found.session.id,
        roles: await rolesOf(id),
      },
      expiresAt: found.session.expiresAt ? new Date(found.session.expiresAt) : null,
    };
  };
}

/** Session + roles → the viewer (null for anonymous callers); shared by HTTP routes and the WebSocket gateway. */
export function sessionViewerLookup(
  lookup: SessionLookup,
  rolesOf: (userId: string) => Promise<AppRole[]>,
): (headers: Headers) => Promise<Viewer | null> {
  const load = sessionLookupWithExpiry(lookup, rolesOf);
  return async (headers) => (await load(headers))?.viewer ?? null;
}

/**
 * The session cache on a hot driver route (docs/decisions/040-session-cache.md), after `viewerMiddleware`: a cached
 * session serves the viewer, and the driver guard's approval check, from memory. On a miss the viewer is resolved
 * in full (`resolve`) and, once the route answered 200 (so the driver guard passed: driver role, approved), kept —
 * unless a session or access of anyone ended meanwhile (the lookup may predate it). Anything but a POST, and
 * requests without a session cookie, go through unchanged.
 */
export function cachedDriverViewer(
  cache: SessionCache,
  resolve: (headers: Headers) => Promise<{ viewer: Viewer; expiresAt: Date | null } | null>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const key = sessionCacheKey(c.req.header('cookie'));
    if (!key) return next();
    const hit = cache.get(key);
    if (hit) {
      const access = c.var.access;
      c.set('viewer', () => Promise.resolve(hit));
      // Cached only for an approved driver, and dropped when that changes (suspension: a signal; else the sweep).
      c.set('access', {
        ...access,
        driverIsApproved: async (userId) => userId === hit.user.id || access.driverIsApproved(userId),
      });
      return next();
    }
    const since = cache.epoch();
    let resolved: ReturnType<typeof resolve> | undefined;
    c.set('viewer', () => {
      resolved ??= resolve(c.req.raw.headers);
      return resolved.then((r) => r?.viewer ?? null);
    });
    await next();
    if (c.res.status !== 200 || !resolved) return;
    const found = await resolved.catch(() => null);
    if (found?.expiresAt && found.viewer.roles.includes('driver'))
      cache.put(key, found.viewer, found.expiresAt, since);
  };
}

/** Installs a memoised, lazy viewer loader: public endpoints never pay for a session lookup. */
export function viewerMiddleware(
  lookup: SessionLookup,
  rolesOf: (userId: string) => Promise<AppRole[]>,
  access: Access,
): MiddlewareHandler<AppEnv> {
  const load = sessionViewerLookup(lookup, rolesOf);
  return async (c, next) => {
    c.set('access', access);
    let pending: Promise<Viewer | null> | undefined;
    c.set('viewer', () => {
      pending ??= load(c.req.raw.headers);
      return pending;
    });
    await next();
  };
}

/** The signed-in viewer of a guarded route (the guard has already refused anonymous callers). */
export async function currentViewer(c: { var: { viewer: () => Promise<Viewer | null> } }): Promise<Viewer> {
  const viewer = await c.var.viewer();
  if (!viewer) throw unauthorized();
  return viewer;
}
