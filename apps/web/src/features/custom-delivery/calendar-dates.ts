// Calendar arithmetic on plain dates (YYYY-MM-DD strings), in UTC so no time zone shifts a day.

const toDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** The first day of the month `iso` is in, moved by `months`. */
export function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  return toIso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
}

export const monthOf = (iso: string) => iso.slice(0, 7);

/** The weeks (Monday first) of the month `iso` is in; days outside the month are null. */
export function monthGrid(iso: string): (string | null)[][] {
  const first = toDate(`${monthOf(iso)}-01`);
  const lead = (first.getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day++) cells.push(addDays(toIso(first), day - 1));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const format = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-ZA', { ...options, timeZone: 'UTC' }).format(toDate(iso));

/** '2025-03-14' → 'Friday, 14 March 2025'. */
export const formatLongDate = (iso: string) =>
  format(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** '2025-03-14' → 'March 2025'. */
export const formatMonth = (iso: string) => format(iso, { month: 'long', year: 'numeric' });
