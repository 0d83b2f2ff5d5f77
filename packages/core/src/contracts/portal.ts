import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status.ts';
import { VenueSuspensionSchema } from './venues.ts';

/**
 * The restaurant portal's shared contracts: which venues the caller runs (the header's switcher; every portal page
 * works on the selected one) and the portal home's "today" overview.
 */

export const MemberRoleSchema = z.enum(['owner', 'staff']);
export type MemberRole = z.infer<typeof MemberRoleSchema>;

/** One venue the caller belongs to (restaurant_members), as the portal's venue switcher shows it. */
export const MyVenueSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** Customers see the venue only while active (it becomes active when the owner goes live). */
    is_active: z.boolean(),
    role: MemberRoleSchema,
    /** When the owner pressed "Go live"; null until then. */
    went_live_at: z.string().nullable(),
    /** Set while an admin has suspended the venue (docs/decisions/049-suspension-wins.md): why, and since when. */
    suspension: VenueSuspensionSchema.nullable(),
  })
  .meta({ id: 'MyVenue' });
export type MyVenue = z.infer<typeof MyVenueSchema>;

export const MyVenuesSchema = z.object({ venues: z.array(MyVenueSchema) }).meta({ id: 'MyVenues' });
export type MyVenues = z.infer<typeof MyVenuesSchema>;

const count = z.number().int().min(0);

/**
 * Today's overview of one venue (today = the Africa/Johannesburg calendar day). Paid orders only: an order still
 * awaiting PayFast, or whose payment failed, is not the restaurant's business yet.
 */
export const VenueTodaySchema = z
  .object({
    restaurant_id: z.uuid(),
    /** The local calendar day the figures cover (YYYY-MM-DD). */
    date: z.string(),
    /** Orders placed today, counted by their current status (every status present, zero when none). */
    orders_by_status: z.record(z.enum(ORDER_STATUSES), count),
    orders_total: count,
    /**
     * Food sales today, cents: the food subtotal (menu prices × quantities) of today's orders that were delivered or
     * are under way (confirmed → out for delivery), cash or PayFast alike. Unanswered and cancelled orders do not
     * count; neither does the delivery fee (the driver's) nor the first-order discount (the marketplace pays it).
     */
    revenue_cents: z.number().int(),
    /** Mean minutes from confirmed to ready over today's orders that reached ready; null when none did. */
    average_prep_minutes: z.number().nullable(),
    /** Whether customers can order now, and why not. */
    open: z.object({
      is_open: z.boolean(),
      /** Readable reason ("Open", "Closed by opening hours", "Paused until 18:30", "Not live yet" …). */
      reason: z.string(),
    }),
  })
  .meta({ id: 'VenueToday' });
export type VenueToday = z.infer<typeof VenueTodaySchema>;
