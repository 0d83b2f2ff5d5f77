// A service night, as the people who run it meet it: a customer (375 px), the owner of a new venue on the order
// desk (1280 px), two drivers on phones and the demo admin, each in a browser of their own, through one evening:
// an order nobody answers is auto-rejected, a card order and a cash order are delivered with the code, a paid order
// is rejected and refunded, a delivered order is partly refunded by the admin with a typed reason, and the admin's
// suspension holds against the owner. At the end every screen's figures are reconciled with the ledger (read through
// the admin's order detail) and with the orders themselves: the venue's statement, the drivers' earnings, the
// customer's orders and the admin's venue list.
//
// The venue is new and alone in Lichtenburg, so its figures are the night's and nothing else's. The e2e server
// auto-rejects orders left unanswered for ORDER_ACCEPT_TIMEOUT_MINUTES=3 (e2e/server.mjs); the first order is
// placed first so that wait runs under the rest of the night.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { AUTO_REJECT_REASON } from '../packages/core/src/desk.ts';
import { formatRand } from '../packages/core/src/money.ts';
import { apiPost, createConfirmedAccount, DEMO, DEMO_PASSWORD, signInViaApi } from './support/auth.ts';
import { acceptProposedPin, checkoutDialog } from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';
import { type PlacedOrder, type Point, placeOrder, placePaidOrder } from './support/orders.ts';
import { expectNoHorizontalOverflow } from './support/storefront.ts';
import { type DISHES, LICHTENBURG, prepareVenue } from './support/venue.ts';

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 900 };
/** The customer's home, about 1 km north of the venue. */
const HOME = { latitude: LICHTENBURG.latitude + 0.009, longitude: LICHTENBURG.longitude };
/** Where the drivers wait, a few hundred metres from the venue. */
const RANK = { latitude: LICHTENBURG.latitude + 0.002, longitude: LICHTENBURG.longitude + 0.002 };
const REFUND_REASON = 'Cold chips, as the customer phoned in';

type LedgerLine = { kind: string; amount_cents: number; entry_key: string };
type AdminOrder = {
  order: { status: string };
  subtotal_cents: number;
  ledger: LedgerLine[];
  refunds: { amount_cents: number; reason: string; status: string }[];
  audit: { action: string; reason?: string | null; details?: unknown }[];
};
type CustomerOrder = {
  status: string;
  subtotal_cents: number;
  total_cents: number;
  cancel_reason?: string | null;
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function phone(browser: Browser, baseURL: string, geolocation: Point) {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    geolocation,
    permissions: ['geolocation'],
  });
  return { context, page: await context.newPage() };
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The order's card on the owner's desk, opened, and its detail panel. */
async function openOnDesk(desk: Page, order: PlacedOrder) {
  // New orders wait under their own tab; the desk stays on the tab the last order moved to.
  await desk.getByRole('tab', { name: /^New \(\d+\)$/ }).click();
  await desk.getByRole('button', { name: new RegExp(order.order_number) }).click();
  return desk.getByTestId('desk-order-detail');
}

