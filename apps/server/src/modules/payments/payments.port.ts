/** What payments need from orders. The orders module implements it; payments never touch the orders table. */
export type PayableOrder = { id: string; orderNumber: string; totalCents: number; status: string };

export interface PaymentsOrdersPort {
  findByOrderNumber(orderNumber: string): Promise<PayableOrder | undefined>;
  /**
   * Idempotent: moves pending_payment/payment_failed → placed and records pfPaymentId; 'already_paid' when this
   * payment already paid it; 'refund_owed' when the money has no live order to take it (paid by another payment,
   * or cancelled): recorded as a refund owed.
   */
  markPaid(orderId: string, pfPaymentId: string): Promise<'paid' | 'already_paid' | 'refund_owed'>;
  /** pending_payment → payment_failed; no-op otherwise. */
  markPaymentFailed(orderId: string): Promise<void>;
}
