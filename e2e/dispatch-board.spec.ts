// The dispatch board (docs/decisions/072-dispatch-board-and-learnt-road-factor.md): an admin opens Dispatch, sees a
// driver on shift and an order waiting for one, opens the order's candidates with the dispatcher's scores, and
// gives it to the driver by hand; the driver's phone shows the job.
import {
  itemsForMinimum,
  KASI_KOTA,
  listRestaurants,
  MAHIKENG,
  menuOf,
  postJson,
} from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';

const NEAR = { latitude: MAHIKENG.latitude + 0.003, longitude: MAHIKENG.longitude };

test('an admin assigns a waiting order from the dispatch board; the driver sees the job', async ({
  browser,
  baseURL,
  page,
  loginAs,
  apiAs,
  newDriver,
}) => {
  test.setTimeout(90_000);
  const base = baseURL as string;
  // A new driver on shift beside Kasi Kota Corner.
  const driver = await newDriver();
  const phone = await browser.newContext({
    baseURL: base,
    viewport: { width: 375, height: 812 },
    geolocation: NEAR,
    permissions: ['geolocation'],
  });
  const driverPage = await phone.newPage();
  await loginAs('driver', { account: driver, target: driverPage });
  await driverPage.goto('/driver/dashboard');
  await driverPage.getByRole('switch', { name: 'Online for deliveries' }).click();
  await expect(driverPage.getByTestId('location-permission')).toHaveText('Location active');

  // A cash order the venue accepts with 30 minutes' preparation: the dispatcher's first offer is not due yet.
  const customer = await apiAs('customer');
  const owner = await apiAs('restaurant');
  const kasi = (await listRestaurants(customer)).find((r) => r.name === KASI_KOTA)!;
  const items = itemsForMinimum(await menuOf(customer, kasi.id));
  const placed = await postJson(customer, base, '/api/orders', {
    idempotency_key: `dispatch-board-${Date.now()}-${Math.random()}`,
    restaurant_id: kasi.id,
    items: items.map((i) => ({ menu_item_id: i.id, quantity: 1 })),
    delivery_address: { street: '4 Nelson Mandela Drive', city: 'Mmabatho', province: 'North West' },
    delivery_location: { latitude: -25.84, longitude: 25.63 },
    payment_method: 'cash',
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { order: { id: string; order_number: string } }).order;
  const confirmed = await postJson(owner, base, `/api/restaurant/orders/${order.id}/confirm`, {
    preparation_minutes: 30,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // The admin's board: the driver (free, with the age of their position) and the waiting order.
  await loginAs('admin');
  await page.goto('/admin/dashboard?section=dispatch');
  await expect(page.getByRole('heading', { name: 'Dispatch', level: 2 })).toBeVisible();
  await expect(page.getByTestId('dispatch-map')).toBeVisible();
  // Positions reach the database in batches: the 5 s refresh brings the driver in.
  const drivers = page.getByRole('list', { name: 'Drivers on shift' });
  // Other specs' drivers share the fixture's name: this driver's row by its id.
  const driverRow = drivers.locator(`li[data-driver-id="${driver.userId}"]`);
  await expect(driverRow).toContainText('Free', { timeout: 20_000 });
  await expect(driverRow).toContainText(/position \d+ (s|min) ago/);
  const waiting = page.getByRole('list', { name: 'Orders waiting for a driver' });
  const orderRow = waiting.getByRole('listitem').filter({ hasText: order.order_number });
  await expect(orderRow).toContainText(/Accepted · waiting \d+ min/);

  // Its candidates: the driver ranked with the dispatcher's score terms.
  await orderRow.getByRole('button', { name: `Candidates for ${order.order_number}` }).click();
  const panel = page.getByRole('region', { name: `Who the dispatcher would offer ${order.order_number} to` });
  await expect(panel.locator(`tr[data-driver-id="${driver.userId}"]`)).toContainText(driver.name);
  await expect(panel).toContainText(/Travel at road factor \d\.\d\d/);
  await expect(panel).toContainText('No offer has been made yet.');

  // Assign by hand, with a reason for the audit log.
  const assign = panel.getByRole('form', { name: 'Assign driver' });
  await expect(assign.locator(`option[value="${driver.userId}"]`)).toHaveCount(1);
  await assign.getByLabel('Give it to a driver').selectOption(driver.userId);
  await assign.getByRole('button', { name: 'Assign driver' }).click();
  const confirm = page.getByRole('dialog', { name: /^Give this order to / });
  await confirm.getByLabel('Reason (kept in the audit log)').fill('Dispatch board: nearest free driver');
  await confirm.getByRole('button', { name: 'Assign driver' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel).toContainText('This order no longer waits for a driver.');
  await expect(orderRow).toHaveCount(0);

  // The driver's phone follows: the job to collect.
  await expect(driverPage.getByRole('heading', { name: `Pick up at ${KASI_KOTA}` })).toBeVisible({
    timeout: 20_000,
  });
  await phone.close();
});
