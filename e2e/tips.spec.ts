// Tip the driver (docs/decisions/069-driver-tips.md): the customer tips R10 at checkout, a driver delivers the
// order, and the driver's earnings show the R10 tip (in the week's tips and on the job).
import {
  checkoutDialog,
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
import { expect, test } from './support/fixtures.ts';

test.use({ geolocation: { ...MAHIKENG, accuracy: 20 }, permissions: ['geolocation'] });

test("a R10 tip at checkout is on the receipt and in the driver's earnings", async ({
  browser,
  page,
  baseURL,
  loginAs,
  apiAs,
  newDriver,
}) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  // A new driver, online beside the venue, so their earnings hold this job only.
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

  // The customer checks out with Cash on Delivery and a R10 tip.
  await loginAs('customer');
  const kasi = (await listRestaurants(page.request)).find((r) => r.name === KASI_KOTA)!;
  await fillCart(page, kasi.id, itemsForMinimum(await menuOf(page.request, kasi.id)));
  const dialog = await openCheckoutAndFillAddress(page);
  await expect(dialog.getByTestId('checkout-total')).toHaveText(/^R\d+\.\d\d$/);
  const priced = Number((await dialog.getByTestId('checkout-total').textContent())!.slice(1));
  await dialog.getByRole('group', { name: 'Tip your driver' }).getByLabel('R10.00').check();
  await expect(dialog.getByTestId('checkout-tip-total')).toHaveText(
    `Driver tip R10.00 · total with tip R${(priced + 10).toFixed(2)}`,
  );
  await dialog.getByLabel('Cash on Delivery').check();
  await checkoutDialog(page).getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-tracking\?order=[0-9a-f-]{36}$/);
  const orderId = orderIdFromUrl(page);
  await expect(page.getByText('Driver tip')).toBeVisible();

  // The venue readies it, the new driver takes it and hands it over with the code and the cash.
  const owner = await apiAs('restaurant');
  for (const [step, body] of [['confirm', { preparation_minutes: 5 }], ['preparing'], ['ready']] as const)
    expect((await postJson(owner, base, `/api/restaurant/orders/${orderId}/${step}`, body)).status()).toBe(
      200,
    );
  for (const step of ['accept', 'pickup']) {
    const res = await postJson(phone.request, base, `/api/driver/orders/${orderId}/${step}`);
    expect(res.status(), await res.text()).toBe(200);
  }
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
    delivery_code: string;
    total_cents: number;
    tip_cents: number;
  };
  expect(order.tip_cents).toBe(1_000);
  expect(order.total_cents).toBe(Math.round((priced + 10) * 100));
  const done = await postJson(phone.request, base, `/api/driver/orders/${orderId}/deliver`, {
    code: order.delivery_code,
    cash_collected_cents: order.total_cents,
  });
  expect(done.status(), await done.text()).toBe(200);

  // The driver's earnings: the week's tips and the job's tip.
  await phone.goto('/driver/dashboard?tab=earnings');
  await expect(phone.getByRole('heading', { name: 'Earnings' })).toBeVisible();
  const tips = phone.getByText('Tips this week', { exact: true }).locator('..');
  await expect(tips).toContainText('R10.00');
  await expect(phone.getByRole('listitem').filter({ hasText: 'Tip R10.00' })).toHaveCount(1);
  await phoneContext.close();
});
