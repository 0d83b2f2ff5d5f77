import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import {
  auditLog,
  devMail,
  messages,
  notificationConsents,
  notifications,
  orderMessages,
  orders,
  paymentNotifications,
  reviews,
  savedAddresses,
  tipPayments,
} from '../../db/schema/index.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import { addRestaurantMember, insertMenuItem, insertRestaurant, insertUser } from '../../seed/builders.ts';
import { insertOrderHistory, type PlannedOrder, planOrderHistory } from '../../seed/order-history.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app.ts';
import { tinyPng } from '../../test/fixtures/receipt-files.ts';

export const PASSWORD = 'privacy-pass';

/** A person with a distinctive e-mail, name and phone, so a scan of every table finds any copy of them. */
export type Person = { id: string; email: string; name: string; phone: string; cookie: string };

/**
 * A venue with a week of order history for two customers (A, the one under test, and B, the stranger), and for A
 * every kind of personal row: address, receipt file, chat, review, notifications, messages, consent, a PayFast
 * notification naming them, an audit line about them, a mail.
 */
export async function privacyFixture(clock: () => Date) {
  const dataDir = await mkdtemp(join(tmpdir(), 'lekker-privacy-'));
  const t: TestApp = await createTestApp({ clock, env: { DATA_DIR: dataDir } });
  const db = t.database.db;
  const venue = await insertRestaurant(db, { name: 'Privacy Kitchen', commissionRateBps: 1500 });
  const owner = await insertUser(db, {
    email: 'owner@privacy.test',
    name: 'Venue Owner',
    password: PASSWORD,
    roles: ['restaurant'],
  });
  await addRestaurantMember(db, owner.id, venue.id);
  await insertUser(db, {
    email: 'ops@privacy.test',
    name: 'Ops Admin',
    password: PASSWORD,
    roles: ['admin'],
  });
  const driver = await insertUser(db, {
    email: 'rider@privacy.test',
    name: 'Rider',
    password: PASSWORD,
    roles: ['driver'],
  });
  const make = async (email: string, name: string, phone: string): Promise<Person> => {
    const u = await insertUser(db, { email, name, password: PASSWORD, profile: { phone } });
    return { id: u.id, email, name, phone, cookie: await t.signIn(email, PASSWORD) };
  };
  const a = await make('thandiwe.privacy@example.test', 'Thandiwe Mokoena-Zulu', '+27821112233');
  const b = await make('sipho.stranger@example.test', 'Sipho Strangerman', '+27834445566');
  const items = [
    await insertMenuItem(db, venue.id, { name: 'Kota', priceCents: 4500 }),
    await insertMenuItem(db, venue.id, { name: 'Chips', priceCents: 2500 }),
  ];
  const planned: PlannedOrder[] = planOrderHistory({
    random: seededRandom(67),
    now: clock(),
    days: 7,
    ordersPerDay: [3, 5],
    items: items.map((i) => ({ id: i.id, name: i.name, priceCents: i.priceCents })),
    customers: 2,
    drivers: 1,
    includeToday: true,
  });
  await insertOrderHistory(db, {
    restaurantId: venue.id,
    commissionBps: 1500,
    customerIds: [a.id, b.id],
    driverIds: [driver.id],
    orders: planned,
  });
  const ordersOf = (p: Person) => planned.filter((o) => o.customerIndex === (p === a ? 0 : 1));
  // One of A's orders delivered this morning, so today's desk lists it.
  const morning = ordersOf(a).find((o) => o.status === 'delivered');
  if (!morning) throw new Error('the planned history gave A no delivered order');
  await db
    .update(orders)
    .set({
      placedAt: new Date(clock().getTime() - 2 * 3600_000),
      deliveredAt: new Date(clock().getTime() - 3600_000),
    })
    .where(eq(orders.id, morning.id));
  for (const p of [a, b]) {
    const [first] = ordersOf(p);
    await db.insert(savedAddresses).values({
      userId: p.id,
      label: 'Home',
      street: `${p.name} House, 7 Shippard Street`,
      city: 'Mahikeng',
      province: 'North West',
    });
    await db.insert(orderMessages).values([
      {
        orderId: first!.id,
        senderId: p.id,
        senderParty: 'customer',
        body: `Hi, this is ${p.name}, call ${p.phone}`,
      },
      { orderId: first!.id, senderId: owner.id, senderParty: 'venue', body: `Thanks ${p.name}!` },
    ]);
    await db
      .insert(notifications)
      .values({ userId: p.id, orderId: first!.id, title: 'Order Update', message: 'Delivered' });
    await db.insert(messages).values({
      eventKey: `order:${first!.id}:delivered`,
      recipientKey: `user:${p.id}`,
      channel: 'sms',
      template: 'order_delivered',
      text: 'Your order was delivered',
      to: p.phone,
      userId: p.id,
      orderId: first!.id,
      status: 'sent',
    });
    await db.insert(notificationConsents).values({
      userId: p.id,
      channel: 'sms',
      granted: true,
      wording: 'Send me promotions by SMS',
      source: 'profile',
    });
    await db
      .insert(devMail)
      .values({ to: p.email, subject: 'Your receipt', text: `Dear ${p.name}`, html: '<p>Hi</p>' });
    await db.insert(paymentNotifications).values({
      sourceIp: '127.0.0.1',
      mPaymentId: first!.orderNumber,
      pfPaymentId: `pf-${first!.id}`,
      paymentStatus: 'COMPLETE',
      amountGross: '10.00',
      payload: [
        ['m_payment_id', first!.orderNumber],
        ['name_first', p.name.split(' ')[0]!],
        ['name_last', p.name.split(' ').slice(1).join(' ')],
        ['email_address', p.email],
      ],
      outcome: 'paid',
    });
    // A tip after delivery (decision 069): its own PayFast payment, `TIP-<id>`, with the payer's name in it.
    const [tip] = await db
      .insert(tipPayments)
      .values({
        orderId: first!.id,
        amountCents: 1_000,
        status: 'paid',
        pfPaymentId: `pf-tip-${first!.id}`,
        paidAt: new Date(),
      })
      .returning();
    await db.insert(paymentNotifications).values({
      sourceIp: '127.0.0.1',
      mPaymentId: `TIP-${tip!.id}`,
      pfPaymentId: `pf-tip-${first!.id}`,
      paymentStatus: 'COMPLETE',
      amountGross: '10.00',
      payload: [
        ['m_payment_id', `TIP-${tip!.id}`],
        ['name_first', p.name.split(' ')[0]!],
        ['email_address', p.email],
      ],
      outcome: 'paid',
    });
    await db.insert(auditLog).values({
      actorId: null,
      actorEmail: 'ops@privacy.test',
      action: 'user.role_granted',
      targetType: 'user',
      targetId: p.id,
      summary: `Granted customer to ${p.email}`,
      details: { email: p.email, name: p.name },
    });
    const rated = ordersOf(p).find((o) => o.rating === null);
    if (rated)
      await db.insert(reviews).values({
        restaurantId: venue.id,
        customerId: p.id,
        orderId: rated.id,
        restaurantRating: 5,
        restaurantComment: `Lovely, says ${p.name}`,
      });
    const upload = await t.app.request(
      `/api/receipts?${new URLSearchParams({ filename: 'till-slip.png' })}`,
      {
        method: 'PUT',
        headers: { cookie: p.cookie, origin: TEST_ORIGIN, 'content-type': 'image/png' },
        body: tinyPng(),
      },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    if (upload.status !== 201)
      throw new Error(`receipt upload failed: ${upload.status} ${await upload.text()}`);
  }
  const cookies = {
    owner: await t.signIn('owner@privacy.test', PASSWORD),
    admin: await t.signIn('ops@privacy.test', PASSWORD),
  };
  /** The archive of GET /api/me/export as bytes (the harness's request reads text). */
  async function exportOf(cookie: string) {
    const res = await t.app.request(
      '/api/me/export',
      { headers: { cookie, origin: TEST_ORIGIN } },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }
  /** Every text-like column of every table holding `needle` (information_schema), as `table.column`. */
  async function tablesHolding(needle: string): Promise<string[]> {
    const columns = (await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
      order by table_name, column_name`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    };
    const hits: string[] = [];
    for (const { table_name, column_name } of columns.rows) {
      const found = (await db.execute(
        sql`select 1 from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`} limit 1`,
      )) as unknown as { rows: unknown[] };
      if (found.rows.length > 0) hits.push(`${table_name}.${column_name}`);
    }
    return hits;
  }
  return { t, db, venue, owner, driver, a, b, planned, ordersOf, cookies, exportOf, tablesHolding };
}
