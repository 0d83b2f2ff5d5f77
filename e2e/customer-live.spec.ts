import type { APIRequestContext, Page } from '@playwright/test';
import { rejectionText } from '../packages/core/src/desk.ts';
import { createConfirmedAccount } from './support/auth.ts';
import {
  fillCart,
  itemsForMinimum,
  KASI_KOTA,
  type ListedRestaurant,
  listRestaurants,
  MAHIKENG,
  menuOf,
  openCheckoutAndFillAddress,
  postJson,
} from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';

// Customer screens that follow the order's and the venue's state without a reload
// (docs/decisions/052-live-customer-screens.md): one ETA on the tracking page, a venue that pauses or is suspended
// while its menu is open, and a payment return page that tells the truth after the venue turns a paid order down.

test.use({ geolocation: { ...MAHIKENG, accuracy: 20 }, permissions: ['geolocation'] });
test.describe.configure({ timeout: 120_000 });

type OrderBody = {
  id: string;
  order_number: string;
  total_cents: number;
  delivery_location: { latitude: number; longitude: number } | null;
  delivery_code?: string | null;
};

async function openVenue(request: APIRequestContext, name?: string): Promise<ListedRestaurant> {
  const venues = await listRestaurants(request);
  const found = venues.find((r) => r.is_open && (name ? r.name === name : r.name !== KASI_KOTA));
  expect(found, `an open venue${name ? ` named ${name}` : ''} in the demo data`).toBeTruthy();
  return found!;
}

/** A fresh customer signed in on this page, with a cart from `venue`. */
async function customerWithCart(page: Page, prefix: string, venue: ListedRestaurant) {
  await createConfirmedAccount(page.request, { name: 'Live Tester', prefix });
  await fillCart(page, venue.id, itemsForMinimum(await menuOf(page.request, venue.id)));
}

/** What TanStack Query hears when the tab comes back into view. */
const tabShown = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

/** The minutes a text names ('about 4 min' → 4; 'any minute now' / 'arriving now' → 1). */
function minutesIn(text: string): number {
  if (/any minute now|arriving now/.test(text)) return 1;
  const m = /about (\d+) min/.exec(text);
  expect(m, `minutes in "${text}"`).not.toBeNull();
  return Number(m![1]);
}

