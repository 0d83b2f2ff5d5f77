import { startPushEndpoint } from '../apps/server/src/test/push-endpoint.ts';
import { itemsForMinimum, KASI_KOTA, listRestaurants, menuOf, postJson } from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';
import { forgetPushDevices, subscribeViaApi } from './support/push.ts';
import { expectNoSeriousA11yViolations } from './support/storefront.ts';

// Messages outside the app (docs/product.md#messages-outside-the-app): with no provider configured, what the server
// would push, text or WhatsApp lands in the dev outbox. A new order reaches the venue's members, the venue's accept
// reaches the customer with the spec's text, and each links to the right page. A push goes only to an account with a
// device (the customer and the owner each subscribe one here, at the local push service).

test('a new order and its acceptance land in the dev outbox with their texts and links', async ({
  page,
  baseURL,
  apiAs,
}) => {
  const base = baseURL as string;
  const customer = await apiAs('customer');
  const venue = await apiAs('restaurant');
  const push = await startPushEndpoint();
  for (const account of [customer, venue]) {
    await forgetPushDevices(account);
    await subscribeViaApi(account, push.device());
  }
  const kasi = (await listRestaurants(customer)).find((r) => r.name === KASI_KOTA)!;
  const items = itemsForMinimum(await menuOf(customer, kasi.id));
  const placed = await postJson(customer, base, '/api/orders', {
    idempotency_key: `outbox-${Date.now()}-${Math.random()}`,
    restaurant_id: kasi.id,
    items: items.map((i) => ({ menu_item_id: i.id, quantity: 1 })),
    delivery_address: { street: '4 Nelson Mandela Drive', city: 'Mmabatho', province: 'North West' },
    delivery_location: { latitude: -25.84, longitude: 25.63 },
    payment_method: 'cash',
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { order: { id: string; order_number: string } }).order;
  const confirmed = await postJson(venue, base, `/api/restaurant/orders/${order.id}/confirm`, {
    preparation_minutes: 10,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Dev outbox' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Messages, newest first' });
  const newOrder = list
    .getByRole('listitem')
    .filter({ hasText: `New order ${order.order_number}` })
    .first();
  await expect(newOrder).toContainText('Push');
  await expect(newOrder.getByRole('link')).toHaveAttribute(
    'href',
    `/restaurant/portal/orders?venue=${kasi.id}&order=${order.id}`,
  );
  const update = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Open /order-tracking?order=${order.id}` }) })
    .first();
  await expect(update).toContainText('Your order has been confirmed!');
  await expect(update).toContainText('Order Update');
  await expectNoSeriousA11yViolations(page);
  for (const account of [customer, venue]) await forgetPushDevices(account);
  await push.close();
});
