import type { DoorSignIn, Viewer as ViewerContract } from '@lekker/core/contracts/accounts';
import { LocaleSchema } from '@lekker/core/contracts/locale';
import type { AccountSession } from '@lekker/core/contracts/sessions';
import { asErrorCode } from '@lekker/core/error-codes';
import { ROLE_LABELS } from '@lekker/core/roles';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, forbidden, notFound } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { ApplicationsService } from '../applications/applications.service.ts';
import type { Auth } from '../auth/auth.ts';
import { withoutSessionToken } from '../auth/session-token.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import { deviceLabel } from './device-label.ts';

export function createAccountsService(
  auth: Auth,
  repo: AccountsRepository,
  applications: ApplicationsService,
  /** Closes the user's live sockets once their sessions are gone. */
  endSessions: (userId: string) => void = () => {},
) {
  /** Whether this account may come in at a role's door: the role, or (drivers, restaurants) an application. */
  async function mayUseDoor(userId: string, role: DoorSignIn['role']): Promise<boolean> {
    if (!role || role === 'customer') return true;
    if (role === 'admin') return repo.hasRole(userId, 'admin');
    if (await repo.hasRole(userId, role)) return true;
    const status = await applications.statusOf(userId);
    return role === 'driver' ? status.driver_application !== null : status.restaurant_applications.length > 0;
  }

  return {
    /**
     * Signs in at a door. Credentials are checked first (so the role check reveals nothing to a stranger); an
     * account without the door's role gets no session: the one just created is deleted and no cookie is sent.
     */
    async signInAtDoor(input: DoorSignIn, request: Request): Promise<Response> {
      const res = await auth.api.signInEmail({
        body: { email: input.email, password: input.password, rememberMe: true },
        headers: request.headers,
        // The request itself too: a confirmation link sent from here follows the address it came from.
        request,
        asResponse: true,
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
        throw new AppError(
          res.status as ContentfulStatusCode,
          asErrorCode(body.code, 'sign_in_failed'),
          body.message ?? 'Sign in failed',
        );
      }
      const body = (await res.clone().json()) as { token: string; user: { id: string } };
      if (!(await mayUseDoor(body.user.id, input.role))) {
        await repo.deleteSessionByToken(body.token);
        const label = ROLE_LABELS[input.role ?? 'customer'].toLowerCase();
        throw forbidden(
          input.role === 'admin'
            ? 'This account does not have admin access.'
            : `This account is not registered as a ${label}. Apply from this page, or sign in at the customer login.`,
        );
      }
      return withoutSessionToken(res);
    },

    /** Global sign-out: every session of the user on every device, and this browser's cookies cleared. */
    async signOutEverywhere(viewer: Viewer, headers: Headers): Promise<Response> {
      const res = await auth.api.signOut({ headers, asResponse: true });
      await repo.deleteSessionsOf(viewer.user.id);
      endSessions(viewer.user.id);
      return res;
    },

    /** The viewer's signed-in devices: ids and labels, never tokens (docs/decisions/016-hardening-limits.md). */
    async listSessions(viewer: Viewer): Promise<AccountSession[]> {
      const rows = await repo.liveSessionsOf(viewer.user.id, new Date());
      return rows.map((row) => ({
        id: row.id,
        device: deviceLabel(row.userAgent),
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.updatedAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        current: row.id === viewer.sessionId,
      }));
    },

    /**
     * Ends one of the viewer's own sessions by its id, through better-auth (so its cached copy and sockets end as on
     * any sign-out). Someone else's session or an unknown id: 404, nothing ended.
     */
    async revokeSession(viewer: Viewer, sessionId: string, headers: Headers): Promise<void> {
      const token = await repo.sessionTokenOf(viewer.user.id, sessionId);
      if (!token) throw notFound('That device is not signed in to your account.');
      await auth.api.revokeSession({ body: { token }, headers });
    },

    async describe(viewer: Viewer): Promise<ViewerContract> {
      const [profile, status] = await Promise.all([
        repo.findProfile(viewer.user.id),
        applications.statusOf(viewer.user.id),
      ]);
      return {
        user: {
          id: viewer.user.id,
          email: viewer.user.email,
          name: viewer.user.name,
          email_verified: viewer.user.emailVerified,
        },
        roles: viewer.roles,
        profile: profile
          ? {
              full_name: profile.fullName,
              phone: profile.phone,
              language: LocaleSchema.safeParse(profile.language).data ?? null,
            }
          : null,
        ...status,
      };
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;

/** Every new account is a customer with a profile (docs/product.md#roles); better-auth calls this after creating the user. */
export function newAccountDefaults(repo: AccountsRepository) {
  return async (u: { id: string; name: string }) => {
    await repo.createProfile(u.id, u.name);
    await repo.grantRole(u.id, 'customer');
  };
}