test('item 5: one ETA on the tracking page: header and driver card agree, from the plan and then from the driver', async ({
  page,
  apiAs,
  baseURL,
}) => {
  const base = baseURL as string;
  const venue = await openVenue(page.request, KASI_KOTA);
  await createConfirmedAccount(page.request, { name: 'Eta Tester', prefix: 'eta' });
  const door = { latitude: -25.85, longitude: 25.64 };
  const checkout = await postJson(page.request, base, '/api/orders', {
    idempotency_key: `live-eta-${Date.now()}`,
    restaurant_id: venue.id,
    items: itemsForMinimum(await menuOf(page.request, venue.id), 6000).map((m) => ({
      menu_item_id: m.id,
      quantity: 1,
    })),
    delivery_address: { street: '12 Shippard Street', city: 'Mahikeng', province: 'North West' },
    delivery_location: door,
    payment_method: 'cash',
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { order } = (await checkout.json()) as { order: OrderBody };
  const owner = await apiAs('restaurant');
  const confirmed = await postJson(owner, base, `/api/restaurant/orders/${order.id}/confirm`, {
    preparation_minutes: 30,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await page.goto(`/order-tracking?order=${order.id}`);
  const header = page.getByTestId('order-eta');
  const card = page.getByTestId('driver-eta');
  // The live connection (the driver's positions come over it); slow to open on a loaded machine.
  await expect(page.getByText('Live updates on')).toBeVisible({ timeout: 30_000 });
  // Before pickup: the plan (30 min of preparation plus the trip).
  await expect(header).toContainText(/\(about \d+ min\)/);
  expect(minutesIn(await header.innerText())).toBeGreaterThan(30);

  const driver = await apiAs('driver');
  const at = (latitude: number, longitude: number, speed_kmh: number) =>
    postJson(driver, base, '/api/driver/location', { latitude, longitude, speed_kmh });
  expect((await postJson(driver, base, '/api/driver/shift', { online: true })).status()).toBe(200);
  expect((await at(-25.857, 25.641, 20)).status()).toBe(200);
  const accepted = await postJson(driver, base, `/api/driver/orders/${order.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  try {
    for (const step of ['preparing', 'ready'] as const)
      expect((await postJson(owner, base, `/api/restaurant/orders/${order.id}/${step}`)).status()).toBe(200);
    expect((await postJson(driver, base, `/api/driver/orders/${order.id}/pickup`)).status()).toBe(200);
    await expect(page.getByTestId('order-status')).toHaveText('Out for delivery');

    // 1.1 km out at 20 km/h: 4 minutes, in the header as on the card (the plan still says 40-odd).
    expect((await at(-25.86, 25.64, 20)).status()).toBe(200);
    await expect(card).toContainText(/about 4 min away \(1\.1 km\)/);
    await expect(header).toContainText('(about 4 min)');
    expect(minutesIn(await header.innerText())).toBe(minutesIn(await card.innerText()));

    // At the door: the card says arriving now, and so does the header.
    expect((await at(door.latitude, door.longitude, 20)).status()).toBe(200);
    await expect(card).toContainText('arriving now (0.0 km away)');
    await expect(header).toContainText('(any minute now)');
    expect(minutesIn(await header.innerText())).toBe(minutesIn(await card.innerText()));
  } finally {
    const code = ((await (await page.request.get(`/api/orders/${order.id}`)).json()) as OrderBody)
      .delivery_code;
    const done = await postJson(driver, base, `/api/driver/orders/${order.id}/deliver`, {
      code,
      cash_collected_cents: order.total_cents,
    });
    expect(done.status(), await done.text()).toBe(200);
  }
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  await expect(header).toHaveCount(0);
});

test('item 6: a venue paused while its menu is open shows closed without a reload; checkout now refuses with its sentence, later is offered', async ({
  page,
  apiAs,
  baseURL,
}) => {
  const venue = await openVenue(page.request, KASI_KOTA);
  await customerWithCart(page, 'live-pause', venue);
  const owner = await apiAs('restaurant');
  const pause = (what: '60m' | 'resume') =>
    postJson(owner, baseURL as string, `/api/restaurant/venues/${venue.id}/pause`, { pause: what });
  const closedAlert = page.getByTestId('restaurant-closed-alert');

  try {
    await page.goto(`/restaurant/${venue.id}`);
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    await expect(closedAlert).toHaveCount(0);

    // Paused while the menu is open: coming back to the tab shows it closed, no reload.
    expect((await pause('60m')).status()).toBe(200);
    await tabShown(page);
    await expect(closedAlert).toContainText(`${KASI_KOTA} is closed right now`);
    await expect(page.getByText('Closed now')).toBeVisible();

    // Resumed: the page's own refresh (every 30 s while shown) opens it again, still without a reload.
    expect((await pause('resume')).status()).toBe(200);
    await page.clock.fastForward('00:31');
    await expect(closedAlert).toHaveCount(0);

    // Paused while the checkout is open: paying is refused with the server's sentence, and the cart says why.
    await page.goto('/cart');
    const dialog = await openCheckoutAndFillAddress(page);
    await dialog.getByLabel('Cash on Delivery').check();
    await expect(dialog.getByRole('button', { name: /^Place order/ })).toBeEnabled();
    expect((await pause('60m')).status()).toBe(200);
    await dialog.getByRole('button', { name: /^Place order/ }).click();
    await expect(dialog.getByRole('alert').first()).toContainText(
      new RegExp(`${KASI_KOTA} is closed right now \\(.+\\)\\. Please order again when they are open\\.`),
    );
    await page.keyboard.press('Escape');
    // Closed now and open again later today: the cart offers the checkout for later instead of blocking it
    // (docs/product.md#order-for-later), and the checkout starts on Later.
    await expect(page.getByTestId('checkout-blocked')).toHaveCount(0);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('dialog').getByLabel('Later', { exact: true })).toBeChecked();
  } finally {
    expect((await pause('resume')).status()).toBe(200);
  }
});

test('item 6: a venue suspended while its menu is open says it is not taking orders, and so does the cart', async ({
  page,
  apiAs,
  baseURL,
}) => {
  const base = baseURL as string;
  const venue = await openVenue(page.request);
  await customerWithCart(page, 'live-suspend', venue);
  const admin = await apiAs('admin');
  await page.goto(`/restaurant/${venue.id}`);
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();

  const suspended = await postJson(admin, base, `/api/admin/restaurants/${venue.id}/suspend`, {
    reason: 'Food safety inspection pending',
  });
  expect(suspended.status(), await suspended.text()).toBe(200);
  try {
    await tabShown(page);
    await expect(page.getByTestId('restaurant-closed-alert')).toHaveText(
      `${venue.name} is not taking orders right now.`,
    );
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByTestId('checkout-blocked')).toHaveText(
      `${venue.name} is not taking orders right now.`,
    );
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  } finally {
    const back = await postJson(admin, base, `/api/admin/restaurants/${venue.id}/activate`, {
      reason: 'Inspection passed',
    });
    expect(back.status(), await back.text()).toBe(200);
  }
});

test('item 7: the payment page follows a paid order the venue turns down: refund on its way, with the reason', async ({
  page,
  apiAs,
  baseURL,
}) => {
  const venue = await openVenue(page.request, KASI_KOTA);
  await customerWithCart(page, 'live-paid', venue);
  const dialog = await openCheckoutAndFillAddress(page);
  await dialog.getByRole('button', { name: /^Pay R/ }).click();
  await expect(page).toHaveURL(/\/api\/payments\/simulator\/eng\/process/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=ORDER-/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received!' })).toBeVisible();
  const number = new URL(page.url()).searchParams.get('order') as string;
  const order = (await (await page.request.get(`/api/orders/by-number/${number}`)).json()) as OrderBody;
  await expect(page.getByTestId('payment-result-summary')).toContainText(
    `Order ${number} is paid and on its way to ${KASI_KOTA}.`,
  );

  const owner = await apiAs('restaurant');
  const rejected = await postJson(owner, baseURL as string, `/api/restaurant/orders/${order.id}/reject`, {
    code: 'too_busy',
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  // Live, no reload: the page now says what the tracking page says.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your order was cancelled after you paid' }),
  ).toBeVisible();
  await expect(page.getByTestId('payment-result-reason')).toHaveText(rejectionText('too_busy', {}));
  const rand = `R${(order.total_cents / 100).toFixed(2)}`;
  await expect(page.getByTestId('payment-result-refund')).toContainText(
    `${rand} refund owed. We will tell you when PayFast confirms it`,
  );
  await expect(page.getByText(/before it was paid/)).toHaveCount(0);

  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('order-cancel-reason')).toHaveText(rejectionText('too_busy', {}));
  await expect(page.getByTestId('order-refund')).toContainText(`${rand} refund owed.`);
});
