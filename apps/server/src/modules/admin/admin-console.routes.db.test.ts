import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  devMail,
  ledgerLines,
  notifications,
  orders,
  paymentNotifications,
} from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { createOrderPayments } from '../orders/order-payments.ts';
import { createDataAccess } from '../repositories.ts';

type Row = {
  id: string;
  order_number: string;
  exception: string | null;
  minutes_late: number | null;
  refund_status: string | null;
};
type Detail = {
  order: Row;
  paid_cents: number;
  refundable_cents: number;
  ledger: { kind: string; amount_cents: number }[];
  refunds: { status: string; amount_cents: number }[];
  audit: { action: string; summary: string }[];
};

describe('admin console: the exception queue, cancel and refund through the simulator, roles, audit', () => {
  let f: OrderFixture;
  let now = new Date('2026-11-23T08:00:00Z');
  const admin = () => ({ cookie: f.cookies.admin });
  let orderId = '';
  let totalCents = 0;

  /** A PayFast order, paid as the ITN would mark it (fee R2.30 in its notification). */
  async function paidOrder(pfPaymentId: string) {
    const res = await f.t.request<{ order: { id: string; order_number: string; total_cents: number } }>(
      'POST',
      '/api/orders',
      { cookie: f.cookies.customer, body: f.checkoutBody({ payment_method: 'payfast' }) },
    );
    expect(res.status).toBe(201);
    const o = res.body.order;
    await f.db.insert(paymentNotifications).values({
      sourceIp: '127.0.0.1',
      mPaymentId: o.order_number,
      pfPaymentId,
      paymentStatus: 'COMPLETE',
      amountGross: (o.total_cents / 100).toFixed(2),
      payload: [
        ['pf_payment_id', pfPaymentId],
        ['amount_fee', '-2.30'],
      ],
      outcome: 'paid',
    });
    const port = createOrderPayments({ data: createDataAccess(f.db), announce: async () => {} });
    expect(await port.markPaid(o.id, pfPaymentId)).toBe('paid');
    return o;
  }

  beforeAll(async () => {
    f = await orderFixture({ clock: () => now });
    const o = await paidOrder('880001');
    orderId = o.id;
    totalCents = o.total_cents;
  });
  afterAll(() => f.t.close());

  it('shows a placed order the venue ignores in the exception queue once 5 minutes pass, worst first', async () => {
    const early = await f.t.get<{ orders: Row[] }>('/api/admin/orders?exceptions=1', admin());
    expect(early.status).toBe(200);
    expect(early.body.orders.map((o) => o.id)).not.toContain(orderId);
    const placedAt = (
      await f.t.get<{ order: Row & { placed_at: string } }>(`/api/admin/orders/${orderId}`, admin())
    ).body.order.placed_at;
    now = new Date(Date.parse(placedAt) + 6 * 60_000);
    const late = await f.t.get<{ orders: Row[] }>('/api/admin/orders?exceptions=1', admin());
    expect(late.body.orders[0]).toMatchObject({ id: orderId, exception: 'unanswered' });
    // Search by order number, customer e-mail and phone-less e-mail fragment.
    const byNumber = await f.t.get<{ orders: Row[] }>(
      `/api/admin/orders?status=all&q=${encodeURIComponent(late.body.orders[0]!.order_number)}`,
      admin(),
    );
    expect(byNumber.body.orders.map((o) => o.id)).toEqual([orderId]);
    const byEmail = await f.t.get<{ orders: Row[] }>('/api/admin/orders?status=all&q=alice@orders', admin());
    expect(byEmail.body.orders.map((o) => o.id)).toContain(orderId);
    const nobody = await f.t.get<{ orders: Row[] }>('/api/admin/orders?status=all&q=nobody-here', admin());
    expect(nobody.body.orders).toEqual([]);
  });

  it('cancels with a reason: the refund is owed, the queue lists it, the ledger holds the money taken', async () => {
    const res = await f.t.request('POST', `/api/admin/orders/${orderId}/cancel`, {
      ...admin(),
      body: { reason: 'Venue did not answer' },
    });
    expect(res.status).toBe(200);
    const owed = await f.t.get<{ orders: Row[] }>('/api/admin/orders?refund=owed', admin());
    expect(owed.body.orders.map((o) => o.id)).toContain(orderId);
    const d = (await f.t.get<Detail>(`/api/admin/orders/${orderId}`, admin())).body;
    expect(d.order.refund_status).toBe('owed');
    expect(d.paid_cents).toBe(totalCents);
    expect(d.refundable_cents).toBe(totalCents);
    const gross = d.ledger
      .filter((l) => ['food_subtotal', 'discount', 'delivery_fee'].includes(l.kind))
      .reduce((n, l) => n + l.amount_cents, 0);
    expect(gross).toBe(totalCents);
    expect(d.ledger.find((l) => l.kind === 'provider_fee')?.amount_cents).toBe(230);
    expect(d.ledger.some((l) => l.kind === 'venue_net' || l.kind === 'commission')).toBe(false);
    expect(d.audit.map((a) => a.action)).toContain('order.cancel');
  });

  it('refuses more than was paid, and a non-admin, without changing anything', async () => {
    const tooMuch = await f.t.request('POST', `/api/admin/orders/${orderId}/refund`, {
      ...admin(),
      body: { amount_cents: totalCents + 1, reason: 'Too much', idempotency_key: 'refund-too-much-1' },
    });
    expect(tooMuch.status).toBe(400);
    for (const who of ['owner', 'driver', 'customer'] as const) {
      const res = await f.t.request('POST', `/api/admin/orders/${orderId}/refund`, {
        cookie: f.cookies[who],
        body: { amount_cents: 100, reason: 'Not mine', idempotency_key: `refund-${who}-1` },
      });
      expect(res.status).toBe(403);
    }
    const d = (await f.t.get<Detail>(`/api/admin/orders/${orderId}`, admin())).body;
    expect(d.refunds).toEqual([]);
    expect(d.refundable_cents).toBe(totalCents);
  });

  it('refunds part, then the rest, through the simulator; a retried key refunds once; the ledger reconciles', async () => {
    const part = 1000;
    const first = await f.t.request<Detail>('POST', `/api/admin/orders/${orderId}/refund`, {
      ...admin(),
      body: { amount_cents: part, reason: 'Partial goodwill', idempotency_key: 'refund-part-0001' },
    });
    expect(first.status).toBe(200);
    expect(first.body.order.refund_status).toBe('owed');
    const retry = await f.t.request<Detail>('POST', `/api/admin/orders/${orderId}/refund`, {
      ...admin(),
      body: { amount_cents: part, reason: 'Partial goodwill', idempotency_key: 'refund-part-0001' },
    });
    expect(retry.status).toBe(200);
    expect(retry.body.refunds).toHaveLength(1);
    const rest = await f.t.request<Detail>('POST', `/api/admin/orders/${orderId}/refund`, {
      ...admin(),
      body: {
        amount_cents: totalCents - part,
        reason: 'Venue did not answer',
        idempotency_key: 'refund-rest-0001',
      },
    });
    expect(rest.status).toBe(200);
    expect(rest.body.order.refund_status).toBe('refunded');
    expect(rest.body.refundable_cents).toBe(0);
    expect(rest.body.refunds.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    // The simulator got exactly two refunds, for the PayFast payment.
    const sim = await f.t.get<{ refunds: { pfPaymentId: string; amountCents: number }[] }>(
      '/api/payments/simulator/api/refunds',
    );
    expect(sim.body.refunds.filter((r) => r.pfPaymentId === '880001').map((r) => r.amountCents)).toEqual([
      part,
      totalCents - part,
    ]);
    // Money in minus money back is zero for the order: charge lines + refund lines.
    const net = rest.body.ledger
      .filter((l) => ['food_subtotal', 'discount', 'delivery_fee', 'refund'].includes(l.kind))
      .reduce((n, l) => n + l.amount_cents, 0);
    expect(net).toBe(0);
    const oneMore = await f.t.request('POST', `/api/admin/orders/${orderId}/refund`, {
      ...admin(),
      body: { amount_cents: 1, reason: 'One more', idempotency_key: 'refund-extra-0001' },
    });
    expect(oneMore.status).toBe(400);
    // The key may not be reused for another amount.
    const reused = await f.t.request('POST', `/api/admin/orders/${orderId}/refund`, {
      ...admin(),
      body: { amount_cents: 5, reason: 'Other', idempotency_key: 'refund-part-0001' },
    });
    expect(reused.status).toBe(409);
  });

  it('tells the customer in the app and by e-mail, and keeps every step in the audit log', async () => {
    const mine = await f.db.select().from(notifications).where(eq(notifications.userId, f.users.customer.id));
    expect(mine.filter((n) => n.title === 'Refund on its way')).toHaveLength(2);
    const mails = await f.db.select().from(devMail).where(eq(devMail.to, f.users.customer.email));
    expect(mails.filter((m) => /refund of R/.test(m.subject))).toHaveLength(2);
    const log = await f.t.get<{ entries: { action: string; target_id: string }[] }>(
      `/api/admin/audit?target_type=order&target_id=${orderId}`,
      admin(),
    );
    expect(log.body.entries.map((e) => e.action).sort()).toEqual([
      'order.cancel',
      'order.refund',
      'order.refund',
    ]);
    const search = await f.t.get<{ entries: unknown[] }>('/api/admin/audit?q=goodwill', admin());
    expect(search.body.entries).toHaveLength(1);
  });

  it('notes are kept on the order', async () => {
    const res = await f.t.request<Detail>('POST', `/api/admin/orders/${orderId}/notes`, {
      ...admin(),
      body: { note: 'Called the venue: tablet was off' },
    });
    expect(res.status).toBe(200);
    expect(res.body.audit[0]).toMatchObject({
      action: 'order.note',
      summary: 'Called the venue: tablet was off',
    });
    const empty = await f.t.request('POST', `/api/admin/orders/${orderId}/notes`, {
      ...admin(),
      body: { note: ' ' },
    });
    expect(empty.status).toBe(400);
  });

  it('the ledger and the audit log refuse UPDATE and DELETE at the database', async () => {
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await f.db.execute(statement).then(
        () => undefined,
        (e: Error & { cause?: Error }) => e,
      );
      expect(String(error?.cause?.message ?? error?.message)).toMatch(/append-only/);
    };
    await refused(sql`update ${ledgerLines} set amount_cents = 0`);
    await refused(sql`delete from ${ledgerLines}`);
    await refused(sql`update ${auditLog} set summary = 'x'`);
    await refused(sql`delete from ${auditLog}`);
    await refused(sql`truncate ${auditLog}`);
    const [count] = await f.db.select({ n: sql<number>`count(*)::int` }).from(ledgerLines);
    expect(count!.n).toBeGreaterThan(0);
  });

  it('grants and revokes roles; an admin cannot remove their own admin role; sign-out everywhere ends sessions', async () => {
    const customerId = f.users.customer.id;
    const before = await f.t.get('/api/restaurant/venues', { cookie: f.cookies.customer });
    expect(before.status).toBe(403);
    const grant = await f.t.request<{ roles: string[] }>(
      'POST',
      `/api/admin/users/${customerId}/roles/grant`,
      {
        ...admin(),
        body: { role: 'restaurant', reason: 'Runs the venue' },
      },
    );
    expect(grant.status).toBe(200);
    expect(grant.body.roles).toContain('restaurant');
    expect((await f.t.get('/api/restaurant/venues', { cookie: f.cookies.customer })).status).toBe(200);
    const self = await f.t.request('POST', `/api/admin/users/${f.users.admin.id}/roles/revoke`, {
      ...admin(),
      body: { role: 'admin', reason: 'Stepping down' },
    });
    expect(self.status).toBe(400);
    const users = await f.t.get<{ users: { id: string; roles: string[] }[] }>(
      '/api/admin/users?q=alice',
      admin(),
    );
    expect(users.body.users.find((u) => u.id === customerId)?.roles).toContain('restaurant');
    const revoke = await f.t.request<{ roles: string[] }>(
      'POST',
      `/api/admin/users/${customerId}/roles/revoke`,
      {
        ...admin(),
        body: { role: 'restaurant', reason: 'Runs the venue' },
      },
    );
    expect(revoke.body.roles).not.toContain('restaurant');
    const out = await f.t.request('POST', `/api/admin/users/${customerId}/sign-out`, {
      ...admin(),
      body: { reason: 'Lost phone' },
    });
    expect(out.status).toBe(200);
    expect((await f.t.get('/api/orders', { cookie: f.cookies.customer })).status).toBe(401);
    f.cookies.customer = await f.t.signIn(f.users.customer.email, 'order-pass');
    const audit = await f.t.get<{ entries: { action: string }[] }>(
      `/api/admin/audit?target_type=user&target_id=${customerId}`,
      admin(),
    );
    expect(audit.body.entries.map((e) => e.action)).toEqual([
      'user.sign_out_everywhere',
      'role.revoke',
      'role.grant',
    ]);
  });

  it('suspends a venue with a reason e-mailed to its owner, sets its commission; drivers suspend and reinstate', async () => {
    const id = f.restaurant.id;
    const rate = await f.t.request<{ commission_rate_bps: number }>(
      'PUT',
      `/api/admin/restaurants/${id}/commission`,
      {
        ...admin(),
        body: { commission_rate_bps: 1250 },
      },
    );
    expect(rate.body.commission_rate_bps).toBe(1250);
    expect(
      (
        await f.t.request('PUT', `/api/admin/restaurants/${id}/commission`, {
          ...admin(),
          body: { commission_rate_bps: 9000 },
        })
      ).status,
    ).toBe(400);
    const s = await f.t.request<{ is_active: boolean; suspended_reason: string }>(
      'POST',
      `/api/admin/restaurants/${id}/suspend`,
      { ...admin(), body: { reason: 'Health inspection pending' } },
    );
    expect(s.body).toMatchObject({ is_active: false, suspended_reason: 'Health inspection pending' });
    const mails = await f.db.select().from(devMail).where(eq(devMail.to, 'owner@orders.test'));
    expect(
      mails.some((m) => /suspended/.test(m.subject) && m.text.includes('Health inspection pending')),
    ).toBe(true);
    const a = await f.t.request<{ is_active: boolean }>('POST', `/api/admin/restaurants/${id}/activate`, {
      ...admin(),
      body: { reason: 'Inspection passed' },
    });
    expect(a.body.is_active).toBe(true);
    const list = await f.t.get<{ restaurants: { id: string }[] }>('/api/admin/restaurants?q=kota', admin());
    expect(list.body.restaurants.map((r) => r.id)).toEqual([id]);

    // A job the driver accepted but has not picked up goes back to the other drivers when they are suspended.
    const held = await f.t.request<{ order: { id: string } }>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody({ payment_method: 'cash' }),
    });
    expect(held.status).toBe(201);
    await f.db
      .update(orders)
      .set({ status: 'confirmed', driverId: f.users.driver.id })
      .where(eq(orders.id, held.body.order.id));
    const d = await f.t.request<{ status: string; is_online: boolean }>(
      'POST',
      `/api/admin/drivers/${f.users.driver.id}/suspend`,
      { ...admin(), body: { reason: 'Documents expired' } },
    );
    expect(d.body).toMatchObject({ status: 'suspended', is_online: false });
    const [released] = await f.db.select().from(orders).where(eq(orders.id, held.body.order.id));
    expect(released?.driverId).toBeNull();
    const back = await f.t.request<{ status: string }>(
      'POST',
      `/api/admin/drivers/${f.users.driver.id}/reinstate`,
      {
        ...admin(),
        body: { reason: 'Documents renewed' },
      },
    );
    expect(back.body.status).toBe('approved');
    const drivers = await f.t.get<{ drivers: { user_id: string }[] }>('/api/admin/drivers', admin());
    expect(drivers.body.drivers.length).toBeGreaterThanOrEqual(2);
  });

  it("auto-rejects a venue's unanswered paid order with its ledger lines; it joins the refunds owed queue", async () => {
    const o = await paidOrder('880002');
    const placed = (await f.t.get<{ order: { placed_at: string } }>(`/api/admin/orders/${o.id}`, admin()))
      .body;
    now = new Date(Date.parse(placed.order.placed_at) + 60 * 60_000);
    expect(await f.t.app.jobs.autoRejectUnanswered()).toBeGreaterThanOrEqual(1);
    const d = (await f.t.get<Detail>(`/api/admin/orders/${o.id}`, admin())).body;
    expect(d.order.refund_status).toBe('owed');
    const gross = d.ledger
      .filter((l) => ['food_subtotal', 'discount', 'delivery_fee'].includes(l.kind))
      .reduce((n, l) => n + l.amount_cents, 0);
    expect(gross).toBe(o.total_cents);
    const owed = await f.t.get<{ orders: Row[] }>('/api/admin/orders?refund=owed', admin());
    expect(owed.body.orders.map((x) => x.id)).toContain(o.id);
  });

  it('the abandoned-payments sweep cancels a checkout left at PayFast for 30 minutes, not before', async () => {
    const res = await f.t.request<{ order: { id: string } }>('POST', '/api/orders', {
      cookie: f.cookies.customerB,
      body: f.checkoutBody({ payment_method: 'payfast' }),
    });
    expect(res.status).toBe(201);
    const id = res.body.order.id;
    const created = (await f.t.get<{ order: { created_at: string } }>(`/api/admin/orders/${id}`, admin()))
      .body.order.created_at;
    now = new Date(Date.parse(created) + 29 * 60_000);
    await f.t.app.jobs.cancelAbandonedPayments();
    expect((await f.t.get<Detail>(`/api/admin/orders/${id}`, admin())).body.order).toMatchObject({
      status: 'pending_payment',
    });
    now = new Date(Date.parse(created) + 31 * 60_000);
    expect(await f.t.app.jobs.cancelAbandonedPayments()).toBeGreaterThanOrEqual(1);
    const d = (await f.t.get<Detail>(`/api/admin/orders/${id}`, admin())).body;
    expect(d.order).toMatchObject({ status: 'cancelled', refund_status: null });
    expect(d.ledger).toEqual([]);
    const jobs = await f.t.get<{ runner: string; jobs: unknown[] }>('/api/admin/jobs', admin());
    expect(jobs.status).toBe(200);
    expect(jobs.body.runner).toBe('none');
  });

  it('answers the overview from the ledger, and refuses restaurant owners and drivers everywhere', async () => {
    const o = await f.t.get<{
      refunds_owed: number;
      daily: unknown[];
      live_by_status: Record<string, number>;
    }>('/api/admin/overview', admin());
    expect(o.status).toBe(200);
    expect(o.body.daily).toHaveLength(7);
    for (const path of ['/api/admin/overview', '/api/admin/orders', '/api/admin/audit', '/api/admin/payouts'])
      for (const who of ['owner', 'driver'] as const)
        expect((await f.t.get(path, { cookie: f.cookies[who] })).status).toBe(403);
  });
});
