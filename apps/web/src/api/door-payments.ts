// Pay at the door without cash (docs/decisions/071-cash-order-safety.md): the driver's link for a
// cash order, and the page the customer opens from the QR code.
import type { PaymentForm } from '@lekker/core/contracts/orders';
import { queryOptions } from '@tanstack/react-query';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type DoorPayment = Schemas['DoorPayment'];
export type PayAtDoor = Schemas['PayAtDoor'];

const onOrder = (id: string) => ({ params: { path: { id } } });
const onToken = (token: string) => ({ params: { path: { token } } });

/** GET /api/driver/orders/{id}/door-payment: none, open (the link) or paid. Live by order.updated; 10 s poll while open. */
export const doorPaymentQuery = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.driver.doorPayment(orderId),
    queryFn: ({ signal }) =>
      body(api.GET('/driver/orders/{id}/door-payment', { ...onOrder(orderId), signal })),
    refetchInterval: (query) => (query.state.data?.state === 'open' ? 10_000 : false),
  });

/** POST /api/driver/orders/{id}/door-payment: "Customer pays by card" (the same link on a second tap). */
export const openDoorPayment = (orderId: string) =>
  body(api.POST('/driver/orders/{id}/door-payment', onOrder(orderId)));

/** GET /api/pay/{token}: the order number, venue and amount; polled while open (PayFast's ITN may come after the return). */
export const payAtDoorQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.payAtDoor(token),
    queryFn: ({ signal }) => body(api.GET('/pay/{token}', { ...onToken(token), signal })),
    refetchInterval: (query) => (query.state.data?.state === 'open' ? 5_000 : false),
    retry: false,
  });

/** POST /api/pay/{token}/payfast: the form to post to PayFast for exactly the order's total. */
export const payAtDoorForm = (token: string) =>
  body(api.POST('/pay/{token}/payfast', onToken(token))) as Promise<PaymentForm>;
