import type {
  AnalyticsQuery,
  VenueAnalytics,
  VenuePayouts,
  VenueStatement,
  VenueStatementLine,
} from '@lekker/core/contracts/venue-money';
import { badRequest, notFound } from '../../domain/errors.ts';
import type { Policy } from '../../domain/policy.ts';
import type { Viewer } from '../../domain/viewer.ts';
import { statementCsv, statementPdf } from './statement-files.ts';
import type { VenueMoneyRepository } from './venue-money.repository.ts';
import {
  DAY_MS,
  isMonday,
  localDateOf,
  localMidnight,
  meanMinutes,
  mondayOf,
  nextPayout,
  payoutStatus,
  plusDays,
  share,
  statementKindOrder,
  type WeekNet,
} from './venue-money-rules.ts';

/** How many weeks the payouts page lists at most (the running one included). */
const WEEKS_SHOWN = 12;

/**
 * A venue's money for its members (restaurant portal, docs/decisions/025-venue-statements-and-analytics.md): weekly statements from the ledger with their
 * payout state and the next transfer, the statement as CSV and PDF, and analytics over a date range. Anyone who
 * is not a member of the venue gets 404 (docs/decisions/025-venue-statements-and-analytics.md).
 */
export function createVenueMoneyService(deps: {
  repo: VenueMoneyRepository;
  policy: Policy;
  clock: () => Date;
}) {
  const { repo, policy, clock } = deps;

  async function venueOf(viewer: Viewer, restaurantId: string) {
    const venue = await repo.venue(restaurantId);
    if (!venue || !(await policy.canManageRestaurant(viewer, restaurantId)))
      throw notFound('Restaurant not found.');
    return venue;
  }

  async function statement(viewer: Viewer, restaurantId: string, week?: string): Promise<VenueStatement> {
    const venue = await venueOf(viewer, restaurantId);
    const now = clock();
    const weekStart = week ?? mondayOf(new Date(now.getTime() - 7 * DAY_MS));
    if (!isMonday(weekStart))
      throw badRequest('A statement week starts on a Monday.', { week: 'not a Monday' });
    const from = localMidnight(weekStart);
    const to = new Date(from.getTime() + 7 * DAY_MS);
    const [rows, netBefore, payouts] = await Promise.all([
      repo.statementLines(restaurantId, from, to),
      repo.netBefore(restaurantId, from),
      repo.payoutsOf(restaurantId),
    ]);

    const lines = new Map<string, VenueStatementLine>();
    const totals: Record<string, number> = {};
    for (const r of rows) {
      const key = `${r.orderId}|${r.entryKey}`;
      const line = lines.get(key) ?? {
        order_id: r.orderId,
        order_number: r.orderNumber,
        occurred_at: r.occurredAt.toISOString(),
        entry_key: r.entryKey,
        payment_method: r.paymentMethod,
        amounts: {},
        net_cents: 0,
      };
      line.amounts[r.kind] = (line.amounts[r.kind] ?? 0) + r.amountCents;
      if (r.kind === 'venue_net') line.net_cents += r.amountCents;
      lines.set(key, line);
      totals[r.kind] = (totals[r.kind] ?? 0) + r.amountCents;
    }
    const net = totals.venue_net ?? 0;
    const paidBefore = payouts.filter((p) => p.paidAt < from).reduce((n, p) => n + p.amountCents, 0);
    const made = payouts.filter((p) => p.paidAt >= from && p.paidAt < to);
    const own = payouts.find((p) => p.weekStart === weekStart);
    const opening = netBefore - paidBefore;
    return {
      restaurant_id: restaurantId,
      venue_name: venue.name,
      week_start: weekStart,
      week_end: plusDays(weekStart, 6),
      status: payoutStatus({ weekStart, netCents: net }, own !== undefined, localDateOf(now)),
      payout: own
        ? { amount_cents: own.amountCents, reference: own.reference, paid_at: own.paidAt.toISOString() }
        : null,
      opening_balance_cents: opening,
      closing_balance_cents: opening + net - made.reduce((n, p) => n + p.amountCents, 0),
      kinds: statementKindOrder(Object.keys(totals)),
      totals,
      orders: new Set(rows.map((r) => r.orderId)).size,
      commission_cents: totals.commission ?? 0,
      net_cents: net,
      lines: [...lines.values()],
      payouts_made: made.map((p) => ({
        week_start: p.weekStart,
        amount_cents: p.amountCents,
        reference: p.reference,
        paid_at: p.paidAt.toISOString(),
      })),
    };
  }

  return {
    statement,

    async payouts(viewer: Viewer, restaurantId: string): Promise<VenuePayouts> {
      const venue = await venueOf(viewer, restaurantId);
      const today = localDateOf(clock());
      const [rows, payouts, netAll] = await Promise.all([
        repo.weeklyTotals(restaurantId, new Date(0)),
        repo.payoutsOf(restaurantId),
        repo.netBefore(restaurantId),
      ]);
      const byWeek = new Map<string, { orders: number; kinds: Record<string, number> }>();
      for (const r of rows) {
        const w = byWeek.get(r.week) ?? { orders: 0, kinds: {} };
        w.orders = Math.max(w.orders, r.orders);
        w.kinds[r.kind] = r.cents;
        byWeek.set(r.week, w);
      }
      const nets: WeekNet[] = [...byWeek.entries()].map(([weekStart, w]) => ({
        weekStart,
        netCents: w.kinds.venue_net ?? 0,
      }));
      const paid = new Map(payouts.map((p) => [p.weekStart, p]));
      const current = mondayOf(localMidnight(today));
      // From the week the venue started (went live, else approved) or of its first line, whichever is earlier.
      const started = [mondayOf(venue.wentLiveAt ?? venue.createdAt), ...byWeek.keys()].sort()[0]!;
      const shown = Math.min(WEEKS_SHOWN, Math.max(1, weeksBetween(started, current) + 1));
      const weeks = Array.from({ length: shown }, (_, i) => plusDays(current, -7 * i)).map((weekStart) => {
        const w = byWeek.get(weekStart) ?? { orders: 0, kinds: {} };
        const p = paid.get(weekStart);
        const net = w.kinds.venue_net ?? 0;
        return {
          week_start: weekStart,
          week_end: plusDays(weekStart, 6),
          orders: w.orders,
          food_subtotal_cents: w.kinds.food_subtotal ?? 0,
          commission_cents: w.kinds.commission ?? 0,
          net_cents: net,
          status: payoutStatus({ weekStart, netCents: net }, p !== undefined, today),
          payout: p
            ? { amount_cents: p.amountCents, reference: p.reference, paid_at: p.paidAt.toISOString() }
            : null,
        };
      });
      return {
        restaurant_id: restaurantId,
        commission_rate_bps: venue.commissionRateBps,
        balance_cents: netAll - payouts.reduce((n, p) => n + p.amountCents, 0),
        next_payout: nextPayout(nets, new Set(paid.keys()), today),
        weeks,
      };
    },

    async statementCsv(viewer: Viewer, restaurantId: string, week?: string) {
      const s = await statement(viewer, restaurantId, week);
      return { filename: statementFilename(s, 'csv'), body: statementCsv(s) };
    },

    async statementPdf(viewer: Viewer, restaurantId: string, week?: string) {
      const s = await statement(viewer, restaurantId, week);
      return { filename: statementFilename(s, 'pdf'), body: await statementPdf(s, clock()) };
    },

    async analytics(viewer: Viewer, restaurantId: string, query: AnalyticsQuery): Promise<VenueAnalytics> {
      await venueOf(viewer, restaurantId);
      const today = localDateOf(clock());
      const days = Number(query.days ?? 30);
      const first = query.from ?? plusDays(today, -(days - 1));
      const last = query.to ?? today;
      const from = localMidnight(first);
      const to = localMidnight(plusDays(last, 1));
      const [sales, placed, cells, byRevenue, byCount, ratings] = await Promise.all([
        repo.salesByDay(restaurantId, from, to),
        repo.ordersByDay(restaurantId, from, to),
        repo.ordersByWeekdayHour(restaurantId, from, to),
        repo.topItems(restaurantId, from, to, 'revenue'),
        repo.topItems(restaurantId, from, to, 'quantity'),
        repo.ratingsByWeek(restaurantId, from, to),
      ]);
      const span = Math.round((to.getTime() - from.getTime()) / DAY_MS);
      const dates = Array.from({ length: span }, (_, i) => plusDays(first, i));
      const salesOf = new Map(sales.map((s) => [s.day, s]));
      const placedOf = new Map(placed.map((p) => [p.day, p]));
      const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((n, r) => n + f(r), 0);

      const revenue = sum(sales, (s) => s.revenueCents);
      const delivered = sum(sales, (s) => s.delivered);
      const outcome = {
        placed: sum(placed, (p) => p.placed),
        accepted: sum(placed, (p) => p.accepted),
        rejected: sum(placed, (p) => p.rejected),
        missed: sum(placed, (p) => p.missed),
        cancelled: sum(placed, (p) => p.cancelled),
      };
      const ratingCount = sum(ratings, (r) => r.count);
      const item = (r: { name: string; quantity: number; revenueCents: number }) => ({
        name: r.name,
        quantity: r.quantity,
        revenue_cents: r.revenueCents,
      });
      return {
        restaurant_id: restaurantId,
        from: first,
        to: last,
        totals: {
          revenue_cents: revenue,
          net_cents: sum(sales, (s) => s.netCents),
          orders: outcome.placed,
          delivered,
          average_order_cents: delivered > 0 ? Math.round(revenue / delivered) : null,
        },
        daily: dates.map((date) => ({
          date,
          revenue_cents: salesOf.get(date)?.revenueCents ?? 0,
          orders: placedOf.get(date)?.placed ?? 0,
          delivered: salesOf.get(date)?.delivered ?? 0,
        })),
        heatmap: cells
          .map((c) => ({ weekday: c.weekday, hour: c.hour, orders: c.orders }))
          .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
        top_items_by_revenue: byRevenue.map(item),
        top_items_by_count: byCount.map(item),
        prep: {
          average_minutes: meanMinutes(
            sum(placed, (p) => p.prepSeconds),
            sum(placed, (p) => p.prepOrders),
          ),
          orders: sum(placed, (p) => p.prepOrders),
          daily: dates.map((date) => {
            const p = placedOf.get(date);
            return {
              date,
              average_minutes: meanMinutes(p?.prepSeconds ?? 0, p?.prepOrders ?? 0),
              orders: p?.prepOrders ?? 0,
            };
          }),
        },
        outcomes: {
          ...outcome,
          acceptance_rate: share(outcome.accepted, outcome.placed),
          rejection_rate: share(outcome.rejected + outcome.missed, outcome.placed),
          cancellation_rate: share(outcome.cancelled, outcome.placed),
        },
        ratings: {
          average:
            ratingCount > 0 ? Math.round((sum(ratings, (r) => r.sum) / ratingCount) * 100) / 100 : null,
          count: ratingCount,
          weekly: ratings
            .map((r) => ({
              week_start: r.week,
              average: r.count > 0 ? Math.round((r.sum / r.count) * 100) / 100 : null,
              count: r.count,
            }))
            .sort((a, b) => a.week_start.localeCompare(b.week_start)),
        },
      };
    },
  };
}
export type VenueMoneyService = ReturnType<typeof createVenueMoneyService>;

/** Whole weeks from one Monday to a later one (negative when `to` is earlier). */
const weeksBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / (7 * DAY_MS));

function statementFilename(s: VenueStatement, ext: 'csv' | 'pdf') {
  const slug = s.venue_name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `lekker-statement-${slug || 'venue'}-${s.week_start}.${ext}`;
}
