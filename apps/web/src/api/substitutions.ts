// Grocery substitutions (docs/decisions/070-grocery-substitutions.md): the desk's proposal, the customer's answer, and
// a store's items for the replacement picker (paged, searched on the server).
import { queryOptions } from '@tanstack/react-query';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type OrderSubstitutions = Schemas['OrderSubstitutions'];
export type Substitution = Schemas['Substitution'];
export type StoreItemsPage = Schemas['StoreItemsPage'];

const onOrder = (id: string) => ({ params: { path: { id } } });

/** Under the order's own key: the order page's live refresh (order.updated) refreshes it too. */
export const customerSubstitutionsKey = (orderId: string) =>
  [...queryKeys.orders.detail(orderId), 'substitutions'] as const;
export const deskSubstitutionsKey = (orderId: string) => ['desk', 'substitutions', orderId] as const;

export const customerSubstitutionsQuery = (orderId: string) =>
  queryOptions({
    queryKey: customerSubstitutionsKey(orderId),
    queryFn: ({ signal }) => body(api.GET('/orders/{id}/substitutions', { ...onOrder(orderId), signal })),
  });

export const deskSubstitutionsQuery = (orderId: string) =>
  queryOptions({
    queryKey: deskSubstitutionsKey(orderId),
    queryFn: ({ signal }) =>
      body(api.GET('/restaurant/orders/{id}/substitutions', { ...onOrder(orderId), signal })),
  });

/** POST /api/restaurant/orders/{id}/substitutions: a replacement to offer, or null to refund the line. */
export const proposeSubstitution = (orderId: string, orderItemId: string, proposedItemId: string | null) =>
  body(
    api.POST('/restaurant/orders/{id}/substitutions', {
      ...onOrder(orderId),
      body: { order_item_id: orderItemId, proposed_item_id: proposedItemId },
    }),
  );

/** POST /api/orders/{id}/substitutions/answer: within the 3 minutes. */
export const answerSubstitution = (orderId: string, substitutionId: string, accept: boolean) =>
  body(
    api.POST('/orders/{id}/substitutions/answer', {
      ...onOrder(orderId),
      body: { substitution_id: substitutionId, accept },
    }),
  );

/** GET /api/restaurants/{id}/items: one page of a store's items (50), matching `q` when given. */
export const storeItemsQuery = (storeId: string, q: string, aisle?: string) =>
  queryOptions({
    queryKey: ['store-items', storeId, q, aisle ?? null] as const,
    queryFn: ({ signal }) =>
      body(
        api.GET('/restaurants/{id}/items', {
          params: { path: { id: storeId }, query: { q: q || undefined, aisle, offset: 0, limit: 50 } },
          signal,
        }),
      ),
    staleTime: 30_000,
  });
