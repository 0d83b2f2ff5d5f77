import { apiPost, DEMO_PASSWORD } from './support/auth.ts';
import {
  fillCart,
  MAHIKENG,
  menuOf,
  openCheckoutAndFillAddress,
  orderIdFromUrl,
} from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';

// Grocery substitutions (docs/decisions/070-grocery-substitutions.md): a paid grocery order; while packing the store
// marks an item unavailable and proposes a cheaper one from its shelves; the customer accepts it on the order page
// and sees the refund of the difference. Molopo Fresh Market (open 07:00-20:00; the e2e clock starts at 12:30) is run
// by its demo manager.

const geolocation = { ...MAHIKENG, accuracy: 20 };
test.use({ geolocation, permissions: ['geolocation'] });
const STORE = 'Molopo Fresh Market';
const MANAGER = { email: 'molopo-fresh-market@venues.demo.lekker.test', password: DEMO_PASSWORD };

test.describe('grocery substitutions', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the store proposes a cheaper replacement, the customer accepts it and is refunded the difference', async ({
    page,
    browser,
    baseURL,
    loginAs,
    apiAs,
  }) => {
    const list = await page.request.get(
      `/api/restaurants?${new URLSearchParams({ lat: String(MAHIKENG.latitude), lng: String(MAHIKENG.longitude), kind: 'grocery' })}`,
    );
    const stores = ((await list.json()) as { restaurants: { id: string; name: string; is_open: boolean }[] })
      .restaurants;
    const store = stores.find((s) => s.name === STORE);
    expect(store?.is_open, `${STORE} is open at the e2e clock`).toBe(true);
    const menu = await menuOf(page.request, store!.id);
    const big = menu.find((m) => m.name === 'Super Maize Meal 10kg')!;

    // The customer pays a grocery order with PayFast (the simulator).
    await loginAs('customer');
    await fillCart(page, store!.id, [big]);
    const checkout = await openCheckoutAndFillAddress(page);
    await checkout.getByRole('button', { name: /^Pay R\d+\.\d\d$/ }).click();
    await expect(page).toHaveURL(/\/api\/payments\/simulator\/eng\/process/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payment received!' })).toBeVisible();
    await page.getByRole('link', { name: 'Track your order' }).click();
    await expect(page).toHaveURL(/\/order-tracking\?order=/);
    const orderId = orderIdFromUrl(page);
    const { order_number: orderNumber } = (await (
      await page.request.get(`/api/orders/${orderId}`)
    ).json()) as {
      order_number: string;
    };

    // The store accepts and starts packing.
    const managerApi = await apiAs('restaurant', MANAGER);
    const confirm = await apiPost(managerApi, `/api/restaurant/orders/${orderId}/confirm`, {
      preparation_minutes: 15,
    });
    expect(confirm.status(), await confirm.text()).toBe(200);
    const preparing = await apiPost(managerApi, `/api/restaurant/orders/${orderId}/preparing`);
    expect(preparing.status(), await preparing.text()).toBe(200);

    // On the desk, the 10 kg bag is unavailable: the manager finds the 5 kg one and proposes it.
    const deskContext = await browser.newContext({ baseURL });
    const desk = await deskContext.newPage();
    try {
      await loginAs('restaurant', { account: MANAGER, target: desk });
      await desk.goto('/restaurant/portal/orders');
      await desk.getByRole('tab', { name: /^Preparing \(\d+\)$/ }).click();
      await desk.getByRole('button', { name: new RegExp(orderNumber) }).click();
      const panel = desk.getByTestId('desk-substitutions');
      const line = panel.getByTestId('desk-substitution-line').filter({ hasText: big.name });
      await expect(line).toContainText('customer: best match');
      await line.getByRole('button', { name: 'Unavailable' }).click();
      await line.getByLabel('Replacement from the store').fill('maize meal 5');
      await line.getByRole('radio', { name: /Super Maize Meal 5kg/ }).check();
      await line.getByRole('button', { name: 'Propose replacement' }).click();
      await expect(line).toContainText('Waiting for the customer: Super Maize Meal 5kg');

      // The customer's order page shows it live, and they accept it.
      const card = page.getByTestId('substitutions-card');
      await expect(card).toContainText(`${big.name} is unavailable.`);
      await expect(card).toContainText('The store suggests Super Maize Meal 5kg at R79.99 each.');
      await card.getByRole('button', { name: 'Accept' }).click();
      await expect(card).toContainText(`${big.name} replaced by Super Maize Meal 5kg`);
      await expect(card.getByTestId('substitution-refund')).toHaveText('Refund for the difference: R50.00');

      // The desk hears the answer live (the line now names the replacement); the refund went through PayFast's port
      // (the simulator).
      await expect(panel.getByTestId('desk-substitution-line')).toContainText(
        'Customer accepted Super Maize Meal 5kg. R50.00 back to the customer.',
      );
      const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
        refund: { status: string; amount_cents: number } | null;
      };
      expect(order.refund).toMatchObject({ status: 'refunded', amount_cents: 5000 });
    } finally {
      await deskContext.close();
    }
  });
});
