import {
  fillCart,
  itemsForMinimum,
  KASI_KOTA,
  listRestaurants,
  MAHIKENG,
  menuOf,
  orderIdFromUrl,
} from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';

// Collect it yourself (docs/decisions/068-collect-it-yourself.md): the owner offers collection in the venue settings;
// a customer chooses it at checkout with cash (no delivery fee, no pin), sees where to collect it and the pick-up
// code; the desk shows it as a collection, accepts, prepares, marks it ready and hands it over with the code (a wrong
// one is refused); the customer sees it collected.

const geolocation = { ...MAHIKENG, accuracy: 20 };
test.use({ geolocation, permissions: ['geolocation'] });

test('a collection order is chosen at checkout and completed at the desk with the pick-up code', async ({
  page,
  browser,
  baseURL,
  loginAs,
}) => {
  test.setTimeout(120_000);
  await loginAs('restaurant');
  await page.goto('/restaurant/portal/orders');
  await expect(page.getByTestId('desk-connection')).toContainText('Live');
  const venueId = new URL(page.url()).searchParams.get('venue')!;

  // The owner offers collection in the venue settings.
  await page.goto(`/restaurant/portal/settings?venue=${venueId}`);
  const setting = page.getByLabel('Offer collection');
  await setting.check();
  const card = setting.locator('xpath=ancestor::form[1]');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Collect it yourself saved')).toBeVisible();

  const customerContext = await browser.newContext({ baseURL, geolocation, permissions: ['geolocation'] });
  const customer = await customerContext.newPage();
  try {
    await loginAs('customer', { target: customer });
    const kasi = (await listRestaurants(customer.request)).find((r) => r.name === KASI_KOTA)!;
    await fillCart(customer, kasi.id, itemsForMinimum(await menuOf(customer.request, kasi.id)));
    await customer.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const checkout = customer.getByRole('dialog', { name: 'Complete Your Order' });
    await checkout.getByLabel('Collect it yourself').check();
    await expect(checkout.getByText(/^No delivery fee\. Collect it at /)).toBeVisible();
    // No delivery point to confirm, and no delivery fee in the totals.
    await expect(checkout.getByTestId('delivery-point-status')).toHaveCount(0);
    await checkout.getByLabel('Street address').fill('12 Shippard Street');
    await checkout.getByLabel('City or town').fill('Mahikeng');
    await checkout.getByLabel('Province').selectOption('North West');
    await checkout.getByLabel('Cash on Delivery').check();
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await expect(customer).toHaveURL(/\/order-tracking\?order=[0-9a-f-]{36}$/);
    const orderId = orderIdFromUrl(customer);
    const order = (await (await customer.request.get(`/api/orders/${orderId}`)).json()) as {
      order_number: string;
      delivery_fee_cents: number;
      delivery_code: string;
    };
    expect(order.delivery_fee_cents).toBe(0);

    // Where to collect it, the map and the pick-up code, big; the receipt has no delivery fee.
    const pickup = customer.getByTestId('collection-pickup');
    await expect(pickup).toContainText(`You collect this order at ${KASI_KOTA}`);
    await expect(customer.getByTestId('venue-map')).toBeVisible();
    await expect(customer.getByTestId('pickup-code')).toHaveText(order.delivery_code);
    await expect(customer.getByTestId('receipt-collection')).toContainText('No delivery fee');

    // The desk marks it a collection and takes it through to ready.
    await page.goto(`/restaurant/portal/orders?venue=${venueId}`);
    const deskCard = page.getByRole('button', { name: new RegExp(order.order_number) });
    await expect(deskCard).toBeVisible();
    await expect(deskCard.getByTestId('collection-badge')).toHaveText('Collection');
    await deskCard.click();
    const detail = page.getByTestId('desk-order-detail');
    await detail.getByRole('button', { name: 'Accept', exact: true }).click();
    const accept = page.getByRole('dialog', { name: `Accept order ${order.order_number}` });
    await accept.getByLabel('Preparation time (minutes)').fill('15');
    await accept.getByRole('button', { name: 'Accept order' }).click();
    await detail.getByRole('button', { name: 'Mark preparing' }).click();
    await detail.getByRole('button', { name: 'Mark ready' }).click();
    await expect(customer.getByTestId('order-status')).toHaveText('Ready for collection');
    await expect(pickup).toContainText(`Your order is ready: collect it at ${KASI_KOTA}.`);

    // A wrong code is refused; the customer's code hands it over.
    const code = detail.getByLabel('Pick-up code');
    await code.fill(order.delivery_code === '0000' ? '1111' : '0000');
    await detail.getByRole('button', { name: 'Hand over' }).click();
    await expect(
      detail.getByText('Wrong code: ask the customer to read it again.', { exact: false }),
    ).toBeVisible();
    await code.fill(order.delivery_code);
    await detail.getByRole('button', { name: 'Hand over' }).click();
    await expect(page.getByText(`${order.order_number}: collected`)).toBeVisible();

    await expect(customer.getByTestId('order-status')).toHaveText('Collected');
    await expect(customer.getByTestId('collection-done')).toHaveText('Collected. Enjoy your meal!');
  } finally {
    await customerContext.close();
    // The demo venue goes back to delivery only, for the specs after this one.
    await page.request.patch(`/api/restaurant/venues/${venueId}/settings`, {
      data: { offers_collection: false },
      headers: { origin: baseURL! },
    });
  }
});
