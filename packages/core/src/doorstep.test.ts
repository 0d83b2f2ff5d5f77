import { describe, expect, it } from 'vitest';
import { DOORSTEP_WAIT_MS, doorstepWaitEndsAt, doorstepWaitOver, failedDeliveryMoney } from './doorstep.ts';

const start = new Date('2026-12-02T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('the doorstep wait (docs/product.md#when-the-door-does-not-open)', () => {
  it('lasts 10 minutes from the server-side start', () => {
    expect(DOORSTEP_WAIT_MS).toBe(600_000);
    expect(doorstepWaitEndsAt(start).toISOString()).toBe('2026-12-02T10:10:00.000Z');
  });

  it('is over at its end, not a millisecond before, and never without a start', () => {
    expect(doorstepWaitOver(start, at(DOORSTEP_WAIT_MS - 1))).toBe(false);
    expect(doorstepWaitOver(start, at(DOORSTEP_WAIT_MS))).toBe(true);
    expect(doorstepWaitOver(null, at(DOORSTEP_WAIT_MS * 10))).toBe(false);
    expect(doorstepWaitOver(start, at(5_000), 5_000)).toBe(true);
  });
});

describe('money of a failed delivery (decision 064)', () => {
  const paid = { paymentMethod: 'payfast' as const, paid: true, totalCents: 12_550 };
  const cash = { paymentMethod: 'cash' as const, paid: false, totalCents: 9_900 };

  it.each([
    ['paid', 'return_to_venue', paid, 12_550, true],
    ['paid', 'discard', paid, 12_550, true],
    ['paid', 'redeliver', paid, 0, false],
    ['cash', 'return_to_venue', cash, 0, true],
    ['cash', 'discard', cash, 0, true],
    ['cash', 'redeliver', cash, 0, false],
  ] as const)('%s, %s: refund owed %i, cancels %s', (_, outcome, o, refund, cancels) => {
    expect(failedDeliveryMoney(o, outcome)).toEqual({ refundOwedCents: refund, cancels });
  });

  it('an unpaid PayFast order is owed nothing', () => {
    expect(failedDeliveryMoney({ ...paid, paid: false }, 'discard').refundOwedCents).toBe(0);
  });
});
