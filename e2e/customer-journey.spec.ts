import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_LOCATION_LABEL } from '../packages/core/src/constants.ts';
import { haversineKm } from '../packages/core/src/distance.ts';
import { confirmLink, createConfirmedAccount, latestMail, uniqueEmail } from './support/auth.ts';
import {
  checkoutDialog,
  fillCart,
  itemsForMinimum,
  KASI_KOTA,
  listRestaurants,
  MAHIKENG,
  menuOf,
  openCheckoutAndFillAddress,
  postJson,
} from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/storefront.ts';

// The customer journey: where exactly to deliver (the pin), venues that cannot act, what happens
// after ordering (the driver, the bell), and confirming a new account's e-mail.

test.use({ geolocation: { ...MAHIKENG, accuracy: 20 }, permissions: ['geolocation'] });
test.describe.configure({ timeout: 120_000 });

type OrderBody = {
  id: string;
  order_number: string;
  status: string;
  total_cents: number;
  delivery_location: { latitude: number; longitude: number } | null;
  delivery_distance_km: number | null;
  delivery_code?: string | null;
  restaurant: { latitude: number; longitude: number };
};

async function kasi(request: APIRequestContext) {
  const found = (await listRestaurants(request)).find((r) => r.name === KASI_KOTA);
  expect(found?.is_open, `${KASI_KOTA} is open around the clock in the demo data`).toBe(true);
  return found!;
}

/** A fresh customer signed in on this page, with a cart from Kasi Kota Corner. */
async function customerWithCart(page: Page, prefix: string) {
  await createConfirmedAccount(page.request, { name: 'Journey Tester', prefix });
  const venue = await kasi(page.request);
  await fillCart(page, venue.id, itemsForMinimum(await menuOf(page.request, venue.id)));
  return venue;
}

test('item 3: an address found only to the town asks for the pin; the order is priced from the dragged pin', async ({
  page,
  baseURL,
}) => {
  await customerWithCart(page, 'pin');
  const dialog = await openCheckoutAndFillAddress(page, { acceptPin: false });
  await dialog.getByLabel('Street address').fill('9999 Nowhere Lane');
  const status = dialog.getByTestId('delivery-point-status');
  await expect(status).toContainText('but not your street', { timeout: 15_000 });
  await dialog.getByLabel('Landmarks for the driver (optional)').fill('Green gate opposite the spaza');
  await dialog.getByLabel('Cash on Delivery').check();

  // Not without the pin.
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(
    dialog.getByText('Please place the pin on your door so the driver can find you.'),
  ).toBeVisible();

  // Drag the pin (the map pictures cannot load here: the pin still moves on the blank map).
  const marker = dialog.getByTestId('location-picker-map').locator('.leaflet-marker-icon');
  await expect(marker).toBeVisible();
  // The dialog scrolls: bring the map into view so the mouse lands on the pin, not outside the dialog.
  await dialog.getByTestId('location-picker-map').scrollIntoViewIfNeeded();
  await marker.hover();
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 20, { steps: 8 });
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 8 });
  await page.mouse.up();
  await expect(status).toContainText('Pin placed');
  // Without a mouse: the arrows move it too.
  await dialog.getByRole('button', { name: 'Move the pin north' }).click();
  await expect(dialog.getByTestId('checkout-total')).toHaveText(/^R\d+\.\d\d$/);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-tracking\?order=[0-9a-f-]{36}$/);
  const orderId = new URL(page.url()).searchParams.get('order')!;
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as OrderBody;
  // Priced and routed from the pin, not from the town the address was found in.
  const town = (await (
    await postJson(page.request, baseURL as string, '/api/geocode', {
      type: 'forward',
      query: '9999 Nowhere Lane, Mahikeng, North West',
    })
  ).json()) as { latitude: number; longitude: number };
  expect(order.delivery_location).not.toBeNull();
  expect(haversineKm(order.delivery_location!, town)).toBeGreaterThan(0.2);
  expect(order.delivery_distance_km!).toBeCloseTo(haversineKm(order.restaurant, order.delivery_location!), 3);
  await expect(page.getByText('Green gate opposite the spaza')).toBeVisible();
});

