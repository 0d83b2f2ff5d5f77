import { ReasonSchema } from '@lekker/core/contracts/orders';
import type { z } from 'zod';
import { type OrderAction, orderActionRoutes } from '../../http/order-action-routes.ts';
import type { OrderRecord } from '../orders/orders.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { AdminOrdersService } from './admin-orders.service.ts';

export function adminOrdersRoutes(admin: AdminOrdersService, orders: OrdersService) {
  const cancel: OrderAction<z.infer<typeof ReasonSchema>, OrderRecord> = {
    path: '/admin/orders/{id}/cancel',
    audience: 'admin',
    tag: 'Admin',
    summary: 'Cancel any order before delivery, with a reason',
    input: ReasonSchema,
    run: (v, id, input) => admin.cancel(v, id, input.reason),
  };
  return orderActionRoutes([cancel], orders.view);
}
