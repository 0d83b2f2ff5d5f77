import { PASSWORD_MIN_LENGTH, PRODUCT_NAME } from '@lekker/core/constants';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { account, session, user, verification } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { confirmEmailMail, existingAccountMail, resetPasswordMail } from '../mail/templates.ts';
import { checkAuthInput } from './auth-input.ts';
import { type AuthMailKind, MAIL_ALLOWANCE_WINDOW_MS } from './mail-allowance.ts';
import { createMailLanguage } from './mail-language.ts';

/** Idle sessions end after 7 days; an active one is extended at most once a day. */
export const SESSION_EXPIRES_IN_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;

/**
 * The address an e-mailed link should use: the origin the request came from (its `Origin` header) when it is one
 * of the site's allowed origins, else the public URL. A visitor who signed up at http://127.0.0.1:3000 must land
 * back there, where their cart and location are kept (they live in that origin's storage).
 */
export function linkOrigin(config: Pick<Config, 'publicUrl' | 'allowedOrigins'>, request?: Request): string {
  const origin = request?.headers.get('origin');
  return origin && config.allowedOrigins.includes(origin) ? origin : config.publicUrl;
}

/** `url` (built on the public URL) moved to the origin of the request, as linkOrigin decides. */
export function linkFor(
  config: Pick<Config, 'publicUrl' | 'allowedOrigins'>,
  url: string,
  request?: Request,
) {
  const target = new URL(url);
  const origin = new URL(linkOrigin(config, request));
  target.protocol = origin.protocol;
  target.host = origin.host;
  return target.toString();
}

/** What a suspended account hears at sign-in (docs/decisions/049-suspension-wins.md). */
export const ACCOUNT_SUSPENDED_MESSAGE =
  'This account is suspended, so you cannot sign in. Contact support to have it reinstated.';

export type AuthDeps = {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Runs after every new user row: grant the customer role and create the profile. */
  onUserCreated: (user: { id: string; name: string; email: string }) => Promise<void>;
  /** The app's logger; without it, one at the configured level. */
  logger?: Logger;
  /** After a password reset ended every session of the user: close their live sockets. */
  onPasswordReset?: (userId: string) => void;
  /**
   * After better-auth deleted a session (sign-out, revoke, password reset or change, an expired one found): tell
   * every instance, so its cached copy and its sockets end at once (docs/decisions/040-session-cache.md).
   */
  onSessionDeleted?: (deleted: { id: string; userId: string }) => void;
  /** Whether one more mail of a kind may go to an address this hour (mail-allowance.ts); without it, always. */
  allowMail?: (kind: AuthMailKind, address: string) => Promise<boolean>;
  /** An admin suspended this account: no session is created for it (docs/decisions/049-suspension-wins.md). */
  isSuspended?: (userId: string) => Promise<boolean>;
};

/**
 * better-auth: e-mail + password with confirmation, password reset (ending every old session), sessions in our
 * database behind HttpOnly cookies, passwords hashed with scrypt (memory-hard). Rate limits are ours (per IP and
 * per e-mail, see http/rate-limit.ts), so better-auth's own limiter is off.
 */
export function createAuth({
  config,
  db,
  mailer,
  onUserCreated,
  logger,
  onPasswordReset,
  onSessionDeleted,
  allowMail = async () => true,
  isSuspended,
}: AuthDeps) {
  const log = (logger ?? createLogger(config.logLevel)).child({ module: 'better-auth' });
  const languageOf = createMailLanguage(db);
  /** Sends a mail within the address's hourly allowance of its kind; past it, logs and sends nothing. */
  const sendAllowed = async (kind: AuthMailKind, mail: Parameters<Mailer['send']>[0]) => {
    if (await allowMail(kind, mail.to)) return mailer.send(mail);
    log.info({ kind }, 'auth mail not sent: the address had its allowance this hour');
  };
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.allowedOrigins,
    telemetry: { enabled: false },
    // better-auth prints to the console by default ('User not found' on every failed sign-in): its lines go to
    // our JSON log instead, at their own level.
    logger: { level: 'warn', log: (level, message, ...args) => log[level]({ args }, message) },
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user: u }) => onPasswordReset?.(u.id),
      // At least the mail allowance's window (mail-allowance.ts): a used-up allowance leaves a working link.
      resetPasswordTokenExpiresIn: MAIL_ALLOWANCE_WINDOW_MS / 1000,
      sendResetPassword: async ({ user: u, url }, request) => {
        await sendAllowed(
          'reset',
          resetPasswordMail(u.email, u.name, linkFor(config, url, request), await languageOf(u.id, request)),
        );
      },
      // Signing up again with a known address answers like a new sign-up (no enumeration) and tells the owner.
      onExistingUserSignUp: async ({ user: u }, request) => {
        await sendAllowed(
          'existing-account',
          existingAccountMail(
            u.email,
            u.name,
            `${linkOrigin(config, request)}/reset-password`,
            await languageOf(u.id, request),
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Opening the link signs the person in and returns them to the page they came from (callbackURL), on the
      // address they used (linkFor), so their cart and location are still there (docs/product.md#auth-screen).
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: u, url }, request) => {
        await sendAllowed(
          'confirm',
          confirmEmailMail(u.email, u.name, linkFor(config, url, request), await languageOf(u.id, request)),
        );
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    rateLimit: { enabled: false },
    // Every body better-auth takes is held to the shared contracts first (auth-input.ts).
    hooks: { before: checkAuthInput },
    // A refusal from that hook is an answer, not a fault: into our log (better-auth would print it to the console).
    onAPIError: {
      onError: (error) => {
        const status = (error as { status?: unknown }).status;
        if (status === 'INTERNAL_SERVER_ERROR' || !(error instanceof APIError))
          log.error({ err: error }, 'auth error');
        else log.debug({ status, message: error.message }, 'auth request refused');
      },
    },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      cookiePrefix: 'lekker',
    },
    databaseHooks: {
      user: {
        create: {
          after: async (u) => {
            await onUserCreated(u);
          },
        },
      },
      session: {
        // No session for a suspended account, however it is asked for: sign-in, a confirmation link's automatic
        // sign-in (docs/decisions/049-suspension-wins.md). Runs only after the password was checked.
        create: {
          before: async (s) => {
            if (await isSuspended?.(s.userId))
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_SUSPENDED',
                message: ACCOUNT_SUSPENDED_MESSAGE,
              });
          },
        },
        // Runs after the delete (and after its transaction), for one session or each of a user's many.
        delete: {
          after: async (s) => {
            onSessionDeleted?.({ id: s.id, userId: s.userId });
          },
        },
      },
    },
  });
}
export type Auth = ReturnType<typeof createAuth>;
