// Tip the driver after delivery (docs/decisions/069-driver-tips.md): a driver delivers a cash order, the customer
// tips R20 from the order page with PayFast (the built-in simulator), comes back to the thanks, and the driver's
// earnings show the R20 tip.
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

test('a R20 tip after delivery is paid with PayFast, thanked on the order page and in the driver earnings', async ({
  browser,
  page,
  baseURL,
  loginAs,
  apiAs,
  newDriver,
}) => {
  test.setTimeout(150_000);
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

  // The customer checks out with Cash on Delivery and no tip.
  await loginAs('customer');
  const kasi = (await listRestaurants(page.request)).find((r) => r.name === KASI_KOTA)!;
  await fillCart(page, kasi.id, itemsForMinimum(await menuOf(page.request, kasi.id)));
  const dialog = await openCheckoutAndFillAddress(page);
  await dialog.getByLabel('Cash on Delivery').check();
  await checkoutDialog(page).getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-tracking\?order=[0-9a-f-]{36}$/);
  const orderId = orderIdFromUrl(page);
  await expect(page.getByTestId('tip-after-card')).toHaveCount(0);

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
  };
  const done = await postJson(phone.request, base, `/api/driver/orders/${orderId}/deliver`, {
    code: order.delivery_code,
    cash_collected_cents: order.total_cents,
  });
  expect(done.status(), await done.text()).toBe(200);

  // Delivered: the order page offers the tip; R20 goes to PayFast as a payment of its own.
  await page.reload();
  const card = page.getByTestId('tip-after-card');
  await expect(card.getByRole('heading', { name: 'Tip your driver' })).toBeVisible();
  await card.getByLabel('R20.00').check();
  await card.getByRole('button', { name: 'Pay R20.00 with PayFast' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/simulator\/eng\/process/);
  await expect(page.getByText('R20.00', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the order page: the thanks once PayFast's ITN marked it paid, and the receipt's line.
  await expect(page).toHaveURL(new RegExp(`/order-tracking\\?order=${orderId}&tip=returned$`));
  await expect(page.getByTestId('tip-after-thanks')).toHaveText(
    /^Thank you: your tip of R20\.00 goes to \S+\.$/,
  );
  await expect(page.getByTestId('receipt-tip-after')).toContainText('R20.00');

  // The driver's earnings: the week's tips and the job's tip.
  await phone.goto('/driver/dashboard?tab=earnings');
  await expect(phone.getByRole('heading', { name: 'Earnings' })).toBeVisible();
  const tips = phone.getByText('Tips this week', { exact: true }).locator('..');
  await expect(tips).toContainText('R20.00');
  await expect(phone.getByRole('listitem').filter({ hasText: 'Tip R20.00' })).toHaveCount(1);
  await phoneContext.close();
});
