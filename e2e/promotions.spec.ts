import type { APIRequestContext, Page } from '@playwright/test';
import { createConfirmedAccount } from './support/auth.ts';
import {
  checkoutDialog,
  fillCart,
  MAHIKENG,
  menuOf,
  openCheckoutAndFillAddress,
  orderIdFromUrl,
  postJson,
} from './support/checkout.ts';
import { expect, signInAs, test } from './support/fixtures.ts';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './support/storefront.ts';

// Promotions (docs/product.md#promotions, docs/decisions/022-promotions.md): an owner creates a 20 % promotion in
// the portal; a customer sees it on the card, the menu, the cart and checkout, whose total reflects it; once
// delivered, the venue's statement line and the ledger say the venue paid for it.

const rand = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
const money = (cents: number) => `R${(cents / 100).toFixed(2)}`;

async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  expect(res.status(), `${what}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

async function text(page: Page, testId: string) {
  return page.getByTestId(testId).first().textContent();
}

test.describe('promotions', () => {
  test.describe.configure({ timeout: 300_000 });

  test("an owner's 20% promotion reaches the customer's total and the venue's statement", async ({
    page,
    browser,
    baseURL,
    loginAs,
    apiAs,
    newDriver,
  }) => {
    // The owner creates it, on a phone.
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs('restaurant');
    await page.goto('/restaurant/portal');
    const promotionsLink = page
      .getByRole('navigation', { name: 'Restaurant portal' })
      .getByRole('link', { name: 'Promotions' });
    // Once the portal knows its venue (the links carry it) it has settled: a click before that could be lost to
    // the re-render that follows (seen once in CI).
    await expect(promotionsLink).toHaveAttribute('href', /venue=[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant portal' })).toBeVisible();
    await promotionsLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page).toHaveURL(/\/restaurant\/portal\/promotions\?venue=[0-9a-f-]{36}$/);
    const venueId = new URL(page.url()).searchParams.get('venue')!;
    const owner = await apiAs('restaurant');
    // Later specs price the demo venue without it: ended however this test ends (also after a failed earlier try).
    const endOurPromotions = async () => {
      const listed = (await (await owner.get(`/api/restaurant/venues/${venueId}/promotions`)).json()) as {
        promotions: { id: string; name: string; state: string }[];
      };
      for (const p of listed.promotions.filter((x) => x.name === 'E2E twenty' && x.state !== 'ended'))
        await postJson(owner, baseURL!, `/api/restaurant/venues/${venueId}/promotions/${p.id}/status`, {
          action: 'end',
        });
    };
    await endOurPromotions();
    try {
      await page.getByRole('button', { name: 'New promotion' }).click();
      await page.getByLabel('Name customers see').fill('E2E twenty');
      await page.getByLabel('Percentage off (%)').fill('20');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Create promotion' }).click();
      // The one just made (an earlier try's, ended, may be listed too).
      const row = page
        .getByTestId('promotion')
        .filter({ has: page.getByRole('heading', { name: 'E2E twenty' }) })
        .filter({ hasNot: page.getByTestId('promotion-state').filter({ hasText: 'Ended' }) });
      await expect(row.getByTestId('promotion-state')).toHaveText('Live now');
      await expect(row).toContainText('20% off');
      // The confirmation toast (sonner loads with the first toast, so it can arrive after the row).
      await expect(page.getByText(/^Promotion created/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page, 375);

      const context = await browser.newContext({
        baseURL,
        geolocation: { ...MAHIKENG, accuracy: 20 },
        permissions: ['geolocation'],
      });
      try {
        const customer = await context.newPage();
        await customer.addInitScript(
          (location) => {
            if (!localStorage.getItem('lekker.location'))
              localStorage.setItem('lekker.location', JSON.stringify(location));
          },
          { ...MAHIKENG, accuracy: 20, city: 'Mahikeng' },
        );
        const account = await createConfirmedAccount(customer.request, {
          name: 'Promo Customer',
          prefix: 'promo',
        });
        await signInAs(customer, 'customer', account);

        // The card and the menu show it.
        await customer.goto('/');
        const card = customer
          .getByRole('region', { name: /^Restaurants in/ })
          .getByTestId('restaurant-card')
          .filter({ hasText: 'Kasi Kota Corner' });
        await expect(card.getByTestId('restaurant-card-promotion')).toHaveText('20% off');
        await customer.goto(`/restaurant/${venueId}`);
        await expect(customer.getByTestId('menu-promotions')).toContainText('20% off: E2E twenty');
        const kota = (await menuOf(customer.request, venueId)).find((m) => m.name === 'Kota Classic')!;
        await fillCart(customer, venueId, [kota]);
        await customer.getByRole('button', { name: 'Increase quantity of Kota Classic' }).click();

        // The cart's estimate takes it off: 2 × R45.00 = R90.00, 20 % = R18.00, then half of R72.00 for a first order.
        await expect(customer.getByTestId('cart-promotion')).toHaveText('-R18.00');
        await expect(customer.getByTestId('cart-discount')).toHaveText('-R36.00');
        const fee = rand(await text(customer, 'cart-delivery-fee'));
        await expect(customer.getByTestId('cart-total')).toHaveText(money(9000 - 1800 - 3600 + fee));

        // Checkout prices the address the same way and the order is charged that total.
        const dialog = await openCheckoutAndFillAddress(customer);
        await dialog.getByRole('button', { name: 'Use my current location' }).click();
        await expect(dialog.getByTestId('delivery-point-status')).toContainText('Pin placed');
        await expect(dialog.getByTestId('checkout-promotion')).toHaveText('-R18.00');
        await expect(dialog.getByTestId('checkout-total')).toHaveText(money(9000 - 1800 - 3600 + fee));
        await dialog.getByLabel('Cash on Delivery').check();
        await checkoutDialog(customer).getByRole('button', { name: 'Place order' }).click();
        await expect(customer).toHaveURL(/\/order-tracking\?order=[0-9a-f-]{36}$/);
        const orderId = orderIdFromUrl(customer);
        const order = (await (await customer.request.get(`/api/orders/${orderId}`)).json()) as {
          order_number: string;
          total_cents: number;
          discount_cents: number;
        };
        expect(order).toMatchObject({ discount_cents: 5400, total_cents: 9000 - 5400 + fee });

        // The venue and a driver deliver it.
        for (const step of ['confirm', 'preparing', 'ready'])
          await ok(
            await postJson(owner, baseURL!, `/api/restaurant/orders/${orderId}/${step}`, {
              preparation_minutes: 15,
            }),
            step,
          );
        const driver = await apiAs('driver', await newDriver());
        await ok(await postJson(driver, baseURL!, '/api/driver/shift', { online: true }), 'shift');
        await ok(await postJson(driver, baseURL!, '/api/driver/location', { ...MAHIKENG }), 'location');
        await ok(await postJson(driver, baseURL!, `/api/driver/orders/${orderId}/accept`), 'accept');
        await ok(await postJson(driver, baseURL!, `/api/driver/orders/${orderId}/pickup`), 'pickup');
        const { delivery_code } = (await (await customer.request.get(`/api/orders/${orderId}`)).json()) as {
          delivery_code: string;
        };
        await ok(
          await postJson(driver, baseURL!, `/api/driver/orders/${orderId}/deliver`, {
            code: delivery_code,
            cash_collected_cents: order.total_cents,
          }),
          'deliver',
        );

        // The ledger: the venue funds its R18.00, the marketplace the first-order R36.00.
        const admin = await apiAs('admin');
        const detail = (await (await admin.get(`/api/admin/orders/${orderId}`)).json()) as {
          ledger: { kind: string; amount_cents: number }[];
        };
        const line = (kind: string) => detail.ledger.find((l) => l.kind === kind)?.amount_cents;
        expect(line('venue_discount')).toBe(-1800);
        expect(line('discount')).toBe(-3600);
        expect(line('food_subtotal')).toBe(9000);

        // The statement of this week shows the order with its "Venue discount" column.
        await page.goto(`/restaurant/portal/payouts?venue=${venueId}`);
        await page.getByTestId('payout-week').first().getByRole('button', { name: /^View/ }).click();
        const statementLine = page.getByTestId('statement-line').filter({ hasText: order.order_number });
        await expect(statementLine).toBeVisible();
        await expect(page.getByRole('columnheader', { name: 'Venue discount' })).toBeVisible();
        await expect(statementLine).toContainText('-R18.00');
        await expectNoSeriousA11yViolations(page);
      } finally {
        await context.close();
      }
    } finally {
      await endOurPromotions();
    }
  });
});
