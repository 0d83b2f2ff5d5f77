import type { APIRequestContext, Page } from '@playwright/test';
import { createConfirmedAccount } from './support/auth.ts';
import {
  ADDRESS,
  checkoutDialog,
  fillCart,
  itemsForMinimum,
  KASI_KOTA,
  type ListedRestaurant,
  listRestaurants,
  MAHIKENG,
  menuOf,
  openCheckoutAndFillAddress,
  orderIdFromUrl,
  postJson,
} from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/storefront.ts';

// Checkout and payment (docs/product.md#cart, docs/product.md#checkout, docs/product.md#payment): the real PayFast code path
// against the built-in simulator, the return pages, live tracking and notifications.

test.use({ geolocation: { ...MAHIKENG, accuracy: 20 }, permissions: ['geolocation'] });

type OrderBody = { id: string; status: string; order_number: string };

async function cartItemCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('lekker.cart');
    const cart = raw ? (JSON.parse(raw) as { items?: unknown[] }) : null;
    return cart?.items?.length ?? 0;
  });
}

/** Kasi Kota Corner when it is open, else any open restaurant near Mahikeng (tests 2 and 3 need no owner). */
async function openRestaurant(request: APIRequestContext): Promise<ListedRestaurant | undefined> {
  const all = await listRestaurants(request);
  return (
    all.find((r) => r.name === KASI_KOTA && r.is_open) ??
    all.find((r) => r.is_open && (r.distance_km ?? 0) < 3)
  );
}

