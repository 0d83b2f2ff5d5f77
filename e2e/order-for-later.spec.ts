import {
  fillCart,
  itemsForMinimum,
  KASI_KOTA,
  listRestaurants,
  MAHIKENG,
  menuOf,
  openCheckoutAndFillAddress,
  orderIdFromUrl,
  postJson,
} from './support/checkout.ts';
import { serverTime } from './support/clock.ts';
import { expect, test } from './support/fixtures.ts';

// Order for later (docs/product.md#order-for-later): a customer orders now for tomorrow's lunch; the venue sees it at
// once under Scheduled, and it comes to New (where it rings) at its slot minus the preparation time. The e2e server's
// clock cannot be moved, so an admin runs the release sweep as at a chosen time (POST /api/dev/scheduled-orders/release,
// never in production). Kasi Kota Corner is open around the clock in the demo data.

const geolocation = { ...MAHIKENG, accuracy: 20 };
test.use({ geolocation, permissions: ['geolocation'] });

/** The Johannesburg calendar date of an instant (UTC+2 all year). */
const sastDate = (t: number) => new Date(t + 2 * 3600_000).toISOString().slice(0, 10);

type DeskOrder = { id: string; release_at: string | null; scheduled_waiting: boolean };

test('an order placed now for tomorrow 12:30 waits under Scheduled, then enters New at slot minus preparation', async ({
  page,
  browser,
  baseURL,
  loginAs,
  apiAs,
}) => {
  test.setTimeout(120_000);
  await loginAs('restaurant');
  await page.goto('/restaurant/portal/orders');
  await expect(page.getByTestId('desk-connection')).toContainText('Live');
  const venueId = new URL(page.url()).searchParams.get('venue')!;

  const customerContext = await browser.newContext({ baseURL, geolocation, permissions: ['geolocation'] });
  const customer = await customerContext.newPage();
  try {
    await loginAs('customer', { target: customer });
    const kasi = (await listRestaurants(customer.request)).find((r) => r.name === KASI_KOTA)!;
    await fillCart(customer, kasi.id, itemsForMinimum(await menuOf(customer.request, kasi.id)));
    const checkout = await openCheckoutAndFillAddress(customer);
    await checkout.getByLabel('Later', { exact: true }).check();
    await checkout.getByLabel('Day', { exact: true }).selectOption({ label: 'Tomorrow' });
    await checkout.getByLabel('Time', { exact: true }).selectOption({ label: '12:30' });
    await expect(checkout.getByText('Ready for Tomorrow at 12:30. You pay now.')).toBeVisible();
    await checkout.getByLabel('Cash on Delivery').check();
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await expect(customer).toHaveURL(/\/order-tracking\?order=[0-9a-f-]{36}$/);
    await expect(customer.getByTestId('order-scheduled-for')).toHaveText('Scheduled for Tomorrow 12:30');
    const orderId = orderIdFromUrl(customer);
    const { order_number: orderNumber } = (await (
      await customer.request.get(`/api/orders/${orderId}`)
    ).json()) as {
      order_number: string;
    };

    // The desk has it at once, under Scheduled, with when it comes to New; New does not.
    const card = page.getByRole('button', { name: new RegExp(orderNumber) });
    await page.getByRole('tab', { name: /^Scheduled \(\d+\)$/ }).click();
    await expect(card).toBeVisible();
    await expect(card).toContainText(/For Tomorrow 12:30 · comes to New at \d\d:\d\d/);
    await page.getByRole('tab', { name: /^New \(\d+\)$/ }).click();
    await expect(card).toBeHidden();

    const desk = (await (await page.request.get(`/api/restaurant/venues/${venueId}/desk`)).json()) as {
      orders: DeskOrder[];
    };
    const waiting = desk.orders.find((o) => o.id === orderId)!;
    expect(waiting.scheduled_waiting).toBe(true);
    const releaseAt = Date.parse(waiting.release_at!);
    // Tomorrow on the server's (Johannesburg) calendar, before 12:30.
    expect(sastDate(releaseAt)).not.toBe(sastDate(serverTime().getTime()));

    const admin = await apiAs('admin');
    const sweep = (at: number) =>
      postJson(admin, baseURL!, '/api/dev/scheduled-orders/release', { at: new Date(at).toISOString() });
    // A minute early: still Scheduled.
    expect((await sweep(releaseAt - 60_000)).status()).toBe(200);
    await page.getByRole('tab', { name: /^Scheduled \(\d+\)$/ }).click();
    await expect(card).toBeVisible();
    // At slot minus preparation: into New, live, without a reload.
    const released = await sweep(releaseAt);
    expect(((await released.json()) as { released: number }).released).toBeGreaterThanOrEqual(1);
    await expect(card).toBeHidden();
    await page.getByRole('tab', { name: /^New \(\d+\)$/ }).click();
    await expect(card).toBeVisible();
    await expect(card).toContainText('For Tomorrow 12:30');
    await expect(page.getByTestId('desk-alarm')).toContainText(/\d+ new orders? waiting/);
  } finally {
    await customerContext.close();
  }
});
