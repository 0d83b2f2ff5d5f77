import type { AdminOrderRow } from '@lekker/core/contracts/admin';
import type { BoardRow } from './admin.repository.ts';
import { minutesLate, orderException, promisedAt } from './order-exceptions.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An order as the board, a venue's order list and the order detail show it: lateness and exception at `now`. */
export function toBoardRow(r: BoardRow, now: Date, unansweredAfterMinutes?: number): AdminOrderRow {
  const o = r.order;
  const input = {
    status: o.status,
    driverId: o.driverId,
    fulfilment: o.fulfilment,
    placedAt: o.placedAt,
    readyAt: o.readyAt,
    pickedUpAt: o.pickedUpAt,
    deliveryMinutes: r.deliveryMinutes,
  };
  return {
    id: o.id,
    order_number: o.orderNumber,
    status: o.status,
    payment_method: o.paymentMethod,
    fulfilment: o.fulfilment,
    total_cents: o.totalCents,
    refund_status: (o.refundStatus as 'owed' | 'refunded' | null) ?? null,
    refunded_cents: r.refundedCents,
    restaurant: { id: o.restaurantId, name: r.restaurantName },
    customer: { id: o.customerId, name: r.customerName, email: r.customerEmail, phone: r.customerPhone },
    driver: o.driverId ? { id: o.driverId, name: r.driverName ?? 'Driver' } : null,
    created_at: o.createdAt.toISOString(),
    placed_at: iso(o.placedAt),
    promised_at: iso(promisedAt(input)),
    minutes_late: ['delivered', 'cancelled'].includes(o.status) ? null : minutesLate(input, now),
    exception: orderException(input, now, unansweredAfterMinutes),
  };
}
