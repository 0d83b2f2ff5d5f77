import { describe, expect, it } from 'vitest';
import { type ExceptionInput, minutesLate, orderException } from './order-exceptions.ts';

const t0 = new Date('2026-11-23T10:00:00Z');
const at = (min: number) => new Date(t0.getTime() + min * 60_000);
const base: ExceptionInput = {
  status: 'placed',
  driverId: null,
  placedAt: t0,
  readyAt: null,
  pickedUpAt: null,
  deliveryMinutes: 40,
};

describe('order exceptions', () => {
  it('flags a placed order the venue has not answered for 5 minutes, not before', () => {
    expect(orderException(base, at(4))).toBeNull();
    expect(orderException(base, at(5))).toBe('unanswered');
  });
  it('flags a ready order without a driver, but not one with a driver', () => {
    const ready = { ...base, status: 'ready' as const, readyAt: at(10) };
    expect(orderException(ready, at(16))).toBe('no_driver');
    expect(orderException({ ...ready, driverId: 'd1' }, at(16))).toBeNull();
  });
  it('flags a long trip and then lateness against the promise', () => {
    const road = { ...base, status: 'picked_up' as const, driverId: 'd1', pickedUpAt: at(5) };
    expect(orderException(road, at(34))).toBeNull();
    expect(orderException(road, at(35))).toBe('picked_up_too_long');
    const preparing = { ...base, status: 'preparing' as const };
    expect(orderException(preparing, at(40))).toBeNull();
    expect(orderException(preparing, at(41))).toBe('late');
    expect(minutesLate(preparing, at(52))).toBe(12);
  });
  it('flags an order that could not be delivered at once (docs/product.md#when-the-door-does-not-open)', () => {
    const failed = { ...base, status: 'undeliverable' as const, driverId: 'd1', pickedUpAt: at(5) };
    expect(orderException(failed, at(6))).toBe('undeliverable');
    expect(orderException({ ...failed, status: 'handover_review' }, at(6))).toBe('handover_review');
  });
  it('never flags finished orders', () => {
    expect(orderException({ ...base, status: 'delivered' }, at(500))).toBeNull();
    expect(orderException({ ...base, status: 'cancelled' }, at(500))).toBeNull();
  });
});
