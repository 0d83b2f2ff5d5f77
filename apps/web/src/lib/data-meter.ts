/**
 * The data meter (docs/decisions/062-lite-mode.md): the bytes this app's pages and files crossed the network on this
 * device this month, from Resource Timing (`transferSize`: 0 for what came from the browser's cache), kept in
 * localStorage by month. Cross-origin files without Timing-Allow-Origin (map tiles) count 0: the meter says less,
 * never more, than was used.
 */
export const DATA_METER_KEY = 'lekker.data-meter';

type Stored = { month: string; bytes: number };

/** The device's month, `YYYY-MM`. */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

function read(storage: Storage): Stored | null {
  try {
    const parsed = JSON.parse(storage.getItem(DATA_METER_KEY) ?? 'null') as Partial<Stored> | null;
    return parsed && typeof parsed.month === 'string' && typeof parsed.bytes === 'number'
      ? { month: parsed.month, bytes: parsed.bytes }
      : null;
  } catch {
    return null;
  }
}

/** Adds bytes to this month's count; a new month starts from zero. */
export function addBytes(storage: Storage, bytes: number, now: Date): void {
  if (!(bytes > 0)) return;
  const month = monthOf(now);
  const stored = read(storage);
  const total = (stored?.month === month ? stored.bytes : 0) + bytes;
  try {
    storage.setItem(DATA_METER_KEY, JSON.stringify({ month, bytes: total }));
  } catch {}
}

/** This month's bytes so far (0 in a new month). */
export function bytesThisMonth(storage: Storage, now: Date): number {
  const stored = read(storage);
  return stored?.month === monthOf(now) ? stored.bytes : 0;
}

type TimedEntry = { transferSize?: number };

/** Counts this page's transfers, those before the call (buffered) and those after, until the page ends. */
export function startDataMeter(win: Window & typeof globalThis = window): void {
  if (typeof win.PerformanceObserver !== 'function') return;
  const count = (entries: readonly TimedEntry[]) =>
    addBytes(
      win.localStorage,
      entries.reduce((sum, e) => sum + (e.transferSize ?? 0), 0),
      new Date(),
    );
  try {
    for (const type of ['navigation', 'resource'])
      new win.PerformanceObserver((list: PerformanceObserverEntryList) =>
        count(list.getEntries() as TimedEntry[]),
      ).observe({
        type,
        buffered: true,
      });
  } catch {}
}
