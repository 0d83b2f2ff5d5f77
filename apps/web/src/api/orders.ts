// Orders: checkout (quote, place, custom delivery), the caller's list, one order, and the customer's actions.
import type { CartState } from '@lekker/core/cart';
import type { CheckoutResponseSchema, PaymentForm } from '@lekker/core/contracts/orders';
import { isTerminal } from '@lekker/core/order-status';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useStoredLocation } from '@/lib/use-stored-location.ts';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useViewer } from './viewer.ts';

// openapi-fetch widens tuples to arrays: the PayFast form's `[name, value]` fields keep their core contract type.
type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;
const asCheckout = (result: unknown) => result as CheckoutResponse;

/** Every order query starts with this key, so one invalidation refreshes them all. */
export const ORDERS_QUERY_KEY = queryKeys.orders.all;

export type QuoteRequest = Schemas['QuoteRequest'];
export type CheckoutRequest = Schemas['CheckoutRequest'];
export type CustomDeliveryOrderRequest = Schemas['CustomDeliveryRequest'];
export type ReviewInput = Schemas['ReviewRequest'];

/** GET /api/orders/{id}: one order with its timeline (404 when missing or not the caller's). */
export function getOrder(id: string, signal?: AbortSignal) {
  return body(api.GET('/orders/{id}', { params: { path: { id } }, signal }));
}

/** GET /api/orders/by-number/{number}: the payment return pages know only the order number. */
export function getOrderByNumber(orderNumber: string, signal?: AbortSignal) {
  return body(api.GET('/orders/by-number/{number}', { params: { path: { number: orderNumber } }, signal }));
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 5 * 1000,
  });

export const orderByNumberQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: queryKeys.orders.byNumber(orderNumber),
    queryFn: ({ signal }) => getOrderByNumber(orderNumber, signal),
    staleTime: 5 * 1000,
  });

/** GET /api/orders: the caller's orders, newest first. */
export function listOrders(signal?: AbortSignal) {
  return body(api.GET('/orders', { signal }));
}

export const ordersListQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.orders.list(), queryFn: ({ signal }) => listOrders(signal) });

/**
 * The caller's orders. Live events refresh them (`order.updated`, and everything on a reconnect); `pollMs` is the
 * fallback while the live connection is down: asked again at that pace while any order is still under way.
 */
export function useOrders({ pollMs }: { pollMs?: number | false } = {}) {
  return useQuery({
    ...ordersListQueryOptions(),
    refetchInterval: (query) =>
      pollMs && query.state.data?.orders.some((o) => !isTerminal(o.status)) ? pollMs : false,
  });
}

export type Quote = Schemas['Quote'];

/**
 * POST /api/orders/quote: the server's price for the cart (docs/product.md#pricing): at the delivery address (422
 * for closed, minimum, radius…), or estimated for a location (or for 5 km when there is none).
 */
export function getQuote(request: QuoteRequest, signal?: AbortSignal) {
  return body(api.POST('/orders/quote', { body: request, signal }));
}

/** `viewer`: who asks (the first-order discount depends on it), so signing in asks again. */
export const quoteQueryOptions = (request: QuoteRequest | null, viewer: string | null = null) =>
  queryOptions({
    queryKey: [...queryKeys.checkoutQuote(request), viewer] as const,
    queryFn: ({ signal }) => getQuote(request as QuoteRequest, signal),
    enabled: request !== null,
    staleTime: 30 * 1000,
    // A refused quote (422) will not change by asking again.
    retry: false,
  });

/** The totals for the (debounced) request; keeps the last answer on screen while a new one loads. */
export function useQuote(request: QuoteRequest | null) {
  const viewer = useViewer().data?.user.id ?? null;
  return useQuery({ ...quoteQueryOptions(request, viewer), placeholderData: keepPreviousData });
}

/**
 * The estimate of a cart before its delivery address is known: its dishes and quantities at the customer's
 * location (or none), null when there is nothing to price (docs/decisions/021-one-price-quote.md).
 */
export function estimateRequest(
  cart: Pick<CartState, 'items' | 'delivery_only'>,
  location: { latitude: number; longitude: number } | null,
): QuoteRequest | null {
  const restaurantId = cart.items[0]?.restaurant_id;
  if (!restaurantId || cart.delivery_only) return null;
  return {
    restaurant_id: restaurantId,
    items: cart.items.map((item) => ({ menu_item_id: item.id, quantity: item.quantity })),
    delivery_location: location ? { latitude: location.latitude, longitude: location.longitude } : null,
  };
}

/** The server's estimate for the cart at the stored location (the cart, and checkout until the address is priced). */
export function useCartEstimate(cart: Pick<CartState, 'items' | 'delivery_only'>) {
  const location = useStoredLocation();
  const quote = useQuote(estimateRequest(cart, location));
  return { quote, location };
}

/** POST /api/orders → 201 { order, payment }: PayFast orders come with the form to post, cash orders without. */
export function createOrder(request: CheckoutRequest) {
  return body(api.POST('/orders', { body: request })).then(asCheckout);
}

export type CheckoutResult = CheckoutResponse;

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}

/** POST /api/orders/custom-delivery → 201 { order, payment } (PayFast form, or null for Cash on Delivery). */
export function createCustomDeliveryOrder(request: CustomDeliveryOrderRequest) {
  return body(api.POST('/orders/custom-delivery', { body: request })).then(asCheckout);
}

export function useCreateCustomDeliveryOrder() {
  return useMutation({ mutationFn: createCustomDeliveryOrder });
}

/** POST /api/orders/{id}/cancel: the customer cancels before the restaurant confirms. */
export function cancelOrder(id: string) {
  return body(api.POST('/orders/{id}/cancel', { params: { path: { id } } }));
}

/** POST /api/orders/{id}/payment: a fresh PayFast form for an unpaid order. */
export function requestPayment(id: string) {
  return body(api.POST('/orders/{id}/payment', { params: { path: { id } } })).then(
    (form) => form as PaymentForm,
  );
}

/** POST /api/orders/{id}/review: rate a delivered order, once. */
export function reviewOrder(id: string, input: ReviewInput) {
  return body(api.POST('/orders/{id}/review', { params: { path: { id } }, body: input }));
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}

export function useRequestPayment() {
  return useMutation({ mutationFn: requestPayment });
}

export function useReviewOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ReviewInput & { id: string }) => reviewOrder(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
