import { describe, expect, it } from 'vitest';
import { CHECKOUT_ATTEMPT_KEY, finishCheckoutAttempt, idempotencyKeyFor } from './checkout-attempt.ts';

const request = {
  restaurant_id: 'r1',
  items: [{ menu_item_id: 'a', quantity: 2 }],
  payment_method: 'payfast',
};

describe('checkout idempotency key', () => {
  it('is the same for a retry of the same request (double click, network failure, reload)', () => {
    const first = idempotencyKeyFor(request);
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(idempotencyKeyFor({ ...request })).toBe(first);
    expect(window.localStorage.getItem(CHECKOUT_ATTEMPT_KEY)).toContain(first);
  });

  it('changes when the customer changes the order', () => {
    const first = idempotencyKeyFor(request);
    expect(idempotencyKeyFor({ ...request, payment_method: 'cash' })).not.toBe(first);
  });

  it('starts a new attempt once an order has been created', () => {
    const first = idempotencyKeyFor(request);
    finishCheckoutAttempt();
    expect(window.localStorage.getItem(CHECKOUT_ATTEMPT_KEY)).toBeNull();
    expect(idempotencyKeyFor(request)).not.toBe(first);
  });
});
