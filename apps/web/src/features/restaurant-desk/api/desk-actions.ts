import type { RejectOrderInput } from '@lekker/core/contracts/desk';
import type { Order } from '@lekker/core/contracts/orders';
import { apiSend } from '@/lib/api-client.ts';

const action = (id: string, name: string) => `/restaurant/orders/${encodeURIComponent(id)}/${name}`;

/** Each action is idempotent on the server: repeating one answers the order as it now is. */
export const deskActions = {
  confirm: (id: string, preparationMinutes: number) =>
    apiSend<Order>('POST', action(id, 'confirm'), { preparation_minutes: preparationMinutes }),
  reject: (id: string, input: RejectOrderInput) => apiSend<Order>('POST', action(id, 'reject'), input),
  preparing: (id: string) => apiSend<Order>('POST', action(id, 'preparing')),
  ready: (id: string) => apiSend<Order>('POST', action(id, 'ready')),
};
