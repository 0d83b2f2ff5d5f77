import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { PAYFAST_ITN_FIELD_ORDER, type Pairs, payfastSignature } from './payfast-signature.ts';
import type { PayableOrder, PaymentsOrdersPort } from './payments.port.ts';

/** Test support: an in-memory PaymentsOrdersPort that records what payments asked of it. */
export function fakeOrdersPort(orders: PayableOrder[]) {
  const calls = { markPaid: [] as [string, string][], markPaymentFailed: [] as string[] };
  const port: PaymentsOrdersPort = {
    async findByOrderNumber(orderNumber) {
      const order = orders.find((o) => o.orderNumber === orderNumber);
      return order && { ...order };
    },
    async markPaid(orderId, pfPaymentId) {
      calls.markPaid.push([orderId, pfPaymentId]);
      const order = orders.find((o) => o.id === orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      if (order.status !== 'pending_payment' && order.status !== 'payment_failed') return 'already_paid';
      order.status = 'placed';
      return 'paid';
    },
    async markPaymentFailed(orderId) {
      calls.markPaymentFailed.push(orderId);
      const order = orders.find((o) => o.id === orderId);
      if (order?.status === 'pending_payment') order.status = 'payment_failed';
    },
  };
  return { port, calls, orders };
}

/** An ITN as PayFast posts it (its field order), signed with the passphrase unless `signature` overrides. */
export function signedItn(input: {
  orderNumber: string;
  merchantId: string;
  amountGross: string;
  pfPaymentId?: string;
  status?: string;
  passphrase?: string;
  signature?: string;
}): Pairs {
  const values: Record<string, string> = {
    m_payment_id: input.orderNumber,
    pf_payment_id: input.pfPaymentId ?? '1579137',
    payment_status: input.status ?? 'COMPLETE',
    item_name: `Lekker Eats Order #${input.orderNumber}`,
    amount_gross: input.amountGross,
    amount_fee: '-2.30',
    amount_net: '12.70',
    name_first: 'Tom',
    name_last: 'Tom',
    email_address: 'lindley+user1@appinlet.com',
    merchant_id: input.merchantId,
  };
  const pairs: Pairs = PAYFAST_ITN_FIELD_ORDER.map((name) => [name, values[name] ?? '']);
  return [...pairs, ['signature', input.signature ?? payfastSignature(pairs, input.passphrase)]];
}

/** A pino logger whose JSON lines are kept for assertions. */
export function captureLogger(): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}
