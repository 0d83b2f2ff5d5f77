// When the door does not open (docs/product.md#when-the-door-does-not-open; docs/decisions/064-failed-deliveries.md).
import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';
import { FAILED_DELIVERY_OUTCOMES } from '../doorstep.ts';

export const DOORSTEP_NOTE_MAX_CHARS = 500;

/** The doorstep on the driver's active job: the customer's choice and the wait's server-side times. */
export const DriverDoorstepSchema = z
  .object({
    /** The customer chose "Leave at the door if I don't answer" at checkout. */
    leave_at_door: z.boolean(),
    /** When the driver said the customer is not answering (ISO), null before. */
    wait_started_at: z.string().nullable(),
    /** When the wait ends (ISO): from then the driver may leave it or mark it undeliverable. */
    wait_ends_at: z.string().nullable(),
    wait_over: z.boolean(),
  })
  .meta({ id: 'DriverDoorstep' });
export type DriverDoorstep = z.infer<typeof DriverDoorstepSchema>;

/** The driver's note when the order cannot be delivered (the photo is the raw body). */
export const UndeliverableQuerySchema = z
  .object({
    note: z
      .string()
      .trim()
      .min(3, contractMessage('doorWhatHappened'))
      .max(DOORSTEP_NOTE_MAX_CHARS, contractMessage('doorNoteMax', { max: DOORSTEP_NOTE_MAX_CHARS })),
  })
  .meta({ id: 'UndeliverableQuery' });
export type UndeliverableQuery = z.infer<typeof UndeliverableQuerySchema>;

export const FailedDeliveryOutcomeSchema = z.enum(FAILED_DELIVERY_OUTCOMES, {
  error: contractMessage('doorOutcome'),
});

/** An admin's decision on an order the driver could not deliver. */
export const FailedDeliveryResolveRequestSchema = z
  .object({ outcome: FailedDeliveryOutcomeSchema })
  .meta({ id: 'FailedDeliveryResolveRequest' });
export type FailedDeliveryResolveRequest = z.infer<typeof FailedDeliveryResolveRequestSchema>;

/** What the admin's case file shows of the doorstep: the choice, the wait, the driver's photo and note. */
export const AdminDoorstepSchema = z
  .object({
    leave_at_door: z.boolean(),
    wait_started_at: z.string().nullable(),
    /** A 600-second signed link to the driver's photo, null without one. */
    photo_url: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'AdminDoorstep' });
export type AdminDoorstep = z.infer<typeof AdminDoorstepSchema>;

/** Handed over without the code (the photo is the raw body): for Cash on Delivery, the cash collected. */
export const CodeNotCollectedQuerySchema = z
  .object({
    cash_collected_cents: z.coerce
      .number({ error: contractMessage('cashCollected') })
      .int(contractMessage('cashCollected'))
      .min(0, contractMessage('cashCollected'))
      .max(10_000_000, contractMessage('cashCollected'))
      .optional(),
  })
  .meta({ id: 'CodeNotCollectedQuery' });
export type CodeNotCollectedQuery = z.infer<typeof CodeNotCollectedQuerySchema>;

/** An admin's review of a handover without the code: delivered after all, or it could not be delivered. */
export const HandoverReviewRequestSchema = z
  .object({ approve: z.boolean({ error: contractMessage('deliveredChoice') }) })
  .meta({ id: 'HandoverReviewRequest' });
export type HandoverReviewRequest = z.infer<typeof HandoverReviewRequestSchema>;
