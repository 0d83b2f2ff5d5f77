import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';

/**
 * The restaurant portal's money pages (docs/decisions/025-venue-statements-and-analytics.md): weekly statements read from the ledger with their payout state,
 * and the analytics of one venue over a date range. Money in integer cents; weeks run Monday 00:00 to Monday 00:00
 * Africa/Johannesburg (docs/decisions/014-money-ledger.md); rules in docs/decisions/025-venue-statements-and-analytics.md.
 */

const cents = z.number().int();
const count = z.number().int().min(0);

/**
 * Ledger kinds that are the marketplace's, not the venue's: the delivery fee, the marketplace-funded first-order
 * discount, the payment provider's fee, the driver's pay, cash a driver holds and refunds (decision 014). A venue's
 * statement shows every other kind that exists, so a kind added later (a venue-funded promotion) appears on it.
 */
export const MARKETPLACE_LEDGER_KINDS = [
  'delivery_fee',
  'discount',
  'provider_fee',
  'driver_pay',
  'cash_collected',
  'refund',
  /** The driver's tip: never the venue's (decision 069). */
  'tip',
  'driver_tip',
] as const;

/** How a statement names the venue's ledger kinds; an unknown kind reads as its words ("venue_discount" → "Venue discount"). */
export const STATEMENT_KIND_LABELS: Record<string, string> = {
  food_subtotal: 'Food sales',
  /** Refunds the venue bears (docs/decisions/050-refund-bearer.md). */
  venue_refund: 'Refunds',
  commission: 'Commission',
  venue_net: 'Net to you',
};
export function statementKindLabel(kind: string): string {
  const known = STATEMENT_KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A statement week's payout: `in_progress` while the week runs, `pending` once it has ended and is not paid yet,
 * `paid` (an admin marked it paid with the bank reference), `nothing_due` when the week earned nothing.
 */
export const VENUE_PAYOUT_STATUSES = ['in_progress', 'pending', 'paid', 'nothing_due'] as const;
export type VenuePayoutStatus = (typeof VENUE_PAYOUT_STATUSES)[number];

export const VenuePayoutSchema = z
  .object({ amount_cents: cents, reference: z.string(), paid_at: z.iso.datetime() })
  .meta({ id: 'VenuePayout' });

export const StatementWeekQuerySchema = z.object({
  /** Monday of the week (YYYY-MM-DD, Africa/Johannesburg); default: the last complete week. */
  week: z.iso.date({ message: contractMessage('weekMonday') }).optional(),
});

export const VenuePayoutWeekSchema = z
  .object({
    week_start: z.iso.date(),
    week_end: z.iso.date(),
    /** Orders with ledger lines in the week (delivered, or cancelled after payment). */
    orders: count,
    food_subtotal_cents: cents,
    commission_cents: cents,
    /** What the marketplace owes the venue for the week: the sum of its `venue_net` lines. */
    net_cents: cents,
    status: z.enum(VENUE_PAYOUT_STATUSES),
    payout: VenuePayoutSchema.nullable(),
  })
  .meta({ id: 'VenuePayoutWeek' });
export type VenuePayoutWeek = z.infer<typeof VenuePayoutWeekSchema>;

export const VenuePayoutsSchema = z
  .object({
    restaurant_id: z.uuid(),
    /** The venue's commission rate in basis points (1500 = 15 %), set by admins. */
    commission_rate_bps: z.number().int(),
    /** Owed to the venue now: every net credited minus every payout made. */
    balance_cents: cents,
    /**
     * The next transfer: the unpaid weeks that have ended, paid together, due on the payout day of the oldest of
     * them (the Tuesday after its Sunday; it does not move while that week stays unpaid; `overdue` once it has
     * passed); without any, the running week, on the Tuesday after it (`estimate`: still growing).
     */
    next_payout: z
      .object({
        date: z.iso.date(),
        amount_cents: cents,
        weeks: z.array(z.iso.date()),
        estimate: z.boolean(),
        overdue: z.boolean(),
      })
      .nullable(),
    /**
     * The last 12 weeks at most, newest first, the running week included, from the week the venue started (went
     * live, or was approved) or of its first ledger line, whichever is earlier: never weeks before it existed.
     */
    weeks: z.array(VenuePayoutWeekSchema),
  })
  .meta({ id: 'VenuePayouts' });
export type VenuePayouts = z.infer<typeof VenuePayoutsSchema>;

export const VenueStatementLineSchema = z
  .object({
    order_id: z.uuid(),
    order_number: z.string(),
    /** When the money moved (delivery, or the cancellation of a paid order). */
    occurred_at: z.iso.datetime(),
    /** What caused the lines: 'delivered', 'cancelled' or 'refund:<id>'. */
    entry_key: z.string(),
    payment_method: z.enum(['payfast', 'cash']),
    /** The venue's ledger lines of the order in the week, by kind (signed cents). */
    amounts: z.record(z.string(), cents),
    net_cents: cents,
  })
  .meta({ id: 'VenueStatementLine' });
export type VenueStatementLine = z.infer<typeof VenueStatementLineSchema>;

export const VenueStatementSchema = z
  .object({
    restaurant_id: z.uuid(),
    venue_name: z.string(),
    week_start: z.iso.date(),
    week_end: z.iso.date(),
    status: z.enum(VENUE_PAYOUT_STATUSES),
    payout: VenuePayoutSchema.nullable(),
    /** Owed to the venue when the week began: net credited before it minus payouts made before it. */
    opening_balance_cents: cents,
    /** Opening balance + the week's net − payouts made during the week. */
    closing_balance_cents: cents,
    /** The venue's ledger kinds present in the week, in statement order: the lines' columns. */
    kinds: z.array(z.string()),
    totals: z.record(z.string(), cents),
    orders: count,
    commission_cents: cents,
    net_cents: cents,
    lines: z.array(VenueStatementLineSchema),
    /** Transfers made during the week (for earlier weeks), with their bank references. */
    payouts_made: z.array(VenuePayoutSchema.extend({ week_start: z.iso.date() })),
  })
  .meta({ id: 'VenueWeekStatement' });
export type VenueStatement = z.infer<typeof VenueStatementSchema>;

// Analytics ------------------------------------------------------------------------------------------------------

export const ANALYTICS_PRESET_DAYS = [7, 30, 90] as const;
/** The longest custom range, in days. */
export const ANALYTICS_MAX_DAYS = 366;

export const AnalyticsQuerySchema = z
  .object({
    /** The last 7, 30 or 90 days, today included (default 30). */
    days: z.enum(['7', '30', '90']).optional(),
    /** A custom range, both dates included (Africa/Johannesburg calendar days); needs both. */
    from: z.iso.date({ message: contractMessage('firstDay') }).optional(),
    to: z.iso.date({ message: contractMessage('lastDay') }).optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [q.from ? 'to' : 'from'],
        message: contractMessage('bothDays'),
      });
    if (q.from && q.to) {
      const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;
      if (span < 1)
        ctx.addIssue({ code: 'custom', path: ['to'], message: contractMessage('lastDayIsBefore') });
      else if (span > ANALYTICS_MAX_DAYS)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: contractMessage('daysMax', { max: ANALYTICS_MAX_DAYS }),
        });
    }
  });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

