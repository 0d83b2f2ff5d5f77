import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ChannelProvider } from './channel-provider.ts';
import { postJson, retryableStatus } from './provider-http.ts';

export type WhatsAppSettings = {
  token: string;
  phoneNumberId: string;
  baseUrl: string;
  apiVersion: string;
  timeoutMs?: number;
};

/** Cloud API error codes that mean "later": rate limits and temporary service trouble. */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056]);

/**
 * WhatsApp through the Cloud API: `POST {base}/{version}/{phone-number-id}/messages` with the Bearer token, as a
 * template message (order updates go out mostly outside the 24-hour window, where only approved templates may be
 * sent). Answered with `messages[0].id` (the wamid the status webhooks name); errors answer
 * `{ error: { message, type, code } }`: 4xx are final unless the code is a rate limit, 5xx and timeouts retried.
 */
export function createWhatsAppProvider(settings: WhatsAppSettings): ChannelProvider {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/${settings.apiVersion}/${settings.phoneNumberId}/messages`;
  return {
    channel: 'whatsapp',
    async send(message) {
      const template = message.template;
      if (!template)
        return { status: 'failed', retry: false, reason: 'A WhatsApp message needs its template' };
      const result = await postJson(
        url,
        { authorization: `Bearer ${settings.token}` },
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: template.name,
            language: { code: template.language },
            components: [
              { type: 'body', parameters: template.params.map((text) => ({ type: 'text', text })) },
            ],
          },
        },
        settings.timeoutMs ?? 10_000,
      );
      if (!('response' in result)) return result;
      const { response, json } = result;
      if (response.ok) {
        const id = (json as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
        return { status: 'sent', providerId: typeof id === 'string' ? id : undefined };
      }
      const error = (json as { error?: { message?: unknown; code?: unknown } } | null)?.error;
      const code = typeof error?.code === 'number' ? error.code : undefined;
      const reason = `WhatsApp ${response.status}${code !== undefined ? ` (${code})` : ''}: ${typeof error?.message === 'string' ? error.message : response.statusText}`;
      const retry = retryableStatus(response.status) || (code !== undefined && RETRYABLE_CODES.has(code));
      return { status: 'failed', retry, reason };
    },
  };
}

/** `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`, compared in constant time. */
export function validWhatsAppSignature(
  appSecret: string,
  rawBody: string,
  header: string | undefined,
): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody, 'utf8').digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A status webhook's status as ours (read counts as delivered). */
export function whatsAppReportStatus(status: string | undefined): 'sent' | 'delivered' | 'failed' | null {
  if (status === 'sent') return 'sent';
  if (status === 'delivered' || status === 'read') return 'delivered';
  if (status === 'failed') return 'failed';
  return null;
}

export type WhatsAppWebhook = {
  entry?: {
    changes?: {
      value?: {
        statuses?: {
          id?: string;
          status?: string;
          errors?: { code?: number; title?: string; message?: string }[];
        }[];
        messages?: { from?: string; type?: string; text?: { body?: string } }[];
      };
    }[];
  }[];
};
