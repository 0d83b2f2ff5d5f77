import { ApiErrorSchema } from '@lekker/core/contracts/common';
import { type HandOverRequest, HandOverRequestSchema } from '@lekker/core/contracts/desk';
import { type OrderAction, orderActionRoutes } from '../../http/order-action-routes.ts';
import { jsonContent } from '../../http/responses.ts';
import type { OrderRecord } from '../orders/orders.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { CollectionService } from './collection.service.ts';

/** The desk's hand-over of a collection with the customer's pick-up code (decision 068). */
export function collectionRoutes(collection: CollectionService, orders: OrdersService) {
  const handOver: OrderAction<HandOverRequest, OrderRecord> = {
    path: '/restaurant/orders/{id}/hand-over',
    audience: 'restaurant',
    tag: 'Restaurant orders',
    summary:
      "Hand a ready collection over with the customer's 4-digit pick-up code (5 wrong tries lock it for 60 s)",
    input: HandOverRequestSchema,
    run: (v, id, input) => collection.handOver(v, id, input.code),
  };
  return orderActionRoutes([handOver], orders.view, {
    423: jsonContent(ApiErrorSchema, 'Too many wrong codes: locked for a while'),
  });
}
