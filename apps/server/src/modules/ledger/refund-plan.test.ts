import { describe, expect, it } from 'vitest';
import { notYetOwedByPayment, type PlanRefund, planRefund, refundableCents } from './refund-plan.ts';

const pay = (pfPaymentId: string, amountCents: number) => ({ pfPaymentId, amountCents });
const row = (
  id: string,
  pfPaymentId: string,
  amountCents: number,
  status: PlanRefund['status'],
): PlanRefund => ({ id, pfPaymentId, amountCents, status });

describe('refund plan (docs/decisions/026-one-refunds-story.md)', () => {
  it('caps at everything received minus what was sent or is being sent; owed and failed do not count', () => {
    const payments = [pay('pf-1', 10_000), pay('pf-2', 10_000)];
    const rows = [
      row('a', 'pf-1', 3_000, 'succeeded'),
      row('b', 'pf-1', 1_000, 'pending'),
      row('c', 'pf-2', 10_000, 'owed'),
      row('d', 'pf-2', 2_000, 'failed'),
    ];
    expect(refundableCents(payments, rows)).toBe(16_000);
    expect(planRefund(16_001, payments, rows)).toEqual({
      ok: false,
      receivedCents: 20_000,
      refundableCents: 16_000,
    });
    expect(planRefund(16_000, payments, rows).ok).toBe(true);
  });

  it('what a cancellation owes: paid minus refunds made, pending or already owed, never negative', () => {
    const payments = [pay('pf-1', 10_000), pay('pf-2', 5_000), pay('pf-3', 4_000)];
    const rows = [
      row('a', 'pf-1', 3_000, 'succeeded'),
      row('b', 'pf-1', 1_000, 'pending'),
      row('c', 'pf-1', 2_000, 'failed'),
      row('d', 'pf-2', 5_000, 'owed'),
      row('e', 'pf-3', 4_000, 'succeeded'),
    ];
    expect(notYetOwedByPayment(payments, rows)).toEqual(new Map([['pf-1', 6_000]]));
  });

  it('a second payment counts: both payments can be given back in one request, the owed one first', () => {
    const payments = [pay('pf-1', 8_000), pay('pf-2', 8_000)];
    const rows = [row('owed-2', 'pf-2', 8_000, 'owed')];
    expect(planRefund(16_000, payments, rows)).toEqual({
      ok: true,
      steps: [
        { kind: 'send', refundId: 'owed-2', pfPaymentId: 'pf-2', amountCents: 8_000 },
        { kind: 'new', pfPaymentId: 'pf-1', amountCents: 8_000 },
      ],
    });
  });

  it('part of a refund owed is split off; the rest stays owed', () => {
    const plan = planRefund(1_000, [pay('pf-1', 5_000)], [row('owed', 'pf-1', 5_000, 'owed')]);
    expect(plan).toEqual({
      ok: true,
      steps: [{ kind: 'split', refundId: 'owed', pfPaymentId: 'pf-1', amountCents: 1_000 }],
    });
  });

  it('never plans more on a payment than it has left, whatever is recorded as owed', () => {
    const payments = [pay('pf-1', 5_000), pay('pf-2', 2_000)];
    const rows = [row('s', 'pf-1', 4_000, 'succeeded'), row('owed', 'pf-1', 5_000, 'owed')];
    const plan = planRefund(3_000, payments, rows);
    expect(plan).toEqual({
      ok: true,
      steps: [
        { kind: 'split', refundId: 'owed', pfPaymentId: 'pf-1', amountCents: 1_000 },
        { kind: 'new', pfPaymentId: 'pf-2', amountCents: 2_000 },
      ],
    });
  });

  it('refuses nothing paid, zero, fractions and negative amounts', () => {
    expect(planRefund(1, [], []).ok).toBe(false);
    for (const amount of [0, -5, 1.5]) expect(planRefund(amount, [pay('pf', 100)], []).ok).toBe(false);
  });
});
