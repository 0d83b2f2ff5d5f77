import type { PushSubscriptionBody } from '@lekker/core/contracts/push';
import { AppError, badRequest } from '../../domain/errors.ts';
import type { PushRepository } from './push.repository.ts';
import { deviceLabel, type EndpointRules, endpointProblem } from './push-endpoints.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** Devices one person keeps subscribed; the oldest goes when a newer one is added past it. */
export const MAX_PUSH_DEVICES_PER_USER = 10;

export type PushServiceDeps = {
  repo: PushRepository;
  vapid: VapidKeys;
  rules: EndpointRules;
  /** Subscription changes one person may make per window (shared across instances). */
  allowWrite: (userId: string) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;
};

/** A person's push devices (docs/decisions/059-web-push.md): subscribe this browser, unsubscribe it. */
export function createPushService(deps: PushServiceDeps) {
  const { repo, rules } = deps;

  async function checkRate(userId: string) {
    const rate = await deps.allowWrite(userId);
    if (!rate.allowed)
      throw new AppError(
        429,
        'rate_limited',
        `You changed notifications too often. Please wait ${rate.retryAfterSeconds} seconds and try again.`,
      );
  }

  return {
    /** What browsers subscribe with (public: the page asks before anyone signs in). */
    publicKey: () => deps.vapid.publicKey,

    /** Stores this browser's subscription for `userId`; re-subscribing an endpoint moves it to `userId`. */
    async subscribe(userId: string, body: PushSubscriptionBody, userAgent: string | null) {
      await checkRate(userId);
      const problem = endpointProblem(body.endpoint, rules);
      if (problem) throw badRequest(problem, { endpoint: problem });
      const agent = userAgent ? userAgent.slice(0, 300) : null;
      await repo.save({
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh.replace(/=+$/, ''),
        auth: body.keys.auth.replace(/=+$/, ''),
        expiresAt: typeof body.expirationTime === 'number' ? new Date(body.expirationTime) : null,
        userAgent: agent,
        label: deviceLabel(agent),
      });
      await repo.keepNewest(userId, MAX_PUSH_DEVICES_PER_USER);
      return { ok: true as const, devices: await repo.countForUser(userId) };
    },

    /** The caller's devices that get pushes, oldest first. */
    async devices(userId: string) {
      const rows = await repo.listForUser(userId);
      return {
        devices: rows.map((row) => ({
          id: row.id,
          label: row.label,
          endpoint: row.endpoint,
          created_at: row.createdAt.toISOString(),
          last_success_at: row.lastSuccessAt?.toISOString() ?? null,
        })),
      };
    },

    /** Forgets this browser's subscription when it is the caller's; someone else's endpoint is left alone. */
    async unsubscribe(userId: string, endpoint: string) {
      await checkRate(userId);
      await repo.removeOwn(userId, endpoint);
      return { ok: true as const };
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
