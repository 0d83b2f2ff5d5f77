import { DoorSignInSchema, MeSchema } from '@lekker/core/contracts/accounts';
import { ApiErrorSchema, OkSchema } from '@lekker/core/contracts/common';
import { AccountSessionsSchema } from '@lekker/core/contracts/sessions';
import { z } from 'zod';
import { unauthorized } from '../../domain/errors.ts';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import type { AccountsService } from './accounts.service.ts';

const SignedInSchema = z.object({
  redirect: z.boolean(),
  token: z.string().optional(),
  user: z.object({ id: z.string() }).passthrough(),
});

const meRoute = guardedRoute({
  method: 'get',
  path: '/me',
  // Public: every page asks, and a visitor is an answer, not an error (a 401 would be logged on every page).
  audience: 'public',
  tags: ['Accounts'],
  summary:
    'The signed-in user, their roles (from the roles table) and their applications; `{ user: null }` when signed out',
  responses: {
    200: jsonContent(MeSchema, 'The viewer, or no user'),
  },
});

const doorSignInRoute = guardedRoute({
  method: 'post',
  path: '/account/sign-in',
  audience: 'public',
  tags: ['Accounts'],
  summary: "Sign in at a role's door; an account without that role gets no session",
  request: { body: { content: { 'application/json': { schema: DoorSignInSchema } }, required: true } },
  responses: {
    200: jsonContent(SignedInSchema, 'Signed in; the session cookie is set'),
    400: jsonContent(ApiErrorSchema, 'Missing e-mail or password'),
    401: jsonContent(ApiErrorSchema, 'Invalid email or password'),
    403: jsonContent(ApiErrorSchema, 'E-mail not confirmed, or the account lacks the role'),
    429: jsonContent(ApiErrorSchema, 'Too many attempts'),
  },
});

const signOutRoute = guardedRoute({
  method: 'post',
  path: '/account/sign-out',
  audience: 'signed-in',
  tags: ['Accounts'],
  summary: 'Sign out everywhere: ends every session of the user on every device',
  responses: { 200: jsonContent(OkSchema, 'Signed out'), 401: jsonContent(ApiErrorSchema, 'Not signed in') },
});

const listSessionsRoute = guardedRoute({
  method: 'get',
  path: '/account/sessions',
  audience: 'signed-in',
  tags: ['Accounts'],
  summary: 'Your signed-in devices (id, device, when signed in and last seen, this one); never their tokens',
  responses: {
    200: jsonContent(AccountSessionsSchema, 'Your sessions, newest first'),
    401: jsonContent(ApiErrorSchema, 'Not signed in'),
  },
});

const revokeSessionRoute = guardedRoute({
  method: 'delete',
  path: '/account/sessions/{id}',
  audience: 'signed-in',
  tags: ['Accounts'],
  summary: 'Sign one of your devices out, by the id the list gave',
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: {
    200: jsonContent(OkSchema, 'That device is signed out'),
    401: jsonContent(ApiErrorSchema, 'Not signed in'),
    404: jsonContent(ApiErrorSchema, 'No such session of yours'),
  },
});

export function accountsRoutes(service: AccountsService) {
  return createRouter()
    .openapi(meRoute, async (c) => {
      const viewer = await c.var.viewer();
      if (!viewer) return c.json(MeSchema.parse({ user: null }), 200);
      return c.json(MeSchema.parse(await service.describe(viewer)), 200);
    })
    .openapi(doorSignInRoute, async (c) => {
      // better-auth's Response carries the Set-Cookie header; hand it back as is.
      return (await service.signInAtDoor(c.req.valid('json'), c.req.raw)) as never;
    })
    .openapi(listSessionsRoute, async (c) => {
      const viewer = await c.var.viewer();
      if (!viewer) throw unauthorized();
      return c.json({ sessions: await service.listSessions(viewer) }, 200);
    })
    .openapi(revokeSessionRoute, async (c) => {
      const viewer = await c.var.viewer();
      if (!viewer) throw unauthorized();
      await service.revokeSession(viewer, c.req.valid('param').id, c.req.raw.headers);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(signOutRoute, async (c) => {
      const viewer = await c.var.viewer();
      if (!viewer) throw unauthorized();
      const res = await service.signOutEverywhere(viewer, c.req.raw.headers);
      const out = c.json({ ok: true as const }, 200);
      for (const cookie of res.headers.getSetCookie()) out.headers.append('set-cookie', cookie);
      return out;
    });
}
