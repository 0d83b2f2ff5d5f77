import { createHash } from 'node:crypto';
import type { Config } from '../../config.ts';
import { phpUrlEncode } from './payfast-signature.ts';
import { PAYFAST_SIMULATOR_PATH } from './payfast-urls.ts';

export type RefundInput = {
  pfPaymentId: string;
  amountCents: number;
  reason: string;
  /** Ours: the simulator records it; PayFast itself has none, so the refunds service never sends a key twice. */
  idempotencyKey: string;
};
export type RefundOutcome = { ok: true; reference: string } | { ok: false; error: string };

/**
 * What the provider says of one refund we sent (found by our idempotency key among the payment's refunds):
 * `succeeded` it has it; `not_found` it has none (the request never reached it); `unknown` it could not tell.
 */
export type RefundQueryOutcome =
  | { state: 'succeeded'; reference: string }
  | { state: 'not_found' }
  | { state: 'unknown'; error: string };

/** The payments port for money going back: one implementation, pointed at PayFast or at the simulator. */
export interface RefundGateway {
  refund(input: RefundInput): Promise<RefundOutcome>;
  /** The status of a refund sent earlier (a crash left it pending): the payment's refunds, matched by our key. */
  query(input: { pfPaymentId: string; idempotencyKey: string }): Promise<RefundQueryOutcome>;
}

export const PAYFAST_API_VERSION = 'v1';

/** PayFast's API host (refunds): the simulator's stand-in under /api/payments/simulator/api in simulator mode. */
export function payfastApiBaseUrl(config: Pick<Config, 'payfast' | 'publicUrl'>): string {
  return config.payfast.mode === 'simulator'
    ? `${config.publicUrl}${PAYFAST_SIMULATOR_PATH}/api`
    : 'https://api.payfast.co.za';
}

/**
 * PayFast's API signature: every header variable (merchant-id, version, timestamp) and body variable plus the
 * passphrase, sorted by name, url-encoded as `name=value` joined by `&`, MD5 in lower-case hex.
 */
export function payfastApiSignature(vars: Record<string, string>, passphrase?: string): string {
  const all: Record<string, string> = { ...vars };
  if (passphrase?.trim()) all.passphrase = passphrase.trim();
  const text = Object.keys(all)
    .sort()
    .map((name) => `${name}=${phpUrlEncode(all[name]!)}`)
    .join('&');
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/**
 * Refunds through PayFast's API (`POST /refunds/{pf_payment_id}`, amount in cents; `?testing=true` in sandbox),
 * or through the simulator in development: the same request, signature and answer handling either way.
 */
export function createPayfastRefundGateway(deps: {
  config: Pick<Config, 'payfast' | 'publicUrl'>;
  fetch?: typeof fetch;
  now?: () => Date;
}): RefundGateway {
  const { config } = deps;
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? (() => new Date());
  const apiHeaders = () => ({
    'merchant-id': config.payfast.merchantId,
    version: PAYFAST_API_VERSION,
    timestamp: now()
      .toISOString()
      .replace(/\.\d{3}Z$/, '+00:00'),
  });
  const testing = config.payfast.mode === 'sandbox' ? '?testing=true' : '';
  return {
    /**
     * `GET /refunds/{pf_payment_id}`: the refunds recorded against the payment. Ours is the one carrying our
     * idempotency key; an answer without keys cannot tell, so the refund stays for an admin to resolve.
     */
    async query(input) {
      const headers = apiHeaders();
      const signature = payfastApiSignature(headers, config.payfast.passphrase);
      const url = `${payfastApiBaseUrl(config)}/refunds/${encodeURIComponent(input.pfPaymentId)}${testing}`;
      try {
        const res = await doFetch(url, {
          method: 'GET',
          headers: { ...headers, signature },
          signal: AbortSignal.timeout(15_000),
        });
        const answer = (await res.json().catch(() => ({}))) as {
          status?: string;
          data?: {
            message?: string;
            response?: { refunds?: { refund_id?: string; idempotency_key?: string | null }[] };
          };
        };
        const list = answer.data?.response?.refunds;
        if (!res.ok || answer.status !== 'success' || !Array.isArray(list))
          return { state: 'unknown', error: answer.data?.message ?? `PayFast answered ${res.status}` };
        const mine = list.find((r) => r.idempotency_key === input.idempotencyKey);
        if (mine) return { state: 'succeeded', reference: String(mine.refund_id ?? 'accepted') };
        if (list.length > 0 && list.every((r) => r.idempotency_key === undefined))
          return { state: 'unknown', error: 'PayFast lists refunds on this payment without our keys' };
        return { state: 'not_found' };
      } catch (error) {
        return { state: 'unknown', error: `PayFast could not be reached: ${(error as Error).message}` };
      }
    },
    async refund(input) {
      const body = {
        amount: String(input.amountCents),
        reason: input.reason.slice(0, 255),
        notify_buyer: '0',
      };
      const headers = apiHeaders();
      const signature = payfastApiSignature({ ...headers, ...body }, config.payfast.passphrase);
      const url = `${payfastApiBaseUrl(config)}/refunds/${encodeURIComponent(input.pfPaymentId)}${testing}`;
      try {
        const res = await doFetch(url, {
          method: 'POST',
          headers: {
            ...headers,
            signature,
            'content-type': 'application/json',
            'x-idempotency-key': input.idempotencyKey,
          },
          body: JSON.stringify({ ...body, amount: input.amountCents, notify_buyer: 0 }),
          signal: AbortSignal.timeout(15_000),
        });
        const answer = (await res.json().catch(() => ({}))) as {
          status?: string;
          data?: { response?: unknown; message?: string; refund_id?: string };
        };
        if (res.ok && answer.status === 'success' && answer.data?.response !== false)
          return {
            ok: true,
            reference: String(answer.data?.refund_id ?? answer.data?.message ?? 'accepted'),
          };
        return {
          ok: false,
          error: answer.data?.message ?? `PayFast answered ${res.status}`,
        };
      } catch (error) {
        return { ok: false, error: `PayFast could not be reached: ${(error as Error).message}` };
      }
    },
  };
}
