// Tip the driver after delivery (docs/decisions/069-driver-tips.md): the request and what the order page shows.
import { z } from 'zod';
import { TIP_MAX_CENTS } from '../constants.ts';
import { TIP_AFTER_MIN_CENTS, TIP_AFTER_MIN_MESSAGE, TIP_MESSAGES } from '../tips.ts';
import { PaymentFormSchema } from './orders.ts';

export const TipAfterRequestSchema = z
  .object({
    /** Cents, R5.00 (PayFast's smallest payment) to TIP_MAX_CENTS; PayFast takes it as a payment of its own. */
    amount_cents: z
      .number()
      .int(TIP_MESSAGES.not_whole_cents)
      .min(TIP_AFTER_MIN_CENTS, TIP_AFTER_MIN_MESSAGE)
      .max(TIP_MAX_CENTS, TIP_MESSAGES.too_high),
  })
  .meta({ id: 'TipAfterRequest' });
export type TipAfterRequest = z.infer<typeof TipAfterRequestSchema>;

export const TipAfterStatusSchema = z.enum(['pending', 'paid', 'failed']);
export type TipAfterStatus = z.infer<typeof TipAfterStatusSchema>;

/** The after-delivery tip of one order, as its customer sees it. */
export const TipAfterSchema = z
  .object({
    /** Whether a tip may be given now: delivered by a driver, within 24 hours, none paid yet. */
    can_tip: z.boolean(),
    /** When the chance to tip ends (null when the order was not delivered by a driver). */
    closes_at: z.iso.datetime({ offset: true }).nullable(),
    /** The driver's first name, for "your tip goes to …". */
    driver_name: z.string().nullable(),
    /** The latest tip asked for: its amount and whether PayFast has paid it. */
    tip: z.object({ amount_cents: z.number().int(), status: TipAfterStatusSchema }).nullable(),
  })
  .meta({ id: 'TipAfter' });
export type TipAfter = z.infer<typeof TipAfterSchema>;

export const TipAfterPaymentSchema = z
  .object({ tip: TipAfterSchema, payment: PaymentFormSchema })
  .meta({ id: 'TipAfterPayment' });
export type TipAfterPayment = z.infer<typeof TipAfterPaymentSchema>;
