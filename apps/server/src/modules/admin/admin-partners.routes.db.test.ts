import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, orders, paymentNotifications } from '../../db/schema/index.ts';
import { insertReview } from '../../seed/builders.ts';
import { TEST_ORIGIN } from '../../test/app.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { tinyPdf, tinyPng } from '../../test/fixtures/receipt-files.ts';
import { createOrderPayments } from '../orders/order-payments.ts';
import { createOrderTransitions } from '../orders/order-transitions.ts';
import { createDataAccess } from '../repositories.ts';
import { EFT_HEADER, weekStartOf } from './admin-money.service.ts';

type Audit = { action: string; summary: string; actor_email: string | null; created_at: string };
type Venue = {
  name: string;
  description: string | null;
  phone: string | null;
  delivery_fee_cents: number | null;
  minimum_order_cents: number;
  latitude: number | null;
  is_active: boolean;
  owners: { email: string }[];
  bank_details: { account_number: string; branch_code: string } | null;
};
type Driver = {
  driver: { user_id: string; email: string };
  documents: { kind: string; original_name: string; url: string; content_type: string }[];
  notes: Audit[];
  audit: Audit[];
  bank_details: { account_number: string } | null;
  active_order: unknown;
};
const BANK = {
  account_holder: 'Kota King (Pty) Ltd',
  bank_name: 'FNB',
  branch_code: '250655',
  account_number: '62812345678',
  account_type: 'cheque',
};

