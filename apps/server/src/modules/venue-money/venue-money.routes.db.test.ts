import type { VenueAnalytics, VenuePayouts, VenueStatement } from '@lekker/core/contracts/venue-money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerLines, orders, payouts, reviews } from '../../db/schema/index.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import {
  addRestaurantMember,
  insertMenuItem,
  insertRestaurant,
  insertUser,
  type MenuItem,
} from '../../seed/builders.ts';
import { insertOrderHistory, type PlannedOrder, planOrderHistory } from '../../seed/order-history.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app.ts';
import { commissionCents } from '../ledger/ledger-rules.ts';
import { localDateOf, localMidnight, mondayOf, plusDays } from './venue-money-rules.ts';

// Thursday 2026-03-12, 10:00 in Johannesburg. The last complete week is 2026-03-02 … 03-08; its payout day is
// Tuesday 03-10. The SQL figures are checked against a plain JS reference over a randomised history (the seed is
// printed; ANALYTICS_SEED replays one).
const NOW = new Date('2026-03-12T08:00:00Z');
const SEED = Number(process.env.ANALYTICS_SEED ?? Date.now() % 1_000_000);
const RATE_BPS = 1250;
const LAST_WEEK = '2026-03-02';

type Line = { orderId: string; kind: string; amountCents: number; occurredAt: Date; entryKey: string };

