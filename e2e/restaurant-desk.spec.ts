import {
  fillCart,
  itemsForMinimum,
  KASI_KOTA,
  listRestaurants,
  MAHIKENG,
  menuOf,
  openCheckoutAndFillAddress,
  orderIdFromUrl,
} from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './support/storefront.ts';

// The restaurant's order desk (docs/product.md#restaurant-desk): a customer's order reaches the owner's open desk live — sound, title
// count, nav badge — and the owner's accept / preparing / ready reach the customer's tracking page live.
// The demo owner (restaurant@demo.lekker.test) runs Kasi Kota Corner, open around the clock in the demo data.

const geolocation = { ...MAHIKENG, accuracy: 20 };
test.use({ geolocation, permissions: ['geolocation'] });

test.describe('restaurant order desk', () => {
  // Two browsers, a checkout and an accessibility scan: more than the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  test('a cash order rings on the open desk without a reload; accept, preparing and ready reach the customer live', async ({
    page,
    browser,
    baseURL,
    loginAs,
  }) => {
    // The owner's desk is open before the order exists.
    await loginAs('restaurant');
    await page.goto('/restaurant/portal/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByTestId('desk-connection')).toContainText('Live');
    await expect(page).toHaveURL(/\/restaurant\/portal\/orders\?venue=[0-9a-f-]{36}$/);

    // The customer, in a browser of their own, orders with Cash on Delivery.
    const customerContext = await browser.newContext({
      baseURL,
      geolocation,
      permissions: ['geolocation'],
    });
    const customer = await customerContext.newPage();
    try {
      await loginAs('customer', { target: customer });
      const kasi = (await listRestaurants(customer.request)).find((r) => r.name === KASI_KOTA);
      expect(kasi?.is_open, `${KASI_KOTA} is open around the clock in the demo data`).toBe(true);
      await fillCart(customer, kasi!.id, itemsForMinimum(await menuOf(customer.request, kasi!.id)));
      const checkout = await openCheckoutAndFillAddress(customer);
      await checkout.getByLabel('Cash on Delivery').check();
      await checkout.getByRole('button', { name: 'Place order' }).click();
      await expect(customer).toHaveURL(/\/order-tracking\?order=[0-9a-f-]{36}$/);
      await expect(customer.getByTestId('order-status')).toHaveText('Order placed');
      const orderId = orderIdFromUrl(customer);
      const { order_number: orderNumber } = (await (
        await customer.request.get(`/api/orders/${orderId}`)
      ).json()) as { order_number: string };

      // The desk shows it live (no reload), rings and counts it in the tab title and the nav.
      const card = page.getByRole('button', { name: new RegExp(orderNumber) });
      await expect(card).toBeVisible();
      await expect(page).toHaveTitle(/^\(\d+\) Orders · Restaurant portal/);
      await expect(page.getByTestId('orders-nav-badge')).toBeVisible();
      const alarm = page.getByTestId('desk-alarm');
      await expect(alarm).toContainText(/\d+ new orders? waiting/);
      // Browsers may hold audio until a gesture: the desk then offers to turn the sound on.
      const unlock = page.getByRole('button', { name: 'Turn on order sound' });
      if (await unlock.isVisible()) await unlock.click();
      await expect(alarm).toHaveAttribute('data-ringing', 'true');

      // Accept with a preparation time (suggested from the items, edited here).
      await card.click();
      const detail = page.getByTestId('desk-order-detail');
      await expect(detail.getByText(/^Cash on delivery — R\d+\.\d\d to be collected$/)).toBeVisible();
      await detail.getByRole('button', { name: 'Accept', exact: true }).click();
      const accept = page.getByRole('dialog', { name: `Accept order ${orderNumber}` });
      const minutes = accept.getByLabel('Preparation time (minutes)');
      await expect(minutes).toHaveValue(/^\d+$/);
      await minutes.fill('25');
      await accept.getByRole('button', { name: 'Accept order' }).click();
      await expect(detail.getByText('Preparation time:')).toContainText('25 min');
      await expect(customer.getByTestId('order-status')).toHaveText('Confirmed');

      await detail.getByRole('button', { name: 'Mark preparing' }).click();
      await expect(customer.getByTestId('order-status')).toHaveText('Preparing');
      await detail.getByRole('button', { name: 'Mark ready' }).click();
      await expect(customer.getByTestId('order-status')).toHaveText('Ready for pickup');
      await expect(detail.getByText('Waiting for a driver.')).toBeVisible();

      // Answered: this order no longer rings.
      await expect(page.getByRole('tab', { name: /^Ready for pickup \(\d+\)$/ })).toBeVisible();
    } finally {
      await customerContext.close();
    }
  });

  test('the portal home and the order desk are accessible and fit a 375 px phone', async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs('restaurant');
    await page.goto('/restaurant/portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant portal' })).toBeVisible();
    await expect(page.getByTestId('venue-open-state')).toContainText('Open for orders');
    await expect(page.getByTestId('orders-today')).toHaveText(/^\d+$/);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page, 375);

    await page
      .getByRole('navigation', { name: 'Restaurant portal' })
      .getByRole('link', { name: /^Orders/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page).toHaveURL(/\/restaurant\/portal\/orders\?venue=/);
    await expect(page.getByRole('tablist', { name: 'Orders by status' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page, 375);
  });
});
