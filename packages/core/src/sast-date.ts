// Calendar dates as South Africans read them, without Intl: the first Intl.DateTimeFormat of a locale loads its ICU
// data (~30 ms of main thread on Lighthouse's phone, measured on the menu page's reviews). Johannesburg has kept
// UTC+2 all year since 1944, so its calendar date is plain arithmetic (fixed-offset.ts).
import { SAST_OFFSET_MS } from './fixed-offset.ts';

export const MONTH_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** An instant as its Johannesburg calendar date: '2026-11-01T22:30:00Z' → '2 Nov 2026'; '' when not a date. */
export function sastDateText(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const day = new Date(t + SAST_OFFSET_MS);
  return `${day.getUTCDate()} ${MONTH_SHORT[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** An instant as the Johannesburg wall clock, 'HH:MM' ('2026-11-01T22:30:00Z' → '00:30'); '' when not a date. */
export function sastClockText(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const d = new Date(t + SAST_OFFSET_MS);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}
