import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { forbidden, unauthorized } from '../domain/errors.ts';
import type { AppEnv } from './viewer.ts';

/**
 * Who may call a route. `signed-in`: any session. `customer`/`restaurant`/`driver`: that role (ownership is the
 * service's job). `admin`: canAccessAdminPanel. Every route states one; the authorization test reads them back
 * from the OpenAPI document (`x-audience`).
 */
export type Audience = 'public' | 'signed-in' | 'customer' | 'restaurant' | 'driver' | 'admin';

export function requireAudience(audience: Audience): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (audience === 'public') return next();
    const viewer = await c.var.viewer();
    if (!viewer) throw unauthorized();
    const deps = c.var.access;
    switch (audience) {
      case 'signed-in':
        break;
      case 'admin':
        if (!(await deps.policy.canAccessAdminPanel(viewer))) throw forbidden('Only admins can do that.');
        break;
      case 'driver':
        if (!viewer.roles.includes('driver')) throw forbidden('Only drivers can do that.');
        if (!(await deps.driverIsApproved(viewer.user.id)))
          throw forbidden('Your driver account is not active. See your driver status page.');
        break;
      default:
        if (!viewer.roles.includes(audience)) throw forbidden(`Only ${audience} accounts can do that.`);
    }
    return next();
  };
}

/** createRoute plus the audience: the guard runs before validation, and the audience is recorded in OpenAPI. */
export function guardedRoute<const R extends Omit<RouteConfig, 'middleware'>>(
  config: R & { audience: Audience },
) {
  const { audience, ...rest } = config;
  const route = {
    ...(rest as unknown as R),
    middleware: [requireAudience(audience)] as MiddlewareHandler[],
    'x-audience': audience,
    ...(audience === 'public' ? {} : { security: [{ session: [] }] }),
  };
  return createRoute(route);
}
