import { timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import { notFound, unauthorized } from '../../domain/errors.ts';
import { type BulkSmsWebhookMessage, bulkSmsReportStatus } from './bulksms-provider.ts';
import type { MarketingOptOut } from './messaging.port.ts';
import type { MessagingRepository } from './messaging.repository.ts';
import { toE164 } from './messaging.service.ts';
import { validWhatsAppSignature, type WhatsAppWebhook, whatsAppReportStatus } from './whatsapp-provider.ts';

/** "STOP" (any case, alone or first, as people type it) ends marketing. */
export const isStopReply = (body: string | undefined) => /^\s*(stop|unsubscribe|stopall)\b/i.test(body ?? '');

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The providers' webhooks: delivery reports move a message on (messaging.repository.ts `report`), a STOP reply
 * ends the sender's marketing. Each webhook is authenticated first: BulkSMS by the secret in its path, WhatsApp by
 * the signature of its raw body; a webhook whose provider is not configured does not exist (404).
 */
export function createDeliveryReports(deps: {
  repo: MessagingRepository;
  optOut: MarketingOptOut;
  clock: () => Date;
  logger: Pick<Logger, 'info' | 'warn'>;
  bulksmsWebhookToken?: string;
  whatsapp?: { appSecret?: string; verifyToken?: string };
}) {
  async function optOut(from: string | undefined) {
    const phone = from ? toE164(from.startsWith('+') || from.startsWith('0') ? from : `+${from}`) : null;
    if (phone) await deps.optOut.optOutMarketing(phone);
  }
  return {
    async bulksms(token: string, entries: BulkSmsWebhookMessage[]): Promise<number> {
      if (!deps.bulksmsWebhookToken) throw notFound('No such webhook.');
      if (!sameSecret(token, deps.bulksmsWebhookToken)) throw notFound('No such webhook.');
      let updated = 0;
      for (const entry of entries) {
        if (entry.type === 'RECEIVED') {
          if (isStopReply(entry.body)) await optOut(entry.from);
          continue;
        }
        const status = bulkSmsReportStatus(entry.status?.type);
        if (!entry.id || !status) continue;
        const error = status === 'failed' ? `BulkSMS: ${entry.status?.subtype ?? 'FAILED'}` : null;
        if (await deps.repo.report('sms', entry.id, status, error, deps.clock())) updated++;
      }
      return updated;
    },
    /** The subscription check: the challenge back when the verify token matches. */
    whatsappChallenge(query: { mode?: string; token?: string; challenge?: string }): string {
      const expected = deps.whatsapp?.verifyToken;
      if (!expected) throw notFound('No such webhook.');
      if (
        query.mode !== 'subscribe' ||
        !query.token ||
        !sameSecret(query.token, expected) ||
        !query.challenge
      )
        throw unauthorized('The verify token does not match.');
      return query.challenge;
    },
    async whatsapp(rawBody: string, signature: string | undefined): Promise<number> {
      const secret = deps.whatsapp?.appSecret;
      if (!secret) throw notFound('No such webhook.');
      if (!validWhatsAppSignature(secret, rawBody, signature))
        throw unauthorized('The signature does not match.');
      let payload: WhatsAppWebhook;
      try {
        payload = JSON.parse(rawBody) as WhatsAppWebhook;
      } catch {
        return 0;
      }
      let updated = 0;
      for (const change of (payload.entry ?? []).flatMap((e) => e.changes ?? [])) {
        for (const s of change.value?.statuses ?? []) {
          const status = whatsAppReportStatus(s.status);
          if (!s.id || !status) continue;
          const first = s.errors?.[0];
          const error =
            status === 'failed'
              ? `WhatsApp ${first?.code ?? ''}: ${first?.title ?? first?.message ?? 'failed'}`
              : null;
          if (await deps.repo.report('whatsapp', s.id, status, error, deps.clock())) updated++;
        }
        for (const m of change.value?.messages ?? [])
          if (m.type === 'text' && isStopReply(m.text?.body)) await optOut(m.from);
      }
      return updated;
    },
  };
}
export type DeliveryReports = ReturnType<typeof createDeliveryReports>;

/** Until the consent module implements it: the STOP is logged for an operator. */
export function loggingOptOut(logger: Pick<Logger, 'warn'>): MarketingOptOut {
  return {
    async optOutMarketing(phone) {
      logger.warn({ phone: `…${phone.slice(-3)}` }, 'STOP received: marketing opt-out not stored yet');
    },
  };
}
