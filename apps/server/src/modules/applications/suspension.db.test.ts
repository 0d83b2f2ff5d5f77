import type { Order } from '@lekker/core/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { createApplicationsRepository } from './applications.repository.ts';

type Act = Order & { error?: { message: string } };

// Suspension (docs/decisions/016-hardening-limits.md, docs/decisions/049-suspension-wins.md) ends access at once and frees a suspended driver's job.
describe('suspension', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderFixture();
    for (const cookie of [f.cookies.driver, f.cookies.driver2]) {
      await f.t.request('POST', '/api/driver/shift', { cookie, body: { online: true } });
      await f.t.request('POST', '/api/driver/location', {
        cookie,
        body: { latitude: -25.85, longitude: 25.64 },
      });
    }
  });
  afterAll(() => f.t.close());

  const act = (cookie: string, path: string, body?: unknown) =>
    f.t.request<Act>('POST', `/api${path}`, { cookie, body });

  it("a suspended driver's accepted job goes back to the other drivers", async () => {
    const placed = await f.t.request<{ order: Order }>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody(),
    });
    const id = placed.body.order.id;
    expect(
      (await act(f.cookies.owner, `/restaurant/orders/${id}/confirm`, { preparation_minutes: 15 })).status,
    ).toBe(200);
    expect((await act(f.cookies.driver, `/driver/orders/${id}/accept`)).status).toBe(200);

    const suspend = await act(f.cookies.admin, `/admin/drivers/${f.users.driver.id}/status`, {
      status: 'suspended',
      reason: 'Documents expired',
    });
    expect(suspend.status).toBe(200);

    const order = await f.t.get<Order>(`/api/orders/${id}`, { cookie: f.cookies.customer });
    expect(order.body.has_driver).toBe(false);
    expect(order.body.status).toBe('confirmed');
    expect((await act(f.cookies.driver, `/driver/orders/${id}/pickup`)).status).toBeGreaterThanOrEqual(400);
    expect((await act(f.cookies.driver2, `/driver/orders/${id}/accept`)).status).toBe(200);
  });

  it("a suspended owner loses the venue's orders at once", async () => {
    const repo = createApplicationsRepository(f.db);
    const application = await repo.insertRestaurantApplication(f.users.owner.id, {
      restaurantName: f.restaurant.name,
      address: '1 Shippard Street',
      phone: '018 000 0000',
    });
    await repo.updateRestaurantApplication(application.id, {
      status: 'approved',
      restaurantId: f.restaurant.id,
    });
    expect(
      (await f.t.get(`/api/restaurant/orders?restaurant_id=${f.restaurant.id}`, { cookie: f.cookies.owner }))
        .status,
    ).toBe(200);

    const suspend = await act(f.cookies.admin, `/admin/restaurant-applications/${application.id}/status`, {
      status: 'suspended',
      reason: 'Documents expired',
    });
    expect(suspend.status).toBe(200);
    // The same session, no sign-out needed.
    expect(
      (await f.t.get(`/api/restaurant/orders?restaurant_id=${f.restaurant.id}`, { cookie: f.cookies.owner }))
        .status,
    ).toBe(403);
  });
});
