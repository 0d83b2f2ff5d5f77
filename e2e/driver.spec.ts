// The driver's app end to end: two drivers and a customer in their own browser contexts (phones, 375 px), the
// restaurant through the API. The offer is pushed without a reload, one driver takes it (the other never keeps
// it), picks it up, the customer watches them move and reads the code, the driver enters it: delivered.
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
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './support/storefront.ts';

const PHONE = { width: 375, height: 812 };
/** Just north of the town centre: ~1 km from Kasi Kota Corner. */
const NEAR = { latitude: MAHIKENG.latitude + 0.009, longitude: MAHIKENG.longitude };

async function checkPhonePage(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page, PHONE.width);
}

test.describe('driver app', () => {
  test('online near Mahikeng: a pushed offer, accept, pickup, live position, code, delivered', async ({
    browser,
    baseURL,
    loginAs,
    apiAs,
    newDriver,
  }) => {
    test.setTimeout(120_000);
    const base = baseURL as string;
    const contexts: BrowserContext[] = [];
    const phone = async (geolocation = NEAR) => {
      const context = await browser.newContext({
        baseURL: base,
        viewport: PHONE,
        geolocation,
        permissions: ['geolocation'],
      });
      contexts.push(context);
      return { context, page: await context.newPage() };
    };
    try {
      const [sipho, naledi] = [await newDriver({ vehicle: 'motorbike' }), await newDriver()];
      const a = await phone();
      const b = await phone({ latitude: NEAR.latitude + 0.002, longitude: NEAR.longitude });
      const customer = await phone();
      await loginAs('driver', { account: sipho, target: a.page });
      await loginAs('driver', { account: naledi, target: b.page });
      await loginAs('customer', { target: customer.page });

      // Offline first: a clear state, accessible at 375 px.
      for (const { page } of [a, b]) {
        await page.goto('/driver/dashboard');
        await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
        await expect(page.getByTestId('offers-offline')).toBeVisible();
      }
      await checkPhonePage(a.page);

      for (const { page } of [a, b]) {
        await page.getByRole('switch', { name: 'Online for deliveries' }).click();
        await expect(page.getByRole('heading', { name: "You're online" })).toBeVisible();
        await expect(page.getByTestId('location-permission')).toHaveText('Location active');
        await expect(page.getByTestId('location-last-sent')).toContainText(/last sent \d+ s ago/);
      }
      await expect(a.page.getByTestId('offers-empty')).toBeVisible();
      await checkPhonePage(a.page);

      // The customer orders (Cash on Delivery) and the restaurant prepares it.
      const kasi = (await listRestaurants(customer.page.request)).find((r) => r.name === KASI_KOTA)!;
      const items = itemsForMinimum(await menuOf(customer.page.request, kasi.id));
      const placed = await postJson(customer.page.request, base, '/api/orders', {
        idempotency_key: `driver-e2e-${Date.now()}`,
        restaurant_id: kasi.id,
        items: items.map((i) => ({ menu_item_id: i.id, quantity: 1 })),
        delivery_address: {
          street: '4 Nelson Mandela Drive',
          city: 'Mmabatho',
          province: 'North West',
          notes: 'Green gate next to the spaza',
        },
        delivery_location: { latitude: -25.84, longitude: 25.63 },
        payment_method: 'cash',
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const order = ((await placed.json()) as { order: { id: string; total_cents: number } }).order;
      const restaurant = await apiAs('restaurant');
      const desk = async (step: string, data?: unknown) => {
        const res = await postJson(restaurant, base, `/api/restaurant/orders/${order.id}/${step}`, data);
        expect(res.status(), await res.text()).toBe(200);
      };
      await desk('confirm', { preparation_minutes: 10 });
      await desk('preparing');
      await desk('ready');

      // Pushed to both drivers without a reload.
      const offerOf = (page: Page) => page.locator(`[data-testid="offer"][data-order-id="${order.id}"]`);
      await expect(offerOf(a.page)).toBeVisible();
      await expect(offerOf(a.page)).toContainText(KASI_KOTA);
      await expect(offerOf(a.page)).toContainText('Mmabatho');
      await expect(offerOf(a.page)).toContainText(/Collect R\d+\.\d{2} cash/);
      await expect(offerOf(b.page)).toBeVisible();
      await checkPhonePage(a.page);

      // Sipho takes it; it leaves Naledi's feed at once and never comes back.
      await offerOf(a.page).getByRole('button', { name: 'Accept job' }).click();
      await expect(a.page.getByRole('heading', { name: `Pick up at ${KASI_KOTA}` })).toBeVisible();
      await expect(offerOf(b.page)).toHaveCount(0);
      await expect(a.page.getByTestId('job-map')).toBeVisible();
      await expect(a.page.getByRole('link', { name: 'Waze' }).first()).toHaveAttribute(
        'href',
        /waze\.com\/ul\?ll=/,
      );
      const pickedUp = a.page.getByRole('button', { name: 'Picked up' });
      await expect(pickedUp).toBeEnabled();
      await checkPhonePage(a.page);
      await pickedUp.click();
      await expect(a.page.getByRole('heading', { name: /^Deliver to \S+/ })).toBeVisible();
      await expect(a.page.getByText('Green gate next to the spaza')).toBeVisible();
      await checkPhonePage(a.page);

      // The customer sees the driver, their ETA and the code.
      await customer.page.goto(`/order-tracking?order=${order.id}`);
      await expect(customer.page.getByTestId('order-status')).toHaveText('Out for delivery');
      await expect(customer.page.getByTestId('driver-eta')).toContainText('E2E is on the way');
      const caption = customer.page.getByTestId('driver-map-caption');
      await expect(caption).toContainText(/^E2E, \d+\.\d km from you · position at \d\d:\d\d$/);
      const before = (await caption.textContent()) ?? '';
      // The driver moves (a new GPS fix on the phone): the customer's map follows without a reload.
      await a.context.setGeolocation({ latitude: -25.845, longitude: 25.632 });
      await expect(caption).not.toHaveText(before);
      // Where the driver is shows on the map, never as raw coordinates.
      await expect(customer.page.getByText(/-25\.\d{4,}/)).toHaveCount(0);
      const code = ((await customer.page.getByTestId('delivery-code').textContent()) ?? '').trim();
      expect(code).toMatch(/^\d{4}$/);

      // A wrong code is refused with the tries left; the right one with the cash completes the delivery.
      const codeField = a.page.getByLabel('Delivery code from the customer');
      await a.page.getByRole('checkbox', { name: /I collected R\d+\.\d{2} in cash/ }).check();
      await codeField.fill(code === '0000' ? '1111' : '0000');
      await a.page.getByRole('button', { name: 'Complete delivery' }).click();
      await expect(a.page.getByRole('alert').filter({ hasText: 'Wrong code. 4 tries left.' })).toBeVisible();
      await codeField.fill(code);
      await a.page.getByRole('button', { name: 'Complete delivery' }).click();
      await expect(a.page.getByText('Delivered. Well done!')).toBeVisible();
      await expect(a.page.getByTestId('active-job')).toHaveCount(0);
      await expect(customer.page.getByTestId('order-status')).toHaveText('Delivered');

      // Earnings: the job is there; the second driver never got it back.
      await a.page.getByRole('tab', { name: 'Earnings' }).click();
      await expect(a.page.getByRole('heading', { name: 'Earnings' })).toBeVisible();
      await expect(a.page.getByText('1 jobs', { exact: false }).first()).toBeVisible();
      await checkPhonePage(a.page);
      await b.page.reload();
      await expect(b.page.getByRole('heading', { name: /You're (online|offline)/ })).toBeVisible();
      await expect(offerOf(b.page)).toHaveCount(0);

      // Offline again: tracking stops.
      await a.page.getByRole('tab', { name: 'Jobs' }).click();
      await a.page.getByRole('switch', { name: 'Online for deliveries' }).click();
      await expect(a.page.getByRole('heading', { name: "You're offline" })).toBeVisible();

      // Installable: the manifest is linked on the driver's pages only, and the shell opens without a network.
      await expect(a.page.locator('link[rel="manifest"][href="/driver.webmanifest"]')).toHaveCount(1);
      await expect
        .poll(() =>
          a.page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/driver'))),
        )
        .toBe(true);
      await a.page.evaluate(() => navigator.serviceWorker.ready);
      await a.page.reload(); // now controlled by the worker, which keeps what this load fetches
      await expect(a.page.getByRole('heading', { name: "You're offline" })).toBeVisible();
      await a.context.setOffline(true);
      await a.page.reload();
      await expect(a.page.getByText(/Check your connection/)).toBeVisible();
      await checkPhonePage(a.page);
      await a.context.setOffline(false);
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  });
});
