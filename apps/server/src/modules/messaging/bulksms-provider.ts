import type { ChannelProvider } from './channel-provider.ts';
import { postJson, retryableStatus } from './provider-http.ts';

export type BulkSmsSettings = { tokenId: string; tokenSecret: string; baseUrl: string; timeoutMs?: number };

/**
 * SMS through BulkSMS's JSON REST API (POST /v1/messages, Basic auth with an API token's id and secret): one
 * submission entry per message, answered 201 with the created messages, whose id the delivery reports (the SENT
 * webhook) name. Errors answer a problem document (`{ status, title, detail }`): 4xx are final (a bad number, no
 * credits), 5xx, 429 and timeouts are retried by the queue.
 */
export function createBulkSmsProvider(settings: BulkSmsSettings): ChannelProvider {
  const auth = `Basic ${Buffer.from(`${settings.tokenId}:${settings.tokenSecret}`).toString('base64')}`;
  const url = `${settings.baseUrl.replace(/\/$/, '')}/v1/messages?auto-unicode=true`;
  return {
    channel: 'sms',
    async send(message) {
      const result = await postJson(
        url,
        { authorization: auth },
        [{ to: message.to, body: message.text, deliveryReports: 'ALL', longMessageMaxParts: 3 }],
        settings.timeoutMs ?? 10_000,
      );
      if (!('response' in result)) return result;
      const { response, json } = result;
      if (response.status === 201 || response.status === 200) {
        const id = Array.isArray(json) ? (json[0] as { id?: unknown } | undefined)?.id : undefined;
        return { status: 'sent', providerId: typeof id === 'string' ? id : undefined };
      }
      const detail = (json as { detail?: unknown; title?: unknown } | null)?.detail;
      const title = (json as { title?: unknown } | null)?.title;
      const reason = `BulkSMS ${response.status}: ${typeof detail === 'string' ? detail : typeof title === 'string' ? title : response.statusText}`;
      return { status: 'failed', retry: retryableStatus(response.status), reason };
    },
  };
}

/** One entry of a BulkSMS webhook call (an array of up to 10 messages). */
export type BulkSmsWebhookMessage = {
  id?: string;
  type?: 'SENT' | 'RECEIVED';
  from?: string;
  to?: string;
  body?: string;
  status?: { type?: string; subtype?: string };
};

/** A delivery report's status as ours: DELIVERED and FAILED are final; ACCEPTED, SCHEDULED, SENT, UNKNOWN are not. */
export function bulkSmsReportStatus(type: string | undefined): 'delivered' | 'failed' | null {
  if (type === 'DELIVERED') return 'delivered';
  if (type === 'FAILED') return 'failed';
  return null;
}
