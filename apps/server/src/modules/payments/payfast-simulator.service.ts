import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { amountToCents, centsToAmount } from './payfast-form.ts';
import { PAYFAST_API_VERSION, payfastApiSignature } from './payfast-refunds.ts';
import {
  checkoutPairs,
  itnPairs,
  type Pairs,
  payfastSignature,
  phpUrlEncode,
  signaturesEqual,
} from './payfast-signature.ts';

export type SimulatorConfig = Pick<Config, 'payfast' | 'publicUrl' | 'authSecret'>;

/** PayFast does not take payments under R5.00. */
const MIN_AMOUNT_CENTS = 500;
const TOKEN_TTL_MS = 60 * 60 * 1000;
/** Sent ITNs remembered for the validate call; the oldest are forgotten first. */
const MAX_REMEMBERED = 1000;

export type SimulatorCheckout = {
  /** The posted fields (without the signature), carried to the Pay/Cancel/Fail step in a signed token. */
  fields: Pairs;
  merchantId: string;
  itemName: string;
  amountCents: number;
};

export type SimulatorAction = 'pay' | 'cancel' | 'fail';

/** A refund the simulator accepted, as PayFast would list it against the payment. */
export type SimulatorRefund = {
  refundId: string;
  pfPaymentId: string;
  amountCents: number;
  reason: string;
  idempotencyKey: string | null;
  at: string;
};
export type SimulatorRefundAnswer = {
  status: number;
  body: {
    code: number;
    status: 'success' | 'failed';
    data: { response: boolean; message: string; refund_id?: string };
  };
};

export type SimulatorRefundQueryAnswer = {
  status: number;
  body: {
    code: number;
    status: 'success' | 'failed';
    data: {
      message: string;
      response?: {
        refunds: { refund_id: string; amount: number; idempotency_key: string | null; created_at: string }[];
      };
    };
  };
};

/**
 * A stand-in for PayFast in simulator mode, speaking the same protocol: it checks the checkout form as PayFast
 * does, sends correctly signed ITNs to notify_url, and answers the server confirmation for the ITNs it sent.
 */
