// The risk notes a driver sees on an offer before accepting it (docs/decisions/071-cash-order-safety.md).
import { CASH_SHIELD_FIRST_ORDER_CENTS } from './cash-shield.ts';

export const RISK_NOTES = ['new_customer', 'large_cash'] as const;
export type RiskNote = (typeof RISK_NOTES)[number];

/** A cash order above this (R300, the shield's first-order amount) is a large cash order on the offer. */
export const LARGE_CASH_ORDER_CENTS = CASH_SHIELD_FIRST_ORDER_CENTS;

/** The notes of one offer: a customer with no delivered order yet, and a large cash order. */
export function riskNotes(o: {
  paymentMethod: 'payfast' | 'cash';
  totalCents: number;
  customerIsNew: boolean;
}): RiskNote[] {
  const notes: RiskNote[] = [];
  if (o.customerIsNew) notes.push('new_customer');
  if (o.paymentMethod === 'cash' && o.totalCents > LARGE_CASH_ORDER_CENTS) notes.push('large_cash');
  return notes;
}
