import { describe, expect, it } from 'vitest';
import { driverAssignedNotice, formatBadgeCount, orderStatusNotice } from './notifications.ts';
import { ORDER_STATUSES } from './order-status.ts';

describe('orderStatusNotice (docs/product.md#order-notifications)', () => {
  const expected: Record<string, string | null> = {
    pending_payment: null,
    placed: null,
    confirmed: 'Your order has been confirmed!',
    preparing: 'Your order is being prepared',
    ready: 'Your order is ready for pickup',
    picked_up: 'Your order is out for delivery',
    delivered: 'Your order has been delivered!',
    cancelled: null,
    payment_failed: null,
    // The customer heard from the driver in the chat; an admin's outcome is announced as its own status.
    undeliverable: null,
    handover_review: null,
  };

  it.each(ORDER_STATUSES.map((s) => [s, expected[s]]))('%s → %j', (status, message) => {
    expect(orderStatusNotice(status)).toEqual(message === null ? null : { title: 'Order Update', message });
  });

  it.each(['', 'unknown', 'toString', '__proto__'])('unknown status %j → null', (status) => {
    expect(orderStatusNotice(status)).toBeNull();
  });
});

describe('formatBadgeCount', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('%s → %j', (n, text) => {
    expect(formatBadgeCount(n)).toBe(text);
  });
});

describe('driverAssignedNotice (docs/product.md#order-notifications)', () => {
  it("names the driver by first name: 'Your driver Thabo is on the way'", () => {
    expect(driverAssignedNotice('Thabo')).toEqual({
      title: 'Order Update',
      message: 'Your driver Thabo is on the way',
    });
    expect(driverAssignedNotice('  ').message).toBe('Your driver is on the way');
    expect(driverAssignedNotice(null).message).toBe('Your driver is on the way');
  });
});
