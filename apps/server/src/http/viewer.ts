import type { AppRole } from '@lekker/core/roles';
import type { MiddlewareHandler } from 'hono';
import { unauthorized } from './errors.ts';
import type { Policy } from './policy.ts';

export type Access = { policy: Policy; driverIsApproved(userId: string): Promise<boolean> };

/** The signed-in person making the request, with their roles read from the roles table for this request. */
export type Viewer = {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  sessionId: string;
  roles: AppRole[];
};

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

/** Installs a memoised, lazy viewer loader: public endpoints never pay for a session lookup. */
export function viewerMiddleware(
  lookup: SessionLookup,
  rolesOf: (userId: string) => Promise<AppRole[]>,
  access: Access,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('access', access);
    let pending: Promise<Viewer | null> | undefined;
    c.set('viewer', () => {
      pending ??= (async () => {
        const found = await lookup(c.req.raw.headers);
        if (!found) return null;
        return {
          user: {
            id: found.user.id,
            email: found.user.email,
            name: found.user.name,
            emailVerified: found.user.emailVerified,
          },
          sessionId: found.session.id,
          roles: await rolesOf(found.user.id),
        };
      })();
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
