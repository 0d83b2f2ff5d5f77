import { z } from 'zod';
import { AdminOrderDispatchSchema } from './dispatch.ts';

/** A point on the board's map. */
const PointSchema = z.object({ latitude: z.number(), longitude: z.number() });

/** A driver on shift on the dispatch board (docs/decisions/072-dispatch-board-and-learnt-road-factor.md). */
export const BoardDriverSchema = z
  .object({
    user_id: z.string(),
    name: z.string(),
    vehicle_type: z.string().nullable(),
    /** 'stale': no position younger than 2 minutes (the dispatcher cannot offer them a job). */
    state: z.enum(['free', 'on_job', 'stale']),
    position: PointSchema.nullable(),
    location_updated_at: z.string().nullable(),
    /** Seconds since the last position; null when none was reported. */
    position_age_seconds: z.number().int().nullable(),
  })
  .meta({ id: 'BoardDriver' });
export type BoardDriver = z.infer<typeof BoardDriverSchema>;

/** An order the venue accepted that no driver holds yet, with how long it has waited. */
export const BoardWaitingOrderSchema = z
  .object({
    order_id: z.string(),
    order_number: z.string(),
    status: z.enum(['confirmed', 'preparing', 'ready']),
    restaurant_name: z.string(),
    venue: PointSchema.nullable(),
    payment_method: z.enum(['payfast', 'cash']),
    total_cents: z.number().int(),
    /** Since it was ready, else since the venue accepted it. */
    waiting_since: z.string(),
    age_minutes: z.number().int(),
    /** The dispatcher's state for it (null: never taken up) and the last wave sent. */
    dispatch_state: z.enum(['waiting', 'offering', 'placed', 'fallback']).nullable(),
    wave: z.number().int(),
  })
  .meta({ id: 'BoardWaitingOrder' });
export type BoardWaitingOrder = z.infer<typeof BoardWaitingOrderSchema>;

export const DispatchBoardSchema = z
  .object({
    /** The server's time the ages were read at. */
    at: z.string(),
    drivers: z.array(BoardDriverSchema),
    waiting: z.array(BoardWaitingOrderSchema),
  })
  .meta({ id: 'DispatchBoard' });
export type DispatchBoard = z.infer<typeof DispatchBoardSchema>;

/** A driver the dispatcher would consider for the order now, with each term of their score. */
export const ScoredCandidateSchema = z
  .object({
    driver_id: z.string(),
    name: z.string(),
    /** 1 = whom the next wave would go to first; null when the driver is left out (`excluded`). */
    rank: z.number().int().nullable(),
    excluded: z.enum(['cash_limit']).nullable(),
    distance_km: z.number(),
    travel_minutes: z.number(),
    idle_minutes: z.number(),
    fair_share_minutes: z.number(),
    /** Lower is better: travel minutes minus the fair-share credit. */
    score: z.number(),
    cash_held_cents: z.number().int(),
  })
  .meta({ id: 'ScoredCandidate' });
export type ScoredCandidate = z.infer<typeof ScoredCandidateSchema>;

export const DispatchCandidatesSchema = z
  .object({
    order_id: z.string(),
    /** The road factor the travel minutes used and where it came from (learnt for the area, the town, or 1.35). */
    road_factor: z.number(),
    road_factor_source: z.enum(['area', 'town', 'default']),
    candidates: z.array(ScoredCandidateSchema),
    /** What the dispatcher already did: its state and every offer with its answer. */
    history: AdminOrderDispatchSchema,
  })
  .meta({ id: 'DispatchCandidates' });
export type DispatchCandidates = z.infer<typeof DispatchCandidatesSchema>;
