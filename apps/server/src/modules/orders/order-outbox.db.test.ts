import type { Order } from '@lekker/core/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { createDataAccess } from '../repositories.ts';
import { createOrdersRepository } from './orders.repository.ts';

type Checkout = { order: Order };
type Mailbox = { messages: { subject: string }[] };

// Order outbox (docs/decisions/016-hardening-limits.md): the status, its event and the outbox of its announcements commit together; what a crash left
// undelivered is announced after the restart.
describe('order outbox', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderFixture();
  });
  afterAll(() => f.t.close());

  const outboxOf = (orderId: string) =>
    f.db.query.orderOutbox.findMany({ where: (t, { eq }) => eq(t.orderId, orderId) });
  const placedMails = async (orderNumber: string) =>
    (await f.t.get<Mailbox>('/api/dev/mailbox?to=alice@orders.test')).body.messages.filter((m) =>
      m.subject.includes(orderNumber),
    ).length;

  it('a normal change writes its outbox row and marks it delivered once announced', async () => {
    const res = await f.t.request<Checkout>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody(),
    });
    const rows = await outboxOf(res.body.order.id);
    expect(rows).toEqual([expect.objectContaining({ payload: { status: 'placed', statusChanged: true } })]);
    expect(rows[0]!.deliveredAt).not.toBeNull();
  });

  it('a change committed just before a crash (never announced) is announced by the sweep, once', async () => {
    const o = (
      await f.t.request<Checkout>('POST', '/api/orders', {
        cookie: f.cookies.customer,
        body: f.checkoutBody({ payment_method: 'payfast' }),
      })
    ).body.order;
    // The ITN's transition commits, then the process dies before announcing.
    const data = createDataAccess(f.db);
    await data.withTransaction((r) =>
      r.orders.transition(
        o.id,
        'pending_payment',
        'placed',
        { id: null, role: 'system' },
        { pfPaymentId: 'pf-c' },
      ),
    );
    const events = await createOrdersRepository(f.db).eventsOf(o.id);
    expect(events.map((e) => e.toStatus)).toEqual(['pending_payment', 'placed']);
    const pending = (await outboxOf(o.id)).filter((r) => r.deliveredAt === null);
    expect(pending.map((r) => r.payload.status)).toEqual(['placed']);
    expect(await placedMails(o.order_number)).toBe(0);

    // After the restart the sweep delivers it: the receipt mail goes out and the row is done.
    expect(await f.t.app.jobs.deliverOutbox({ graceMs: 0 })).toBeGreaterThanOrEqual(1);
    expect(await placedMails(o.order_number)).toBe(1);
    expect((await outboxOf(o.id)).every((r) => r.deliveredAt !== null)).toBe(true);
    await f.t.app.jobs.deliverOutbox({ graceMs: 0 });
    expect(await placedMails(o.order_number)).toBe(1);
  });

  it('the notification of a committed confirmation reaches the customer after a crash', async () => {
    const o = (
      await f.t.request<Checkout>('POST', '/api/orders', {
        cookie: f.cookies.customer,
        body: f.checkoutBody(),
      })
    ).body.order;
    const data = createDataAccess(f.db);
    await data.withTransaction((r) =>
      r.orders.transition(
        o.id,
        'placed',
        'confirmed',
        { id: null, role: 'restaurant' },
        { preparationMinutes: 20 },
      ),
    );
    const notes = () =>
      f.db.query.notifications.findMany({
        where: (n, { and, eq }) => and(eq(n.orderId, o.id), eq(n.userId, f.users.customer.id)),
      });
    const before = (await notes()).length;
    await f.t.app.jobs.deliverOutbox({ graceMs: 0 });
    expect((await notes()).length).toBe(before + 1);
  });
});
