// The driver's screens never go stale (docs/decisions/051-driver-screens-follow-their-job.md): the job in hand
// follows the venue and the admin live and catches up after a lost connection, a job that goes away says why,
// and after a reload an online driver shares their location again (or the screen says it does not).
import type { APIRequestContext, BrowserContext, Page, WebSocketRoute } from '@playwright/test';
import {
  itemsForMinimum,
  KASI_KOTA,
  listRestaurants,
  MAHIKENG,
  menuOf,
  postJson,
} from './support/checkout.ts';
import { expect, type NewPartner, test } from './support/fixtures.ts';

const PHONE = { width: 375, height: 812 };
/** Just north of the town centre: ~1 km from Kasi Kota Corner. */
const NEAR = { latitude: MAHIKENG.latitude + 0.009, longitude: MAHIKENG.longitude };

type Api = { post(path: string, data?: unknown): Promise<void> };

test.describe('driver app stays live', () => {
  let contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
  });

  async function driverPhone(
    browser: import('@playwright/test').Browser,
    baseURL: string,
    loginAs: (role: 'driver', o: { account: NewPartner; target: Page }) => Promise<unknown>,
    account: NewPartner,
  ) {
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE,
      geolocation: NEAR,
      permissions: ['geolocation'],
    });
    contexts.push(context);
    const page = await context.newPage();
    await loginAs('driver', { account, target: page });
    return { context, page };
  }

  const as = (request: APIRequestContext, baseURL: string): Api => ({
    async post(path, data) {
      const res = await postJson(request, baseURL, path, data);
      expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    },
  });

  /** The demo customer orders from Kasi Kota (cash) and the venue confirms it: open to drivers, not ready yet. */
  async function confirmedOrder(customer: APIRequestContext, venue: Api, baseURL: string) {
    const kasi = (await listRestaurants(customer)).find((r) => r.name === KASI_KOTA)!;
    const items = itemsForMinimum(await menuOf(customer, kasi.id));
    const placed = await postJson(customer, baseURL, '/api/orders', {
      idempotency_key: `driver-live-${Date.now()}-${Math.random()}`,
      restaurant_id: kasi.id,
      items: items.map((i) => ({ menu_item_id: i.id, quantity: 1 })),
      delivery_address: { street: '4 Nelson Mandela Drive', city: 'Mmabatho', province: 'North West' },
      delivery_location: { latitude: -25.84, longitude: 25.63 },
      payment_method: 'cash',
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as { order: { id: string; order_number: string } }).order;
    await venue.post(`/api/restaurant/orders/${order.id}/confirm`, { preparation_minutes: 10 });
    return order;
  }

  async function goOnline(page: Page) {
    await page.goto('/driver/dashboard');
    await page.getByRole('switch', { name: 'Online for deliveries' }).click();
    await expect(page.getByTestId('location-permission')).toHaveText('Location active');
    // The first position is posted, then the jobs near it are asked for: on a busy machine that takes a while.
    await expect(page.getByTestId('offers-empty')).toContainText('No jobs near you right now', {
      timeout: 20_000,
    });
  }

  test('the job follows the venue live and after a lost connection; a cancelled job says so and leaves', async ({
    browser,
    baseURL,
    loginAs,
    apiAs,
    newDriver,
  }) => {
    test.setTimeout(120_000);
    const base = baseURL as string;
    const driver = await driverPhone(browser, base, loginAs, await newDriver());
    // The realtime socket goes through the test, which can lose the server's frames and drop the connection.
    let dropping = false;
    const sockets: WebSocketRoute[] = [];
    await driver.context.routeWebSocket(/\/api\/realtime/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (!dropping) ws.send(message);
      });
      sockets.push(ws);
    });
    await goOnline(driver.page);

    const customer = await apiAs('customer');
    const venueApi = await apiAs('restaurant');
    const venue = as(venueApi, base);
    const admin = as(await apiAs('admin'), base);

    // A job taken while the venue is still preparing: "Picked up" waits for it.
    const first = await confirmedOrder(customer, venue, base);
    const offer = driver.page.locator(`[data-testid="offer"][data-order-id="${first.id}"]`);
    await offer.getByRole('button', { name: 'Accept job' }).click();
    const pickedUp = driver.page.getByRole('button', { name: 'Picked up' });
    await expect(driver.page.getByText('Waiting for the restaurant to mark the order ready.')).toBeVisible();
    await expect(pickedUp).toBeDisabled();

    // The venue marks it ready: the button comes alive without a reload.
    await venue.post(`/api/restaurant/orders/${first.id}/preparing`);
    await venue.post(`/api/restaurant/orders/${first.id}/ready`);
    await expect(driver.page.getByText('The order is ready.')).toBeVisible();
    await expect(pickedUp).toBeEnabled();

    // An admin cancels it: the driver is told at once and the job leaves the screen.
    await admin.post(`/api/admin/orders/${first.id}/cancel`, { reason: 'The customer phoned to cancel' });
    const ended = driver.page.getByTestId('job-ended');
    await expect(ended).toContainText(`Order ${first.order_number} was cancelled.`);
    await expect(ended).toContainText("you don't need to collect it");
    await expect(driver.page.getByTestId('active-job')).toHaveCount(0);
    await ended.getByRole('button', { name: 'OK' }).click();
    await expect(ended).toHaveCount(0);

    // A second job; the connection then loses what the server says while the venue marks it ready, and drops.
    const second = await confirmedOrder(customer, venue, base);
    await driver.page
      .locator(`[data-testid="offer"][data-order-id="${second.id}"]`)
      .getByRole('button', { name: 'Accept job' })
      .click();
    await expect(pickedUp).toBeDisabled();
    await venue.post(`/api/restaurant/orders/${second.id}/preparing`);
    dropping = true;
    await venue.post(`/api/restaurant/orders/${second.id}/ready`);
    const note = `Bag ${second.order_number} is on the counter`;
    const wrote = await postJson(venueApi, base, `/api/orders/${second.id}/messages`, { body: note });
    expect(wrote.status(), await wrote.text()).toBe(201);
    const lost = sockets.length;
    dropping = false;
    await sockets[lost - 1]!.close();
    // Reconnected: the job and its conversation are fetched again and show what changed meanwhile.
    await expect.poll(() => sockets.length).toBeGreaterThan(lost);
    await expect(pickedUp).toBeEnabled();
    await expect(driver.page.getByTestId('active-job').getByText(note)).toBeVisible();
    await admin.post(`/api/admin/orders/${second.id}/cancel`, { reason: 'Test over' });
    await expect(driver.page.getByTestId('job-ended')).toContainText(`Order ${second.order_number}`);
  });

  test('a job an admin takes away or gives to another driver leaves the screen with the reason', async ({
    browser,
    baseURL,
    loginAs,
    apiAs,
    newDriver,
  }) => {
    test.setTimeout(120_000);
    const base = baseURL as string;
    const account = await newDriver();
    const driver = await driverPhone(browser, base, loginAs, account);
    await goOnline(driver.page);
    // Another driver on shift nearby, through the API.
    const other = await newDriver();
    const otherApi = await apiAs('driver', other);
    await as(otherApi, base).post('/api/driver/shift', { online: true });
    await as(otherApi, base).post('/api/driver/location', NEAR);

    const customer = await apiAs('customer');
    const venue = as(await apiAs('restaurant'), base);
    const admin = as(await apiAs('admin'), base);
    const drive = as(driver.page.request, base);

    // Accepted from another tab (the API): this screen shows the job without a reload.
    const first = await confirmedOrder(customer, venue, base);
    await drive.post(`/api/driver/orders/${first.id}/accept`);
    await expect(driver.page.getByTestId('job-order-number')).toHaveText(first.order_number);

    await admin.post(`/api/admin/orders/${first.id}/reassign-driver`, {
      driver_id: other.userId,
      reason: 'Nearest free driver',
    });
    await expect(driver.page.getByTestId('job-ended')).toContainText(
      `Order ${first.order_number} was given to another driver.`,
    );
    await expect(driver.page.getByTestId('active-job')).toHaveCount(0);

    const second = await confirmedOrder(customer, venue, base);
    await drive.post(`/api/driver/orders/${second.id}/accept`);
    await expect(driver.page.getByTestId('job-order-number')).toHaveText(second.order_number);
    await expect(driver.page.getByTestId('job-ended')).toHaveCount(0);
    await admin.post(`/api/admin/orders/${second.id}/unassign-driver`, { reason: 'Driver phoned in sick' });
    await expect(driver.page.getByTestId('job-ended')).toContainText(
      `An admin took you off order ${second.order_number}.`,
    );
    await expect(driver.page.getByTestId('active-job')).toHaveCount(0);
    // Back in the feed, where the released job is open again.
    await expect(driver.page.locator(`[data-testid="offer"][data-order-id="${second.id}"]`)).toBeVisible();
    for (const id of [first.id, second.id])
      await admin.post(`/api/admin/orders/${id}/cancel`, { reason: 'Test over' });
  });

  test('after a reload an online driver shares again, or the screen says sharing is off with one button', async ({
    browser,
    baseURL,
    loginAs,
    newDriver,
  }) => {
    test.setTimeout(120_000);
    const base = baseURL as string;
    const driver = await driverPhone(browser, base, loginAs, await newDriver());
    await goOnline(driver.page);
    const lastSent = driver.page.getByTestId('location-last-sent');

    // Permission already granted: sharing resumes by itself.
    await driver.page.reload();
    await expect(driver.page.getByRole('heading', { name: "You're online" })).toBeVisible();
    await expect(driver.page.getByTestId('location-permission')).toHaveText('Location active');
    await expect(lastSent).toContainText(/last sent \d+ s ago/);
    await expect(driver.page.getByTestId('shift-summary')).toHaveText('Jobs within 20 km come to you.');

    // Permission to ask again: nothing prompts by itself; the screen says sharing is off, with one button.
    await driver.context.clearPermissions();
    await driver.page.reload();
    await expect(driver.page.getByRole('heading', { name: "You're online" })).toBeVisible();
    await expect(driver.page.getByTestId('location-permission')).toHaveText('Location not shared');
    await expect(driver.page.getByTestId('shift-summary')).toHaveText(
      'No jobs come to you until your location is shared.',
    );
    await expect(driver.page.getByText('Location sharing is off, so no jobs come to you.')).toBeVisible();
    await expect(lastSent).toHaveCount(0);
    await driver.context.grantPermissions(['geolocation']);
    await driver.page.getByRole('button', { name: 'Share location' }).click();
    await expect(driver.page.getByTestId('location-permission')).toHaveText('Location active');
    await expect(lastSent).toContainText(/last sent \d+ s ago/);
    await expect(driver.page.getByText('Location sharing is off, so no jobs come to you.')).toHaveCount(0);
  });
});