/** The driver takes the pushed offer, picks up once the venue has marked it ready, and delivers with the code. */
async function deliver(driver: Page, customer: Page, order: PlacedOrder, { cash }: { cash: boolean }) {
  const offer = driver.locator(`[data-testid="offer"][data-order-id="${order.id}"]`);
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await offer.getByRole('button', { name: 'Accept job' }).click();
  const pickedUp = driver.getByRole('button', { name: 'Picked up' });
  await expect(pickedUp).toBeEnabled();
  await pickedUp.click();
  await customer.goto(`/order-tracking?order=${order.id}`);
  await expect(customer.getByTestId('order-status')).toHaveText('Out for delivery');
  const code = ((await customer.getByTestId('delivery-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^\d{4}$/);
  if (cash)
    await driver
      .getByRole('checkbox', { name: `I collected ${formatRand(order.total_cents)} in cash` })
      .check();
  await driver.getByLabel('Delivery code from the customer').fill(code);
  await driver.getByRole('button', { name: 'Complete delivery' }).click();
  await expect(driver.getByText('Delivered. Well done!')).toBeVisible();
  await expect(customer.getByTestId('order-status')).toHaveText('Delivered');
}

test('a service night: five orders, two drivers, a rejection, an auto-reject, refunds and a suspension, reconciled with the ledger', async ({
  browser,
  baseURL,
  apiAs,
  newDriver,
  newRestaurantOwner,
}) => {
  test.setTimeout(420_000);
  const base = baseURL as string;
  const contexts: BrowserContext[] = [];
  try {
    // The cast. A new venue goes live in Lichtenburg; two new drivers and a new customer sign in on their phones.
    const partner = await newRestaurantOwner({ restaurantName: `Night Kitchen ${Date.now().toString(36)}` });
    const ownerApi = await apiAs('restaurant', partner);
    const dish = await prepareVenue(ownerApi, partner.restaurantId, base);
    const venue = partner.restaurantId;
    const dishes = (...names: (typeof DISHES)[number]['name'][]) => names.map((n) => dish[n]!);
    const shopper = await phone(browser, base, HOME);
    contexts.push(shopper.context);
    const account = await createConfirmedAccount(shopper.context.request, { prefix: 'night' });
    const customer = shopper.page;
    await signInViaApi(customer, account.email, account.password);

    // 18:00. An order nobody will answer (cash): the desk lets it ring out while the rest of the night goes on.
    const unanswered = (
      await placeOrder(customer.request, {
        restaurantId: venue,
        itemIds: dishes('Pap & Wors', 'Vetkoek'),
        at: HOME,
        paymentMethod: 'cash',
      })
    ).order;

    const [thabo, lerato] = [await newDriver({ vehicle: 'motorbike' }), await newDriver()];
    const drivers = [await phone(browser, base, RANK), await phone(browser, base, RANK)];
    const ownerContext = await browser.newContext({ baseURL: base, viewport: LAPTOP });
    const adminContext = await browser.newContext({ baseURL: base, viewport: LAPTOP });
    contexts.push(...drivers.map((d) => d.context), ownerContext, adminContext);
    const [driverA, driverB] = [drivers[0]!.page, drivers[1]!.page];
    await signInViaApi(driverA, thabo.email, thabo.password, 'driver');
    await signInViaApi(driverB, lerato.email, lerato.password, 'driver');
    const desk = await ownerContext.newPage();
    await signInViaApi(desk, partner.email, partner.password, 'restaurant');
    const admin = await adminContext.newPage();
    await signInViaApi(admin, DEMO.admin, DEMO_PASSWORD, 'admin');

    await desk.goto(`/restaurant/portal/orders?venue=${venue}`);
    await expect(desk.getByTestId('desk-connection')).toContainText('Live');
    for (const driver of [driverA, driverB]) {
      await driver.goto('/driver/dashboard');
      await driver.getByRole('switch', { name: 'Online for deliveries' }).click();
      await expect(driver.getByTestId('location-permission')).toHaveText('Location active');
    }

    // 18:05. The customer orders through the storefront and pays by card on PayFast.
    await customer.goto(`/restaurant/${venue}`);
    for (const name of ['Chicken Livers', 'Cold Cola'])
      await customer.getByRole('button', { name: `Add ${name}`, exact: true }).click();
    await customer.goto('/cart');
    await customer.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const checkout = checkoutDialog(customer);
    await checkout.getByLabel('Street address').fill('7 Church Street');
    await checkout.getByLabel('City or town').fill('Lichtenburg');
    await checkout.getByLabel('Province').selectOption('North West');
    await acceptProposedPin(checkout);
    await checkout.getByRole('button', { name: /^Pay R\d+\.\d\d$/ }).click();
    await expect(customer).toHaveURL(/\/api\/payments\/simulator\/eng\/process/);
    await customer.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(customer.getByRole('heading', { name: 'Payment received!' })).toBeVisible();
    await customer.getByRole('link', { name: 'Track your order' }).click();
    // The return page names the order by its number.
    const cardRef = new URL(customer.url()).searchParams.get('order')!;
    const card = await json<PlacedOrder>(
      customer.request,
      cardRef.startsWith('ORDER-') ? `/api/orders/by-number/${cardRef}` : `/api/orders/${cardRef}`,
    );
    await expect(customer.getByTestId('order-status')).toHaveText('Order placed');

    // The desk rings, accepts, cooks and calls a driver; the customer follows live.
    const detail = await openOnDesk(desk, card);
    await detail.getByRole('button', { name: 'Accept', exact: true }).click();
    const accept = desk.getByRole('dialog', { name: `Accept order ${card.order_number}` });
    await accept.getByLabel('Preparation time (minutes)').fill('15');
    await accept.getByRole('button', { name: 'Accept order' }).click();
    await expect(customer.getByTestId('order-status')).toHaveText('Confirmed');
    await detail.getByRole('button', { name: 'Mark preparing' }).click();
    await detail.getByRole('button', { name: 'Mark ready' }).click();
    await expect(customer.getByTestId('order-status')).toHaveText('Ready for pickup');
    await deliver(driverA, customer, card, { cash: false });

    // 18:30. A cash order, accepted on the desk and delivered by the second driver, who collects the cash.
    const cash = (
      await placeOrder(customer.request, {
        restaurantId: venue,
        itemIds: dishes('Pap & Wors', 'Amagwinya'),
        at: HOME,
        paymentMethod: 'cash',
      })
    ).order;
    const cashDetail = await openOnDesk(desk, cash);
    await expect(
      cashDetail.getByText(`Cash on delivery — ${formatRand(cash.total_cents)} to be collected`),
    ).toBeVisible();
    await cashDetail.getByRole('button', { name: 'Accept', exact: true }).click();
    await desk
      .getByRole('dialog', { name: `Accept order ${cash.order_number}` })
      .getByRole('button', { name: 'Accept order' })
      .click();
    await cashDetail.getByRole('button', { name: 'Mark preparing' }).click();
    await cashDetail.getByRole('button', { name: 'Mark ready' }).click();
    await deliver(driverB, customer, cash, { cash: true });

    // 19:00. A paid order the kitchen cannot take: the owner rejects it with a reason; the customer is refunded.
    const rejected = await placePaidOrder(customer.request, {
      restaurantId: venue,
      itemIds: dishes('Chicken Livers', 'Vetkoek'),
      at: HOME,
    });
    const rejectDetail = await openOnDesk(desk, rejected);
    await rejectDetail.getByRole('button', { name: 'Reject' }).click();
    const reject = desk.getByRole('dialog', { name: `Reject order ${rejected.order_number}` });
    await reject.getByRole('radio', { name: 'Closing early' }).check();
    await reject.getByRole('button', { name: 'Reject order' }).click();
    await expect(reject).toBeHidden();
    await customer.goto(`/order-tracking?order=${rejected.id}`);
    await expect(customer.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(customer.getByTestId('order-refund')).toContainText(formatRand(rejected.total_cents));

    // 19:30. A paid order delivered by the first driver, then partly refunded by the admin with a typed reason.
    const refunded = await placePaidOrder(customer.request, {
      restaurantId: venue,
      itemIds: dishes('Pap & Wors', 'Chicken Livers', 'Cold Cola'),
      at: HOME,
    });
    for (const [step, data] of [
      ['confirm', { preparation_minutes: 10 }],
      ['preparing', undefined],
      ['ready', undefined],
    ] as const) {
      const res = await apiPost(ownerApi, `/api/restaurant/orders/${refunded.id}/${step}`, data);
      expect(res.status(), await res.text()).toBe(200);
    }
    await deliver(driverA, customer, refunded, { cash: false });
    await admin.goto('/admin/dashboard');
    await admin.getByRole('button', { name: 'All orders' }).click();
    await admin.getByLabel('Search (order number, customer e-mail or phone)').fill(refunded.order_number);
    await admin.locator(`[data-order-number="${refunded.order_number}"]`).click();
    const orderDialog = admin.getByRole('dialog', { name: `Order ${refunded.order_number}` });
    const refundForm = orderDialog.getByRole('form', { name: 'Refund' });
    await refundForm.getByLabel(/^Refund amount/).fill('20');
    // Cold food is the kitchen's fault: the venue bears it (docs/decisions/050-refund-bearer.md).
    await refundForm.getByLabel('What went wrong').selectOption({ label: 'Food quality' });
    await expect(refundForm.getByRole('radio', { name: 'The venue' })).toBeChecked();
    await refundForm.getByLabel('Reason (sent to the customer)').fill(REFUND_REASON);
    await refundForm.getByRole('button', { name: /^Refund/ }).click();
    await expect(orderDialog.getByRole('region', { name: 'Refunds' })).toContainText('succeeded');
    await admin.keyboard.press('Escape');

    // 20:00. The admin suspends the venue; the owner cannot lift it; customers cannot order; reinstated.
    await admin.goto('/admin/dashboard?section=restaurants');
    await admin.getByLabel('Search by name or address').fill(partner.restaurantName);
    const row = admin
      .getByRole('list', { name: 'Restaurants' })
      .getByRole('listitem')
      .filter({ hasText: partner.restaurantName })
      .first();
    await row.getByRole('button', { name: new RegExp(partner.restaurantName) }).click();
    await row.getByRole('button', { name: 'Suspend venue' }).click();
    const suspend = admin.getByRole('dialog', { name: `Suspend ${partner.restaurantName}?` });
    await suspend.getByLabel(/Reason/).fill('Complaints about hygiene tonight');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expect(row).toContainText('Suspended');
    await desk.goto(`/restaurant/portal/settings?venue=${venue}`);
    await expect(desk.getByTestId('venue-suspended')).toContainText('Complaints about hygiene tonight');
    await expect(desk.getByRole('button', { name: 'Go live' })).toHaveCount(0);
    for (const [path, body] of [
      ['go-live', undefined],
      ['pause', { pause: 'resume' }],
    ] as const) {
      const tried = await apiPost(ownerApi, `/api/restaurant/venues/${venue}/${path}`, body);
      expect(tried.status(), `${path} while suspended`).toBe(403);
      expect(((await tried.json()) as { error: { code: string } }).error.code).toBe('venue_suspended');
    }
    const refused = await placeOrder(customer.request, {
      restaurantId: venue,
      itemIds: dishes('Pap & Wors', 'Vetkoek'),
      at: HOME,
      paymentMethod: 'cash',
    }).catch((error: Error) => error);
    expect(refused, 'an order at a suspended venue is refused').toBeInstanceOf(Error);
    await row.getByRole('button', { name: 'Reinstate venue' }).click();
    const reinstate = admin.getByRole('dialog', { name: `Reinstate ${partner.restaurantName}?` });
    await reinstate.getByLabel(/Reason/).fill('Inspected, all clean');
    await reinstate.getByRole('button', { name: 'Reinstate' }).click();
    await expect(row.getByRole('button', { name: 'Suspend venue' })).toBeVisible();

    // The unanswered order rang out: auto-rejected with the spec's words.
    await expect
      .poll(
        async () => (await json<CustomerOrder>(customer.request, `/api/orders/${unanswered.id}`)).status,
        {
          timeout: 240_000,
          intervals: [5_000],
        },
      )
      .toBe('cancelled');
    await customer.goto(`/order-tracking?order=${unanswered.id}`);
    await expect(customer.getByText(AUTO_REJECT_REASON).first()).toBeVisible();

    // ---- Reconciliation. The ledger of each order, as the admin reads it.
    const night = { unanswered, card, cash, rejected, refunded };
    const adminApi = await apiAs('admin');
    const ledgers = Object.fromEntries(
      await Promise.all(
        Object.entries(night).map(
          async ([k, o]) => [k, await json<AdminOrder>(adminApi, `/api/admin/orders/${o.id}`)] as const,
        ),
      ),
    ) as Record<keyof typeof night, AdminOrder>;
    const lines = (keys: (keyof typeof night)[], kind: string) =>
      sum(keys.flatMap((k) => ledgers[k].ledger.filter((l) => l.kind === kind).map((l) => l.amount_cents)));
    const delivered = ['card', 'cash', 'refunded'] as const;
    const all = Object.keys(night) as (keyof typeof night)[];
    const orders = Object.fromEntries(
      await Promise.all(
        Object.entries(night).map(
          async ([k, o]) => [k, await json<CustomerOrder>(customer.request, `/api/orders/${o.id}`)] as const,
        ),
      ),
    ) as Record<keyof typeof night, CustomerOrder>;

    // Each order's food line is its subtotal; nothing delivered lost its lines.
    for (const k of delivered) {
      expect(orders[k].status, k).toBe('delivered');
      expect(lines([k], 'food_subtotal'), `${k}: food line = subtotal`).toBe(orders[k].subtotal_cents);
    }
    expect(orders.unanswered.status).toBe('cancelled');
    expect(orders.rejected.status).toBe('cancelled');
    // The typed refund reason is what was recorded.
    expect(ledgers.refunded.refunds.map((r) => [r.amount_cents, r.reason])).toEqual([[2000, REFUND_REASON]]);

    // The venue's statement of this week, on the owner's payouts page.
    await desk.goto(`/restaurant/portal/payouts?venue=${venue}`);
    await desk
      .getByRole('button', { name: /^View the week of/ })
      .first()
      .click();
    const summary = desk.getByTestId('statement-summary');
    await expect(summary).toBeVisible();
    const figure = async (label: string) =>
      (
        await summary
          .locator('div')
          .filter({ has: desk.getByText(label, { exact: true }) })
          .locator('dd')
          .textContent()
      )?.trim();
    // Food sales are the delivered orders' food: a paid-then-cancelled order is no sale.
    const foodSales = sum(delivered.map((k) => orders[k].subtotal_cents));
    expect(await figure('Food sales')).toBe(formatRand(foodSales));
    expect(await figure('Refunds')).toBe(formatRand(-2000));
    expect(lines(all, 'venue_refund')).toBe(-2000);
    expect(await figure('Commission')).toBe(formatRand(lines(all, 'commission')));
    expect(await figure('Net to you')).toBe(formatRand(lines(all, 'venue_net')));
    await expectNoHorizontalOverflow(desk, LAPTOP.width);

    // The drivers' earnings: pay is their orders' driver lines; the cash driver holds the cash order's total.
    const earnings = async (driver: Page, keys: (keyof typeof night)[]) => {
      await driver.goto('/driver/dashboard?tab=earnings');
      const today = driver
        .locator('div')
        .filter({ has: driver.getByText('Today', { exact: true }) })
        .last();
      await expect(today.getByRole('definition').first()).toHaveText(formatRand(lines(keys, 'driver_pay')));
      await expect(today).toContainText(`${keys.length} jobs`);
    };
    await earnings(driverA, ['card', 'refunded']);
    await earnings(driverB, ['cash']);
    const heldByB = await json<{ cash_held_cents: number }>(driverB.request, '/api/driver/earnings');
    expect(heldByB.cash_held_cents).toBe(orders.cash.total_cents);
    expect(lines(['cash'], 'cash_collected')).toBe(orders.cash.total_cents);

    // The customer's orders: five, with their totals and states.
    await customer.goto('/customer-dashboard');
    const history = customer.getByTestId('order-history-item');
    await expect(history).toHaveCount(5);
    for (const k of all)
      await expect(history.filter({ hasText: night[k].order_number })).toContainText(
        formatRand(orders[k].total_cents),
      );
    await expectNoHorizontalOverflow(customer, PHONE.width);

    // The admin's venue list counts the venue's orders of the last 30 days.
    await admin.goto('/admin/dashboard?section=restaurants');
    await admin.getByLabel('Search by name or address').fill(partner.restaurantName);
    await expect(row).toContainText(`${all.length} orders in 30 days`);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
