// Reach with every app closed (docs/decisions/057-messaging-channels.md): the customer turns on push in the profile
// and closes the tracking page; the venue's owner and a driver have a device subscribed and no page open. A new
// order pushes the owner's device, the venue's acceptance pushes the customer's with the spec's text and offers the
// job to the driver nearby; all three are in the dev outbox. Every push goes from the server, encrypted for the
// device's keys, through the local push service (apps/server/src/test/push-endpoint.ts), which decrypts it here.
import {
  type PushEndpoint,
  type ReceivedPush,
  startPushEndpoint,
} from '../apps/server/src/test/push-endpoint.ts';
import { apiPost } from './support/auth.ts';
import { KASI_KOTA, listRestaurants, MAHIKENG, menuOf, postJson } from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';
import { placeOrder } from './support/orders.ts';
import { forgetPushDevices, stubPushService, subscribeViaApi } from './support/push.ts';

type Pushed = { title: string; body: string; url: string };
type OutboxEntry = { channel: string; to: string; text: string; status: string };

test.describe('reach with the apps closed', () => {
  let push: PushEndpoint;
  test.beforeAll(async () => {
    push = await startPushEndpoint();
  });
  test.afterAll(async () => {
    await push?.close();
  });

  /** The first push to `deviceId` after `from` whose payload matches. */
  async function pushTo(deviceId: string, from: number, match: (p: Pushed) => boolean): Promise<Pushed> {
    let found: ReceivedPush | undefined;
    await expect
      .poll(
        () => {
          found = push.received
            .slice(from)
            .find((r) => r.deviceId === deviceId && match(r.payload as Pushed));
          return found !== undefined;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    return found!.payload as Pushed;
  }

  test('a new order rings the owner, the acceptance reaches the customer and the offer a driver, each by push', async ({
    page,
    context,
    baseURL,
    loginAs,
    apiAs,
    newDriver,
  }) => {
    const base = baseURL as string;
    const customerPhone = push.device();
    const ownerPhone = push.device();
    const driverPhone = push.device();

    // The customer turns push on in the profile, as a person would (the browser's push service is the local one).
    await context.grantPermissions(['notifications'], { origin: base });
    await stubPushService(context, customerPhone);
    await loginAs('customer');
    await forgetPushDevices(page);
    await page.goto('/profile');
    const toggle = page.getByTestId('push-toggle');
    await toggle.getByRole('switch', { name: 'Order updates on this device' }).click();
    await expect(toggle.getByRole('status').first()).toHaveText('On for this device.');

    // The owner and a new driver near Mahikeng each have a phone subscribed, and no page open.
    const owner = await apiAs('restaurant');
    await forgetPushDevices(owner);
    await subscribeViaApi(owner, ownerPhone);
    const driverAccount = await newDriver();
    const driver = await apiAs('driver', driverAccount);
    await subscribeViaApi(driver, driverPhone);
    expect((await postJson(driver, base, '/api/driver/shift', { online: true })).status()).toBe(200);
    expect(
      (
        await postJson(driver, base, '/api/driver/location', { latitude: -25.8575, longitude: 25.642 })
      ).status(),
    ).toBe(200);

    // The order, then the customer closes the tracking page: nothing of Lekker Eats is open any more.
    const kasi = (await listRestaurants(page.request)).find((r) => r.name === KASI_KOTA)!;
    const menu = await menuOf(page.request, kasi.id);
    const dishes = menu.filter((m) => m.is_available).slice(0, 3);
    const from = push.received.length;
    const { order } = await placeOrder(page.request, {
      restaurantId: kasi.id,
      itemIds: dishes.map((d) => d.id),
      at: { latitude: MAHIKENG.latitude + 0.01, longitude: MAHIKENG.longitude },
      paymentMethod: 'cash',
      street: '12 Shippard Street',
      city: 'Mahikeng',
    });
    await page.goto(`/order-tracking?order=${order.id}`);
    await expect(page.getByTestId('order-status')).toHaveText('Order placed');
    await page.close();

    // The owner's phone rings with the portal closed, and a click opens that order on the desk.
    const newOrder = await pushTo(ownerPhone.id, from, (p) => p.title === 'New order');
    expect(newOrder.body).toContain(order.order_number);
    expect(newOrder.url).toContain(`order=${order.id}`);

    // The owner accepts: the customer's phone shows the spec's text and opens the order; the driver, the nearest, is
    // offered it at once (5 minutes' preparation: the dispatcher's first wave is not held back for the kitchen).
    const accepted = await apiPost(owner, `/api/restaurant/orders/${order.id}/confirm`, {
      preparation_minutes: 5,
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const confirmed = await pushTo(
      customerPhone.id,
      from,
      (p) => p.body === 'Your order has been confirmed!',
    );
    expect(confirmed.url).toBe(`/order-tracking?order=${order.id}`);
    const offer = await pushTo(driverPhone.id, from, (p) => p.title === 'New delivery job');
    expect(offer.body).toContain(KASI_KOTA);
    expect(push.rejected).toEqual([]);

    // All of it is in the dev outbox too, push included.
    const outbox = (await (await owner.get('/api/dev/outbox')).json()) as
      | OutboxEntry[]
      | { messages: OutboxEntry[] };
    const entries = Array.isArray(outbox) ? outbox : outbox.messages;
    const pushed = entries.filter((m) => m.channel === 'push').map((m) => m.text);
    expect(pushed).toEqual(
      expect.arrayContaining(['Your order has been confirmed!', newOrder.body, offer.body]),
    );
  });
});
