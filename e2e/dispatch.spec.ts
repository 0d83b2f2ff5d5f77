// Dispatch (docs/decisions/063-dispatch-rules-and-weights.md): the venue accepts an order and it reaches a driver
// without anyone watching the feed. Two drivers are online at different distances: the nearer is offered the job
// first and declines; it goes to the other at once, who accepts with one tap and completes the delivery.
import type { BrowserContext, Page } from '@playwright/test';
import {
  itemsForMinimum,
  KASI_KOTA,
  listRestaurants,
  MAHIKENG,
  menuOf,
  postJson,
} from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';

const PHONE = { width: 375, height: 812 };
/** About 0.3 km and 4.5 km north of the town centre, where Kasi Kota Corner is. */
const NEAR = { latitude: MAHIKENG.latitude + 0.003, longitude: MAHIKENG.longitude };
const FARTHER = { latitude: MAHIKENG.latitude + 0.04, longitude: MAHIKENG.longitude };

test.describe('dispatch', () => {
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  test('the nearer driver is offered the job first and declines; the other gets it, accepts and delivers', async ({
    browser,
    baseURL,
    loginAs,
    apiAs,
    newDriver,
  }) => {
    // Two new drivers, two phones and a whole delivery: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const base = baseURL as string;
    const phoneAt = async (where: typeof NEAR): Promise<Page> => {
      const context = await browser.newContext({
        baseURL: base,
        viewport: PHONE,
        geolocation: where,
        permissions: ['geolocation'],
      });
      contexts.push(context);
      const page = await context.newPage();
      await loginAs('driver', { account: await newDriver(), target: page });
      await page.goto('/driver/dashboard');
      await page.getByRole('switch', { name: 'Online for deliveries' }).click();
      await expect(page.getByTestId('location-permission')).toHaveText('Location active');
      return page;
    };
    const near = await phoneAt(NEAR);
    const farther = await phoneAt(FARTHER);

    // The demo customer orders from Kasi Kota (cash); the venue accepts with 5 minutes' preparation.
    const customer = await apiAs('customer');
    const owner = await apiAs('restaurant');
    const kasi = (await listRestaurants(customer)).find((r) => r.name === KASI_KOTA)!;
    const items = itemsForMinimum(await menuOf(customer, kasi.id));
    const placed = await postJson(customer, base, '/api/orders', {
      idempotency_key: `dispatch-${Date.now()}-${Math.random()}`,
      restaurant_id: kasi.id,
      items: items.map((i) => ({ menu_item_id: i.id, quantity: 1 })),
      delivery_address: { street: '4 Nelson Mandela Drive', city: 'Mmabatho', province: 'North West' },
      delivery_location: { latitude: -25.84, longitude: 25.63 },
      payment_method: 'cash',
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as { order: { id: string; total_cents: number } }).order;
    const confirmed = await postJson(owner, base, `/api/restaurant/orders/${order.id}/confirm`, {
      preparation_minutes: 5,
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    // The nearer driver's phone shows the offer with its countdown; the other's does not.
    const offerNear = near.getByTestId('dispatch-offer');
    await expect(offerNear).toHaveAttribute('data-order-id', order.id);
    await expect(offerNear).toContainText(KASI_KOTA);
    await expect(offerNear.getByTestId('offer-countdown')).toHaveText(/^\d+ s$/);
    await expect(farther.getByTestId('dispatch-offer')).toHaveCount(0);
    await offerNear.getByRole('button', { name: 'Decline' }).click();
    await expect(near.getByTestId('dispatch-offer')).toHaveCount(0);

    // The next wave reaches the other driver at once: one tap takes the job.
    const offerFarther = farther.getByTestId('dispatch-offer');
    await expect(offerFarther).toHaveAttribute('data-order-id', order.id);
    await offerFarther.getByRole('button', { name: 'Accept job' }).click();
    await expect(farther.getByRole('heading', { name: `Pick up at ${KASI_KOTA}` })).toBeVisible();

    // The venue gets it ready; the driver picks it up and completes it with the customer's code and the cash.
    for (const step of ['preparing', 'ready'] as const)
      expect((await postJson(owner, base, `/api/restaurant/orders/${order.id}/${step}`)).status()).toBe(200);
    await farther.getByRole('button', { name: 'Picked up' }).click();
    const view = await customer.get(`/api/orders/${order.id}`);
    const code = ((await view.json()) as { delivery_code: string | null }).delivery_code!;
    await farther.getByLabel('Delivery code from the customer').fill(code);
    await farther.getByLabel(/^I collected R[\d.,\s]+ in cash$/).check();
    await farther.getByRole('button', { name: 'Complete delivery' }).click();
    await expect(farther.getByText('Delivered. Well done!')).toBeVisible();
  });
});
