import type { DeskOrders } from '@lekker/core/contracts/desk';
import type { DriverJobOffers } from '@lekker/core/contracts/drivers';
import type { Order } from '@lekker/core/contracts/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, restaurants } from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

type Checkout = { order: Order };
type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } };

// docs/decisions/068-collect-it-yourself.md
describe('collect it yourself', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderFixture();
  });
  afterAll(() => f.t.close());

  const offers = (yes: boolean) =>
    f.db.update(restaurants).set({ offersCollection: yes }).where(eq(restaurants.id, f.restaurant.id));
  const checkout = (overrides: Record<string, unknown> = {}) =>
    f.t.request<Checkout & ApiError>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody({ fulfilment: 'collection', ...overrides }),
    });
  const desk = (path: string, body?: unknown) =>
    f.t.request<Order & ApiError>('POST', `/api/restaurant/orders/${path}`, {
      cookie: f.cookies.owner,
      body,
    });
  const handOver = (id: string, code: string) => desk(`${id}/hand-over`, { code });
  const customerView = async (id: string) =>
    (await f.t.get<Order>(`/api/orders/${id}`, { cookie: f.cookies.customer })).body;
  /** A cash collection taken to ready by the venue. */
  async function readyCollection(): Promise<Order> {
    const placed = await checkout();
    expect(placed.status).toBe(201);
    const id = placed.body.order.id;
    expect((await desk(`${id}/confirm`, { preparation_minutes: 15 })).status).toBe(200);
    expect((await desk(`${id}/preparing`)).status).toBe(200);
    expect((await desk(`${id}/ready`)).status).toBe(200);
    return customerView(id);
  }

  it('is refused with collection_not_offered where the venue does not offer it, and nothing is created', async () => {
    await offers(false);
    const before = (await f.db.select({ id: orders.id }).from(orders)).length;
    const res = await checkout();
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('collection_not_offered');
    expect(res.body.error.message).toBe('Kota King does not offer collection.');
    const quote = await f.t.request<ApiError>('POST', '/api/orders/quote', {
      cookie: f.cookies.customer,
      body: { restaurant_id: f.restaurant.id, items: f.checkoutBody().items, fulfilment: 'collection' },
    });
    expect(quote.body.error.code).toBe('collection_not_offered');
    expect((await f.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('costs no delivery fee and has no delivery point, but the minimum order still applies', async () => {
    await offers(true);
    const small = await checkout({ items: [{ menu_item_id: f.items.kota.id, quantity: 1 }] });
    expect(small.status).toBe(422);
    expect(small.body.error.message).toMatch(/^Minimum order amount is R50/);

    // A pin far outside the delivery radius does not matter: nothing is delivered.
    const res = await checkout({ delivery_location: { latitude: -26.2, longitude: 28.04 } });
    expect(res.status).toBe(201);
    const o = res.body.order;
    expect(o.fulfilment).toBe('collection');
    expect(o.delivery_fee_cents).toBe(0);
    expect(o.total_cents).toBe(o.subtotal_cents - o.discount_cents);
    expect(o.delivery_location).toBeNull();
    // The customer sees the pick-up code from placement.
    expect(o.delivery_code).toMatch(/^\d{4}$/);
    await desk(`${o.id}/reject`, { code: 'too_busy' });
  });

  it('is never offered to drivers, and no driver can take it', async () => {
    await offers(true);
    await f.driversOnline();
    const o = await readyCollection();
    const feed = await f.t.get<DriverJobOffers>('/api/driver/offers', { cookie: f.cookies.driver });
    expect(feed.status).toBe(200);
    expect(feed.body.offers.map((x) => x.order_id)).not.toContain(o.id);
    const accept = await f.t.request('POST', `/api/driver/orders/${o.id}/accept`, {
      cookie: f.cookies.driver,
    });
    expect(accept.status).toBe(409);
    const [row] = await f.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.driverId).toBeNull();
    expect(row!.status).toBe('ready');
    // Handed over so this test's order leaves the drivers alone.
    expect((await handOver(o.id, o.delivery_code!)).status).toBe(200);
  });

  it('refuses a wrong code (and locks after 5), hands it over with the right one, cash taken at the counter', async () => {
    await offers(true);
    const o = await readyCollection();
    const code = o.delivery_code!;
    const wrong = code === '0000' ? '1111' : '0000';
    const first = await handOver(o.id, wrong);
    expect(first.status).toBe(422);
    expect(first.body.error.message).toBe('Wrong code. 4 tries left.');
    for (let i = 0; i < 3; i++) expect((await handOver(o.id, wrong)).status).toBe(422);
    const fifth = await handOver(o.id, wrong);
    expect(fifth.status).toBe(423);
    expect(fifth.body.error.code).toBe('locked');
    // Locked: even the right code waits for the minute to pass.
    expect((await handOver(o.id, code)).status).toBe(423);
    await f.db
      .update(orders)
      .set({ deliveryCodeLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, o.id));

    const done = await handOver(o.id, code);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('delivered');
    // Repeating it answers the order as it is.
    expect((await handOver(o.id, code)).status).toBe(200);
    const [row] = await f.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.cashCollectedCents).toBe(row!.totalCents);
    const seen = await customerView(o.id);
    expect(seen.status).toBe('delivered');
    expect(seen.delivery_code).toBeNull();
    const board = await f.t.get<DeskOrders>(`/api/restaurant/venues/${f.restaurant.id}/desk`, {
      cookie: f.cookies.owner,
    });
    const card = board.body.orders.find((x) => x.id === o.id);
    expect(card?.fulfilment).toBe('collection');
    expect(card?.paid).toBe(true);
  });

  it('hands over only a ready collection of your own venue', async () => {
    await offers(true);
    const placed = (await checkout()).body.order;
    const early = await handOver(placed.id, placed.delivery_code!);
    expect(early.status).toBe(409);
    const stranger = await f.t.request('POST', `/api/restaurant/orders/${placed.id}/hand-over`, {
      cookie: f.cookies.otherOwner,
      body: { code: placed.delivery_code },
    });
    expect(stranger.status).toBe(404);
    await desk(`${placed.id}/reject`, { code: 'too_busy' });

    const delivery = (await checkout({ fulfilment: 'delivery' })).body.order;
    expect(delivery.fulfilment).toBe('delivery');
    expect(delivery.delivery_fee_cents).toBeGreaterThan(0);
    expect(delivery.delivery_code).toBeNull();
    const refused = await handOver(delivery.id, '1234');
    expect(refused.status).toBe(409);
    await desk(`${delivery.id}/reject`, { code: 'too_busy' });
  });
});
