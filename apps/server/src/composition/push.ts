import { createPushRepository } from '../modules/push/push.repository.ts';
import { pushRoutes } from '../modules/push/push.routes.ts';
import { createPushService } from '../modules/push/push.service.ts';
import { createPushProvider } from '../modules/push/push-provider.ts';
import { ephemeralVapidKeys } from '../modules/push/vapid-keys.ts';
import type { Core } from './core.ts';

/** Subscription changes (subscribe, unsubscribe) one person may make per ten minutes. */
export const PUSH_WRITES_PER_10_MINUTES = 30;

/**
 * Web push (docs/decisions/059-web-push.md): the devices' subscriptions, their endpoints, and the 'push'
 * ChannelProvider the messaging module sends through (`provider`).
 */
export function composePush(core: Pick<Core, 'config' | 'db' | 'limiter' | 'clock' | 'logger'>) {
  const { config, db, limiter } = core;
  const repo = createPushRepository(db);
  // main.ts always has a pair by now (configured, or kept in the data folder); an app built by a test makes one.
  const vapid = config.push.vapid ?? ephemeralVapidKeys(config.push.subject);
  const provider = createPushProvider({ repo, vapid, clock: core.clock, logger: core.logger });
  const service = createPushService({
    repo,
    provider,
    vapid,
    rules: { production: config.isProduction, allowInsecure: config.push.allowInsecureEndpoints },
    allowWrite: (userId) =>
      limiter.check([
        { key: `push:user:${userId}`, rule: { limit: PUSH_WRITES_PER_10_MINUTES, windowMs: 10 * 60_000 } },
      ]),
  });
  // Whether an account has a device to push to (the consent module's channel choice reads it).
  const devices = { hasDevice: async (userId: string) => (await repo.countForUser(userId)) > 0 };
  return { service, provider, devices, routes: () => pushRoutes(service) };
}
export type PushArea = ReturnType<typeof composePush>;