test.describe('checkout', () => {
  // Real payments round trips, several accounts and accessibility scans: more than the default 30 s each.
  test.describe.configure({ timeout: 90_000 });
  let fresh: { email: string; password: string };

  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    // A fresh customer, so first-order discounts do not depend on test order.
    fresh = await createConfirmedAccount(api, { name: 'Checkout Tester', prefix: 'checkout' });
    await api.dispose();
  });

  test('a visitor is asked to log in and comes back to the checkout', async ({ page, baseURL }) => {
    const restaurant = await openRestaurant(page.request);
    expect(restaurant, 'an open demo restaurant near Mahikeng').toBeTruthy();
    const items = itemsForMinimum(await menuOf(page.request, restaurant!.id));
    await fillCart(page, restaurant!.id, items);

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByText('Login Required')).toBeVisible();
    await expect(page.getByText('Please log in to proceed with payment.')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart%3Fpay%3D1$/);

    await page.getByLabel('Email', { exact: true }).fill(fresh.email);
    await page.getByLabel('Password', { exact: true }).fill(fresh.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(checkoutDialog(page)).toBeVisible();
    expect(baseURL).toBeTruthy();
  });

  test('pays with PayFast, waits for the confirmation, then follows the restaurant live', async ({
    page,
    baseURL,
    loginAs,
    apiAs,
  }) => {
    const kasi = (await listRestaurants(page.request)).find((r) => r.name === KASI_KOTA);
    expect(kasi, 'the demo restaurant').toBeTruthy();
    expect(kasi?.is_open, `${KASI_KOTA} is open around the clock in the demo data`).toBe(true);
    await loginAs('customer');
    const before = (await (await page.request.get('/api/orders')).json()) as { orders: OrderBody[] };
    const firstOrder = before.orders.every((o) =>
      ['pending_payment', 'cancelled', 'payment_failed'].includes(o.status),
    );

    const menu = await menuOf(page.request, kasi!.id);
    const items = ['Kota Classic', 'Russian Kota'].map((name) => menu.find((m) => m.name === name)!);
    await fillCart(page, kasi!.id, items);

    // Missing address fields are refused before anything is sent.
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const dialog = checkoutDialog(page);
    await dialog.getByLabel('Street address').fill('');
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    await expect(dialog.getByText('Please fill in all delivery address fields.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await openCheckoutAndFillAddress(page);
    if (firstOrder) await expect(dialog.getByText('First order discount (50% off)')).toBeVisible();
    const pay = dialog.getByRole('button', { name: /^Pay R\d+\.\d\d$/ });
    await expect(pay).toBeVisible();
    const total = (await dialog.getByTestId('checkout-total').textContent()) ?? '';
    expect(total).toMatch(/^R\d+\.\d\d$/);
    expect(await pay.textContent()).toBe(`Pay ${total}`);
    await pay.click();

    // The simulator speaks PayFast's protocol and shows the amount.
    await expect(page).toHaveURL(/\/api\/payments\/simulator\/eng\/process/);
    await expect(page.getByText(total, { exact: true })).toBeVisible();
    const pending = await page.evaluate(() => window.localStorage.getItem('lekker.pendingOrder'));
    expect(JSON.parse(pending ?? 'null')).toMatchObject({
      restaurant_id: kasi!.id,
      delivery_address: ADDRESS,
    });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/payment-success\?order=ORDER-/);
    await expect(page.getByRole('heading', { name: 'Payment received!' })).toBeVisible();
    await expect.poll(() => cartItemCount(page)).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('lekker.pendingOrder'))).toBeNull();

    await page.getByRole('link', { name: 'Track your order' }).click();
    await expect(page).toHaveURL(/\/order-tracking\?order=/);
    const orderId = orderIdFromUrl(page);
    await expect(page.getByTestId('order-status')).toHaveText('Order placed');
    await expect(page.getByText('Live updates on')).toBeVisible();

    const restaurant = await apiAs('restaurant');
    const confirm = await postJson(
      restaurant,
      baseURL as string,
      `/api/restaurant/orders/${orderId}/confirm`,
      {
        preparation_minutes: 20,
      },
    );
    expect(confirm.status(), await confirm.text()).toBe(200);

    // Live: the notification toast and the tracking page, without a reload.
    await expect(page.getByText('Your order has been confirmed!')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
    await expect(page.getByText(/Estimated delivery/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    // The rest of the journey, still without a reload: preparing, ready, the driver on the map, delivered.
    const base = baseURL as string;
    for (const step of ['preparing', 'ready'] as const) {
      const res = await postJson(restaurant, base, `/api/restaurant/orders/${orderId}/${step}`);
      expect(res.status(), await res.text()).toBe(200);
    }
    await expect(page.getByTestId('order-status')).toHaveText('Ready for pickup');

    const driver = await apiAs('driver');
    const at = (latitude: number, longitude: number) =>
      postJson(driver, base, '/api/driver/location', { latitude, longitude, speed_kmh: 24 });
    // Drivers take jobs on shift, with a position younger than 2 minutes (decision 010).
    expect((await postJson(driver, base, '/api/driver/shift', { online: true })).status()).toBe(200);
    expect((await at(-25.8575, 25.642)).status()).toBe(200);
    for (const step of ['accept', 'pickup'] as const) {
      const res = await postJson(driver, base, `/api/driver/orders/${orderId}/${step}`);
      expect(res.status(), await res.text()).toBe(200);
    }
    await expect(page.getByTestId('order-status')).toHaveText('Out for delivery');
    await expect(page.getByText('Your order is out for delivery')).toBeVisible();
    // Map pictures cannot load here (no internet): the marker and the caption (how far, how fresh) still show.
    await expect(page.getByTestId('driver-map')).toBeVisible();
    await expect(page.getByTestId('driver-map').locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(page.getByTestId('driver-map-caption')).toContainText(
      /\d+\.\d km from you · position at \d\d:\d\d$/,
    );
    const driverMarker = page
      .getByTestId('driver-map')
      .locator('.leaflet-marker-icon:has([data-marker="Driver"])');
    const markerAt = await driverMarker.getAttribute('style');
    await expectNoSeriousA11yViolations(page);
    expect((await at(-25.8566, 25.641)).status()).toBe(200);
    // The driver's marker moves with the new position, without a reload.
    await expect(driverMarker).not.toHaveAttribute('style', markerAt ?? '');

    // Proof of delivery: the code the customer is shown once the order is picked up (e2e/driver.spec.ts checks
    // the page; here it is read from the customer's order).
    const mine = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
      delivery_code: string;
    };
    const code = mine.delivery_code;
    expect(code).toMatch(/^\d{4}$/);
    const delivered = await postJson(driver, base, `/api/driver/orders/${orderId}/deliver`, { code });
    expect(delivered.status(), await delivered.text()).toBe(200);
    await expect(page.getByTestId('order-status')).toHaveText('Delivered');

    // Rate & review, once.
    await page.goto('/customer-dashboard');
    const card = page.getByTestId('order-history-item').first();
    await expect(card.getByText('Delivered')).toBeVisible();
    await card.getByRole('button', { name: 'Rate & review' }).click();
    const fiveStars = card.getByRole('radio', { name: '5 stars' });
    await fiveStars.focus();
    await page.keyboard.press('Space');
    await expect(fiveStars).toBeChecked();
    await card.getByLabel('Comment (optional)').fill('Hot and quick. Lekker!');
    await card.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Thanks for your review!')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Rate & review' })).toHaveCount(0);
  });

  test('cancelling on PayFast leaves the order unpaid, and it can be cancelled', async ({
    page,
    loginAs,
  }) => {
    const restaurant = await openRestaurant(page.request);
    expect(restaurant, 'an open demo restaurant near Mahikeng').toBeTruthy();
    await loginAs('customer', { account: fresh });
    await fillCart(page, restaurant!.id, itemsForMinimum(await menuOf(page.request, restaurant!.id)));
    const dialog = await openCheckoutAndFillAddress(page);
    await dialog.getByRole('button', { name: /^Pay R/ }).click();

    await expect(page).toHaveURL(/\/api\/payments\/simulator\/eng\/process/);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(/\/payment-cancel\?order=ORDER-/);
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await expect(page.getByText('Awaiting payment')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try payment again' })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    const orderNumber = new URL(page.url()).searchParams.get('order') as string;
    const order = (await (
      await page.request.get(`/api/orders/by-number/${orderNumber}`)
    ).json()) as OrderBody;
    expect(order.status).toBe('cancelled');
    // The cart stays for another try.
    expect(await cartItemCount(page)).toBeGreaterThan(0);
  });

  test('Cash on Delivery places the order at once (one order, even on a double click)', async ({
    page,
    loginAs,
  }) => {
    const restaurant = await openRestaurant(page.request);
    expect(restaurant, 'an open demo restaurant near Mahikeng').toBeTruthy();
    await loginAs('customer', { account: fresh });
    const count = async () =>
      ((await (await page.request.get('/api/orders')).json()) as { orders: unknown[] }).orders.length;
    const before = await count();
    await fillCart(page, restaurant!.id, itemsForMinimum(await menuOf(page.request, restaurant!.id)));
    const dialog = await openCheckoutAndFillAddress(page);
    // The pin moved to the browser's location (the map pictures cannot load here; the pin still works).
    await dialog.getByRole('button', { name: 'Use my current location' }).click();
    await expect(dialog.getByTestId('delivery-point-status')).toContainText('Pin placed');
    await expect(dialog.getByTestId('checkout-total')).toHaveText(/^R\d+\.\d\d$/);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Cash on Delivery').check();
    await dialog.getByRole('button', { name: 'Place order' }).dblclick();

    await expect(page).toHaveURL(/\/order-tracking\?order=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('order-status')).toHaveText('Order placed');
    await expect(page.getByRole('main').getByText('Cash on Delivery')).toBeVisible();
    expect(await count()).toBe(before + 1);
    expect(await cartItemCount(page)).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // The order is in the history, newest first, with its status.
    await page.goto('/customer-dashboard');
    const first = page.getByTestId('order-history-item').first();
    await expect(first.getByText('Order placed')).toBeVisible();
    await expect(first.getByText(restaurant!.name)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
