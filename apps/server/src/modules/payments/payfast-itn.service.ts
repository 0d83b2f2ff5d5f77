import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { type Cidr, ipAllowed, parseCidrList } from './cidr.ts';
import { amountToCents, centsToAmount } from './payfast-form.ts';
import {
  itnPairs,
  type Pairs,
  payfastSignature,
  signatureString,
  signaturesEqual,
} from './payfast-signature.ts';
import { payfastBaseUrl } from './payfast-urls.ts';
import type { PaymentsOrdersPort } from './payments.port.ts';
import type { PaymentNotificationOutcome, PaymentsRepository } from './payments.repository.ts';

export type ItnConfig = Pick<Config, 'payfast' | 'publicUrl'>;

/** PayFast's server confirmation: true only when PayFast answers VALID for exactly these posted fields. */
export type ItnValidator = (pairs: Pairs) => Promise<boolean>;

export type ItnResult = { outcome: PaymentNotificationOutcome; reason: string | null };

/** The addresses PayFast publishes for its ITN senders (www, w1w, w2w, sandbox). */
export const PAYFAST_ITN_RANGES = [
  '197.97.145.144/28',
  '41.74.179.192/27',
  '102.216.36.0/28',
  '102.216.36.128/28',
  '144.126.193.139/32',
] as const;
const LOOPBACK = ['127.0.0.1/32', '::1/128'];

/**
 * Where an ITN may come from: PAYFAST_VALID_IPS or PayFast's published ranges — plus this machine in simulator
 * mode, because the built-in simulator posts its ITNs from the app's own process.
 */
export function allowedItnSources(config: ItnConfig): Cidr[] {
  const ranges = config.payfast.validIps ?? PAYFAST_ITN_RANGES;
  return parseCidrList([...ranges, ...(config.payfast.mode === 'simulator' ? LOOPBACK : [])]);
}

/**
 * The default server confirmation: POSTs the posted fields (without the signature, as PayFast documents) to the
 * mode's `/eng/query/validate` and expects `VALID`. A network failure or a timeout counts as not valid.
 */
export function payfastServerConfirmation(
  config: ItnConfig,
  logger: Logger,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): ItnValidator {
  const url = `${payfastBaseUrl(config)}/eng/query/validate`;
  const doFetch = options.fetch ?? fetch;
  return async (pairs) => {
    try {
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: signatureString(itnPairs(pairs)),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const answer = (await res.text()).trim();
      if (res.ok && answer === 'VALID') return true;
      logger.warn(
        { url, status: res.status, answer: answer.slice(0, 100) },
        'PayFast validate did not answer VALID',
      );
      return false;
    } catch (error) {
      logger.warn({ url, err: error }, 'PayFast validate call failed');
      return false;
    }
  };
}

export type ItnDeps = {
  config: ItnConfig;
  port: PaymentsOrdersPort;
  repo: PaymentsRepository;
  logger: Logger;
  /** Defaults to the real server confirmation of the configured mode. */
  validate?: ItnValidator;
  now?: () => Date;
};

/**
 * Handles PayFast's Instant Transaction Notification. Checks, in order: signature, merchant, source address,
 * known order, amount, server confirmation; then idempotency on pf_payment_id; then only COMPLETE pays the order
 * and FAILED fails it. Every notification is stored with its outcome; a failed check changes nothing.
 */
export function createItnService(deps: ItnDeps) {
  const { config, port, repo, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const validate = deps.validate ?? payfastServerConfirmation(config, logger);
  const allowed = allowedItnSources(config);

  async function handle(input: { pairs: Pairs; sourceIp: string }): Promise<ItnResult> {
    const { pairs, sourceIp } = input;
    const fields = new Map<string, string>();
    let repeated: string | undefined;
    for (const [name, value] of pairs) {
      if (fields.has(name)) repeated ??= name;
      fields.set(name, value);
    }
    const mPaymentId = fields.get('m_payment_id') || null;
    const pfPaymentId = fields.get('pf_payment_id') || null;
    const paymentStatus = fields.get('payment_status') || null;
    const amountGross = fields.get('amount_gross') ?? null;
    const context = { mPaymentId, pfPaymentId, paymentStatus, amountGross, sourceIp };

    async function finish(outcome: PaymentNotificationOutcome, reason: string | null): Promise<ItnResult> {
      await repo.insertNotification({ receivedAt: now(), ...context, payload: pairs, outcome, reason });
      if (outcome === 'rejected') logger.warn({ ...context, reason }, 'PayFast ITN rejected');
      else logger.info({ ...context, outcome, reason }, 'PayFast ITN processed');
      return { outcome, reason };
    }
    const reject = (reason: string) => finish('rejected', reason);

    if (repeated) return reject(`field ${repeated} was posted more than once`);
    const expected = payfastSignature(itnPairs(pairs), config.payfast.passphrase);
    if (!signaturesEqual(expected, fields.get('signature'))) return reject('signature does not match');
    const merchantId = fields.get('merchant_id');
    if (merchantId !== config.payfast.merchantId)
      return reject(`merchant_id ${merchantId ?? '(none)'} is not ours`);
    if (!ipAllowed(sourceIp, allowed))
      return reject(`source address ${sourceIp} is not an allowed PayFast address`);
    if (!mPaymentId) return reject('no m_payment_id');
    const order = await port.findByOrderNumber(mPaymentId);
    if (!order) return reject(`unknown order ${mPaymentId}`);
    const grossCents = amountToCents(amountGross ?? undefined);
    if (grossCents === undefined || Math.abs(grossCents - order.totalCents) > 1)
      return reject(
        `amount_gross ${amountGross ?? '(none)'} does not match the order total ${centsToAmount(order.totalCents)}`,
      );
    if (!(await validate(pairs))) return reject('PayFast server confirmation did not answer VALID');
    if (!pfPaymentId) return reject('no pf_payment_id');
    if (!paymentStatus) return reject('no payment_status');
    if (await repo.wasProcessed(pfPaymentId, paymentStatus))
      return finish('duplicate', `pf_payment_id ${pfPaymentId} (${paymentStatus}) was already processed`);

    try {
      switch (paymentStatus) {
        case 'COMPLETE': {
          const result = await port.markPaid(order.id, pfPaymentId);
          if (result === 'paid') return finish('paid', null);
          if (result === 'refund_owed')
            return finish('refund_owed', `order ${mPaymentId} cannot take this payment: a refund is owed`);
          return finish('duplicate', 'the order was already paid');
        }
        case 'FAILED':
          await port.markPaymentFailed(order.id);
          return finish('failed', null);
        default:
          return finish('ignored', `payment_status ${paymentStatus} changes nothing`);
      }
    } catch (error) {
      // Stored as rejected (not processed) so PayFast's retry of this notification is handled afresh.
      const message = error instanceof Error ? error.message : String(error);
      logger.error({ ...context, err: error }, 'PayFast ITN: updating the order failed');
      await finish('rejected', `updating the order failed: ${message}`);
      throw error;
    }
  }

  return { handle };
}
export type ItnService = ReturnType<typeof createItnService>;