export function createPayfastSimulator(deps: {
  config: SimulatorConfig;
  logger: Logger;
  /** Posts the ITN (tests may route it through app.request). */
  fetch?: typeof fetch;
  now?: () => number;
}) {
  const { config, logger } = deps;
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const ownOrigin = new URL(config.publicUrl).origin;
  const sent = new Map<string, string>();
  /** Gross cents of the payments this simulator completed, to refuse refunds above them. */
  const paid = new Map<string, number>();
  const refunds: SimulatorRefund[] = [];

  function mac(payload: string): Buffer {
    return createHmac('sha256', config.authSecret).update(`payfast-simulator\n${payload}`).digest();
  }

  /** PayFast's checks of a posted checkout form: the errors it would list, or the checkout to show. */
  function verifyCheckout(posted: Pairs): { errors: string[] } | { checkout: SimulatorCheckout } {
    const fields = new Map(posted);
    const errors: string[] = [];
    const merchantId = fields.get('merchant_id')?.trim();
    const merchantKey = fields.get('merchant_key')?.trim();
    const amount = fields.get('amount')?.trim();
    const itemName = fields.get('item_name')?.trim();
    if (!merchantId) errors.push('merchant_id : The merchant_id field is required.');
    else if (merchantId !== config.payfast.merchantId)
      errors.push('merchant_id : The supplied merchant_id is invalid.');
    if (!merchantKey) errors.push('merchant_key : The merchant_key field is required.');
    else if (merchantId === config.payfast.merchantId && merchantKey !== config.payfast.merchantKey)
      errors.push('merchant_key : The supplied merchant_key does not match the merchant_id.');
    const amountCents = amountToCents(amount);
    if (!amount) errors.push('amount : The amount field is required.');
    else if (amountCents === undefined || amountCents < 0)
      errors.push('amount : The amount must be a valid number.');
    else if (amountCents < MIN_AMOUNT_CENTS) errors.push('amount : The amount must be at least R5.00.');
    if (!itemName) errors.push('item_name : The item_name field is required.');
    for (const name of ['return_url', 'cancel_url', 'notify_url']) {
      const url = fields.get(name)?.trim();
      if (url && !sameOrigin(url))
        errors.push(
          `${name} : The simulator only sends customers and notifications to this app (${ownOrigin}).`,
        );
    }
    const given = fields.get('signature');
    if (!given) errors.push('signature : The signature field is required.');
    else if (!signaturesEqual(payfastSignature(checkoutPairs(posted), config.payfast.passphrase), given))
      errors.push('signature : Generated signature does not match submitted signature.');
    if (errors.length || !merchantId || !itemName || amountCents === undefined) return { errors };
    return {
      checkout: {
        fields: posted.filter(([name]) => name !== 'signature'),
        merchantId,
        itemName,
        amountCents,
      },
    };
  }

  function sameOrigin(url: string): boolean {
    try {
      return new URL(url).origin === ownOrigin;
    } catch {
      return false;
    }
  }

  /** An opaque, HMAC-signed, expiring token carrying the checkout so the Pay/Cancel/Fail step cannot alter it. */
  function issueToken(checkout: SimulatorCheckout): string {
    const payload = Buffer.from(JSON.stringify({ f: checkout.fields, exp: now() + TOKEN_TTL_MS })).toString(
      'base64url',
    );
    return `${payload}.${mac(payload).toString('base64url')}`;
  }

  function readToken(token: string | undefined): Pairs | undefined {
    const [payload, signature, ...rest] = (token ?? '').split('.');
    if (!payload || !signature || rest.length) return undefined;
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        f: Pairs;
        exp: number;
      };
      return data.exp > now() ? data.f : undefined;
    } catch {
      return undefined;
    }
  }

  function newPfPaymentId(): string {
    let id: string;
    do id = String(randomInt(1_000_000, 2_000_000_000));
    while (sent.has(id));
    return id;
  }

  /** The ITN PayFast would post, in PayFast's field order, signed with the merchant's passphrase. */
  function buildItn(fields: Pairs, status: 'COMPLETE' | 'FAILED'): Pairs {
    const get = (name: string) => fields.find(([n]) => n === name)?.[1]?.trim() ?? '';
    const grossCents = amountToCents(get('amount')) ?? 0;
    // Roughly PayFast's card fee (3.5% + R2.00); nothing is charged on a failed payment.
    const feeCents = status === 'COMPLETE' ? Math.min(grossCents, Math.round(grossCents * 0.035) + 200) : 0;
    const pairs: Pairs = [
      ['m_payment_id', get('m_payment_id')],
      ['pf_payment_id', newPfPaymentId()],
      ['payment_status', status],
      ['item_name', get('item_name')],
      ['item_description', get('item_description')],
      ['amount_gross', centsToAmountOrZero(grossCents)],
      ['amount_fee', feeCents ? `-${centsToAmount(feeCents)}` : '0.00'],
      ['amount_net', centsToAmountOrZero(grossCents - feeCents)],
      ...(['1', '2', '3', '4', '5'].map((n) => [`custom_str${n}`, get(`custom_str${n}`)]) as Pairs),
      ...(['1', '2', '3', '4', '5'].map((n) => [`custom_int${n}`, get(`custom_int${n}`)]) as Pairs),
      ['name_first', get('name_first')],
      ['name_last', get('name_last')],
      ['email_address', get('email_address')],
      ['merchant_id', get('merchant_id')],
    ];
    const signature = payfastSignature(pairs, config.payfast.passphrase);
    remember(pairs[1]![1], signature);
    if (status === 'COMPLETE') paid.set(pairs[1]![1], grossCents);
    return [...pairs, ['signature', signature]];
  }

  function remember(pfPaymentId: string, signature: string) {
    sent.set(pfPaymentId, signature);
    while (sent.size > MAX_REMEMBERED) {
      const oldest = sent.keys().next().value;
      if (oldest === undefined) break;
      sent.delete(oldest);
    }
  }

  /** Posts the ITN to notify_url and waits for the answer (so the order is paid before the customer returns). */
  async function sendItn(notifyUrl: string, pairs: Pairs): Promise<void> {
    const body = pairs.map(([name, value]) => `${name}=${phpUrlEncode(value)}`).join('&');
    try {
      const res = await doFetch(notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'PayFast Simulator' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await res.text();
      if (!res.ok)
        logger.warn({ notifyUrl, status: res.status }, 'PayFast simulator: notify_url did not answer 200');
    } catch (error) {
      logger.warn({ notifyUrl, err: error }, 'PayFast simulator: posting the ITN failed');
    }
  }

  /** Performs the customer's choice; answers where to send the browser (undefined: no URL was given). */
  async function complete(fields: Pairs, action: SimulatorAction): Promise<string | undefined> {
    const get = (name: string) => fields.find(([n]) => n === name)?.[1]?.trim() || undefined;
    const notifyUrl = get('notify_url');
    if (action !== 'cancel' && notifyUrl)
      await sendItn(notifyUrl, buildItn(fields, action === 'pay' ? 'COMPLETE' : 'FAILED'));
    return action === 'pay' ? get('return_url') : get('cancel_url');
  }

  /** The server confirmation: VALID only for an ITN this simulator sent, unaltered. */
  function validate(posted: Pairs): boolean {
    const pfPaymentId = posted.find(([name]) => name === 'pf_payment_id')?.[1];
    const signature = pfPaymentId ? sent.get(pfPaymentId) : undefined;
    return (
      !!signature && signaturesEqual(signature, payfastSignature(itnPairs(posted), config.payfast.passphrase))
    );
  }

  /**
   * PayFast's refund API (`POST /refunds/{pf_payment_id}`): checks the merchant, version and signature as PayFast
   * does, refuses more than the payment's amount (for payments it remembers; it forgets them on restart, and then
   * accepts), records the refund and answers in PayFast's shape. A repeated idempotency key returns the first answer.
   */
  function refund(
    pfPaymentId: string,
    headers: { merchantId?: string; version?: string; timestamp?: string; signature?: string },
    body: { amount?: unknown; reason?: unknown; notify_buyer?: unknown },
    idempotencyKey?: string,
  ): SimulatorRefundAnswer {
    const fail = (status: number, message: string): SimulatorRefundAnswer => ({
      status,
      body: { code: status, status: 'failed', data: { response: false, message } },
    });
    if (headers.merchantId !== config.payfast.merchantId) return fail(401, 'Merchant authorization failed.');
    if (headers.version !== PAYFAST_API_VERSION) return fail(400, 'Unsupported API version.');
    const amount = Number(body.amount);
    const vars = {
      'merchant-id': headers.merchantId ?? '',
      version: headers.version ?? '',
      timestamp: headers.timestamp ?? '',
      amount: String(body.amount ?? ''),
      reason: String(body.reason ?? ''),
      notify_buyer: String(body.notify_buyer ?? ''),
    };
    if (!signaturesEqual(payfastApiSignature(vars, config.payfast.passphrase), headers.signature))
      return fail(401, 'Signature mismatch.');
    const previous = idempotencyKey ? refunds.find((r) => r.idempotencyKey === idempotencyKey) : undefined;
    if (previous)
      return {
        status: 200,
        body: {
          code: 200,
          status: 'success',
          data: { response: true, message: 'Refund already processed', refund_id: previous.refundId },
        },
      };
    if (!Number.isInteger(amount) || amount < 1)
      return fail(400, 'The amount must be a whole number of cents.');
    const gross = paid.get(pfPaymentId);
    const already = refunds
      .filter((r) => r.pfPaymentId === pfPaymentId)
      .reduce((n, r) => n + r.amountCents, 0);
    if (gross !== undefined && already + amount > gross)
      return fail(
        400,
        `The refund exceeds the payment: ${centsToAmount(gross - already)} can still be refunded.`,
      );
    const entry: SimulatorRefund = {
      refundId: `sim-refund-${refunds.length + 1}-${randomInt(100_000, 999_999)}`,
      pfPaymentId,
      amountCents: amount,
      reason: vars.reason,
      idempotencyKey: idempotencyKey ?? null,
      at: new Date(now()).toISOString(),
    };
    refunds.push(entry);
    return {
      status: 200,
      body: {
        code: 200,
        status: 'success',
        data: { response: true, message: 'Refund accepted', refund_id: entry.refundId },
      },
    };
  }

  /**
   * PayFast's refund retrieval (`GET /refunds/{pf_payment_id}`): the refunds recorded against the payment, with the
   * idempotency key each came with, after the same merchant, version and signature checks (headers only).
   */
  function queryRefunds(
    pfPaymentId: string,
    headers: { merchantId?: string; version?: string; timestamp?: string; signature?: string },
  ): SimulatorRefundQueryAnswer {
    const fail = (status: number, message: string): SimulatorRefundQueryAnswer => ({
      status,
      body: { code: status, status: 'failed', data: { message } },
    });
    if (headers.merchantId !== config.payfast.merchantId) return fail(401, 'Merchant authorization failed.');
    if (headers.version !== PAYFAST_API_VERSION) return fail(400, 'Unsupported API version.');
    const vars = {
      'merchant-id': headers.merchantId ?? '',
      version: headers.version ?? '',
      timestamp: headers.timestamp ?? '',
    };
    if (!signaturesEqual(payfastApiSignature(vars, config.payfast.passphrase), headers.signature))
      return fail(401, 'Signature mismatch.');
    const mine = refunds.filter((r) => r.pfPaymentId === pfPaymentId);
    return {
      status: 200,
      body: {
        code: 200,
        status: 'success',
        data: {
          message: `${mine.length} refund(s)`,
          response: {
            refunds: mine.map((r) => ({
              refund_id: r.refundId,
              amount: r.amountCents,
              idempotency_key: r.idempotencyKey,
              created_at: r.at,
            })),
          },
        },
      },
    };
  }

  return {
    queryRefunds,
    verifyCheckout,
    issueToken,
    readToken,
    complete,
    validate,
    refund,
    /** The refunds recorded so far, oldest first. */
    refunds: () => [...refunds],
  };
}
export type PayfastSimulator = ReturnType<typeof createPayfastSimulator>;

function centsToAmountOrZero(cents: number): string {
  return cents > 0 ? centsToAmount(cents) : '0.00';
}
