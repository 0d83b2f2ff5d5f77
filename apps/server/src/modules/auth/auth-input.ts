import { AUTH_REQUEST_SCHEMAS, type AuthRequestPath } from '@lekker/core/contracts/auth-requests';
import { describeIssues } from '@lekker/core/validation-messages';
import { APIError, createAuthMiddleware } from 'better-auth/api';

const isChecked = (path: string): path is AuthRequestPath => Object.hasOwn(AUTH_REQUEST_SCHEMAS, path);

/**
 * better-auth's before-hook: the body of each of its endpoints that takes one is held to the shared contract
 * (core contracts/auth-requests.ts) before better-auth reads it, so a `null` or 5,000-character name, a
 * `javascript:` picture or a malformed address is a 400 with sentences for people and the fields at fault, and
 * nothing is stored. `ctx.path` is better-auth's own route, so no spelling of the URL slips past; calls through
 * `auth.api` are checked too.
 */
export const checkAuthInput = createAuthMiddleware(async (ctx) => {
  if (!isChecked(ctx.path)) return;
  const parsed = AUTH_REQUEST_SCHEMAS[ctx.path].safeParse(ctx.body ?? {});
  if (parsed.success) return;
  const { message, fields } = describeIssues(parsed.error.issues);
  throw new APIError('BAD_REQUEST', { message, code: 'VALIDATION_ERROR', fields });
});
