import type { AdminOverview, AdminRestaurantListSchema } from '@lekker/core/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ledgerLines, orderPayments, orders, refunds } from '../../db/schema/index.ts';
import { insertRestaurant, insertUser } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ledgerLinesFor } from '../ledger/ledger-rules.ts';

// Wednesday 2026-12-02, 12:30 in Johannesburg (the e2e clock). Figures are built by hand so each expectation is the
// rule of docs/product.md#admin-overview-figures worked out on paper, not the code's own arithmetic.
const NOW = new Date('2026-12-02T10:30:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('admin overview figures and the venue list', () => {
  let t: TestApp;
  let cookie = '';
  let busy = '';
  let quiet = '';
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    const db = t.database.db;
    await insertUser(db, {
      email: 'ops@overview.test',
      name: 'Ops',
      password: 'overview-pass',
      roles: ['admin'],
    });
    const customer = await insertUser(db, { email: 'eater@overview.test', name: 'Eater' });
    cookie = await t.signIn('ops@overview.test', 'overview-pass');

    // Six venues whose owner switch is on, one switched off, one not live: two are open now by the storefront's
    // rule (lunch hours that cover 12:30, and no hours set: always open by hours).
    busy = (
      await insertRestaurant(db, {
        name: 'Lunch Spot',
        openingHours: { wednesday: { open: '11:00', close: '22:00' } },
      })
    ).id;
    quiet = (await insertRestaurant(db, { name: 'No Hours Set' })).id;
    await insertRestaurant(db, {
      name: 'Dinner Only',
      openingHours: { wednesday: { open: '17:00', close: '22:00' } },
    });
    await insertRestaurant(db, { name: 'Paused', pausedUntil: new Date(NOW.getTime() + HOUR) });
    await insertRestaurant(db, { name: 'Closed Today', closedDates: ['2026-12-02'] });
    await insertRestaurant(db, {
      name: 'Closed Wednesdays',
      openingHours: { wednesday: { closed: true } },
    });
    await insertRestaurant(db, { name: 'Switched Off', isOpen: false });
    await insertRestaurant(db, { name: 'Not Live', isActive: false });

    /** An order of the busy venue, with the payment and ledger lines its outcome writes. */
    async function order(o: {
      status: 'delivered' | 'cancelled' | 'preparing' | 'pending_payment';
      method?: 'payfast' | 'cash';
      totalCents: number;
      placedAt: Date | null;
      refundedCents?: number;
      refundedAt?: Date;
    }) {
      const method = o.method ?? 'payfast';
      const fee = 2000;
      const pf = method === 'payfast' && o.placedAt ? `ovw-${++seq}` : null;
      const at = o.placedAt ?? NOW;
      const [row] = await db
        .insert(orders)
        .values({
          orderNumber: `OVERVIEW-${++seq}`,
          customerId: customer.id,
          restaurantId: busy,
          status: o.status,
          paymentMethod: method,
          subtotalCents: o.totalCents - fee,
          deliveryFeeCents: fee,
          totalCents: o.totalCents,
          deliveryAddress: { street: '1 Main Road', city: 'Mahikeng', province: 'North West' },
          pfPaymentId: pf,
          createdAt: at,
          placedAt: o.placedAt,
          deliveredAt: o.status === 'delivered' ? new Date(at.getTime() + HOUR / 2) : null,
          cancelledAt: o.status === 'cancelled' ? new Date(at.getTime() + HOUR / 4) : null,
        })
        .returning();
      if (pf)
        await db
          .insert(orderPayments)
          .values({ pfPaymentId: pf, orderId: row!.id, amountCents: o.totalCents, receivedAt: at });
      if (o.status === 'delivered' || o.status === 'cancelled') {
        const drafts = ledgerLinesFor(
          {
            status: o.status,
            paymentMethod: method,
            pfPaymentId: pf,
            subtotalCents: o.totalCents - fee,
            discountCents: 0,
            venueDiscountCents: 0,
            tipCents: 0,
            deliveryFeeCents: fee,
            totalCents: o.totalCents,
            driverPayCents: null,
            cashCollectedCents: null,
            driverId: null,
          },
          { commissionBps: 1500, providerFeeCents: null },
        );
        const occurredAt = row!.deliveredAt ?? row!.cancelledAt!;
        if (drafts.length)
          await db.insert(ledgerLines).values(
            drafts.map((d) => ({
              ...d,
              orderId: row!.id,
              restaurantId: busy,
              entryKey: o.status,
              occurredAt,
            })),
          );
      }
      if (o.refundedCents) {
        const [refund] = await db
          .insert(refunds)
          .values({
            orderId: row!.id,
            pfPaymentId: pf,
            amountCents: o.refundedCents,
            reason: 'Cold food',
            status: 'succeeded',
            origin: 'admin',
            sentAt: o.refundedAt,
            refundedAt: o.refundedAt,
          })
          .returning();
        await db.insert(ledgerLines).values({
          orderId: row!.id,
          restaurantId: busy,
          kind: 'refund',
          amountCents: -o.refundedCents,
          entryKey: `refund:${refund!.id}`,
          occurredAt: o.refundedAt!,
        });
      }
    }
    const today = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
    await order({ status: 'delivered', totalCents: 10_000, placedAt: today(3) });
    await order({ status: 'cancelled', totalCents: 7_000, placedAt: today(2) });
    await order({
      status: 'delivered',
      totalCents: 5_000,
      placedAt: today(2.5),
      refundedCents: 5_000,
      refundedAt: today(1),
    });
    await order({
      status: 'delivered',
      totalCents: 8_000,
      placedAt: today(2),
      refundedCents: 2_000,
      refundedAt: today(1),
    });
    await order({ status: 'preparing', method: 'cash', totalCents: 3_000, placedAt: today(0.25) });
    await order({ status: 'pending_payment', totalCents: 9_999, placedAt: null });
    // Yesterday's order, part refunded today: its day's GMV, less its refund.
    await order({
      status: 'delivered',
      totalCents: 4_000,
      placedAt: new Date(NOW.getTime() - DAY),
      refundedCents: 1_000,
      refundedAt: today(1),
    });
    // Forty days ago: not in the last 30 days.
    await order({ status: 'delivered', totalCents: 6_000, placedAt: new Date(NOW.getTime() - 40 * DAY) });
  });
  afterAll(() => t.close());

  it('counts the venues open now by the storefront rule, not the owner switch', async () => {
    const res = await t.get<AdminOverview>('/api/admin/overview', { cookie });
    expect(res.status).toBe(200);
    expect(res.body.venues_open).toBe(2);
  });

  it('GMV is paid orders placed that day and not cancelled, less their refunds', async () => {
    const o = (await t.get<AdminOverview>('/api/admin/overview', { cookie })).body;
    // 10 000 + (8 000 − 2 000) + 3 000 (live cash order); the cancelled, the fully refunded and the unpaid: nothing.
    expect(o.gmv_today_cents).toBe(19_000);
    const yesterday = o.daily.find((d) => d.date === '2026-12-01');
    expect(yesterday?.gmv_cents).toBe(3_000);
    expect(o.gmv_7d_cents).toBe(22_000);
    expect(o.daily.reduce((n, d) => n + d.gmv_cents, 0)).toBe(o.gmv_7d_cents);
  });

  it("the venue list counts each venue's paid orders of the last 30 days", async () => {
    const res = await t.get<z.infer<typeof AdminRestaurantListSchema>>('/api/admin/restaurants', { cookie });
    expect(res.status).toBe(200);
    const of = (id: string) => res.body.restaurants.find((r) => r.id === id)?.orders_30d;
    // Six placed in the last 30 days (delivered, cancelled after payment and live ones count; never the unpaid one).
    expect(of(busy)).toBe(6);
    expect(of(quiet)).toBe(0);
  });
});
