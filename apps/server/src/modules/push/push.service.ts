import type { PushSubscriptionBody } from '@lekker/core/contracts/push';
import { AppError, badRequest, conflict } from '../../domain/errors.ts';
import type { ChannelProvider } from '../messaging/channel-provider.ts';
import type { PushRepository } from './push.repository.ts';
import { deviceLabel, type EndpointRules, endpointProblem } from './push-endpoints.ts';
import type { PushMessage } from './push-provider.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** Devices one person keeps subscribed; the oldest goes when a newer one is added past it. */
export const MAX_PUSH_DEVICES_PER_USER = 10;

export type PushServiceDeps = {
  repo: PushRepository;
  vapid: VapidKeys;
  rules: EndpointRules;
  /** Subscription changes one person may make per window (shared across instances). */
  allowWrite: (userId: string) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** The 'push' provider: the test notification goes out the way every push does. */
  provider: ChannelProvider;
};

export const PUSH_TEST = {
  title: 'Lekker Eats',
  text: 'Notifications work on this device. Order updates will arrive like this one.',
  // Neutral for everyone (a customer, an owner, a driver): the click opens the home page.
  url: '/',
  tag: 'push-test',
} as const;

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

    /** A test notification to every device of the caller (they check a phone rings before relying on it). */
    async sendTest(userId: string) {
      await checkRate(userId);
      const message: PushMessage = {
        id: crypto.randomUUID(),
        channel: 'push',
        userId,
        to: userId,
        title: PUSH_TEST.title,
        text: PUSH_TEST.text,
        url: PUSH_TEST.url,
        tag: PUSH_TEST.tag,
        urgency: 'normal',
      };
      const outcome = await deps.provider.send(message);
      if (outcome.status === 'sent')
        return { ok: true as const, message: 'Sent. It should appear on this device in a few seconds.' };
      if (!outcome.retry)
        throw conflict('No device of yours has notifications on. Turn them on first, then send a test.');
      throw new AppError(
        502,
        'push_failed',
        'Your browser’s push service did not take the test notification. Please try again in a minute.',
      );
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
