import type { Order } from '@lekker/core/contracts/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderOutbox } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import { insertDriverProfile, insertUser } from '../../seed/builders.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { createNotificationsService } from '../notifications/notifications.service.ts';
import { createOrderAnnouncer } from '../orders/order-announcer.ts';
import { createOutboxDelivery } from '../orders/order-outbox.ts';
import { createDataAccess } from '../repositories.ts';

type Notifs = { notifications: { message: string; order_id: string | null }[] };

// docs/product.md#order-notifications: the customer hears who is bringing the order, can call them while the job is active.
describe("the driver on the way: the customer's notice, the driver's name and phone", () => {
  let f: OrderFixture;
  let thaboCookie = '';
  const THABO_PHONE = '+27821110000';
  beforeAll(async () => {
    f = await orderFixture();
    const thabo = await insertUser(f.db, {
      email: 'thabo@orders.test',
      name: 'Thabo Mokoena',
      password: 'driver-pass',
      roles: ['customer', 'driver'],
    });
    await insertDriverProfile(f.db, thabo.id, {
      status: 'approved',
      phone: THABO_PHONE,
      lastLatitude: -25.85,
      lastLongitude: 25.64,
    });
    thaboCookie = await f.t.signIn('thabo@orders.test', 'driver-pass');
    expect(
      (await f.t.request('POST', '/api/driver/shift', { cookie: thaboCookie, body: { online: true } }))
        .status,
    ).toBe(200);
  });
  afterAll(() => f.t.close());

  const post = (cookie: string, path: string, body?: unknown) =>
    f.t.request<Order>('POST', `/api${path}`, { cookie, body });
  const orderAs = async (cookie: string, id: string) =>
    (await f.t.get<Order>(`/api/orders/${id}`, { cookie })).body;
  const messagesFor = async (orderId: string) =>
    (await f.t.get<Notifs>('/api/notifications', { cookie: f.cookies.customer })).body.notifications
      .filter((n) => n.order_id === orderId)
      .map((n) => n.message);

  async function confirmedOrder(): Promise<Order> {
    const res = await post(f.cookies.customer, '/orders', f.checkoutBody());
    expect(res.status).toBe(201);
    const o = (res.body as unknown as { order: Order }).order;
    expect(
      (await post(f.cookies.owner, `/restaurant/orders/${o.id}/confirm`, { preparation_minutes: 15 })).status,
    ).toBe(200);
    return o;
  }

  it("accepting announces 'Your driver Thabo is on the way'; the customer sees Thabo's name and phone until delivery", async () => {
    const o = await confirmedOrder();
    expect((await post(thaboCookie, '/driver/location', { latitude: -25.85, longitude: 25.64 })).status).toBe(
      200,
    );
    expect((await post(thaboCookie, `/driver/orders/${o.id}/accept`)).status).toBe(200);

    expect(await messagesFor(o.id)).toContain('Your driver Thabo is on the way');
    const tracking = await orderAs(f.cookies.customer, o.id);
    expect([tracking.driver_first_name, tracking.driver_phone]).toEqual(['Thabo', THABO_PHONE]);
    // Only the customer gets the number.
    expect((await orderAs(f.cookies.owner, o.id)).driver_phone ?? null).toBeNull();

    // Through pickup and delivery: the number goes once the job is done.
    await post(f.cookies.owner, `/restaurant/orders/${o.id}/preparing`);
    expect((await post(f.cookies.owner, `/restaurant/orders/${o.id}/ready`)).status).toBe(200);
    expect((await post(thaboCookie, `/driver/orders/${o.id}/pickup`)).status).toBe(200);
    const code = (await orderAs(f.cookies.customer, o.id)).delivery_code!;
    expect((await orderAs(f.cookies.customer, o.id)).driver_phone).toBe(THABO_PHONE);
    const delivered = await post(thaboCookie, `/driver/orders/${o.id}/deliver`, {
      code,
      cash_collected_cents: o.total_cents,
    });
    expect(delivered.status).toBe(200);
    const after = await orderAs(f.cookies.customer, o.id);
    expect([after.status, after.driver_first_name, after.driver_phone ?? null]).toEqual([
      'delivered',
      'Thabo',
      null,
    ]);
  });

  it('an undelivered driver announcement in the outbox is sent by the sweep, once', async () => {
    const o = await confirmedOrder();
    const data = createDataAccess(f.db);
    // As if the accept committed (driver and its announcement) and the process died before announcing.
    const thabo = (await f.db.query.user.findFirst({
      where: (u, { eq: is }) => is(u.email, 'thabo@orders.test'),
    }))!;
    // Thabo delivered the first order, so he is free to take this one.
    await data.withTransaction(async (r) => {
      await r.drivers.lockProfile(thabo.id);
      expect(await r.drivers.assign(o.id, thabo.id, 2500, new Date())).toBeTruthy();
      await r.orders.enqueueAnnouncement(o.id, 'confirmed', { driverAssigned: true });
    });
    const logger = createLogger('silent');
    const announce = createOrderAnnouncer({
      publish: async () => {},
      notifications: createNotificationsService(createNotificationsRepository(f.db), async () => {}),
      mailer: { kind: 'dev-mailbox', send: async () => {} },
      repo: data.orders,
      logger,
      publicUrl: 'http://localhost:3000',
    });
    const deliver = createOutboxDelivery({
      repo: data.orders,
      announce,
      clock: () => new Date(Date.now() + 60_000),
      logger,
    });
    expect(await deliver()).toBeGreaterThan(0);
    expect(await deliver()).toBe(0);
    const notices = (await messagesFor(o.id)).filter((m) => m === 'Your driver Thabo is on the way');
    expect(notices).toHaveLength(1);
    const rows = await f.db.select().from(orderOutbox).where(eq(orderOutbox.orderId, o.id));
    expect(rows.every((r) => r.deliveredAt !== null)).toBe(true);
  });
});
