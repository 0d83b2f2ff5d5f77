import type { VenuePayoutStatus } from '@lekker/core/contracts/venue-money';
import { DAY_MS, plusDays, sastDate, sastMidnight, sastMondayOf } from '@lekker/core/sa-time';

/**
 * The venue's money calendar (docs/decisions/025-venue-statements-and-analytics.md), pure: weeks run Monday 00:00 to
 * Monday 00:00 Africa/Johannesburg (UTC+2 all year); a week's net is paid by EFT on the Tuesday after it ends.
 */
export { DAY_MS, plusDays };

/** The SAST calendar date (YYYY-MM-DD) of an instant. */
export const localDateOf = (t: Date) => sastDate(t);
/** The instant a SAST calendar date begins. */
export const localMidnight = sastMidnight;
/** Monday of the SAST week containing `t`. */
export const mondayOf = (t: Date) => sastMondayOf(t);

export const isMonday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1;

/** The payout day of a statement week: the Tuesday after its Sunday. */
export const payoutDateOf = (weekStart: string) => plusDays(weekStart, 8);

export type WeekNet = { weekStart: string; netCents: number };
export type PaidWeek = { weekStart: string };

/** A week's payout state on `today` (a SAST date). */
export function payoutStatus(week: WeekNet, paid: boolean, today: string): VenuePayoutStatus {
  if (paid) return 'paid';
  if (plusDays(week.weekStart, 7) > today) return 'in_progress';
  return week.netCents > 0 ? 'pending' : 'nothing_due';
}

/**
 * The next transfer to the venue on `today`: the ended weeks not paid yet with something due, together, on the
 * payout day of the oldest of them (the Tuesday after its Sunday) — a date that does not move while that week stays
 * unpaid; `overdue` once it has passed. Without any, the running week's net so far on the Tuesday after it (an
 * estimate). Null when nothing is due and the running week has earned nothing.
 */
export function nextPayout(
  weeks: WeekNet[],
  paidWeeks: ReadonlySet<string>,
  today: string,
): { date: string; amount_cents: number; weeks: string[]; estimate: boolean; overdue: boolean } | null {
  const current = mondayOf(localMidnight(today));
  const due = weeks
    .filter((w) => w.weekStart < current && !paidWeeks.has(w.weekStart) && w.netCents > 0)
    .sort((a, b) => a.weekStart.localeCompare(b.weekStart));
  if (due.length > 0) {
    const date = payoutDateOf(due[0]!.weekStart);
    return {
      date,
      amount_cents: due.reduce((n, w) => n + w.netCents, 0),
      weeks: due.map((w) => w.weekStart),
      estimate: false,
      overdue: date < today,
    };
  }
  const running = weeks.find((w) => w.weekStart === current);
  if (!running || running.netCents <= 0 || paidWeeks.has(current)) return null;
  return {
    date: payoutDateOf(current),
    amount_cents: running.netCents,
    weeks: [current],
    estimate: true,
    overdue: false,
  };
}

/** Kinds in statement order: sales first, then whatever else the venue's lines carry, commission, net last. */
export function statementKindOrder(kinds: Iterable<string>): string[] {
  const rank = (k: string) =>
    k === 'food_subtotal' ? 0 : k === 'commission' ? 2 : k === 'venue_net' ? 3 : 1;
  return [...new Set(kinds)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** A rate as a share with three decimals; null without a base. */
export const share = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null;

/** Minutes with one decimal from seconds summed over `n`; null when n is 0. */
export const meanMinutes = (seconds: number, n: number) => (n > 0 ? Math.round(seconds / n / 6) / 10 : null);
