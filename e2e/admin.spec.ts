// The admin console: a paid order the venue ignores rises into the exception queue; the admin cancels and refunds
// it through the PayFast simulator and the customer sees the refund notification; the admin grants the restaurant
// role to a customer, who can then open the portal; axe on every console section (laptop and 375 px).
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { BASE_URL, createConfirmedAccount, DEMO, DEMO_PASSWORD, signInViaApi } from './support/auth.ts';
import { ADDRESS, itemsForMinimum, listRestaurants, MAHIKENG, menuOf } from './support/checkout.ts';

const ORIGIN = { origin: BASE_URL };

async function signedInPage(context: BrowserContext, email: string, password: string, role?: 'admin') {
  const page = await context.newPage();
  await signInViaApi(page, email, password, role);
  return page;
}

/** Places a PayFast order as the page's customer and pays it through the simulator (Pay → signed ITN). */
async function placePaidOrder(page: Page): Promise<{ id: string; number: string; total: number }> {
  const request: APIRequestContext = page.request;
  const venue = (await listRestaurants(request)).find((r) => r.is_open);
  expect(venue, 'an open demo restaurant').toBeTruthy();
  const items = itemsForMinimum(await menuOf(request, venue!.id));
  const res = await request.post('/api/orders', {
    headers: ORIGIN,
    data: {
      idempotency_key: `admin-e2e-${Date.now()}`,
      restaurant_id: venue!.id,
      items: items.map((i) => ({ menu_item_id: i.id, quantity: 1 })),
      delivery_address: ADDRESS,
      delivery_location: MAHIKENG,
      payment_method: 'payfast',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { order, payment } = (await res.json()) as {
    order: { id: string; order_number: string; total_cents: number };
    payment: { action: string; fields: [string, string][] };
  };
  const checkout = await request.post(payment.action, {
    headers: ORIGIN,
    form: Object.fromEntries(payment.fields),
  });
  expect(checkout.status()).toBe(200);
  const token = /name="token" value="([^"]+)"/.exec(await checkout.text())?.[1];
  expect(token).toBeTruthy();
  const done = await request.post('/api/payments/simulator/eng/complete', {
    headers: ORIGIN,
    form: { token: token!, action: 'pay' },
    maxRedirects: 0,
  });
  expect(done.status()).toBe(303);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/orders/${order.id}`)).json()) as { status: string }).status,
    )
    .toBe('placed');
  return { id: order.id, number: order.order_number, total: order.total_cents };
}

async function seriousViolations(page: Page) {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test.describe('admin console', () => {
  test('a paid order the venue ignores rises into the exception queue; the admin cancels and refunds it; the customer is told', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const customerContext = await browser.newContext();
    const adminContext = await browser.newContext();
    const account = await createConfirmedAccount(customerContext.request, { prefix: 'refund' });
    const customer = await signedInPage(customerContext, account.email, account.password);
    const order = await placePaidOrder(customer);

    const admin = await signedInPage(adminContext, DEMO.admin, DEMO_PASSWORD, 'admin');
    await admin.goto('/admin/dashboard');
    await expect(admin.getByRole('heading', { name: 'Live orders' })).toBeVisible();
    const row = admin.locator(`[data-order-number="${order.number}"]`);
    // Unanswered for a minute (OPS_UNANSWERED_MINUTES=1 in e2e): the board refreshes itself every 15 s.
    await expect(row).toBeVisible({ timeout: 120_000 });
    await expect(row).toContainText('Not answered by the venue');

    await row.click();
    const dialog = admin.getByRole('dialog', { name: `Order ${order.number}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Cancel with a reason').fill('The venue did not answer');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog.getByText('Refund owed')).toBeVisible();
    await dialog.getByLabel('Reason (sent to the customer)').fill('The venue did not answer');
    await dialog.getByRole('button', { name: 'Refund in full' }).click();
    // Nothing is left to refund: the form goes, the order reads Refunded and the refund is listed.
    await expect(dialog.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Refunds' })).toContainText('succeeded');
    await expect(dialog.getByRole('region', { name: 'Ledger' })).toContainText('Refund');
    expect(await seriousViolations(admin)).toEqual([]);

    await customer.goto(`/order-tracking?order=${order.id}`);
    await customer
      .getByRole('button', { name: /Notifications/ })
      .first()
      .click();
    await expect(customer.getByText('Refund on its way')).toBeVisible();
    await customerContext.close();
    await adminContext.close();
  });

  test('the admin grants the restaurant role to a customer, who can then open the portal', async ({
    browser,
  }) => {
    const customerContext = await browser.newContext();
    const adminContext = await browser.newContext();
    const account = await createConfirmedAccount(customerContext.request, { prefix: 'grant' });
    const customer = await signedInPage(customerContext, account.email, account.password);
    await customer.goto('/restaurant/portal');
    await expect(customer).not.toHaveURL(/\/restaurant\/portal/);

    const admin = await signedInPage(adminContext, DEMO.admin, DEMO_PASSWORD, 'admin');
    await admin.goto('/admin/dashboard?section=users');
    await admin.getByLabel('Search by e-mail, name or phone').fill(account.email);
    const row = admin.locator(`[data-email="${account.email}"]`);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Grant restaurant' }).click();
    await expect(row.getByRole('button', { name: 'Revoke restaurant' })).toBeVisible();

    await customer.goto('/restaurant/portal');
    await expect(customer).toHaveURL(/\/restaurant\/portal/);
    await expect(customer).not.toHaveURL(/status|login/);
    await customerContext.close();
    await adminContext.close();
  });

  for (const width of [1280, 375]) {
    test(`every admin section passes axe at ${width} px`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const admin = await signedInPage(context, DEMO.admin, DEMO_PASSWORD, 'admin');
      for (const [section, heading] of [
        ['orders', 'Live orders'],
        ['overview', 'Overview'],
        ['restaurants', 'Restaurants'],
        ['drivers', 'Drivers'],
        ['users', 'Users and roles'],
        ['payouts', 'Payouts'],
        ['audit', 'Audit log'],
        ['jobs', 'Background jobs'],
      ] as const) {
        await admin.goto(`/admin/dashboard?section=${section}`);
        await expect(admin.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        await expect(admin.getByRole('status', { name: /Loading/ })).toHaveCount(0);
        // The overview's lazily loaded chart is drawn before axe looks at it.
        if (section === 'overview') await expect(admin.locator('.recharts-wrapper').first()).toBeVisible();
        expect(await seriousViolations(admin), section).toEqual([]);
      }
      await admin.goto('/admin');
      await expect(admin).toHaveURL(/\/admin\/dashboard/);
      await context.close();
    });
  }
});
