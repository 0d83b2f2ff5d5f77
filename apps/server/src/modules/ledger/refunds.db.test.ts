import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerLines, orderPayments, orders, refunds } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createOrderPayments } from '../orders/order-payments.ts';
import type { RefundInput, RefundOutcome } from '../payments/payfast-refunds.ts';
import { createDataAccess } from '../repositories.ts';
import { createRefundsService } from './refunds.service.ts';

type Detail = {
  order: { refund_status: string | null };
  paid_cents: number;
  refundable_cents: number;
  refunds: { status: string; amount_cents: number }[];
};

// docs/decisions/026-one-refunds-story.md: money in (every PayFast payment of an order) and one refunds table in
// which a refund owed becomes sent, then succeeded or failed; never more back than came in, two payments included.
describe('one refunds story', () => {
  let f: OrderFixture;
  let seq = 0;
  const admin = () => ({ cookie: f.cookies.admin });
  const answers: ((x: RefundInput) => RefundOutcome)[] = [];
  const sentToProvider: RefundInput[] = [];
  let service: ReturnType<typeof createRefundsService>;
  const actor = { id: null, email: 'ops@lekker.test' };

  beforeAll(async () => {
    f = await orderFixture();
    service = createRefundsService({
      data: createDataAccess(f.db),
      gateway: {
        refund: async (x) => {
          sentToProvider.push(x);
          return (answers.shift() ?? (() => ({ ok: true, reference: `ref-${x.idempotencyKey}` })))(x);
        },
        query: async () => ({ state: 'not_found' }),
      },
      mailer: { kind: 'dev-mailbox', send: async () => {} } satisfies Mailer,
      notifications: { notify: async () => ({}) } as unknown as NotificationsService,
      publicUrl: 'http://localhost:3000',
      clock: () => new Date(),
      logger: createLogger('silent'),
    });
  });
  afterAll(() => f.t.close());

  const port = () => createOrderPayments({ data: createDataAccess(f.db), announce: async () => {} });
  async function paidOrder() {
    const res = await f.t.request<{ order: { id: string; total_cents: number } }>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody({ payment_method: 'payfast' }),
    });
    expect(res.status).toBe(201);
    const pf = `pf-story-${++seq}`;
    expect(await port().markPaid(res.body.order.id, pf)).toBe('paid');
    return { ...res.body.order, pf };
  }
  const rowsOf = (orderId: string) => f.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const refundLines = async (orderId: string) =>
    (await f.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, orderId)))
      .filter((l) => l.kind === 'refund')
      .reduce((n, l) => n + l.amountCents, 0);
  const detail = async (orderId: string) =>
    (await f.t.get<Detail>(`/api/admin/orders/${orderId}`, admin())).body;
  const refundRequest = (orderId: string, amount_cents: number, key: string) =>
    f.t.request<Detail>('POST', `/api/admin/orders/${orderId}/refund`, {
      ...admin(),
      body: { amount_cents, reason: 'Paid twice', idempotency_key: key },
    });

  it('a duplicate payment is money received: both come back in one request, and not a cent more', async () => {
    const o = await paidOrder();
    const T = o.total_cents;
    expect(await port().markPaid(o.id, `${o.pf}-again`)).toBe('refund_owed');
    const before = await detail(o.id);
    expect([before.paid_cents, before.refundable_cents]).toEqual([2 * T, 2 * T]);
    expect(before.order.refund_status).toBe('owed');

    expect((await refundRequest(o.id, 2 * T + 1, `dup-over-${seq}`)).status).toBe(400);
    const res = await refundRequest(o.id, 2 * T, `dup-all-${seq}`);
    expect(res.status).toBe(200);
    expect(res.body.refunds.map((r) => [r.status, r.amount_cents])).toEqual([
      ['succeeded', T],
      ['succeeded', T],
    ]);
    expect(res.body.refundable_cents).toBe(0);
    expect(res.body.order.refund_status).toBe('refunded');
    // One provider refund per payment, the one owed first.
    const sim = await f.t.get<{ refunds: { pfPaymentId: string; amountCents: number }[] }>(
      '/api/payments/simulator/api/refunds',
    );
    expect(
      sim.body.refunds
        .filter((r) => r.pfPaymentId.startsWith(o.pf))
        .map((r) => [r.pfPaymentId, r.amountCents]),
    ).toEqual([
      [`${o.pf}-again`, T],
      [o.pf, T],
    ]);
    expect(await refundLines(o.id)).toBe(-2 * T);
    expect((await refundRequest(o.id, 1, `dup-more-${seq}`)).status).toBe(400);
    // The retried request answers as before and sends nothing new.
    const retried = await refundRequest(o.id, 2 * T, `dup-all-${seq}`);
    expect(retried.status).toBe(200);
    expect(retried.body.refunds).toHaveLength(2);
  });

  it('a refund owed becomes sent: part of it first (the rest stays owed), then the rest, on the same row', async () => {
    const o = await paidOrder();
    const T = o.total_cents;
    const cancel = await f.t.request('POST', `/api/orders/${o.id}/cancel`, { cookie: f.cookies.customer });
    expect(cancel.status).toBe(200);
    const [owed] = await rowsOf(o.id);
    expect(owed).toMatchObject({ status: 'owed', origin: 'owed', amountCents: T, pfPaymentId: o.pf });

    await service.refund(
      { orderId: o.id, amountCents: 1_000, reason: 'Part', idempotencyKey: `p1-${seq}` },
      actor,
    );
    const afterPart = await rowsOf(o.id);
    expect(afterPart.find((r) => r.id === owed!.id)).toMatchObject({
      status: 'owed',
      amountCents: T - 1_000,
    });
    expect(afterPart.filter((r) => r.status === 'succeeded').map((r) => r.amountCents)).toEqual([1_000]);
    expect(await service.refundable(o.id)).toEqual({ paid: T, refundable: T - 1_000 });

    await service.refund(
      { orderId: o.id, amountCents: T - 1_000, reason: 'Rest', idempotencyKey: `p2-${seq}` },
      actor,
    );
    const [row] = await f.db.select().from(refunds).where(eq(refunds.id, owed!.id));
    expect(row).toMatchObject({ status: 'succeeded', amountCents: T - 1_000, requestKey: `p2-${seq}` });
    expect((await rowsOf(o.id)).some((r) => r.status === 'owed')).toBe(false);
    const [order] = await f.db.select().from(orders).where(eq(orders.id, o.id));
    expect(order!.refundStatus).toBe('refunded');
    expect(await refundLines(o.id)).toBe(-T);
  });

  it('a failed refund of money owed leaves it owed; the next refund sends it', async () => {
    const o = await paidOrder();
    const T = o.total_cents;
    await f.t.request('POST', `/api/orders/${o.id}/cancel`, { cookie: f.cookies.customer });
    answers.push(() => ({ ok: false, error: 'Card expired' }));
    await expect(
      service.refund({ orderId: o.id, amountCents: T, reason: 'All', idempotencyKey: `f1-${seq}` }, actor),
    ).rejects.toMatchObject({ status: 409 });
    const rows = await rowsOf(o.id);
    expect(rows.map((r) => [r.status, r.amountCents]).sort()).toEqual(
      [
        ['failed', T],
        ['owed', T],
      ].sort(),
    );
    expect(await service.refundable(o.id)).toEqual({ paid: T, refundable: T });
    const [order] = await f.db.select().from(orders).where(eq(orders.id, o.id));
    expect(order!.refundStatus).toBe('owed');
    const failedAudit = await f.db.select().from(auditLog).where(eq(auditLog.targetId, o.id));
    expect(failedAudit.map((a) => a.action)).toContain('order.refund_failed');
    expect(await refundLines(o.id)).toBe(0);

    await service.refund(
      { orderId: o.id, amountCents: T, reason: 'All', idempotencyKey: `f2-${seq}` },
      actor,
    );
    expect(await service.refundable(o.id)).toEqual({ paid: T, refundable: 0 });
    expect(await refundLines(o.id)).toBe(-T);
    // Each attempt had its own provider key.
    const keys = sentToProvider.slice(-2).map((x) => x.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('parallel refunds of an order paid twice never give back more than both payments', async () => {
    const o = await paidOrder();
    const T = o.total_cents;
    expect(await port().markPaid(o.id, `${o.pf}-twice`)).toBe('refund_owed');
    const part = Math.floor((2 * T) / 3) + 1; // two fit, the third does not
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        service.refund(
          { orderId: o.id, amountCents: part, reason: 'Race', idempotencyKey: `race-${seq}-${i}` },
          actor,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const back = (await rowsOf(o.id))
      .filter((r) => r.status === 'succeeded')
      .reduce((n, r) => n + r.amountCents, 0);
    expect(back).toBe(2 * part);
    expect(back).toBeLessThanOrEqual(2 * T);
    expect(await refundLines(o.id)).toBe(-back);
    expect(await service.refundable(o.id)).toEqual({ paid: 2 * T, refundable: 2 * T - back });
  });

  it('the migration turns the two legacy tables into one story (money in, what is left owed, sent refunds kept)', async () => {
    const o = await paidOrder();
    const T = o.total_cents;
    const legacySent = '00000000-0000-4000-8000-0000000000a1';
    const legacyCovered = '00000000-0000-4000-8000-0000000000a2';
    // The state before 0016: an owed second payment with part already sent, and a cancellation fully refunded.
    // Before 0016 the order had no money-in rows; the table is append-only since 0021, so the test lifts the
    // trigger for its one set-up delete.
    await f.db.execute(sql`alter table ${orderPayments} disable trigger order_payments_append_only`);
    await f.db.delete(orderPayments).where(eq(orderPayments.orderId, o.id));
    await f.db.execute(sql`alter table ${orderPayments} enable trigger order_payments_append_only`);
    await f.db.execute(sql`create table payment_refunds (
      id uuid primary key, order_id uuid not null, idempotency_key text not null, pf_payment_id text,
      amount_cents integer not null, reason text not null, status text not null, provider_reference text,
      error text, requested_by text, created_at timestamptz not null default now(), completed_at timestamptz)`);
    try {
      await f.db.insert(refunds).values([
        {
          orderId: o.id,
          pfPaymentId: 'pf-legacy-2',
          amountCents: T,
          reason: 'Second payment',
          status: 'owed',
        },
        {
          orderId: o.id,
          pfPaymentId: o.pf,
          amountCents: T,
          reason: 'Cancelled',
          status: 'refunded' as never,
        },
      ]);
      await f.db.execute(sql`insert into payment_refunds
        (id, order_id, idempotency_key, pf_payment_id, amount_cents, reason, status, completed_at) values
        (${legacySent}, ${o.id}, 'legacy-key-1', 'pf-legacy-2', 1000, 'Part', 'succeeded', now()),
        (${legacyCovered}, ${o.id}, 'legacy-key-2', ${o.pf}, ${T}, 'All', 'succeeded', now())`);
      const migration = await readFile(
        new URL('../../db/migrations/0016_one_refunds_story_money_in.sql', import.meta.url),
        'utf8',
      );
      const statements = migration.split('--> statement-breakpoint').map((s) => s.trim());
      const first = statements.findIndex((s) => s.includes('INSERT INTO "order_payments"'));
      expect(first).toBeGreaterThan(0);
      for (const statement of statements.slice(first)) await f.db.execute(sql.raw(statement));
    } finally {
      await f.db.execute(sql`drop table if exists payment_refunds`);
    }
    const received = await f.db.select().from(orderPayments).where(eq(orderPayments.orderId, o.id));
    expect(received.map((p) => [p.pfPaymentId, p.amountCents]).sort()).toEqual(
      [
        [o.pf, T],
        ['pf-legacy-2', T],
      ].sort(),
    );
    const rows = (await rowsOf(o.id)).map((r) => [r.id, r.pfPaymentId, r.status, r.amountCents]);
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        [expect.any(String), 'pf-legacy-2', 'owed', T - 1000],
        [legacySent, 'pf-legacy-2', 'succeeded', 1000],
        [legacyCovered, o.pf, 'succeeded', T],
      ]),
    );
    expect(await service.refundable(o.id)).toEqual({ paid: 2 * T, refundable: T - 1000 });
  });
});
