import { describe, expect, it } from 'vitest';
import { LARGE_CASH_ORDER_CENTS, riskNotes } from './risk-notes.ts';

describe('risk notes on an offer', () => {
  it('names a new customer and a cash order over R300', () => {
    expect(LARGE_CASH_ORDER_CENTS).toBe(30_000);
    expect(riskNotes({ paymentMethod: 'cash', totalCents: 30_001, customerIsNew: true })).toEqual([
      'new_customer',
      'large_cash',
    ]);
    expect(riskNotes({ paymentMethod: 'cash', totalCents: 30_000, customerIsNew: false })).toEqual([]);
  });

  it('a large card order is not a cash risk', () => {
    expect(riskNotes({ paymentMethod: 'payfast', totalCents: 90_000, customerIsNew: false })).toEqual([]);
    expect(riskNotes({ paymentMethod: 'payfast', totalCents: 90_000, customerIsNew: true })).toEqual([
      'new_customer',
    ]);
  });
});
