import type { AppRole } from '@lekker/core/roles';
import type { MiddlewareHandler } from 'hono';
import { unauthorized } from '../domain/errors.ts';
import type { Policy } from '../domain/policy.ts';
import type { Viewer } from '../domain/viewer.ts';

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
  session: { id: string };
} | null>;

/** Session + roles → the viewer (null for anonymous callers); shared by HTTP routes and the WebSocket gateway. */
export function sessionViewerLookup(
  lookup: SessionLookup,
  rolesOf: (userId: string) => Promise<AppRole[]>,
): (headers: Headers) => Promise<Viewer | null> {
  return async (headers) => {
    const found = await lookup(headers);
    if (!found) return null;
    const { id, email, name, emailVerified } = found.user;
    return {
      user: { id, email, name, emailVerified },
      sessionId: found.session.id,
      roles: await rolesOf(id),
    };
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
