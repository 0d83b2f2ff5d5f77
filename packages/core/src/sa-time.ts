// South African time, in one place: Africa/Johannesburg has kept UTC+2 without daylight saving since 1944, so its
// calendar dates, weeks and wall clock are plain arithmetic on the instant (fixed-offset.ts explains why Intl is
// avoided on hot paths). Every date a person means — "today", a payout week, an ad's last day, a promotion's start —
// is a Johannesburg date, whatever the device's or the server's zone.
import { SAST_OFFSET_MS } from './fixed-offset.ts';

export { SAST_OFFSET_MS };
export const DAY_MS = 86_400_000;

const instant = (t: Date | number) => (typeof t === 'number' ? t : t.getTime());

/** The Johannesburg calendar date (YYYY-MM-DD) of an instant. */
export function sastDate(t: Date | number): string {
  return new Date(instant(t) + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Johannesburg calendar date (YYYY-MM-DD) begins. */
export function sastMidnight(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - SAST_OFFSET_MS);
}

/** A calendar date `days` later (or earlier, when negative). */
export function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday (YYYY-MM-DD) of the Johannesburg week containing `t`: weeks run Monday 00:00 to Sunday 24:00. */
export function sastMondayOf(t: Date | number): string {
  const local = new Date(instant(t) + SAST_OFFSET_MS);
  const weekday = (local.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(local.getTime() - weekday * DAY_MS).toISOString().slice(0, 10);
}

/** An instant as the Johannesburg wall clock, 'YYYY-MM-DD HH:MM' (statements, exports). */
export function sastDateTimeText(iso: string): string {
  return sastLocalInput(iso).replace('T', ' ');
}

/** An instant → its Johannesburg 'YYYY-MM-DDTHH:MM' (a datetime-local input's value); '' for none. */
export function sastLocalInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + SAST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A Johannesburg 'YYYY-MM-DDTHH:MM' (from a datetime-local input) → an ISO instant with its offset; null if not one. */
export function sastLocalToIso(local: string): string | null {
  const value = local.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  return `${value}:00+02:00`;
}
