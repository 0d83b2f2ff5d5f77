import { PRODUCT_NAME } from '@lekker/core/constants';
import type { PushPayload } from '@lekker/core/contracts/push';
import type { Logger } from 'pino';
import webpush, { type Urgency } from 'web-push';
import type { ChannelProvider, OutgoingMessage, SendOutcome } from '../messaging/channel-provider.ts';
import type { PushRepository, PushSubscriptionRecord } from './push.repository.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** A message for push, with what only push has (all optional: the provider picks sensible values). */
export type PushMessage = OutgoingMessage & {
  /** Same tag, one notification: a newer one replaces it. Default: the url (one per order page), else the id. */
  tag?: string;
  /** Default: high for order, desk and driver pages (the phone wakes at once), normal otherwise. */
  urgency?: Urgency;
  /** How long the push service keeps it for an offline phone. Default PUSH_TTL_SECONDS. */
  ttlSeconds?: number;
};

/** An hour: an order update older than that has been overtaken by the next one. */
export const PUSH_TTL_SECONDS = 60 * 60;
/** The body a notification shows; push services take about 4 KB of payload in all. */
const BODY_MAX_CHARS = 1000;
const URGENT_PAGES = /^\/(order|orders|order-tracking|restaurant|driver)(\/|\?|$|-)/;

export type PushProviderDeps = {
  repo: PushRepository;
  vapid: VapidKeys;
  clock: () => Date;
  logger: Logger;
  /** The HTTP client the push requests go through (global fetch; tests may count calls). */
  fetch?: typeof fetch;
  /** Per push service request. */
  timeoutMs?: number;
};

type DeviceResult =
  | { kind: 'sent'; location: string | null }
  | { kind: 'gone' }
  | { kind: 'error'; reason: string };

/** What the service worker receives (apps/web/public/push-handlers.js shows it). */
export function pushPayload(message: PushMessage): PushPayload {
  const url = message.url ?? '/';
  return {
    title: message.title ?? PRODUCT_NAME,
    body:
      message.text.length > BODY_MAX_CHARS ? `${message.text.slice(0, BODY_MAX_CHARS - 1)}…` : message.text,
    url,
    tag: message.tag ?? message.url ?? message.id,
  };
}

/**
 * The 'push' channel: the message to every device of `message.userId`, encrypted for each (RFC 8291, aes128gcm)
 * and signed with the server's VAPID key (RFC 8292). A device the push service answers 404/410 for is removed.
 */
export function createPushProvider(deps: PushProviderDeps): ChannelProvider {
  const send = deps.fetch ?? fetch;
  const timeoutMs = deps.timeoutMs ?? 10_000;
  const vapidDetails = {
    subject: deps.vapid.subject,
    publicKey: deps.vapid.publicKey,
    privateKey: deps.vapid.privateKey,
  };

  async function toDevice(
    device: PushSubscriptionRecord,
    payload: string,
    message: PushMessage,
  ): Promise<DeviceResult> {
    const url = message.url ?? '/';
    try {
      const details = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        payload,
        {
          vapidDetails,
          contentEncoding: 'aes128gcm',
          TTL: message.ttlSeconds ?? PUSH_TTL_SECONDS,
          urgency: message.urgency ?? (URGENT_PAGES.test(url) ? 'high' : 'normal'),
        },
      );
      const headers = new Headers();
      for (const [name, value] of Object.entries(details.headers))
        if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
      const response = await send(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) {
        await deps.repo.markSuccess(device.id, deps.clock());
        return { kind: 'sent', location: response.headers.get('location') };
      }
      if (response.status === 404 || response.status === 410) {
        await deps.repo.remove(device.id);
        return { kind: 'gone' };
      }
      return { kind: 'error', reason: `the push service answered ${response.status}` };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { kind: 'error', reason: `the push service did not answer (${reason})` };
    }
  }

  return {
    channel: 'push',
    async send(message: PushMessage): Promise<SendOutcome> {
      const devices = message.userId ? await deps.repo.listForUser(message.userId) : [];
      if (devices.length === 0) return { status: 'failed', retry: false, reason: 'no push device' };
      const payload = JSON.stringify(pushPayload(message));
      const results = await Promise.all(devices.map((device) => toDevice(device, payload, message)));
      const sent = results.find((r) => r.kind === 'sent');
      // One device that took it is a delivery: a retry would show it twice there.
      if (sent) return { status: 'sent', ...(sent.location ? { providerId: sent.location } : {}) };
      const errors = results.flatMap((r) => (r.kind === 'error' ? [r.reason] : []));
      if (errors.length === 0) return { status: 'failed', retry: false, reason: 'no push device' };
      deps.logger.warn({ messageId: message.id, errors }, 'push not delivered');
      return { status: 'failed', retry: true, reason: errors[0]! };
    },
  };
}