describe(`venue statements, payouts and analytics (seed ${SEED})`, () => {
  let t: TestApp;
  let venue = '';
  let other = '';
  const cookies: Record<string, string> = {};
  let planned: PlannedOrder[] = [];
  let lines: Line[] = [];
  let paidWeek = '';
  let paidCents = 0;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    const db = t.database.db;
    const password = 'money-pass';
    const mk = (email: string, roles: ('customer' | 'restaurant' | 'admin')[]) =>
      insertUser(db, { email, name: email.split('@')[0]!, password, roles });
    const owner = await mk('owner@money.test', ['customer', 'restaurant']);
    const staff = await mk('staff@money.test', ['restaurant']);
    const stranger = await mk('stranger@money.test', ['customer', 'restaurant']);
    await mk('admin@money.test', ['admin']);
    await mk('eater@money.test', ['customer']);
    const customers = await Promise.all(
      ['a', 'b', 'c'].map((x) => mk(`regular-${x}@money.test`, ['customer'])),
    );
    const driver = await mk('rider@money.test', ['customer']);
    venue = (await insertRestaurant(db, { name: 'Mopane & Co', commissionRateBps: RATE_BPS })).id;
    other = (await insertRestaurant(db, { name: 'Elsewhere Eats' })).id;
    await addRestaurantMember(db, owner.id, venue, 'owner');
    await addRestaurantMember(db, staff.id, venue, 'staff');
    await addRestaurantMember(db, stranger.id, other, 'owner');

    // Names that sort the same under every collation ("Dish A" … "Dish L"); prices from R12 to R140.
    const random = seededRandom(SEED);
    const items: MenuItem[] = [];
    for (const letter of 'ABCDEFGHIJKL')
      items.push(
        await insertMenuItem(db, venue, {
          name: `Dish ${letter}`,
          priceCents: 1200 + Math.floor(random() * 128) * 100,
        }),
      );
    const plan = (restaurantItems: MenuItem[], days: number) =>
      planOrderHistory({
        random,
        now: NOW,
        days,
        ordersPerDay: [0, 7],
        items: restaurantItems.map((i) => ({ id: i.id, name: i.name, priceCents: i.priceCents })),
        customers: 3,
        drivers: 1,
        includeToday: true,
      });
    planned = plan(items, 100);
    const common = { customerIds: customers.map((c) => c.id), driverIds: [driver.id] };
    lines = await insertOrderHistory(db, {
      restaurantId: venue,
      commissionBps: RATE_BPS,
      orders: planned,
      ...common,
    });
    // Another venue's orders must never leak into these figures.
    const otherItems = [await insertMenuItem(db, other, { name: 'Dish A', priceCents: 9900 })];
    await insertOrderHistory(db, {
      restaurantId: other,
      commissionBps: 1500,
      orders: plan(otherItems, 20),
      ...common,
    });
    // An order still awaiting PayFast (never placed) and a rating with no order: neither is a paid order.
    await db.insert(orders).values({
      orderNumber: 'ORDER-UNPAID-1',
      customerId: customers[0]!.id,
      restaurantId: venue,
      status: 'pending_payment',
      paymentMethod: 'payfast',
      subtotalCents: 5000,
      deliveryFeeCents: 2000,
      totalCents: 7000,
      deliveryAddress: { street: '1 Main Road', city: 'Mahikeng', province: 'North West' },
      createdAt: new Date('2026-03-10T10:00:00Z'),
    });
    await db.insert(reviews).values({
      restaurantId: venue,
      restaurantRating: 2,
      createdAt: new Date('2026-03-09T10:00:00Z'),
    });

    // A kind a later feature adds (a venue-funded promotion) on one order of last week: statements show it.
    const lastWeekOrder = planned.find(
      (o) => o.deliveredAt && mondayOf(o.deliveredAt) === LAST_WEEK && o.status === 'delivered',
    )!;
    const extra = {
      orderId: lastWeekOrder.id,
      restaurantId: venue,
      kind: 'venue_discount' as never,
      amountCents: -500,
      entryKey: 'delivered',
      occurredAt: lastWeekOrder.deliveredAt!,
    };
    await db.insert(ledgerLines).values(extra);
    lines.push(extra as Line);

    // Two weeks ago was paid on its Tuesday (inside last week): it moves last week's closing balance.
    paidWeek = plusDays(LAST_WEEK, -7);
    paidCents = sumNet(lines, localMidnight(paidWeek), localMidnight(LAST_WEEK));
    await db.insert(payouts).values({
      party: 'venue',
      partyId: venue,
      weekStart: paidWeek,
      amountCents: paidCents,
      reference: 'EFT 1234567',
      paidAt: new Date('2026-03-03T08:00:00Z'),
    });

    for (const who of ['owner', 'staff', 'stranger', 'admin', 'eater'])
      cookies[who] = await t.signIn(`${who}@money.test`, password);
  });
  afterAll(() => t.close());

  const get = <T>(path: string, who?: string) => t.get<T>(path, { cookie: who ? cookies[who] : undefined });

  it('answers every new route to the venue members only (owner and staff); others get 401, 403 or 404', async () => {
    const paths = [
      `/api/restaurant/venues/${venue}/payouts`,
      `/api/restaurant/venues/${venue}/statement`,
      `/api/restaurant/venues/${venue}/statement/csv`,
      `/api/restaurant/venues/${venue}/statement/pdf`,
      `/api/restaurant/venues/${venue}/analytics`,
    ];
    for (const path of paths) {
      expect((await get(path, 'owner')).status, path).toBe(200);
      expect((await get(path, 'staff')).status, path).toBe(200);
      expect((await get(path, 'stranger')).status, path).toBe(404);
      expect((await get(path, 'admin')).status, path).toBe(403);
      expect((await get(path, 'eater')).status, path).toBe(403);
      expect((await get(path)).status, path).toBe(401);
    }
    expect((await get(`/api/restaurant/venues/${other}/analytics`, 'owner')).status).toBe(404);
  });

  it("last week's statement: lines by order, every venue kind, commission, net, balances and payout state", async () => {
    const { status, body } = await get<VenueStatement>(
      `/api/restaurant/venues/${venue}/statement?week=${LAST_WEEK}`,
      'owner',
    );
    expect(status).toBe(200);
    const from = localMidnight(LAST_WEEK);
    const to = localMidnight(plusDays(LAST_WEEK, 7));
    const week = venueLines(lines).filter((l) => l.occurredAt >= from && l.occurredAt < to);
    const total = (kind: string) =>
      week.filter((l) => l.kind === kind).reduce((n, l) => n + l.amountCents, 0);
    expect(body.week_end).toBe('2026-03-08');
    expect(body.orders).toBe(new Set(week.map((l) => l.orderId)).size);
    expect(body.lines).toHaveLength(new Set(week.map((l) => l.orderId)).size);
    expect(body.kinds).toEqual(['food_subtotal', 'venue_discount', 'commission', 'venue_net']);
    expect(body.totals.food_subtotal).toBe(total('food_subtotal'));
    expect(body.totals.venue_discount).toBe(-500);
    expect(body.commission_cents).toBe(total('commission'));
    expect(body.net_cents).toBe(total('venue_net'));
    // Never the marketplace's lines.
    for (const kind of ['delivery_fee', 'driver_pay', 'cash_collected', 'provider_fee'])
      expect(body.totals[kind]).toBeUndefined();
    for (const line of body.lines) {
      const own = week.filter((l) => l.orderId === line.order_id);
      expect(line.net_cents).toBe(own.find((l) => l.kind === 'venue_net')?.amountCents ?? 0);
      if (line.amounts.venue_discount === undefined)
        expect(line.amounts.food_subtotal).toBe(
          (line.amounts.commission ?? 0) + (line.amounts.venue_net ?? 0),
        );
    }
    // The payout of two weeks ago went out on Tuesday 03-03, inside this week: not yet in the opening balance.
    const opening = sumNet(lines, new Date(0), from);
    expect(body.opening_balance_cents).toBe(opening);
    expect(body.payouts_made).toEqual([
      {
        week_start: paidWeek,
        amount_cents: paidCents,
        reference: 'EFT 1234567',
        paid_at: '2026-03-03T08:00:00.000Z',
      },
    ]);
    expect(body.closing_balance_cents).toBe(opening + body.net_cents - paidCents);
    // Its Tuesday (03-10) has passed and no admin marked it paid.
    expect(body.status).toBe(body.net_cents > 0 ? 'pending' : 'nothing_due');
    expect(body.payout).toBeNull();

    // The default week is the last complete one; the paid week says so with its reference.
    expect((await get<VenueStatement>(`/api/restaurant/venues/${venue}/statement`, 'owner')).body).toEqual(
      body,
    );
    const paid = await get<VenueStatement>(
      `/api/restaurant/venues/${venue}/statement?week=${paidWeek}`,
      'staff',
    );
    expect(paid.body.status).toBe('paid');
    expect(paid.body.payout).toMatchObject({ reference: 'EFT 1234567', amount_cents: paidCents });
    // Weeks chain: one week's closing balance is the next one's opening balance.
    expect(paid.body.closing_balance_cents).toBe(body.opening_balance_cents);
  });

  it('refuses a week that does not start on a Monday', async () => {
    const res = await get<{ error: { code: string } }>(
      `/api/restaurant/venues/${venue}/statement?week=2026-03-03`,
      'owner',
    );
    expect(res.status).toBe(400);
    expect((await get(`/api/restaurant/venues/${venue}/statement/csv?week=yesterday`, 'owner')).status).toBe(
      400,
    );
  });

  it('the payouts page: 12 weeks with states, the balance and the next payout', async () => {
    const { status, body } = await get<VenuePayouts>(`/api/restaurant/venues/${venue}/payouts`, 'owner');
    expect(status).toBe(200);
    expect(body.commission_rate_bps).toBe(RATE_BPS);
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks[0]!.week_start).toBe('2026-03-09');
    expect(body.weeks[0]!.status).toBe('in_progress');
    expect(body.weeks[1]!.week_start).toBe(LAST_WEEK);
    expect(body.weeks.find((w) => w.week_start === paidWeek)?.status).toBe('paid');
    for (const w of body.weeks)
      expect(w.net_cents, w.week_start).toBe(
        sumNet(lines, localMidnight(w.week_start), localMidnight(plusDays(w.week_start, 7))),
      );
    const allNet = sumNet(lines, new Date(0), new Date(8.64e15));
    expect(body.balance_cents).toBe(allNet - paidCents);
    // Every ended week but the paid one is owed, together, today (their Tuesdays have passed).
    const owed = new Map<string, number>();
    for (const l of venueLines(lines))
      if (l.kind === 'venue_net')
        owed.set(mondayOf(l.occurredAt), (owed.get(mondayOf(l.occurredAt)) ?? 0) + l.amountCents);
    const due = [...owed].filter(([w, c]) => w < '2026-03-09' && w !== paidWeek && c > 0);
    const oldest = due.map(([w]) => w).sort()[0]!;
    // Due on the oldest unpaid week's Tuesday, long past: overdue, not "today".
    expect(body.next_payout).toEqual({
      date: plusDays(oldest, 8),
      amount_cents: due.reduce((n, [, c]) => n + c, 0),
      weeks: due.map(([w]) => w).sort(),
      estimate: false,
      overdue: true,
    });
  });

  it('lists the weeks from the one the venue started in: none from before it existed', async () => {
    const db = t.database.db;
    const password = 'money-pass';
    const make = async (email: string, venueFields: Parameters<typeof insertRestaurant>[1]) => {
      const owner = await insertUser(db, { email, name: 'New owner', password, roles: ['restaurant'] });
      const id = (await insertRestaurant(db, venueFields)).id;
      await addRestaurantMember(db, owner.id, id, 'owner');
      return { id, cookie: await t.signIn(email, password) };
    };
    // Approved yesterday (Wednesday 03-11), not live yet, no orders: only the running week.
    const fresh = await make('fresh@money.test', {
      name: 'Fresh Start',
      isActive: false,
      createdAt: new Date('2026-03-11T09:00:00Z'),
    });
    const freshBody = (
      await t.get<VenuePayouts>(`/api/restaurant/venues/${fresh.id}/payouts`, { cookie: fresh.cookie })
    ).body;
    expect(freshBody.weeks.map((w) => [w.week_start, w.status])).toEqual([['2026-03-09', 'in_progress']]);
    expect(freshBody.next_payout).toBeNull();
    // Approved in January, live on Friday 02-20 (week of 02-16): four weeks, 02-16 to the running one.
    const live = await make('live@money.test', {
      name: 'Live Since February',
      createdAt: new Date('2026-01-12T09:00:00Z'),
      wentLiveAt: new Date('2026-02-20T09:00:00Z'),
    });
    const liveBody = (
      await t.get<VenuePayouts>(`/api/restaurant/venues/${live.id}/payouts`, { cookie: live.cookie })
    ).body;
    expect(liveBody.weeks.map((w) => w.week_start)).toEqual([
      '2026-03-09',
      '2026-03-02',
      '2026-02-23',
      '2026-02-16',
    ]);
  });

  it('the statement downloads as CSV (lines, totals, balances) and as PDF', async () => {
    const json = (
      await get<VenueStatement>(`/api/restaurant/venues/${venue}/statement?week=${LAST_WEEK}`, 'owner')
    ).body;
    const csv = await get<string>(`/api/restaurant/venues/${venue}/statement/csv?week=${LAST_WEEK}`, 'owner');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="lekker-statement-mopane-co-${LAST_WEEK}.csv"`,
    );
    const rows = csv.body.split('\r\n');
    expect(rows[0]).toBe('Date,Order,Payment,Entry,Food sales,Venue discount,Commission,Net to you');
    for (const line of json.lines) expect(csv.body).toContain(line.order_number);
    const totalRow = rows.find((r) => r.startsWith('Total,'))!;
    expect(totalRow.split(',').at(-1)).toBe((json.net_cents / 100).toFixed(2));
    expect(rows).toContain(`Closing balance,${(json.closing_balance_cents / 100).toFixed(2)}`);
    expect(rows).toContain(`Opening balance,${(json.opening_balance_cents / 100).toFixed(2)}`);

    const res = await t.app.request(`/api/restaurant/venues/${venue}/statement/pdf?week=${LAST_WEEK}`, {
      headers: { cookie: cookies.owner!, origin: TEST_ORIGIN },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`${LAST_WEEK}.pdf`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    expect(pdf.toString('latin1')).toMatch(/\/Type \/Page\b/);
  });

  for (const range of ['days=7', 'days=30', 'days=90', 'from=2026-01-05&to=2026-02-22', '']) {
    it(`analytics (${range || 'default 30 days'}) equal a JS reference over the same orders`, async () => {
      const { status, body } = await get<VenueAnalytics>(
        `/api/restaurant/venues/${venue}/analytics${range ? `?${range}` : ''}`,
        'owner',
      );
      expect(status).toBe(200);
      const today = localDateOf(NOW);
      const days = Number(/days=(\d+)/.exec(range)?.[1] ?? 30);
      const first = /from=([\d-]+)/.exec(range)?.[1] ?? plusDays(today, -(days - 1));
      const last = /to=([\d-]+)/.exec(range)?.[1] ?? today;
      expect([body.from, body.to]).toEqual([first, last]);
      expect(body).toEqual(reference(planned, first, last, body.restaurant_id));
      expect(body.daily.length).toBe(Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1);
    });
  }

  it('an empty range answers zeros and nulls, and bad ranges are refused', async () => {
    const { body } = await get<VenueAnalytics>(
      `/api/restaurant/venues/${venue}/analytics?from=2020-01-01&to=2020-01-07`,
      'owner',
    );
    expect(body.totals).toEqual({
      revenue_cents: 0,
      net_cents: 0,
      orders: 0,
      delivered: 0,
      average_order_cents: null,
    });
    expect(body.heatmap).toEqual([]);
    expect(body.top_items_by_revenue).toEqual([]);
    expect(body.prep.average_minutes).toBeNull();
    expect(body.outcomes.acceptance_rate).toBeNull();
    expect(body.ratings).toEqual({ average: null, count: 0, weekly: [] });
    for (const q of [
      'from=2026-01-01',
      'from=2026-03-10&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01',
      'days=14',
    ])
      expect((await get(`/api/restaurant/venues/${venue}/analytics?${q}`, 'owner')).status, q).toBe(400);
  });

  // The reference: plain JavaScript over the planned orders (and the one extra rating), no SQL.
  function reference(all: PlannedOrder[], first: string, last: string, restaurantId: string): VenueAnalytics {
    const from = localMidnight(first);
    const to = localMidnight(plusDays(last, 1));
    const inRange = (d: Date | null) => d !== null && d >= from && d < to;
    const delivered = all.filter((o) => o.status === 'delivered' && inRange(o.deliveredAt));
    const placed = all.filter((o) => inRange(o.placedAt));
    const dates: string[] = [];
    for (let d = first; d <= last; d = plusDays(d, 1)) dates.push(d);
    const net = (o: PlannedOrder) => o.subtotalCents - commissionCents(o.subtotalCents, RATE_BPS);
    const revenue = delivered.reduce((n, o) => n + o.subtotalCents, 0);
    const weekdayHour = new Map<string, number>();
    for (const o of placed) {
      const local = new Date(o.placedAt.getTime() + 2 * 3_600_000);
      const key = `${(local.getUTCDay() + 6) % 7}|${local.getUTCHours()}`;
      weekdayHour.set(key, (weekdayHour.get(key) ?? 0) + 1);
    }
    const itemTotals = new Map<string, { name: string; quantity: number; revenue_cents: number }>();
    for (const o of delivered)
      for (const i of o.items) {
        const x = itemTotals.get(i.name) ?? { name: i.name, quantity: 0, revenue_cents: 0 };
        x.quantity += i.quantity;
        x.revenue_cents += i.quantity * i.unitPriceCents;
        itemTotals.set(i.name, x);
      }
    const itemsList = [...itemTotals.values()];
    const byName = (a: { name: string }, b: { name: string }) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    const prepped = placed.filter((o) => o.confirmedAt && o.readyAt);
    const prepSeconds = (os: PlannedOrder[]) =>
      os.reduce((n, o) => n + (o.readyAt!.getTime() - o.confirmedAt!.getTime()) / 1000, 0);
    const mean = (os: PlannedOrder[]) =>
      os.length ? Math.round(prepSeconds(os) / os.length / 6) / 10 : null;
    const rejected = placed.filter(
      (o) => o.status === 'cancelled' && o.cancelCode !== null && o.cancelCode !== 'auto_rejected',
    ).length;
    const missed = placed.filter((o) => o.cancelCode === 'auto_rejected').length;
    const cancelled = placed.filter((o) => o.status === 'cancelled' && o.cancelCode === null).length;
    const accepted = placed.filter((o) => o.confirmedAt !== null).length;
    const rate = (n: number) => (placed.length ? Math.round((n / placed.length) * 1000) / 1000 : null);
    const ratings = [
      ...all.filter((o) => o.rating !== null).map((o) => ({ at: o.ratedAt!, rating: o.rating! })),
      { at: new Date('2026-03-09T10:00:00Z'), rating: 2 },
    ].filter((r) => inRange(r.at));
    const weeks = new Map<string, number[]>();
    for (const r of ratings) weeks.set(mondayOf(r.at), [...(weeks.get(mondayOf(r.at)) ?? []), r.rating]);
    const avg = (xs: number[]) =>
      xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100 : null;
    return {
      restaurant_id: restaurantId,
      from: first,
      to: last,
      totals: {
        revenue_cents: revenue,
        net_cents: delivered.reduce((n, o) => n + net(o), 0),
        orders: placed.length,
        delivered: delivered.length,
        average_order_cents: delivered.length ? Math.round(revenue / delivered.length) : null,
      },
      daily: dates.map((date) => ({
        date,
        revenue_cents: delivered
          .filter((o) => localDateOf(o.deliveredAt!) === date)
          .reduce((n, o) => n + o.subtotalCents, 0),
        orders: placed.filter((o) => localDateOf(o.placedAt) === date).length,
        delivered: delivered.filter((o) => localDateOf(o.deliveredAt!) === date).length,
      })),
      heatmap: [...weekdayHour]
        .map(([key, orders]) => {
          const [weekday, hour] = key.split('|').map(Number) as [number, number];
          return { weekday, hour, orders };
        })
        .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
      top_items_by_revenue: [...itemsList]
        .sort((a, b) => b.revenue_cents - a.revenue_cents || b.quantity - a.quantity || byName(a, b))
        .slice(0, 10),
      top_items_by_count: [...itemsList]
        .sort((a, b) => b.quantity - a.quantity || b.revenue_cents - a.revenue_cents || byName(a, b))
        .slice(0, 10),
      prep: {
        average_minutes: mean(prepped),
        orders: prepped.length,
        daily: dates.map((date) => {
          const day = prepped.filter((o) => localDateOf(o.placedAt) === date);
          return { date, average_minutes: mean(day), orders: day.length };
        }),
      },
      outcomes: {
        placed: placed.length,
        accepted,
        rejected,
        missed,
        cancelled,
        acceptance_rate: rate(accepted),
        rejection_rate: rate(rejected + missed),
        cancellation_rate: rate(cancelled),
      },
      ratings: {
        average: avg(ratings.map((r) => r.rating)),
        count: ratings.length,
        weekly: [...weeks]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([week_start, xs]) => ({ week_start, average: avg(xs), count: xs.length })),
      },
    };
  }
});

const MARKETPLACE = new Set([
  'delivery_fee',
  'discount',
  'provider_fee',
  'driver_pay',
  'cash_collected',
  'refund',
]);
/** The venue's lines (decision 050): its kinds, and nothing of a paid order cancelled before delivery. */
function venueLines(lines: Line[]) {
  return lines.filter((l) => !MARKETPLACE.has(l.kind) && l.entryKey !== 'cancelled');
}
function sumNet(lines: Line[], from: Date, to: Date) {
  return lines
    .filter((l) => l.kind === 'venue_net' && l.occurredAt >= from && l.occurredAt < to)
    .reduce((n, l) => n + l.amountCents, 0);
}
