// Load-shedding weekly slots as text: what the owner pastes from the municipal schedule, and back.
import { WEEKDAYS, type Weekday } from './contracts/catalogue.ts';
import type { LoadSheddingSlot } from './contracts/venues.ts';
import { parseHhMm } from './opening-hours.ts';

const DAY_NAMES: Record<string, Weekday[]> = {
  sun: ['sunday'],
  mon: ['monday'],
  tue: ['tuesday'],
  tues: ['tuesday'],
  wed: ['wednesday'],
  thu: ['thursday'],
  thur: ['thursday'],
  thurs: ['thursday'],
  fri: ['friday'],
  sat: ['saturday'],
  daily: [...WEEKDAYS],
  everyday: [...WEEKDAYS],
  weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  weekends: ['saturday', 'sunday'],
};
for (const day of WEEKDAYS) DAY_NAMES[day] = [day];

function daysFor(word: string): Weekday[] | null {
  const key = word.toLowerCase().replace(/[^a-z]/g, '');
  return DAY_NAMES[key] ?? (key.endsWith('s') ? (DAY_NAMES[key.slice(0, -1)] ?? null) : null);
}

const pad = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export type SlotParseResult = {
  slots: LoadSheddingSlot[];
  /** One message per line that could not be read (1-based line numbers); those lines add no slots. */
  errors: { line: number; text: string; message: string }[];
};

/**
 * Reads lines like 'Mon 10:00-12:30', 'Tuesday 18:00 – 20:30, 02:00-04:30', 'Daily 16:00-18:30',
 * 'Weekdays 08:00-10:30' or 'Every day 20:00-22:30'. Times are 24-hour; '22:00-00:30' runs past midnight.
 * Blank lines and lines starting with '#' are skipped. Duplicate slots are kept once.
 */
export function parseLoadSheddingText(text: string): SlotParseResult {
  const slots: LoadSheddingSlot[] = [];
  const seen = new Set<string>();
  const errors: SlotParseResult['errors'] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const result = parseLine(line);
    if (typeof result === 'string') {
      errors.push({ line: index + 1, text: line, message: result });
      return;
    }
    for (const slot of result) {
      const key = `${slot.day} ${slot.start} ${slot.end}`;
      if (!seen.has(key)) {
        seen.add(key);
        slots.push(slot);
      }
    }
  });
  return { slots: sortSlots(slots), errors };
}

/** One line's slots, or the message saying why it cannot be read. */
function parseLine(line: string): LoadSheddingSlot[] | string {
  const match = /^([A-Za-z][A-Za-z ]*?)[\s:,]+(\d.*)$/.exec(line);
  if (!match) return 'Start with a day, e.g. "Mon 10:00-12:30".';
  const days = daysFor(match[1]!.replace(/^every\s*/i, 'every'));
  if (!days) return `"${match[1]}" is not a day (Mon … Sun, Daily, Weekdays, Weekends).`;
  const ranges = match[2]!
    .split(/[,;]|\s+and\s+/)
    .map((r) => r.trim())
    .filter(Boolean);
  const slots: LoadSheddingSlot[] = [];
  for (const range of ranges) {
    const times = /^(\d{1,2}[:h]\d{2})\s*(?:-|–|—|to)\s*(\d{1,2}[:h]\d{2})$/i.exec(range);
    const start = times ? parseHhMm(times[1]!.replace('h', ':')) : null;
    const end = times ? parseHhMm(times[2]!.replace('h', ':')) : null;
    if (start === null || end === null || start >= 1440)
      return `"${range}" is not a time range like 10:00-12:30.`;
    if (start === end) return `"${range}" starts and ends at the same time.`;
    for (const day of days) slots.push({ day, start: pad(start), end: pad(end) });
  }
  return slots;
}

/** Slots by weekday (Monday first, as schedules are published) then start time. */
export function sortSlots(slots: readonly LoadSheddingSlot[]): LoadSheddingSlot[] {
  const order = (d: Weekday) => (WEEKDAYS.indexOf(d) + 6) % 7;
  return [...slots].sort((a, b) => order(a.day) - order(b.day) || a.start.localeCompare(b.start));
}

/** One line per weekday with its slots, e.g. 'Mon 10:00-12:30, 18:00-20:30' — readable back by the parser. */
export function formatLoadSheddingText(slots: readonly LoadSheddingSlot[]): string {
  const byDay = new Map<Weekday, string[]>();
  for (const s of sortSlots(slots)) byDay.set(s.day, [...(byDay.get(s.day) ?? []), `${s.start}-${s.end}`]);
  return [...byDay.entries()]
    .map(([day, ranges]) => `${day.slice(0, 1).toUpperCase()}${day.slice(1, 3)} ${ranges.join(', ')}`)
    .join('\n');
}

/**
 * Said to the owner when a reduced-menu plan has no dish flagged 'Cooks without power' (decision 056): customers would
 * see an empty menu during every slot, so the portal warns and the server refuses to save it.
 */
export const REDUCED_MENU_EMPTY =
  "Your reduced menu has no dishes: during load-shedding customers would see an empty menu. Mark the dishes you can make without power as 'Cooks without power' in your menu first, or choose 'Pause' instead.";