const TopItemSchema = z.object({ name: z.string(), quantity: count, revenue_cents: cents });
const minutes = z.number().nullable();

export const VenueAnalyticsSchema = z
  .object({
    restaurant_id: z.uuid(),
    /** The range, both days included (Africa/Johannesburg). */
    from: z.iso.date(),
    to: z.iso.date(),
    totals: z.object({
      /** Food sales (menu prices × quantities) of orders delivered in the range, from the ledger. */
      revenue_cents: cents,
      /** What the venue earned of them after commission. */
      net_cents: cents,
      /** Paid orders placed in the range (anything that reached the desk). */
      orders: count,
      delivered: count,
      /** Revenue per delivered order; null without deliveries. */
      average_order_cents: cents.nullable(),
    }),
    /** Every day of the range: revenue by delivery day, orders by the day they were placed. */
    daily: z.array(z.object({ date: z.iso.date(), revenue_cents: cents, orders: count, delivered: count })),
    /** Orders placed by weekday (0 = Monday … 6 = Sunday) and hour (0–23), local time; only cells with orders. */
    heatmap: z.array(
      z.object({
        weekday: z.number().int().min(0).max(6),
        hour: z.number().int().min(0).max(23),
        orders: count,
      }),
    ),
    top_items_by_revenue: z.array(TopItemSchema),
    top_items_by_count: z.array(TopItemSchema),
    /** From accepting to ready, in minutes (one decimal), over orders placed in the range that reached ready. */
    prep: z.object({
      average_minutes: minutes,
      orders: count,
      daily: z.array(z.object({ date: z.iso.date(), average_minutes: minutes, orders: count })),
    }),
    /**
     * What became of the paid orders placed in the range: accepted by the venue, rejected by it, missed (turned
     * down automatically, unanswered), cancelled by the customer or an admin. Rates are shares of `placed`
     * (0–1, 3 decimals): acceptance = accepted, rejection = rejected + missed, cancellation = cancelled.
     */
    outcomes: z.object({
      placed: count,
      accepted: count,
      rejected: count,
      missed: count,
      cancelled: count,
      acceptance_rate: z.number().nullable(),
      rejection_rate: z.number().nullable(),
      cancellation_rate: z.number().nullable(),
    }),
    /** Customers' ratings of the venue (1–5) given in the range, overall and per week (Monday). */
    ratings: z.object({
      average: z.number().nullable(),
      count: count,
      weekly: z.array(z.object({ week_start: z.iso.date(), average: z.number().nullable(), count: count })),
    }),
  })
  .meta({ id: 'VenueAnalytics' });
export type VenueAnalytics = z.infer<typeof VenueAnalyticsSchema>;