describe('admin console: venues (edit, orders, reviews), drivers (documents, notes), bank details, EFT export', () => {
  let f: OrderFixture;
  const admin = () => ({ cookie: f.cookies.admin });
  // The app's clock runs with real time, moved on by `ahead` (a week's payouts are exported once it has ended).
  let ahead = 0;

  async function uploadDocument(cookie: string, kind: string, filename: string, body: Buffer, type: string) {
    const res = await f.t.app.request(
      `/api/driver/documents?${new URLSearchParams({ kind, filename })}`,
      {
        method: 'PUT',
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': type },
        body,
        duplex: 'half',
      } as RequestInit,
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    return { status: res.status, body: (await res.json()) as { kind: string; url: string } };
  }

  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lekker-admin-partners-'));
    f = await orderFixture({ env: { DATA_DIR: dataDir }, clock: () => new Date(Date.now() + ahead) });
  });
  afterAll(() => f.t.close());

  it('shows a venue with its editable fields, edits it with an audit row, and refuses a live venue without a pin', async () => {
    const id = f.restaurant.id;
    const before = await f.t.get<Venue>(`/api/admin/restaurants/${id}`, admin());
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ name: 'Kota King', bank_details: null, is_active: true });
    expect(before.body.owners.map((o) => o.email)).toEqual(['owner@orders.test']);

    const edit = await f.t.request<Venue>('PATCH', `/api/admin/restaurants/${id}`, {
      ...admin(),
      body: {
        name: 'Kota King Mahikeng',
        description: 'Kotas and chips since 1998',
        phone: '018 123 4567',
        delivery_fee_cents: 1500,
        minimum_order_cents: 6000,
      },
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({
      name: 'Kota King Mahikeng',
      description: 'Kotas and chips since 1998',
      phone: '018 123 4567',
      delivery_fee_cents: 1500,
      minimum_order_cents: 6000,
    });
    // The customer-facing restaurant page reads the same row.
    const pub = await f.t.get<{ restaurant: { name: string } }>(`/api/restaurants/${id}`);
    expect(JSON.stringify(pub.body)).toContain('Kota King Mahikeng');

    const pin = await f.t.request('PATCH', `/api/admin/restaurants/${id}`, {
      ...admin(),
      body: { latitude: null, longitude: null },
    });
    expect(pin.status).toBe(422);
    const bad = await f.t.request('PATCH', `/api/admin/restaurants/${id}`, {
      ...admin(),
      body: { latitude: -25.8 },
    });
    expect(bad.status).toBe(400);
    for (const who of ['owner', 'driver', 'customer'] as const)
      expect(
        (
          await f.t.request('PATCH', `/api/admin/restaurants/${id}`, {
            cookie: f.cookies[who],
            body: { name: 'Hijacked' },
          })
        ).status,
      ).toBe(403);

    const audit = await f.t.get<{ entries: (Audit & { target_id: string })[] }>(
      `/api/admin/audit?target_type=restaurant&target_id=${id}`,
      admin(),
    );
    const edits = audit.body.entries.filter((e) => e.action === 'restaurant.edit');
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ actor_email: 'admin@orders.test' });
    expect(edits[0]!.summary).toMatch(/name, description, phone, delivery fee, minimum order/);
  });

  it("pages a venue's orders and shows its ratings and reviews", async () => {
    const id = f.restaurant.id;
    const placed: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await f.t.request<{ order: { id: string } }>('POST', '/api/orders', {
        cookie: f.cookies.customer,
        body: f.checkoutBody(),
      });
      expect(res.status).toBe(201);
      placed.push(res.body.order.id);
    }
    const page = await f.t.get<{
      orders: { id: string; status: string; restaurant: { id: string } }[];
      total: number;
      page: number;
      page_size: number;
    }>(`/api/admin/restaurants/${id}/orders?page=1`, admin());
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, page_size: 25, total: 3 });
    expect(page.body.orders.map((o) => o.id)).toEqual([...placed].reverse());
    const empty = await f.t.get<{ orders: unknown[]; total: number }>(
      `/api/admin/restaurants/${id}/orders?page=2`,
      admin(),
    );
    expect(empty.body).toMatchObject({ orders: [], total: 3 });
    const none = await f.t.get<{ total: number }>(
      `/api/admin/restaurants/${id}/orders?status=delivered`,
      admin(),
    );
    expect(none.body.total).toBe(0);
    // Another venue's orders are not listed.
    const other = await f.t.get<{ total: number }>(`/api/admin/restaurants/${f.other.id}/orders`, admin());
    expect(other.body.total).toBe(0);

    await insertReview(f.db, id, {
      restaurantRating: 5,
      restaurantComment: 'Best kota in town',
      customerId: f.users.customer.id,
      orderId: placed[0],
      createdAt: new Date('2026-01-02T10:00:00Z'),
    });
    await insertReview(f.db, id, { restaurantRating: 2, restaurantComment: 'Cold chips' });
    const reviews = await f.t.get<{
      average: number;
      stars: number[];
      total: number;
      reviews: { comment: string; customer_email: string | null; order_number: string | null }[];
    }>(`/api/admin/restaurants/${id}/reviews`, admin());
    expect(reviews.status).toBe(200);
    expect(reviews.body).toMatchObject({ average: 3.5, stars: [0, 1, 0, 0, 1], total: 2 });
    expect(reviews.body.reviews[0]).toMatchObject({ comment: 'Cold chips', customer_email: null });
    expect(reviews.body.reviews[1]).toMatchObject({
      comment: 'Best kota in town',
      customer_email: 'alice@orders.test',
    });
    expect(reviews.body.reviews[1]!.order_number).toMatch(/^ORDER-/);
    expect((await f.t.get(`/api/admin/restaurants/${id}/reviews`, { cookie: f.cookies.owner })).status).toBe(
      403,
    );
  });

  it("keeps a driver's application documents private: the driver uploads, admins open them", async () => {
    const png = await uploadDocument(
      f.cookies.driver,
      'drivers_licence',
      'licence.png',
      tinyPng(),
      'image/png',
    );
    expect(png.status).toBe(201);
    const pdf = await uploadDocument(f.cookies.driver, 'id_document', 'id.pdf', tinyPdf(), 'application/pdf');
    expect(pdf.status).toBe(201);
    // Phone photos are larger than the API's 1 MB body limit: the upload streams up to 8 MB.
    const big = await uploadDocument(
      f.cookies.driver2,
      'vehicle_licence',
      'disc.png',
      tinyPng(2_000_000),
      'image/png',
    );
    expect(big.status).toBe(201);
    // The same file rules as receipts: the declared type must match the bytes.
    const fake = await uploadDocument(f.cookies.driver, 'id_document', 'id.png', tinyPdf(), 'image/png');
    expect(fake.status).toBe(415);
    // Only people with a driver application upload documents.
    const stranger = await uploadDocument(
      f.cookies.customerB,
      'id_document',
      'id.png',
      tinyPng(),
      'image/png',
    );
    expect(stranger.status).toBe(404);

    const mine = await f.t.get<{ documents: { kind: string }[] }>('/api/driver/documents', {
      cookie: f.cookies.driver,
    });
    expect(mine.body.documents.map((d) => d.kind)).toEqual(['id_document', 'drivers_licence']);
    const other = await f.t.get<{ documents: { kind: string }[] }>('/api/driver/documents', {
      cookie: f.cookies.driver2,
    });
    expect(other.body.documents.map((d) => d.kind)).toEqual(['vehicle_licence']);

    const d = await f.t.get<Driver>(`/api/admin/drivers/${f.users.driver.id}`, admin());
    expect(d.status).toBe(200);
    expect(d.body.driver.email).toBe('driver1@orders.test');
    expect(d.body.documents.map((x) => [x.kind, x.original_name, x.content_type])).toEqual([
      ['id_document', 'id.pdf', 'application/pdf'],
      ['drivers_licence', 'licence.png', 'image/png'],
    ]);
    const link = new URL(d.body.documents[1]!.url);
    const opened = await f.t.app.request(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer()).equals(tinyPng())).toBe(true);
    for (const who of ['owner', 'driver'] as const)
      expect(
        (await f.t.get(`/api/admin/drivers/${f.users.driver.id}`, { cookie: f.cookies[who] })).status,
      ).toBe(403);
    expect((await f.t.get('/api/admin/drivers/no-such-user', admin())).status).toBe(404);
  });

  it('adds append-only internal notes to a driver, with author and time, shown on the detail', async () => {
    const id = f.users.driver.id;
    const first = await f.t.request<Driver>('POST', `/api/admin/drivers/${id}/notes`, {
      ...admin(),
      body: { note: 'Licence photo is blurry, asked for a new one' },
    });
    expect(first.status).toBe(200);
    const second = await f.t.request<Driver>('POST', `/api/admin/drivers/${id}/notes`, {
      ...admin(),
      body: { note: 'New licence photo received' },
    });
    expect(second.body.notes.map((n) => n.summary)).toEqual([
      'New licence photo received',
      'Licence photo is blurry, asked for a new one',
    ]);
    expect(second.body.notes[0]).toMatchObject({ actor_email: 'admin@orders.test' });
    expect(Date.parse(second.body.notes[0]!.created_at)).not.toBeNaN();
    expect(second.body.audit.filter((a) => a.action === 'driver.note')).toHaveLength(2);
    expect(
      (await f.t.request('POST', `/api/admin/drivers/${id}/notes`, { ...admin(), body: { note: '  ' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await f.t.request('POST', `/api/admin/drivers/${id}/notes`, {
          cookie: f.cookies.owner,
          body: { note: 'x' },
        })
      ).status,
    ).toBe(403);
    // No path changes or removes a note: the audit log refuses it at the database (admin-console test).
  });

  it('venue owners and drivers enter their own bank details (validated, audited masked); admins see them', async () => {
    const venue = `/api/restaurant/venues/${f.restaurant.id}/bank-details`;
    expect((await f.t.get<{ bank_details: null }>(venue, { cookie: f.cookies.owner })).body).toEqual({
      bank_details: null,
    });
    const invalid = await f.t.request<{ error: { fields: Record<string, string> } }>('PUT', venue, {
      cookie: f.cookies.owner,
      body: { ...BANK, branch_code: '25065', account_number: '6281-2345' },
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(['account_number', 'branch_code']);
    const saved = await f.t.request<{ bank_details: { account_number: string } }>('PUT', venue, {
      cookie: f.cookies.owner,
      body: BANK,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.bank_details).toMatchObject({ account_number: '62812345678', account_type: 'cheque' });
    // At rest the account number is sealed (a database copy alone does not say where payouts go).
    const [stored] = await f.db
      .select({ accountNumber: bankAccounts.accountNumber })
      .from(bankAccounts)
      .where(eq(bankAccounts.partyId, f.restaurant.id));
    expect(stored!.accountNumber).toMatch(/^enc1:/);
    expect(stored!.accountNumber).not.toContain('62812345678');
    // Another venue's owner, and the admin API's other callers, get nothing.
    expect((await f.t.get(venue, { cookie: f.cookies.otherOwner })).status).toBe(404);
    expect((await f.t.request('PUT', venue, { cookie: f.cookies.otherOwner, body: BANK })).status).toBe(404);

    const drv = await f.t.request('PUT', '/api/driver/bank-details', {
      cookie: f.cookies.driver,
      body: {
        ...BANK,
        account_holder: 'D One',
        bank_name: 'Capitec',
        branch_code: '470010',
        account_number: '1234567890',
        account_type: 'savings',
      },
    });
    expect(drv.status).toBe(200);
    expect(
      (await f.t.request('PUT', '/api/driver/bank-details', { cookie: f.cookies.customer, body: BANK }))
        .status,
    ).toBe(403);

    const v = await f.t.get<Venue>(`/api/admin/restaurants/${f.restaurant.id}`, admin());
    expect(v.body.bank_details).toMatchObject({ account_number: '62812345678', branch_code: '250655' });
    const d = await f.t.get<Driver>(`/api/admin/drivers/${f.users.driver.id}`, admin());
    expect(d.body.bank_details).toMatchObject({ account_number: '1234567890' });
    const audit = await f.t.get<{ entries: Audit[] }>(
      `/api/admin/audit?target_type=restaurant&target_id=${f.restaurant.id}`,
      admin(),
    );
    const change = audit.body.entries.find((e) => e.action === 'bank_details.update');
    expect(change).toMatchObject({ actor_email: 'owner@orders.test' });
    expect(change!.summary).toContain('•••• 5678');
    expect(change!.summary).not.toContain('62812345678');
  });

  it('exports the week as a bulk-EFT CSV with the bank details, leaving out payees without them', async () => {
    // A delivered cash order for Kota King with driver 1, and one for the other venue (no bank details).
    const data = createDataAccess(f.db);
    const move = createOrderTransitions({ data, announce: async () => {} });
    const payments = createOrderPayments({ data, announce: async () => {} });
    let pf = 770000;
    // Paid online (the driver holds no cash, so their week's net is their pay).
    const deliver = async (restaurantBody: Record<string, unknown>, driverId: string) => {
      const res = await f.t.request<{ order: { id: string; order_number: string; total_cents: number } }>(
        'POST',
        '/api/orders',
        {
          cookie: f.cookies.customerB,
          body: f.checkoutBody({ ...restaurantBody, payment_method: 'payfast' }),
        },
      );
      expect(res.status).toBe(201);
      const pfPaymentId = String(++pf);
      await f.db.insert(paymentNotifications).values({
        sourceIp: '127.0.0.1',
        mPaymentId: res.body.order.order_number,
        pfPaymentId,
        paymentStatus: 'COMPLETE',
        amountGross: (res.body.order.total_cents / 100).toFixed(2),
        payload: [['pf_payment_id', pfPaymentId]],
        outcome: 'paid',
      });
      expect(await payments.markPaid(res.body.order.id, pfPaymentId)).toBe('paid');
      let o = (await data.orders.findById(res.body.order.id))!;
      o = await move(o, 'confirmed', { id: null, role: 'restaurant' }, { preparationMinutes: 10 });
      o = await move(o, 'preparing', { id: null, role: 'restaurant' });
      o = await move(o, 'ready', { id: null, role: 'restaurant' });
      await f.db.update(orders).set({ driverId, driverPayCents: 3500 }).where(eq(orders.id, o.id));
      o = (await data.orders.findById(o.id))!;
      o = await move(o, 'picked_up', { id: driverId, role: 'driver' });
      return move(o, 'delivered', { id: driverId, role: 'driver' });
    };
    await deliver({}, f.users.driver.id);
    await deliver(
      { restaurant_id: f.other.id, items: [{ menu_item_id: f.items.foreign.id, quantity: 1 }] },
      f.users.driver2.id,
    );

    const week = weekStartOf(new Date());
    const date = week.replace(/-/g, '');
    // A week is exported and paid once it has ended: a week later.
    ahead = 7 * 86_400_000;
    const statement = await f.t.get<{
      venues: { name: string; net_cents: number; bank_details_on_file: boolean }[];
      drivers: { name: string; net_cents: number; bank_details_on_file: boolean }[];
    }>(`/api/admin/payouts?week=${week}`, admin());
    expect(statement.status).toBe(200);
    const kota = statement.body.venues.find((v) => v.name === 'Kota King Mahikeng')!;
    expect(kota.bank_details_on_file).toBe(true);
    expect(statement.body.venues.find((v) => v.name === 'Other Place')?.bank_details_on_file).toBe(false);

    const csv = await f.t.get<string>(`/api/admin/payouts/export?week=${week}`, admin());
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = csv.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(EFT_HEADER.join(','));
    const rows = lines.slice(1, -1).map((l) => l.split(','));
    // Kota King (venue) and driver 1 have bank details; the other venue and driver 2 do not.
    expect(rows).toEqual([
      [
        'Kota King Pty Ltd',
        '62812345678',
        '1',
        '250655',
        (kota.net_cents / 100).toFixed(2),
        `LEKKER VEN ${date}`,
        `LEKKER PAY ${date}`,
      ],
      ['D One', '1234567890', '2', '470010', '35.00', `LEKKER DRV ${date}`, `LEKKER PAY ${date}`],
    ]);
    // Marked paid: the venue leaves the file.
    const paid = await f.t.request('POST', '/api/admin/payouts/mark-paid', {
      ...admin(),
      body: { party: 'venue', party_id: f.restaurant.id, week_start: week, reference: 'FNB-BATCH-1' },
    });
    expect(paid.status).toBe(200);
    const after = await f.t.get<string>(`/api/admin/payouts/export?week=${week}`, admin());
    expect(after.body.split('\r\n').slice(1, -1)).toHaveLength(1);
  });
});
