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

/** One offer the dispatcher made for an order, with what the driver was chosen by (the admin's "why this driver"). */
export const AdminDispatchOfferSchema = z
  .object({
    driver_id: z.string(),
    driver_name: z.string(),
    wave: z.number().int(),
    /** Lower is better: estimated minutes to the venue minus the fair-share credit for waiting. */
    score: z.number(),
    travel_minutes: z.number(),
    distance_km: z.number(),
    status: z.enum(['open', 'accepted', 'declined', 'expired', 'withdrawn']),
    offered_at: z.string(),
    answered_at: z.string().nullable(),
  })
  .meta({ id: 'AdminDispatchOffer' });

export const AdminOrderDispatchSchema = z
  .object({
    /** Null when the dispatcher never took the order up (e.g. placed before it, or never accepted by the venue). */
    state: z.enum(['waiting', 'offering', 'placed', 'fallback']).nullable(),
    wave: z.number().int(),
    next_at: z.string().nullable(),
    offers: z.array(AdminDispatchOfferSchema),
  })
  .meta({ id: 'AdminOrderDispatch' });
export type AdminOrderDispatch = z.infer<typeof AdminOrderDispatchSchema>;
