// When the door does not open (docs/product.md#when-the-door-does-not-open): the driver's steps at the door and the
// admin's outcome of a failed delivery.
import type { FailedDeliveryOutcome } from '@lekker/core/doorstep';
import { api, body, type Schemas } from './client.ts';
import { uploadFile } from './upload.ts';

export type Order = Schemas['Order'];

const onOrder = (id: string) => ({ params: { path: { id } } });
const orderPath = (id: string, step: string) => `/driver/orders/${encodeURIComponent(id)}/${step}`;

/** POST /api/driver/orders/{id}/not-answering: starts the wait (once, on the server) and tells the customer. */
export const notAnswering = (id: string) => body(api.POST('/driver/orders/{id}/not-answering', onOrder(id)));

/** POST /api/driver/orders/{id}/leave-at-door: the photo is the body; ends the delivery. */
export const leaveAtDoor = (id: string, photo: File) =>
  uploadFile(orderPath(id, 'leave-at-door'), photo, { method: 'POST' }) as Promise<Order>;

/** POST /api/driver/orders/{id}/undeliverable?note=…: the photo is the body; the admins decide next. */
export const markUndeliverable = (id: string, note: string, photo: File) =>
  uploadFile(orderPath(id, 'undeliverable'), photo, { method: 'POST', query: { note } }) as Promise<Order>;

/** POST /api/admin/orders/{id}/failed-delivery: return to the venue, discard or redeliver. */
export const resolveFailedDelivery = (id: string, outcome: FailedDeliveryOutcome) =>
  body(api.POST('/admin/orders/{id}/failed-delivery', { ...onOrder(id), body: { outcome } }));

/** POST /api/driver/orders/{id}/code-not-collected: the photo is the body; for cash, the cash collected. */
export const handOverWithoutCode = (id: string, photo: File, cashCents: number | null) =>
  uploadFile(orderPath(id, 'code-not-collected'), photo, {
    method: 'POST',
    query: cashCents != null ? { cash_collected_cents: cashCents } : {},
  }) as Promise<Order>;

/** POST /api/admin/orders/{id}/handover-review: delivered after all (approve) or not. */
export const reviewHandover = (id: string, approve: boolean) =>
  body(api.POST('/admin/orders/{id}/handover-review', { ...onOrder(id), body: { approve } }));
