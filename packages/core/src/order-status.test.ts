import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  assertTransition,
  canTransition,
  DRIVER_ACCEPTABLE_STATUSES,
  isTerminal,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderActor,
  type OrderStatus,
  OrderTransitionError,
  statusTimestampField,
} from './order-status.ts';

const ACTORS: OrderActor[] = ['customer', 'restaurant', 'driver', 'admin', 'system'];

/** docs/product.md#order-statuses, written out by hand as `actor: from → to`. */
const ALLOWED = new Set([
  'system: pending_payment → placed',
  'system: pending_payment → payment_failed',
  'system: payment_failed → placed',
  'system: pending_payment → cancelled',
  'system: placed → cancelled',
  'customer: pending_payment → cancelled',
  'customer: placed → cancelled',
  'customer: payment_failed → cancelled',
  'restaurant: placed → confirmed',
  'restaurant: placed → cancelled',
  'restaurant: confirmed → preparing',
  'restaurant: preparing → ready',
  'driver: ready → picked_up',
  'driver: picked_up → delivered',
  'driver: picked_up → undeliverable',
  'driver: picked_up → handover_review',
  'admin: pending_payment → cancelled',
  'admin: placed → cancelled',
  'admin: confirmed → cancelled',
  'admin: preparing → cancelled',
  'admin: ready → cancelled',
  'admin: picked_up → cancelled',
  'admin: payment_failed → cancelled',
  'admin: undeliverable → cancelled',
  'admin: undeliverable → ready',
  'admin: handover_review → cancelled',
  'admin: handover_review → delivered',
  'admin: handover_review → undeliverable',
]);

const CROSS = ACTORS.flatMap((actor) =>
  ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.map((to) => [actor, from, to, ALLOWED.has(`${actor}: ${from} → ${to}`)] as const),
  ),
);

describe('order status transitions (docs/product.md#order-statuses), every (actor, from, to)', () => {
  it('covers 5 actors × 11 × 11 statuses, 28 of them allowed', () => {
    expect(CROSS).toHaveLength(605);
    expect(CROSS.filter(([, , , ok]) => ok)).toHaveLength(ALLOWED.size);
    expect(ALLOWED.size).toBe(28);
  });

  it.each(CROSS)('%s: %s → %s allowed=%s', (actor, from, to, ok) => {
    expect(canTransition(from, to, actor)).toBe(ok);
    expect(allowedTransitions(from, actor).includes(to)).toBe(ok);
    if (ok) {
      expect(() => assertTransition(from, to, actor)).not.toThrow();
    } else {
      expect(() => assertTransition(from, to, actor)).toThrow(OrderTransitionError);
    }
  });

  it('explains a refused transition', () => {
    expect(() => assertTransition('placed', 'delivered', 'driver')).toThrow(
      "Cannot move an order from 'placed' to 'delivered' as driver",
    );
    let caught: unknown;
    try {
      assertTransition('delivered', 'cancelled', 'admin');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(OrderTransitionError);
    expect(caught).toMatchObject({
      name: 'OrderTransitionError',
      from: 'delivered',
      to: 'cancelled',
      actor: 'admin',
    });
  });

  it('allowedTransitions returns a fresh array', () => {
    const list = allowedTransitions('placed', 'restaurant');
    expect(list).toEqual(['confirmed', 'cancelled']);
    list.push('delivered');
    expect(allowedTransitions('placed', 'restaurant')).toEqual(['confirmed', 'cancelled']);
  });

  it('drivers may accept confirmed, preparing or ready orders (no status change)', () => {
    expect(DRIVER_ACCEPTABLE_STATUSES).toEqual(['confirmed', 'preparing', 'ready']);
  });
});

describe('per-status facts', () => {
  it.each([
    ['pending_payment', false, null, 'Awaiting payment'],
    ['placed', false, 'placedAt', 'Order placed'],
    ['confirmed', false, 'confirmedAt', 'Confirmed'],
    ['preparing', false, 'preparingAt', 'Preparing'],
    ['ready', false, 'readyAt', 'Ready for pickup'],
    ['picked_up', false, 'pickedUpAt', 'Out for delivery'],
    ['delivered', true, 'deliveredAt', 'Delivered'],
    ['cancelled', true, 'cancelledAt', 'Cancelled'],
    ['payment_failed', false, 'paymentFailedAt', 'Payment failed'],
    ['undeliverable', false, 'undeliverableAt', 'Could not be delivered'],
    ['handover_review', false, 'handoverReviewAt', 'Handed over, being checked'],
  ] as const)('%s: terminal=%s, timestamp %s, label %s', (status: OrderStatus, terminal, field, label) => {
    expect(isTerminal(status)).toBe(terminal);
    expect(statusTimestampField(status)).toBe(field);
    expect(ORDER_STATUS_LABELS[status]).toBe(label);
  });

  it('no transition leaves a terminal status', () => {
    for (const status of ORDER_STATUSES.filter(isTerminal)) {
      for (const actor of ACTORS) expect(allowedTransitions(status, actor)).toEqual([]);
    }
  });
});
