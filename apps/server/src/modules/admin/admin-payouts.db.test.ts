import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerLines, orderPayments, orders, paymentNotifications, payouts } from '../../db/schema/index.ts';
import {
  addRestaurantMember,
  insertDriverProfile,
  insertRestaurant,
  insertUser,
} from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

// Week of Monday 2026-11-23 (Johannesburg): it ends at Monday 2026-11-30 00:00 SAST = 2026-11-29T22:00:00Z.
const WEEK = '2026-11-23';
const WEEK_ENDS = new Date('2026-11-29T22:00:00Z');
const BANK = {
  account_holder: 'Kota King (Pty) Ltd',
  bank_name: 'FNB',
  branch_code: '250655',
  account_number: '62812345678',
  account_type: 'cheque',
};

type Week = {
  closed: boolean;
  closes_at: string;
  venues: { restaurant_id: string; net_cents: number; bank_details_on_file: boolean }[];
  drivers: {
    driver_id: string;
    net_cents: number;
    owed_by_driver_cents: number;
    payout: unknown;
  }[];
};
type ApiError = { error: { code: string; message: string } };

describe('admin payouts: only a closed week, only payees with bank details, a driver who owes is no payout', () => {
  let t: TestApp;
  let now = new Date('2026-11-25T10:00:00Z');
  const cookies: Record<string, string> = {};
  let banked = '';
  let unbanked = '';
  let owingDriver = '';
  let paidDriver = '';
  let orderId = '';

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    const db = t.database.db;
    const password = 'payout-pass';
    const mk = (email: string, roles: ('customer' | 'restaurant' | 'driver' | 'admin')[]) =>
      insertUser(db, { email, name: email.split('@')[0]!, password, roles });
    await mk('admin@payouts.test', ['admin']);
    const owner = await mk('owner@payouts.test', ['customer', 'restaurant']);
    const customer = await mk('eater@payouts.test', ['customer']);
    const owing = await mk('owing@payouts.test', ['customer', 'driver']);
    const earning = await mk('earning@payouts.test', ['customer', 'driver']);
    owingDriver = owing.id;
    paidDriver = earning.id;
    for (const d of [owing, earning]) await insertDriverProfile(db, d.id, { status: 'approved' });
    banked = (await insertRestaurant(db, { name: 'Kota King' })).id;
    unbanked = (await insertRestaurant(db, { name: 'No Bank Grill' })).id;
    await addRestaurantMember(db, owner.id, banked);
    for (const who of ['admin', 'owner', 'owing', 'earning'])
      cookies[who] = await t.signIn(`${who}@payouts.test`, password);

    // One delivered order per venue on Tuesday of the week; the cash order's driver holds more than their pay.
    const occurredAt = new Date('2026-11-24T10:00:00Z');
    let n = 0;
    const order = async (restaurantId: string, driverId: string, pay: number, cash: number) => {
      const [o] = await db
        .insert(orders)
        .values({
          orderNumber: `ORDER-PAYOUT-${++n}`,
          customerId: customer.id,
          restaurantId,
          driverId,
          status: 'delivered',
          paymentMethod: cash > 0 ? 'cash' : 'payfast',
          subtotalCents: 10_000,
          deliveryFeeCents: 2000,
          totalCents: 12_000,
          deliveryAddress: { street: '1 Main Road', city: 'Mahikeng', province: 'North West' },
        })
        .returning();
      const line = (kind: string, amountCents: number, driver?: string) => ({
        orderId: o!.id,
        restaurantId,
        driverId: driver ?? null,
        kind: kind as never,
        amountCents,
        entryKey: 'delivered',
        occurredAt,
      });
      await db
        .insert(ledgerLines)
        .values([
          line('food_subtotal', 10_000),
          line('commission', 1500),
          line('venue_net', 8500),
          line('driver_pay', pay, driverId),
          ...(cash > 0 ? [line('cash_collected', cash, driverId)] : []),
        ]);
      return o!.id;
    };
    orderId = await order(banked, owing.id, 3500, 12_000);
    await order(unbanked, earning.id, 4000, 0);

    expect(
      (
        await t.request('PUT', `/api/restaurant/venues/${banked}/bank-details`, {
          cookie: cookies.owner,
          body: BANK,
        })
      ).status,
    ).toBe(200);
    for (const who of ['owing', 'earning'])
      expect(
        (
          await t.request('PUT', '/api/driver/bank-details', {
            cookie: cookies[who],
            body: { ...BANK, account_holder: who, account_number: '1234567890', account_type: 'savings' },
          })
        ).status,
      ).toBe(200);
  });
  afterAll(() => t.close());

  const markPaid = (party: 'venue' | 'driver', id: string, reference = 'FNB-BATCH-7') =>
    t.request<ApiError & Week>('POST', '/api/admin/payouts/mark-paid', {
      cookie: cookies.admin,
      body: { party, party_id: id, week_start: WEEK, reference },
    });

  it('refuses to mark paid or export a week that is still running, up to its last millisecond', async () => {
    for (const at of [new Date('2026-11-25T10:00:00Z'), new Date(WEEK_ENDS.getTime() - 1)]) {
      now = at;
      const week = await t.get<Week>(`/api/admin/payouts?week=${WEEK}`, { cookie: cookies.admin });
      expect(week.body).toMatchObject({ closed: false, closes_at: WEEK_ENDS.toISOString() });
      const res = await markPaid('venue', banked);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('week_not_closed');
      expect(res.body.error.message).toBe(
        `The week of ${WEEK} is still running. It can be paid once it ends, after Sunday 2026-11-29 (Johannesburg time).`,
      );
      const file = await t.get<ApiError>(`/api/admin/payouts/export?week=${WEEK}`, { cookie: cookies.admin });
      expect(file.status).toBe(409);
      expect(file.body.error.code).toBe('week_not_closed');
    }
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(payouts);
    expect(count!.n).toBe(0);
  });

  it('once the week has closed: a venue without bank details cannot be marked paid; one with them can', async () => {
    now = WEEK_ENDS;
    const week = await t.get<Week>(`/api/admin/payouts?week=${WEEK}`, { cookie: cookies.admin });
    expect(week.body.closed).toBe(true);
    expect(week.body.venues.find((v) => v.restaurant_id === unbanked)?.bank_details_on_file).toBe(false);
    const refused = await markPaid('venue', unbanked);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'no_bank_details',
      message:
        'No Bank Grill has no bank details on file, so nothing can have been paid to them. Ask them to add their bank details first.',
    });
    const paid = await markPaid('venue', banked);
    expect(paid.status).toBe(200);
    expect(
      (await t.database.db.select().from(payouts)).map((p) => [p.party, p.partyId, p.amountCents]),
    ).toEqual([['venue', banked, 8500]]);
  });

  it("records a driver's cash held above pay as a balance they owe, never as a (negative) payout", async () => {
    now = WEEK_ENDS;
    const week = await t.get<Week>(`/api/admin/payouts?week=${WEEK}`, { cookie: cookies.admin });
    expect(week.body.drivers.find((d) => d.driver_id === owingDriver)).toMatchObject({
      net_cents: 0,
      owed_by_driver_cents: 12_000 - 3500,
      payout: null,
    });
    expect(week.body.drivers.find((d) => d.driver_id === paidDriver)).toMatchObject({
      net_cents: 4000,
      owed_by_driver_cents: 0,
    });
    const owes = await markPaid('driver', owingDriver);
    expect(owes.status).toBe(409);
    expect(owes.body.error).toEqual({
      code: 'nothing_due',
      message:
        'owing owes R85.00 for that week (cash held above their pay). That is a balance the driver owes, settled separately, not a payout.',
    });
    // The owing driver is not in the bank file; the earning one is.
    const file = await t.get<string>(`/api/admin/payouts/export?week=${WEEK}`, { cookie: cookies.admin });
    expect(file.status).toBe(200);
    const rows = file.body.split('\r\n').slice(1, -1);
    expect(rows.map((r) => r.split(',')[0])).toEqual(['earning']);
    expect((await markPaid('driver', paidDriver)).status).toBe(200);
    // Even written past the service, the database takes no payout of R0 or less.
    const error = await t.database.db
      .insert(payouts)
      .values({
        party: 'driver',
        partyId: owingDriver,
        weekStart: '2026-11-16',
        amountCents: -8500,
        reference: 'x',
      })
      .then(
        () => undefined,
        (e: Error & { cause?: Error }) => e,
      );
    expect(String(error?.cause?.message ?? error?.message)).toMatch(/payouts_amount_positive/);
  });

  it('answers account numbers and the bank file with Cache-Control: no-store', async () => {
    now = WEEK_ENDS;
    const paths: [string, string][] = [
      [`/api/admin/payouts/export?week=${WEEK}`, 'admin'],
      [`/api/admin/payouts?week=${WEEK}`, 'admin'],
      [`/api/admin/restaurants/${banked}`, 'admin'],
      [`/api/admin/drivers/${owingDriver}`, 'admin'],
      [`/api/restaurant/venues/${banked}/bank-details`, 'owner'],
      ['/api/driver/bank-details', 'owing'],
    ];
    for (const [path, who] of paths) {
      const res = await t.get(path, { cookie: cookies[who] });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toMatch(/\bno-store\b/);
    }
    const saved = await t.request('PUT', '/api/driver/bank-details', {
      cookie: cookies.owing,
      body: { ...BANK, account_holder: 'owing', account_number: '1234567891', account_type: 'savings' },
    });
    expect(saved.headers.get('cache-control')).toMatch(/\bno-store\b/);
  });

  it('payouts, the money that came in and the PayFast notifications refuse UPDATE, DELETE and TRUNCATE', async () => {
    const db = t.database.db;
    await db.insert(orderPayments).values({ pfPaymentId: 'pf-append-1', orderId, amountCents: 12_000 });
    await db.insert(paymentNotifications).values({
      sourceIp: '127.0.0.1',
      pfPaymentId: 'pf-append-1',
      payload: [['pf_payment_id', 'pf-append-1']],
      outcome: 'paid',
    });
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await db.execute(statement).then(
        () => undefined,
        (e: Error & { cause?: Error }) => e,
      );
      expect(String(error?.cause?.message ?? error?.message), String(statement.queryChunks)).toMatch(
        /append-only/,
      );
    };
    for (const table of [payouts, orderPayments, paymentNotifications]) {
      await refused(sql`delete from ${table}`);
      await refused(sql`truncate ${table}`);
    }
    await refused(sql`update ${payouts} set amount_cents = 1, reference = 'changed'`);
    await refused(sql`update ${orderPayments} set amount_cents = 1`);
    await refused(sql`update ${paymentNotifications} set outcome = 'ignored'`);
    expect((await db.select().from(payouts)).map((p) => p.reference)).toEqual(['FNB-BATCH-7', 'FNB-BATCH-7']);
    expect(await db.select().from(orderPayments)).toHaveLength(1);
    expect(await db.select().from(paymentNotifications)).toHaveLength(1);
  });
});
