import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';

/** The slots a venue takes orders for later (docs/product.md#order-for-later), oldest first, as ISO instants. */
export const ScheduleSlotsSchema = z
  .object({
    /** The venue offers order for later at all (its settings). */
    enabled: z.boolean(),
    lead_minutes: z.number().int(),
    slots: z.array(z.string()),
  })
  .meta({ id: 'ScheduleSlots' });
export type ScheduleSlots = z.infer<typeof ScheduleSlotsSchema>;

/** Development only: run the release of scheduled orders as if the clock read `at` (browser tests). */
export const ReleaseScheduledRequestSchema = z
  .object({ at: z.iso.datetime({ offset: true, message: contractMessage('timeExample') }) })
  .meta({ id: 'ReleaseScheduledRequest' });

export const ReleaseScheduledResultSchema = z
  .object({ released: z.number().int(), cancelled: z.number().int() })
  .meta({ id: 'ReleaseScheduledResult' });
export type ReleaseScheduledResult = z.infer<typeof ReleaseScheduledResultSchema>;
