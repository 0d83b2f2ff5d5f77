// Orders placed through the API as a signed-in customer (a page's or an API context's cookies), and PayFast payments
// completed through the built-in simulator the way a browser would (its form, Pay, the signed notification).
// Specs that are about the checkout screens use support/checkout.ts instead.
import { type APIRequestContext, expect } from '@playwright/test';
import { BASE_URL } from './auth.ts';

const ORIGIN = { origin: BASE_URL };

export type PlacedOrder = { id: string; order_number: string; total_cents: number };
export type Point = { latitude: number; longitude: number };

/** Places an order of one of each of `itemIds` at `restaurantId`, delivered to `at`. */
export async function placeOrder(
  request: APIRequestContext,
  {
    restaurantId,
    itemIds,
    at,
    paymentMethod,
    street = '7 Church Street',
    city = 'Lichtenburg',
  }: {
    restaurantId: string;
    itemIds: string[];
    at: Point;
    paymentMethod: 'cash' | 'payfast';
    street?: string;
    city?: string;
  },
): Promise<{ order: PlacedOrder; payment?: { action: string; fields: [string, string][] } }> {
  const res = await request.post('/api/orders', {
    headers: ORIGIN,
    data: {
      idempotency_key: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      restaurant_id: restaurantId,
      items: itemIds.map((id) => ({ menu_item_id: id, quantity: 1 })),
      delivery_address: { street, city, province: 'North West' },
      delivery_location: at,
      payment_method: paymentMethod,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as {
    order: PlacedOrder;
    payment?: { action: string; fields: [string, string][] };
  };
}

/** Pays a PayFast order on the simulator (its checkout form, then Pay) and waits until the order is placed. */
export async function payOnSimulator(
  request: APIRequestContext,
  orderId: string,
  payment: { action: string; fields: [string, string][] },
) {
  const checkout = await request.post(payment.action, {
    headers: ORIGIN,
    form: Object.fromEntries(payment.fields),
  });
  expect(checkout.status()).toBe(200);
  const token = /name="token" value="([^"]+)"/.exec(await checkout.text())?.[1];
  expect(token, 'the simulator checkout carries a token').toBeTruthy();
  const done = await request.post('/api/payments/simulator/eng/complete', {
    headers: ORIGIN,
    form: { token: token!, action: 'pay' },
    maxRedirects: 0,
  });
  expect(done.status()).toBe(303);
  await expect
    .poll(
      async () => ((await (await request.get(`/api/orders/${orderId}`)).json()) as { status: string }).status,
    )
    .toBe('placed');
}

/** Places a PayFast order and pays it. */
export async function placePaidOrder(
  request: APIRequestContext,
  options: Omit<Parameters<typeof placeOrder>[1], 'paymentMethod'>,
): Promise<PlacedOrder> {
  const { order, payment } = await placeOrder(request, { ...options, paymentMethod: 'payfast' });
  expect(payment, 'a PayFast order comes with its payment form').toBeTruthy();
  await payOnSimulator(request, order.id, payment!);
  return order;
}
