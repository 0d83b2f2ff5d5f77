import type { Order } from '@lekker/core/contracts/orders';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

type Heard = { room: string; order_id: string; status: string; has_driver: boolean };

// The driver's job screen follows its own `driver:` room (docs/product.md#driver-jobs): every change to the job in
// hand reaches it there — the venue marking it ready, a cancellation, and the admin taking the driver off or
// giving the job to another driver (after which the order no longer names the driver, so the order's own
// announcement would miss them).
describe("the driver's room hears every change to the job in hand", () => {
  let f: OrderFixture;
  let heard: Heard[] = [];
  const driverRoom = () => `driver:${f.users.driver.id}`;
  const inDriverRoom = (orderId: string) =>
    heard
      .filter((h) => h.room === driverRoom() && h.order_id === orderId)
      .map((h) => [h.status, h.has_driver]);

  beforeAll(async () => {
    f = await orderFixture();
    await f.driversOnline();
    f.t.app.realtime.bus.subscribe((room, event) => {
      if (event.type === 'order.updated')
        heard.push({ room, order_id: event.order_id, status: event.status, has_driver: event.has_driver });
    });
  });
  beforeEach(() => {
    heard = [];
  });
  afterAll(() => f.t.close());

  /** A cash order the venue confirmed and driver 1 accepted. */
  async function acceptedOrder(): Promise<string> {
    const placed = await f.t.request<{ order: Order }>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody(),
    });
    expect(placed.status).toBe(201);
    const id = placed.body.order.id;
    const confirm = await f.t.request('POST', `/api/restaurant/orders/${id}/confirm`, {
      cookie: f.cookies.owner,
      body: { preparation_minutes: 15 },
    });
    expect(confirm.status).toBe(200);
    const accept = await f.t.request('POST', `/api/driver/orders/${id}/accept`, { cookie: f.cookies.driver });
    expect(accept.status).toBe(200);
    return id;
  }
  const post = async (path: string, cookie: string, body?: unknown) => {
    const res = await f.t.request('POST', `/api${path}`, { cookie, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  it('the venue marking the job ready', async () => {
    const id = await acceptedOrder();
    await post(`/restaurant/orders/${id}/preparing`, f.cookies.owner);
    await post(`/restaurant/orders/${id}/ready`, f.cookies.owner);
    expect(inDriverRoom(id)).toEqual(expect.arrayContaining([['ready', true]]));
    await post(`/admin/orders/${id}/cancel`, f.cookies.admin, { reason: 'Test over' });
  });

  it('an admin cancelling the job', async () => {
    const id = await acceptedOrder();
    heard = [];
    await post(`/admin/orders/${id}/cancel`, f.cookies.admin, { reason: 'Customer phoned to cancel' });
    expect(inDriverRoom(id)).toEqual([['cancelled', true]]);
  });

  it('an admin taking the driver off the job', async () => {
    const id = await acceptedOrder();
    heard = [];
    await post(`/admin/orders/${id}/unassign-driver`, f.cookies.admin, { reason: 'Driver phoned in sick' });
    expect(inDriverRoom(id)).toEqual([['confirmed', false]]);
    await post(`/admin/orders/${id}/cancel`, f.cookies.admin, { reason: 'Test over' });
  });

  it('an admin giving the job to another driver: both drivers hear it once', async () => {
    const id = await acceptedOrder();
    heard = [];
    await post(`/admin/orders/${id}/reassign-driver`, f.cookies.admin, {
      driver_id: f.users.driver2.id,
      reason: 'Nearest free driver',
    });
    expect(inDriverRoom(id)).toEqual([['confirmed', true]]);
    expect(
      heard
        .filter((h) => h.room === `driver:${f.users.driver2.id}` && h.order_id === id)
        .map((h) => h.status),
    ).toEqual(['confirmed']);
    await post(`/admin/orders/${id}/cancel`, f.cookies.admin, { reason: 'Test over' });
  });
});
