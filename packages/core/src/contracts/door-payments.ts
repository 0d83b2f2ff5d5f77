// Pay at the door without cash (docs/decisions/071-cash-order-safety.md).
import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';

export const DOOR_PAYMENT_STATES = ['none', 'open', 'paid'] as const;

/** The driver's view of a cash order's door payment: none yet, a link shown (open), or paid by card. */
export const DoorPaymentSchema = z
  .object({
    state: z.enum(DOOR_PAYMENT_STATES),
    /** The short link the QR code carries (null until the driver shows one). */
    url: z.string().nullable(),
    /** Exactly the order's total: what the customer pays by card. */
    amount_cents: z.number().int(),
  })
  .meta({ id: 'DoorPayment' });
export type DoorPayment = z.infer<typeof DoorPaymentSchema>;

export const PAY_AT_DOOR_STATES = ['open', 'paid', 'closed'] as const;

/** What the customer's phone shows on /pay/<token>: no personal data, only the order and its amount. */
export const PayAtDoorSchema = z
  .object({
    order_number: z.string(),
    venue_name: z.string(),
    amount_cents: z.number().int(),
    /** open: can be paid; paid: done; closed: the order is no longer at the door (delivered, cancelled). */
    state: z.enum(PAY_AT_DOOR_STATES),
  })
  .meta({ id: 'PayAtDoor' });
export type PayAtDoor = z.infer<typeof PayAtDoorSchema>;

export const PayTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { message: contractMessage('linkUnknown') }),
});
