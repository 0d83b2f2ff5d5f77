// When the door does not open (docs/product.md#when-the-door-does-not-open, decision 064): the driver says the
// customer is not answering, the doorstep wait runs out (5 s here: DOORSTEP_WAIT_SECONDS in e2e/server.mjs), the
// driver reports it undeliverable with a photo and a note, and an admin returns it to the venue.
import {
  itemsForMinimum,
  KASI_KOTA,
  listRestaurants,
  MAHIKENG,
  menuOf,
  postJson,
} from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a driver at a door that does not open reports it undeliverable; the admin returns it to the venue', async ({
  browser,
  page,
  baseURL,
  loginAs,
  apiAs,
  newDriver,
}) => {
  test.setTimeout(90_000);
  const base = baseURL as string;
  const phoneContext = await browser.newContext({
    baseURL: base,
    viewport: { width: 375, height: 812 },
    geolocation: { latitude: MAHIKENG.latitude + 0.003, longitude: MAHIKENG.longitude },
    permissions: ['geolocation'],
  });
  const phone = await phoneContext.newPage();
  await loginAs('driver', { account: await newDriver(), target: phone });
  await phone.goto('/driver/dashboard');
  await phone.getByRole('switch', { name: 'Online for deliveries' }).click();
  await expect(phone.getByTestId('location-permission')).toHaveText('Location active');

  // A cash order from Kasi Kota, accepted by the venue and this driver, ready and picked up.
  const customer = await apiAs('customer');
  const owner = await apiAs('restaurant');
  const kasi = (await listRestaurants(customer)).find((r) => r.name === KASI_KOTA)!;
  const placed = await postJson(customer, base, '/api/orders', {
    idempotency_key: `doorstep-${Date.now()}-${Math.random()}`,
    restaurant_id: kasi.id,
    items: itemsForMinimum(await menuOf(customer, kasi.id)).map((i) => ({ menu_item_id: i.id, quantity: 1 })),
    delivery_address: { street: '4 Nelson Mandela Drive', city: 'Mmabatho', province: 'North West' },
    delivery_location: { latitude: -25.84, longitude: 25.63 },
    payment_method: 'cash',
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { order: { id: string; order_number: string } }).order;
  for (const [step, body] of [['confirm', { preparation_minutes: 5 }], ['preparing'], ['ready']] as const)
    expect((await postJson(owner, base, `/api/restaurant/orders/${order.id}/${step}`, body)).status()).toBe(
      200,
    );
  const accepted = await postJson(phone.request, base, `/api/driver/orders/${order.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  await phone.reload();
  await phone.getByRole('button', { name: 'Picked up' }).click();
  await expect(phone.getByRole('heading', { name: /^Deliver to / })).toBeVisible();

  // Nobody answers: the wait starts on the server and runs out; then a photo and a note.
  await phone.getByRole('button', { name: 'Customer not answering' }).click();
  const panel = phone.getByTestId('doorstep-panel');
  await expect(panel.getByText(/^Wait at the door: 0:0\d left$/)).toBeVisible();
  await expect(panel.getByText('The wait is over. What now?')).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByRole('button', { name: 'Leave at the door' })).toHaveCount(0);
  await panel
    .getByLabel('Photo of the door')
    .setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: PNG });
  await panel.getByLabel('What happened at the door?').fill('Gate locked, phone off');
  await panel.getByRole('button', { name: 'Could not deliver' }).click();
  await expect(phone.getByText('Reported: an admin decides what happens to the order.')).toBeVisible();
  await expect(phone.getByRole('heading', { name: /^Deliver to / })).toHaveCount(0);
  await phoneContext.close();

  // The admin sees the note and the photo, and returns the order to the venue.
  await loginAs('admin');
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'All orders' }).click();
  await page.getByLabel('Search (order number, customer e-mail or phone)').fill(order.order_number);
  await page.locator(`[data-order-number="${order.order_number}"]`).click();
  const dialog = page.getByRole('dialog', { name: `Order ${order.order_number}` });
  const failed = dialog.getByRole('region', { name: 'Could not be delivered' });
  await expect(failed).toContainText('Gate locked, phone off');
  await expect(failed.getByRole('link', { name: "Open the driver's photo" })).toBeVisible();
  await failed.getByRole('button', { name: 'Return to venue' }).click();
  await expect(page.getByText('Saved: the order is cancelled.')).toBeVisible();
  await expect(dialog.getByText('Could not be delivered: returned to the venue').first()).toBeVisible();
});
