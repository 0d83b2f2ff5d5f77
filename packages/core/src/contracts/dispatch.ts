import { z } from 'zod';
import { DriverJobOfferSchema } from './drivers.ts';

/**
 * A job the dispatcher offered this driver (docs/decisions/063-dispatch-rules-and-weights.md): one tap to accept
 * (`POST /driver/orders/{id}/accept`) or decline, until `expires_at` (30 s after it was made).
 */
export const DriverDispatchOfferSchema = z
  .object({
    job: DriverJobOfferSchema,
    /** Which wave reached this driver (1: the best driver alone). */
    wave: z.number().int().min(1),
    offered_at: z.string(),
    expires_at: z.string(),
    /** How long the window is in all (the countdown's full length). */
    window_seconds: z.number().int(),
  })
  .meta({ id: 'DriverDispatchOffer' });
export type DriverDispatchOffer = z.infer<typeof DriverDispatchOfferSchema>;

export const DriverDispatchOfferResponseSchema = z
  .object({ offer: DriverDispatchOfferSchema.nullable() })
  .meta({ id: 'DriverDispatchOfferResponse' });
export type DriverDispatchOfferResponse = z.infer<typeof DriverDispatchOfferResponseSchema>;
