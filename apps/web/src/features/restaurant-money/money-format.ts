import type { VenueAnalytics, VenuePayoutStatus } from '@lekker/core/contracts/venue-money';
import { sastDate, sastDateTimeText } from '@lekker/core/sa-time';
import { MONTH_SHORT } from '@lekker/core/sast-date';

/** Texts and small calculations the money pages show; the figures themselves come from the server. */

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export const PAYOUT_STATUS_TEXT: Record<VenuePayoutStatus, string> = {
  in_progress: 'In progress',
  pending: 'Pending',
  paid: 'Paid',
  nothing_due: 'Nothing due',
};

/** '2026-03-02' → '2 Mar'; with the year: '2 Mar 2026'. Calendar dates, no time zone involved. */
export function shortDate(date: string, withYear = false): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTH_SHORT[m - 1]}${withYear ? ` ${y}` : ''}`;
}

/** '2 Mar – 8 Mar 2026'. */
export const weekRangeText = (start: string, end: string) => `${shortDate(start)} – ${shortDate(end, true)}`;

/** An instant as the Johannesburg wall clock ('2026-03-03 12:00'): UTC+2 all year. */
export const sastDateTime = sastDateTimeText;

/** 0.934 → '93.4%'; null → '—'. */
export const percent = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)}%`);

/** Minutes with one decimal, or a dash. */
export const minutesText = (m: number | null) => (m === null ? '—' : `${m.toFixed(1)} min`);

/** The heat map as 7 rows (Monday first) of 24 hourly counts, and its busiest cell. */
export function heatmapGrid(cells: VenueAnalytics['heatmap']) {
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  let busiest: { weekday: number; hour: number; orders: number } | null = null;
  for (const c of cells) {
    grid[c.weekday]![c.hour] = c.orders;
    if (!busiest || c.orders > busiest.orders) busiest = c;
  }
  const max = busiest?.orders ?? 0;
  return { grid, max, busiest };
}

/** Which hours the heat map shows: from the earliest to the latest hour with orders (06–22 when there are none). */
export function heatmapHours(cells: VenueAnalytics['heatmap']): number[] {
  const hours = cells.filter((c) => c.orders > 0).map((c) => c.hour);
  const first = hours.length ? Math.min(...hours) : 6;
  const last = hours.length ? Math.max(...hours) : 22;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** '14:00' for hour 14. */
export const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The day with the most of something, for the text alternative ("Busiest day: 7 Mar, 12 orders"). */
export function peak<T extends { date: string }>(rows: T[], value: (r: T) => number): T | null {
  let best: T | null = null;
  for (const r of rows) if (value(r) > 0 && (!best || value(r) > value(best))) best = r;
  return best;
}

/** Today in Johannesburg as YYYY-MM-DD (the custom range's default end). */
export function todaySast(now: Date = new Date()): string {
  return sastDate(now);
}

/** A calendar date moved by whole days. */
export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
