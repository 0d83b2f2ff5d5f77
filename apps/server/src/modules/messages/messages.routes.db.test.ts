import type { Conversation, SentMessageSchema, VenueConversations } from '@lekker/core/contracts/messages';
import type { RealtimeEvent } from '@lekker/core/contracts/realtime';
import { MESSAGES_PER_MINUTE } from '@lekker/core/social';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { orders } from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } };
type Sent = z.infer<typeof SentMessageSchema> & ApiError;

describe('order conversations (customer, venue, driver, admin)', () => {
  let f: OrderFixture;
  const now = new Date('2026-05-04T08:00:00.000Z');
  let orderId = '';
  const published: { room: string; event: RealtimeEvent }[] = [];

  const get = (cookie: string, id = orderId) =>
    f.t.get<Conversation & ApiError>(`/api/orders/${id}/messages`, { cookie });
  const send = (cookie: string, body: unknown, id = orderId) =>
    f.t.request<Sent>('POST', `/api/orders/${id}/messages`, { cookie, body });
  const read = (cookie: string, id = orderId) =>
    f.t.request('POST', `/api/orders/${id}/messages/read`, { cookie });
  const inbox = (cookie: string, venue = f.restaurant.id) =>
    f.t.get<VenueConversations & ApiError>(`/api/restaurant/venues/${venue}/conversations`, { cookie });
  const placeOrder = async (cookie = f.cookies.customer) => {
    const res = await f.t.request<{ order: { id: string } }>('POST', '/api/orders', {
      cookie,
      body: f.checkoutBody(),
    });
    expect(res.status).toBe(201);
    return res.body.order.id;
  };

  beforeAll(async () => {
    f = await orderFixture({ clock: () => now });
    f.t.app.realtime.bus.subscribe((room, event) => {
      if (event.type === 'message.created') published.push({ room, event });
    });
    orderId = await placeOrder();
  });
  afterAll(() => f.t.close());

  it('starts empty and open, naming each side briefly', async () => {
    const { status, body } = await get(f.cookies.customer);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      order_id: orderId,
      venue_name: 'Kota King',
      customer_name: 'Alice',
      driver_name: null,
      viewer_party: 'customer',
      state: 'open',
      closes_at: null,
      unread: 0,
      messages: [],
    });
  });

  it('the customer writes, the venue reads it live and unread, then answers', async () => {
    const sent = await send(f.cookies.customer, { body: '  Please ring the bell twice  ' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({
      party: 'customer',
      body: 'Please ring the bell twice',
      mine: true,
    });
    const rooms = published.map((p) => p.room).sort();
    expect(rooms).toEqual(
      [`order:${orderId}`, `restaurant:${f.restaurant.id}`, `user:${f.users.customer.id}`].sort(),
    );
    expect(published[0]!.event).toMatchObject({ order_id: orderId, restaurant_id: f.restaurant.id });

    const venueSide = await get(f.cookies.owner);
    expect(venueSide.body).toMatchObject({ viewer_party: 'venue', unread: 1 });
    expect(venueSide.body.messages[0]).toMatchObject({ sender_name: 'Alice', mine: false });
    const box = await inbox(f.cookies.owner);
    expect(box.status).toBe(200);
    expect(box.body.unread_total).toBe(1);
    expect(box.body.conversations[0]).toMatchObject({
      order_id: orderId,
      customer_name: 'Alice',
      unread: 1,
      state: 'open',
      last_message: { party: 'customer', body: 'Please ring the bell twice' },
    });

    expect((await read(f.cookies.owner)).status).toBe(200);
    expect((await get(f.cookies.owner)).body.unread).toBe(0);
    expect((await inbox(f.cookies.owner)).body.unread_total).toBe(0);

    expect((await send(f.cookies.owner, { body: 'Will do!' })).status).toBe(201);
    const customerSide = await get(f.cookies.customer);
    expect(customerSide.body.unread).toBe(1);
    expect(customerSide.body.messages.map((m) => [m.sender_name, m.mine])).toEqual([
      ['Alice', true],
      ['Kota King', false],
    ]);
  });

  it("notifies the customer of the venue's message once until they read", async () => {
    const list = async () =>
      (
        await f.t.get<{ notifications: { title: string; message: string; order_id: string }[] }>(
          '/api/notifications',
          { cookie: f.cookies.customer },
        )
      ).body.notifications.filter((n) => n.title.startsWith('New message'));
    const before = await list();
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ message: 'Kota King: Will do!', order_id: orderId });
    await send(f.cookies.owner, { body: 'On its way soon' });
    expect(await list()).toHaveLength(1);
    await read(f.cookies.customer);
    await send(f.cookies.owner, { body: 'Driver is coming' });
    expect(await list()).toHaveLength(2);
  });

  it('lets the driver in once assigned, and no one else', async () => {
    expect((await get(f.cookies.driver)).status).toBe(404);
    expect((await send(f.cookies.driver, { body: 'Hi' })).status).toBe(404);
    await f.db.update(orders).set({ driverId: f.users.driver.id }).where(eq(orders.id, orderId));
    const driverSide = await get(f.cookies.driver);
    expect(driverSide.status).toBe(200);
    expect(driverSide.body).toMatchObject({ viewer_party: 'driver', driver_name: 'Driver1' });
    published.length = 0;
    expect((await send(f.cookies.driver, { body: 'Outside now' })).status).toBe(201);
    expect(published.map((p) => p.room)).toContain(`user:${f.users.driver.id}`);
    expect((await get(f.cookies.customer)).body.messages.at(-1)).toMatchObject({
      party: 'driver',
      sender_name: 'Driver1',
    });
    for (const cookie of [f.cookies.customerB, f.cookies.otherOwner, f.cookies.driver2]) {
      expect((await get(cookie)).status).toBe(404);
      expect((await send(cookie, { body: 'Nosy' })).status).toBe(404);
      expect((await read(cookie)).status).toBe(404);
    }
    expect((await inbox(f.cookies.otherOwner)).status).toBe(404);
    expect((await inbox(f.cookies.customer)).status).toBe(403);
  });

  it('admins read and write as support', async () => {
    const admin = await get(f.cookies.admin);
    expect(admin.body.viewer_party).toBe('admin');
    expect((await send(f.cookies.admin, { body: 'Support here' })).body.message.sender_name).toBe(
      'Lekker Eats support',
    );
  });

  it('bounds the size, refuses NUL bytes and empty messages', async () => {
    const long = await send(f.cookies.customer, { body: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields?.body).toContain('1000');
    expect((await send(f.cookies.customer, { body: '   ' })).status).toBe(400);
    expect((await send(f.cookies.customer, { body: 'bad\u0000byte' })).status).toBe(400);
  });

  it('is closed (read-only) 24 hours after delivery', async () => {
    await f.db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: new Date(now.getTime() - 23 * 3600_000) })
      .where(eq(orders.id, orderId));
    const open = await get(f.cookies.customer);
    expect(open.body).toMatchObject({
      state: 'open',
      closes_at: new Date(now.getTime() + 3600_000).toISOString(),
    });
    await f.db
      .update(orders)
      .set({ deliveredAt: new Date(now.getTime() - 25 * 3600_000) })
      .where(eq(orders.id, orderId));
    const closed = await get(f.cookies.customer);
    expect(closed.body.state).toBe('closed');
    expect(closed.body.messages.length).toBeGreaterThan(0);
    const refused = await send(f.cookies.customer, { body: 'Late thanks' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('24 hours');
    // Still listed in the inbox (it has messages), marked closed.
    const row = (await inbox(f.cookies.owner)).body.conversations.find((c) => c.order_id === orderId);
    expect(row?.state).toBe('closed');
  });

  it('has not started while the order awaits payment', async () => {
    const id = await placeOrder(f.cookies.customerB);
    await f.db.update(orders).set({ status: 'pending_payment' }).where(eq(orders.id, id));
    expect((await get(f.cookies.customerB, id)).body.state).toBe('not_started');
    expect((await send(f.cookies.customerB, { body: 'Hello?' }, id)).status).toBe(409);
    expect((await inbox(f.cookies.owner)).body.conversations.map((c) => c.order_id)).not.toContain(id);
  });

  it(`rate-limits sending to ${MESSAGES_PER_MINUTE} messages a minute per person`, async () => {
    const id = await placeOrder(f.cookies.customerB);
    let limited: Sent | undefined;
    for (let i = 0; i <= MESSAGES_PER_MINUTE; i++) {
      const res = await send(f.cookies.owner, { body: `Update ${i}` }, id);
      if (res.status === 429) {
        limited = res.body;
        break;
      }
      expect(res.status).toBe(201);
    }
    expect(limited?.error.code).toBe('rate_limited');
  });
});
