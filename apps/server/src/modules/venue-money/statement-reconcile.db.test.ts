import type { AdminOrderDetail } from '@lekker/core/contracts/admin';
import type { VenuePayouts, VenueStatement } from '@lekker/core/contracts/venue-money';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, devMail, ledgerLines, notifications, orders, refunds } from '../../db/schema/index.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import { addRestaurantMember, insertMenuItem, insertRestaurant, insertUser } from '../../seed/builders.ts';
import { insertOrderHistory, type PlannedOrder, planOrderHistory } from '../../seed/order-history.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { localMidnight, plusDays } from './venue-money-rules.ts';

// Sunday 2026-03-15, 19:00 in Johannesburg: the running week is 03-09 … 03-15, and the refunds below happen in it.
const NOW = new Date('2026-03-15T17:00:00Z');
const WEEK = '2026-03-09';
const from = localMidnight(WEEK);
const to = localMidnight(plusDays(WEEK, 7));

// Every figure of a venue's week reads the ledger through one rule (docs/decisions/050-refund-bearer.md): the
// header, the sum of its lines, the payouts list row and the CSV agree with each other and with the ledger; a
// paid-then-cancelled order is not food the venue sold; a refund the venue bears is its own line.
describe('a venue week reconciles: delivered, paid-then-cancelled and refunded orders', () => {
  let t: TestApp;
  let venue = '';
  let ownerId = '';
  const cookies: Record<string, string> = {};
  let planned: PlannedOrder[] = [];
  let delivered: PlannedOrder[] = [];
  let cancelled: PlannedOrder[] = [];
  const refundIds: Record<string, string> = {};

  const statement = async () =>
    (
      await t.get<VenueStatement>(`/api/restaurant/venues/${venue}/statement?week=${WEEK}`, {
        cookie: cookies.owner,
      })
    ).body;
  const refund = (orderId: string, body: Record<string, unknown>) =>
    t.request<AdminOrderDetail>('POST', `/api/admin/orders/${orderId}/refund`, {
      cookie: cookies.admin,
      body: { idempotency_key: `reconcile-${orderId}-${String(body.amount_cents)}`, ...body },
    });

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    const db = t.database.db;
    const password = 'reconcile-pass';
    const owner = await insertUser(db, {
      email: 'owner@reconcile.test',
      name: 'Owner',
      password,
      roles: ['restaurant'],
    });
    ownerId = owner.id;
    await insertUser(db, { email: 'ops@reconcile.test', name: 'Ops', password, roles: ['admin'] });
    const customer = await insertUser(db, { email: 'eater@reconcile.test', name: 'Eater' });
    const driver = await insertUser(db, { email: 'rider@reconcile.test', name: 'Rider' });
    venue = (await insertRestaurant(db, { name: 'Reconcile Kitchen', commissionRateBps: 1500 })).id;
    await addRestaurantMember(db, owner.id, venue, 'owner');
    const items = [
      await insertMenuItem(db, venue, { name: 'Kota', priceCents: 4500 }),
      await insertMenuItem(db, venue, { name: 'Chips', priceCents: 2500 }),
    ];
    planned = planOrderHistory({
      random: seededRandom(2553),
      now: NOW,
      days: 7,
      ordersPerDay: [5, 9],
      items: items.map((i) => ({ id: i.id, name: i.name, priceCents: i.priceCents })),
      customers: 1,
      drivers: 1,
      includeToday: true,
    });
    // Two of the week's card orders were paid and then cancelled before delivery (by the customer).
    const inWeek = (d: Date | null) => d !== null && d >= from && d < to;
    for (const o of planned
      .filter((x) => x.status === 'delivered' && x.paymentMethod === 'payfast' && inWeek(x.placedAt))
      .slice(-2)) {
      Object.assign(o, {
        status: 'cancelled',
        cancelCode: null,
        cancelledAt: new Date(o.placedAt.getTime() + 10 * 60_000),
        readyAt: null,
        pickedUpAt: null,
        deliveredAt: null,
        rating: null,
        ratedAt: null,
      });
    }
    await insertOrderHistory(db, {
      restaurantId: venue,
      commissionBps: 1500,
      customerIds: [customer.id],
      driverIds: [driver.id],
      orders: planned,
    });
    delivered = planned.filter((o) => o.status === 'delivered' && inWeek(o.deliveredAt));
    cancelled = planned.filter(
      (o) => o.status === 'cancelled' && o.paymentMethod === 'payfast' && inWeek(o.cancelledAt),
    );
    cookies.owner = await t.signIn('owner@reconcile.test', password);
    cookies.admin = await t.signIn('ops@reconcile.test', password);
  });
  afterAll(() => t.close());

  it('the week has what the check needs: delivered card orders and paid orders cancelled before delivery', () => {
    expect(delivered.filter((o) => o.paymentMethod === 'payfast').length).toBeGreaterThanOrEqual(2);
    expect(cancelled.length).toBeGreaterThanOrEqual(1);
  });

  it("refunds with a bearer: the venue's fault is the venue's, a delivery fault and a cancelled order the marketplace's", async () => {
    const [mine, theirs] = delivered.filter((o) => o.paymentMethod === 'payfast');
    const gone = cancelled[0]!;
    // The system owed the cancelled order's money back with its own reason; the admin sends it with theirs.
    const [pay] = await t.database.db.select().from(orders).where(eq(orders.id, gone.id));
    await t.database.db.insert(refunds).values({
      orderId: gone.id,
      pfPaymentId: pay!.pfPaymentId,
      amountCents: gone.totalCents,
      reason: 'Order cancelled before delivery',
    });

    const refused = await refund(gone.id, {
      amount_cents: gone.totalCents,
      reason: 'Card refunded',
      bearer: 'venue',
    });
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as { error: { message: string } }).error.message).toBe(
      'The venue was paid nothing for this order (it was not delivered), so Lekker Eats bears this refund.',
    );

    const a = await refund(mine!.id, {
      amount_cents: 2000,
      reason: 'Two cooldrinks missing',
      cause: 'missing_or_wrong_items',
    });
    expect(a.status).toBe(200);
    expect(a.body.refunds.map((r) => [r.amount_cents, r.bearer, r.cause, r.reason, r.status])).toEqual([
      [2000, 'venue', 'missing_or_wrong_items', 'Two cooldrinks missing', 'succeeded'],
    ]);
    refundIds.venue = a.body.refunds[0]!.id;
    const b = await refund(theirs!.id, {
      amount_cents: 1500,
      reason: 'Driver was an hour late',
      cause: 'delivery_problem',
    });
    expect(b.body.refunds.map((r) => [r.bearer, r.status])).toEqual([['marketplace', 'succeeded']]);
    refundIds.marketplace = b.body.refunds[0]!.id;
    const c = await refund(gone.id, {
      amount_cents: gone.totalCents,
      reason: 'Customer cancelled, card refunded',
    });
    expect(c.status).toBe(200);
    // The refund owed was sent whole: its row now carries the reason the admin typed, and so does the audit log.
    expect(c.body.refunds.map((r) => [r.reason, r.bearer, r.status])).toEqual([
      ['Customer cancelled, card refunded', 'marketplace', 'succeeded'],
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, gone.id)));
    expect(audit.map((x) => x.summary)).toEqual([
      `Refunded R${(gone.totalCents / 100).toFixed(2)} on ${gone.orderNumber}: Customer cancelled, card refunded`,
    ]);
    expect(audit[0]!.details).toMatchObject({
      reason: 'Customer cancelled, card refunded',
      bearer: 'marketplace',
    });
  });

  it('header = sum of lines = ledger = orders, in the statement API', async () => {
    const s = await statement();
    const rows = await t.database.db
      .select()
      .from(ledgerLines)
      .where(
        and(
          eq(ledgerLines.restaurantId, venue),
          gte(ledgerLines.occurredAt, from),
          lt(ledgerLines.occurredAt, to),
        ),
      );
    const ledger = (kind: string, entry?: (k: string) => boolean) =>
      rows
        .filter((l) => l.kind === kind && (!entry || entry(l.entryKey)))
        .reduce((n, l) => n + l.amountCents, 0);
    const sumLines = (kind: string) => s.lines.reduce((n, l) => n + (l.amounts[kind] ?? 0), 0);
    const food = delivered.reduce((n, o) => n + o.subtotalCents, 0);

    // Food sales: what was delivered, never a paid order cancelled before delivery.
    expect(s.totals.food_subtotal).toBe(food);
    expect(sumLines('food_subtotal')).toBe(food);
    expect(ledger('food_subtotal', (k) => k === 'delivered')).toBe(food);
    expect(ledger('food_subtotal', (k) => k === 'cancelled')).toBeGreaterThan(0);
    expect(s.lines.map((l) => l.entry_key)).not.toContain('cancelled');
    // The refund the venue bears is its own line and column; the marketplace's refunds are not on it.
    expect(s.kinds).toEqual(['food_subtotal', 'venue_refund', 'commission', 'venue_net']);
    expect(s.totals.venue_refund).toBe(-2000);
    expect(sumLines('venue_refund')).toBe(-2000);
    expect(s.lines.find((l) => l.entry_key === `refund:${refundIds.venue}`)).toMatchObject({
      amounts: { venue_refund: -2000, venue_net: -2000 },
      net_cents: -2000,
    });
    expect(s.lines.map((l) => l.entry_key)).not.toContain(`refund:${refundIds.marketplace}`);
    // Food sales + refunds − commission = net, in the header, on every line and in the ledger.
    expect(s.totals.food_subtotal! + s.totals.venue_refund! - s.commission_cents).toBe(s.net_cents);
    for (const l of s.lines)
      expect(
        (l.amounts.food_subtotal ?? 0) + (l.amounts.venue_refund ?? 0) - (l.amounts.commission ?? 0),
      ).toBe(l.net_cents);
    expect(s.commission_cents).toBe(sumLines('commission'));
    expect(s.commission_cents).toBe(ledger('commission'));
    expect(s.net_cents).toBe(s.lines.reduce((n, l) => n + l.net_cents, 0));
    expect(s.net_cents).toBe(ledger('venue_net'));
  });

  it('the payouts list row and the CSV say the same as the statement', async () => {
    const s = await statement();
    const list = (
      await t.get<VenuePayouts>(`/api/restaurant/venues/${venue}/payouts`, { cookie: cookies.owner })
    ).body;
    const row = list.weeks.find((w) => w.week_start === WEEK)!;
    expect([row.orders, row.food_subtotal_cents, row.commission_cents, row.net_cents]).toEqual([
      s.orders,
      s.totals.food_subtotal,
      s.commission_cents,
      s.net_cents,
    ]);
    expect(row.food_subtotal_cents + (s.totals.venue_refund ?? 0) - row.commission_cents).toBe(row.net_cents);

    const csv = (
      await t.get<string>(`/api/restaurant/venues/${venue}/statement/csv?week=${WEEK}`, {
        cookie: cookies.owner,
      })
    ).body;
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Date,Order,Payment,Entry,Food sales,Refunds,Commission,Net to you');
    const rand = (c: number) => (c / 100).toFixed(2);
    expect(lines.find((l) => l.startsWith('Total,'))).toBe(
      `Total,${s.orders} orders,,,${rand(s.totals.food_subtotal!)},${rand(-2000)},${rand(s.commission_cents)},${rand(s.net_cents)}`,
    );
    const body = lines.slice(1, 1 + s.lines.length).map((l) => l.split(','));
    const column = (i: number) => Math.round(body.reduce((n, cells) => n + Number(cells[i]) * 100, 0));
    expect([column(4), column(5), column(6), column(7)]).toEqual([
      s.totals.food_subtotal,
      -2000,
      s.commission_cents,
      s.net_cents,
    ]);
    expect(lines).toContain(`Net this week,${rand(s.net_cents)}`);
    expect(body.filter((cells) => cells[3] === 'Refund')).toHaveLength(1);
  });

  it("tells the venue's owner (bell and e-mail) who bears each refund of a delivered order", async () => {
    const [mine, theirs] = delivered.filter((o) => o.paymentMethod === 'payfast');
    const bell = await t.database.db.select().from(notifications).where(eq(notifications.userId, ownerId));
    expect(bell.map((n) => [n.orderId, n.title, n.message]).sort()).toEqual(
      [
        [
          mine!.id,
          'Refund deducted from your payout',
          `We refunded R20.00 on order ${mine!.orderNumber} (Missing or wrong items: Two cooldrinks missing). R20.00 is deducted from your payout and shows on this week's statement.`,
        ],
        [
          theirs!.id,
          'Refund on one of your orders',
          `We refunded R15.00 on order ${theirs!.orderNumber} (Late or damaged delivery: Driver was an hour late). Lekker Eats bears it: your payout is unchanged.`,
        ],
      ].sort(),
    );
    const mail = await t.database.db
      .select()
      .from(devMail)
      .where(inArray(devMail.to, ['owner@reconcile.test']));
    expect(mail.map((m) => m.subject).sort()).toEqual(
      [
        `Refund deducted from your payout: order ${mine!.orderNumber}`,
        `Refund on one of your orders: order ${theirs!.orderNumber}`,
      ].sort(),
    );
  });
});