test('item 4: a custom delivery to a closed venue is refused before payment; a cancelled paid order says its refund is owed', async ({
  page,
  apiAs,
  baseURL,
}) => {
  const venue = await customerWithCart(page, 'refund');
  const owner = await apiAs('restaurant');
  const pause = (what: '60m' | 'resume') =>
    postJson(owner, baseURL as string, `/api/restaurant/venues/${venue.id}/pause`, { pause: what });

  expect((await pause('60m')).status()).toBe(200);
  try {
    await page.goto(`/restaurant/${venue.id}`);
    await page.getByRole('link', { name: 'Request a custom delivery' }).click();
    await expect(page).toHaveURL(/\/custom-delivery$/, { timeout: 30_000 });
    await expect(page.getByTestId('restaurant-unavailable')).toContainText(
      `${KASI_KOTA} cannot take a custom delivery right now`,
    );
    await page.getByLabel('Street address *').fill('12 Shippard Street');
    await page.getByLabel('City or town *').fill('Mahikeng');
    await page.getByLabel('Province *').selectOption('North West');
    await expect(page.getByTestId('delivery-point-status')).toContainText('but not your street', {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Deliver to this pin' }).click();
    await expect(page.getByTestId('custom-delivery-refusal')).toContainText(
      `${KASI_KOTA} is closed right now`,
    );
  } finally {
    expect((await pause('resume')).status()).toBe(200);
  }

  // A PayFast order, paid through the simulator, then cancelled by the customer.
  await page.goto('/cart');
  const dialog = await openCheckoutAndFillAddress(page);
  await dialog.getByRole('button', { name: /^Pay R/ }).click();
  await expect(page).toHaveURL(/\/api\/payments\/simulator\/eng\/process/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=ORDER-/);
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Order placed');
  const total = (
    (await (
      await page.request.get(`/api/orders/${new URL(page.url()).searchParams.get('order')}`)
    ).json()) as OrderBody
  ).total_cents;
  const rand = `R${(total / 100).toFixed(2)}`;
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`We'll refund the ${rand} you paid.`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('order-refund')).toContainText(
    `${rand} refund owed. We will tell you when PayFast confirms it`,
  );
  await expectNoSeriousA11yViolations(page);
});

test("item 8: 'Your driver … is on the way', the driver's name and a call button, the map without coordinates; the bell opens with one click and opening a notification marks it read", async ({
  page,
  apiAs,
  baseURL,
}) => {
  const base = baseURL as string;
  const venue = await customerWithCart(page, 'driver');
  const checkout = await postJson(page.request, base, '/api/orders', {
    idempotency_key: `journey-${Date.now()}`,
    restaurant_id: venue.id,
    items: (await menuOf(page.request, venue.id))
      .filter((m) => m.is_available)
      .slice(0, 1)
      .map((m) => ({ menu_item_id: m.id, quantity: Math.ceil(6000 / m.price_cents) })),
    delivery_address: { street: '12 Shippard Street', city: 'Mahikeng', province: 'North West' },
    delivery_location: { latitude: -25.85, longitude: 25.64 },
    payment_method: 'cash',
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { order } = (await checkout.json()) as { order: OrderBody };
  const owner = await apiAs('restaurant');
  expect(
    (
      await postJson(owner, base, `/api/restaurant/orders/${order.id}/confirm`, { preparation_minutes: 10 })
    ).status(),
  ).toBe(200);

  await page.goto(`/order-tracking?order=${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(page.getByText('Live updates on')).toBeVisible();
  await expect(page.getByTestId('order-eta')).toContainText(
    /Estimated delivery \d\d:\d\d \((about \d+ min|any minute now)\)/,
  );

  const driver = await apiAs('driver');
  const at = (latitude: number, longitude: number) =>
    postJson(driver, base, '/api/driver/location', { latitude, longitude, speed_kmh: 24 });
  expect((await postJson(driver, base, '/api/driver/shift', { online: true })).status()).toBe(200);
  expect((await at(-25.857, 25.641)).status()).toBe(200);
  const accepted = await postJson(driver, base, `/api/driver/orders/${order.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);

  // Live: the toast, the driver's first name and the call button.
  await expect(page.getByText('Your driver Sipho is on the way').first()).toBeVisible();
  const contact = page.getByTestId('driver-contact');
  await expect(contact).toContainText('Your driver: Sipho');
  await expect(contact.getByRole('link', { name: 'Call Sipho' })).toHaveAttribute(
    'href',
    /^tel:\+?\d{9,12}$/,
  );

  // The bell opens with one click; opening the notification marks it read and goes to the order.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  const unread = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await panel
    .getByRole('link', { name: /Your driver Sipho is on the way/ })
    .first()
    .click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/order-tracking\\?order=${order.id}$`));
  await expect(
    page.getByRole('button', {
      name: unread - 1 > 0 ? `Notifications, ${unread - 1} unread` : 'Notifications',
    }),
  ).toBeVisible();

  // Picked up: the map shows where the driver is, in words, never as raw coordinates.
  for (const step of ['preparing', 'ready'] as const)
    expect((await postJson(owner, base, `/api/restaurant/orders/${order.id}/${step}`)).status()).toBe(200);
  expect((await postJson(driver, base, `/api/driver/orders/${order.id}/pickup`)).status()).toBe(200);
  expect((await at(-25.853, 25.641)).status()).toBe(200);
  await expect(page.getByTestId('order-status')).toHaveText('Out for delivery');
  await expect(page.getByTestId('driver-map')).toBeVisible();
  await expect(page.getByTestId('driver-map-caption')).toContainText(
    /^Sipho, \d+\.\d km from you · position at/,
  );
  await expect(page.getByRole('main').getByText(/-25\.85\d+/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Delivered: the call button goes with the job.
  const code = ((await (await page.request.get(`/api/orders/${order.id}`)).json()) as OrderBody)
    .delivery_code!;
  const done = await postJson(driver, base, `/api/driver/orders/${order.id}/deliver`, {
    code,
    cash_collected_cents: order.total_cents,
  });
  expect(done.status(), await done.text()).toBe(200);
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  await expect(page.getByTestId('driver-contact')).toHaveCount(0);
});

test('item 9: confirming the e-mail on the other host name signs in and comes back to the cart, location kept', async ({
  browser,
  baseURL,
}) => {
  // The same site under its other name (EXTRA_ORIGINS in e2e/server.mjs).
  const other = (baseURL as string).replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({
    baseURL: other,
    geolocation: { ...MAHIKENG, accuracy: 20 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  try {
    await page.goto('/');
    const label = page.getByText('Your location:').locator('..');
    await expect(page.getByTestId('location-status')).toContainText('Location Active');
    // The header shows the default place until the reverse lookup names the point: wait for the name.
    await expect(label).not.toHaveText(`Your location: ${DEFAULT_LOCATION_LABEL}`);
    const where = await label.textContent();
    const storedPoint = () =>
      page.evaluate(() => {
        const stored = JSON.parse(localStorage.getItem('lekker.location') ?? 'null');
        return stored ? { latitude: stored.latitude, longitude: stored.longitude } : null;
      });
    const point = await storedPoint();
    expect(point).not.toBeNull();
    const venue = await kasi(page.request);
    const items = itemsForMinimum(await menuOf(page.request, venue.id));
    await fillCart(page, venue.id, items);

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart%3Fpay%3D1$/);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    const email = uniqueEmail('journey');
    await signUp.getByLabel('Full name').fill('Journey Newcomer');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill('secret123');
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Check your email!').first()).toBeVisible();

    const link = confirmLink(await latestMail(page.request, email, { subject: /confirm/i }));
    expect(new URL(link).origin, 'the link follows the address the visitor used').toBe(new URL(other).origin);
    await page.goto(link);

    // Signed in, back at the cart with its items, the checkout open, the location kept.
    // The cart opens its checkout from ?pay=1 and then drops the parameter (a reload does not reopen it).
    await expect(page).toHaveURL(new RegExp(`^${other.replace(/[.:/]/g, '\\$&')}/cart(\\?pay=1)?$`));
    await expect(page.getByText('Your e-mail is confirmed')).toBeVisible();
    // The checkout dialog is modal, so the header behind it is hidden from the accessibility tree.
    await expect(
      page.getByRole('button', { name: /Account menu, signed in as Journey Newcomer/, includeHidden: true }),
    ).toBeAttached();
    await expect(checkoutDialog(page)).toBeVisible();
    for (const item of items) await expect(page.getByText(item.name).first()).toBeAttached();
    expect(await storedPoint()).toEqual(point);
    await expect(label).toHaveText(where ?? '');
  } finally {
    await context.close();
  }
});
