// Pay at the door without cash (docs/decisions/071-cash-order-safety.md): the driver of a cash order
// shows a QR code and a short link; the customer opens it on their phone and pays exactly the order's total through
// the PayFast simulator; the ITN (all four checks) marks it paid, the driver's screen turns green live, and the
// delivery is completed with the code alone: no cash is collected.
import {
  itemsForMinimum,
  KASI_KOTA,
  listRestaurants,
  MAHIKENG,
  menuOf,
  postJson,
} from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';

test('a cash order paid by card at the door through the PayFast simulator turns the driver screen green', async ({
  browser,
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
    idempotency_key: `safety-${Date.now()}-${Math.random()}`,
    restaurant_id: kasi.id,
    items: itemsForMinimum(await menuOf(customer, kasi.id)).map((i) => ({ menu_item_id: i.id, quantity: 1 })),
    delivery_address: { street: '4 Nelson Mandela Drive', city: 'Mmabatho', province: 'North West' },
    delivery_location: { latitude: -25.84, longitude: 25.63 },
    payment_method: 'cash',
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { order: { id: string; total_cents: number } }).order;
  const total = `R${(order.total_cents / 100).toFixed(2)}`;
  for (const [step, body] of [['confirm', { preparation_minutes: 5 }], ['preparing'], ['ready']] as const)
    expect((await postJson(owner, base, `/api/restaurant/orders/${order.id}/${step}`, body)).status()).toBe(
      200,
    );
  const accepted = await postJson(phone.request, base, `/api/driver/orders/${order.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  await phone.reload();
  await phone.getByRole('button', { name: 'Picked up' }).click();
  await expect(phone.getByRole('heading', { name: /^Deliver to / })).toBeVisible();
  await expect(phone.getByText(`I collected ${total} in cash`)).toBeVisible();

  // The driver shows the code; the customer's phone (not signed in) opens the short link it carries.
  await phone.getByRole('button', { name: 'Customer pays by card' }).click();
  await expect(phone.getByRole('img', { name: `QR code to pay ${total} by card` })).toBeVisible();
  const link = (await phone.getByTestId('door-payment-link').getAttribute('href')) ?? '';
  expect(link).toMatch(/\/pay\/[A-Za-z0-9_-]{24}$/);

  const payerContext = await browser.newContext({ baseURL: base });
  const payer = await payerContext.newPage();
  await payer.goto(new URL(link).pathname);
  await expect(payer.getByRole('heading', { name: 'Pay at the door' })).toBeVisible();
  await expect(payer.getByTestId('pay-at-door-amount')).toHaveText(total);
  await payer.getByRole('button', { name: `Pay ${total} by card` }).click();
  await expect(payer).toHaveURL(/\/api\/payments\/simulator\/eng\/process/);
  await expect(payer.getByText(total, { exact: true })).toBeVisible();
  await payer.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the link's page: paid once the ITN landed. The driver's screen turns green without a reload.
  await expect(payer).toHaveURL(new RegExp(`${new URL(link).pathname}$`));
  await expect(payer.getByText('Paid. Thank you! Your driver can see it.')).toBeVisible({ timeout: 15_000 });
  await expect(phone.getByTestId('door-payment-paid')).toContainText(`Paid by card: ${total}`);
  await expect(phone.getByText(`I collected ${total} in cash`)).toHaveCount(0);
  await payerContext.close();

  // The delivery code alone completes it: no cash collected.
  const mine = (await (await customer.get(`${base}/api/orders/${order.id}`)).json()) as {
    delivery_code: string;
    payment_method: string;
  };
  expect(mine.payment_method).toBe('payfast');
  await phone.getByLabel('Delivery code from the customer').fill(mine.delivery_code);
  await phone.getByRole('button', { name: 'Complete delivery' }).click();
  await expect(phone.getByText('Delivered. Well done!')).toBeVisible();
  await phoneContext.close();
});
