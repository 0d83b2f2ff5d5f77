// A venue's open status, once for everyone (list, menu, checkout, portal): docs/product.md#open-status — the hours rule extended with the owner's
// pause, closed dates and load-shedding plan (docs/decisions/015-venue-open-status-and-go-live.md).
// Everything is a pure function of `now`, so the state flips by itself at a pause's end, at midnight and at a
// load-shedding slot's start and end; times are Africa/Johannesburg wall-clock times.

import { TIME_ZONE } from './constants.ts';
import { type OpeningHours, type OpenReason, WEEKDAYS, type Weekday } from './contracts/catalogue.ts';
import { type LoadSheddingPlan, LoadSheddingPlanSchema, type LoadSheddingSlot } from './contracts/venues.ts';
import { fixedOffsetMs, fixedOffsetWallClock } from './fixed-offset.ts';
import { dayWindow, isOpenByHours, localTimeParts, parseHhMm, parseOpeningHours } from './opening-hours.ts';

export type VenueStatusInput = {
  is_open: boolean | null;
  opening_hours: unknown;
  /** Absent counts as active (callers that already filtered to active venues need not pass it). */
  is_active?: boolean | null;
  paused_until?: Date | string | null;
  closed_dates?: unknown;
  load_shedding?: unknown;
};

export type VenueStatus = {
  open: boolean;
  reason: OpenReason | null;
  /** When a closed venue next opens (within a week), as an ISO instant. */
  reopensAt?: string;
  /** While the reduced load-shedding menu is on: when the slot ends. */
  limitedMenuUntil?: string;
  /** While a load-shedding slot runs: minutes added to preparation and delivery. */
  extraPrepMinutes?: number;
};

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(timeZone: string) {
  let f = dateFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateFormatters.set(timeZone, f);
  }
  return f;
}

function wallClock(now: Date, timeZone: string) {
  const fixed = fixedOffsetWallClock(now.getTime(), timeZone);
  if (fixed)
    return {
      year: fixed.getUTCFullYear(),
      month: fixed.getUTCMonth() + 1,
      day: fixed.getUTCDate(),
      hour: fixed.getUTCHours(),
      minute: fixed.getUTCMinutes(),
      second: fixed.getUTCSeconds(),
    };
  const parts = dateFormatter(timeZone).formatToParts(now);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: n('year'),
    month: n('month'),
    day: n('day'),
    hour: n('hour') % 24,
    minute: n('minute'),
    second: n('second'),
  };
}

/** The local calendar date of `now`, YYYY-MM-DD. */
export function localDate(now: Date, timeZone: string = TIME_ZONE): string {
  const w = wallClock(now, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The instant of a local wall-clock time (`minutes` after midnight of `date`, may exceed a day). */
export function zonedInstant(date: string, minutes: number, timeZone: string = TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, 0, minutes);
  // A zone with a fixed offset around the guess (Johannesburg): plain arithmetic, the same answer as below.
  const fixed = fixedOffsetMs(guess - DAY_MS, timeZone);
  if (fixed !== null) return new Date(guess - fixed);
  // The zone's offset at the guess, then once more at the corrected instant (a DST change in between).
  const offsetAt = (t: number) => {
    const w = wallClock(new Date(t), timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - t;
  };
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

const DAY_MS = 86_400_000;

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The next local midnight after `now`: when "sold out today" ends by itself. */
export function nextLocalMidnight(now: Date, timeZone: string = TIME_ZONE): Date {
  return zonedInstant(addDays(localDate(now, timeZone), 1), 0, timeZone);
}

/**
 * Until when "sold out for today" holds (the menu switch and a rejection for "Item sold out", decision 056): the end
 * of the opening-hours session running at `now` — an overnight Friday 18:00–02:00 session ends at 02:01 on Saturday
 * — so the dish is back by the venue's next opening; with no session running (or no hours), the next local midnight.
 * Never earlier than `now`'s next minute.
 */
export function soldOutTodayUntil(openingHours: unknown, now: Date, timeZone: string = TIME_ZONE): Date {
  const hours = parseOpeningHours(openingHours);
  const midnight = nextLocalMidnight(now, timeZone);
  if (hours === null || Object.keys(hours).length === 0 || !isOpenByHours(hours, now)) return midnight;
  const { weekday, minutes } = localTimeParts(now, timeZone);
  const today = localDate(now, timeZone);
  const ends: number[] = [];
  const own = dayWindow(hours[weekday]);
  if (own && minutes >= own.open) ends.push(own.close < own.open ? 1440 + own.close + 1 : own.close + 1);
  const carry = dayWindow(hours[previousDay(weekday)]);
  if (carry && carry.close < carry.open && minutes <= carry.close) ends.push(carry.close + 1);
  if (ends.length === 0) return midnight;
  return zonedInstant(today, Math.max(...ends), timeZone);
}

/** The stored plan, or null when it is missing or malformed (a bad plan never closes a venue). */
export function parseLoadSheddingPlan(raw: unknown): LoadSheddingPlan | null {
  // Most venues have no plan: skip zod, whose failure path (building its issues) costs ~20 µs a call.
  if (raw == null) return null;
  const parsed = LoadSheddingPlanSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Closed dates as stored: only well-formed YYYY-MM-DD strings count. */
export function parseClosedDates(raw: unknown): string[] {
  return Array.isArray(raw)
    ? raw.filter((d): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d))
    : [];
}

const previousDay = (day: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]!;

/**
 * The slot running at `now`, with the instant it ends. A slot covers [start, end) on its day; an end at or before
 * its start runs past midnight, so yesterday's late slot can still be running this morning.
 */
export function activeLoadSheddingSlot(
  plan: LoadSheddingPlan,
  now: Date,
  timeZone: string = TIME_ZONE,
): { slot: LoadSheddingSlot; endsAt: Date } | null {
  const { weekday, minutes } = localTimeParts(now, timeZone);
  const today = localDate(now, timeZone);
  for (const slot of plan.slots) {
    const start = parseHhMm(slot.start);
    const end = parseHhMm(slot.end);
    if (start === null || end === null || start === end) continue;
    const overnight = end < start;
    if (slot.day === weekday && minutes >= start && (overnight || minutes < end))
      return { slot, endsAt: zonedInstant(today, overnight ? end + 1440 : end, timeZone) };
    if (overnight && slot.day === previousDay(weekday) && minutes < end)
      return { slot, endsAt: zonedInstant(today, end, timeZone) };
  }
  return null;
}

function toTime(value: Date | string | null | undefined): number | null {
  if (value == null) return null;
  const t = (typeof value === 'string' ? new Date(value) : value).getTime();
  return Number.isNaN(t) ? null : t;
}

type Instant = { open: boolean; reason: OpenReason | null; limitedUntil?: Date; extra?: number };

/** The stored fields, parsed once: the status is evaluated at `now` and, for a closed venue, at many instants. */
type ParsedInput = {
  isActive: boolean | null | undefined;
  isOpen: boolean | null;
  pausedUntil: number | null;
  closedDates: string[];
  hours: OpeningHours | null;
  plan: LoadSheddingPlan | null;
};

export function parseInput(input: VenueStatusInput): ParsedInput {
  return {
    isActive: input.is_active,
    isOpen: input.is_open,
    pausedUntil: toTime(input.paused_until),
    closedDates: parseClosedDates(input.closed_dates),
    hours: parseOpeningHours(input.opening_hours),
    plan: parseLoadSheddingPlan(input.load_shedding),
  };
}

export function statusAt(input: ParsedInput, now: Date, timeZone: string): Instant {
  if (input.isActive === false) return { open: false, reason: 'inactive' };
  if (input.isOpen === false) return { open: false, reason: 'paused' };
  if (input.pausedUntil !== null && input.pausedUntil > now.getTime())
    return { open: false, reason: 'paused' };
  if (input.closedDates.length > 0 && input.closedDates.includes(localDate(now, timeZone)))
    return { open: false, reason: 'closed_date' };
  // The hours rule (isRestaurantOpen; is_open false has already answered above).
  if (!isOpenByHours(input.hours, now)) return { open: false, reason: 'hours' };
  const plan = input.plan;
  const running = plan ? activeLoadSheddingSlot(plan, now, timeZone) : null;
  if (plan && running) {
    if (plan.mode === 'pause')
      return { open: false, reason: 'load_shedding', extra: plan.extra_prep_minutes };
    return {
      open: true,
      reason: 'load_shedding',
      limitedUntil: running.endsAt,
      extra: plan.extra_prep_minutes,
    };
  }
  return { open: true, reason: null };
}

/**
 * Instants after `now` (within 8 days) where a closed venue may open: the pause's end, every local midnight, each
 * day's opening time, the minute after each day's closing time and every slot's end. The first one at which
 * the venue is open is when it reopens.
 */
function candidateInstants(input: ParsedInput, now: Date, timeZone: string): number[] {
  const today = localDate(now, timeZone);
  const minutes = new Set<number>([0]);
  for (const day of Object.values(input.hours ?? {})) {
    const open = day?.open ? parseHhMm(day.open) : null;
    const close = day?.close ? parseHhMm(day.close) : null;
    if (open !== null) minutes.add(open);
    if (close !== null) minutes.add(close + 1);
  }
  for (const slot of input.plan?.slots ?? []) {
    const end = parseHhMm(slot.end);
    if (end !== null) minutes.add(end);
  }
  const out: number[] = [];
  if (input.pausedUntil !== null) out.push(input.pausedUntil);
  // With a fixed offset since yesterday, zonedInstant(addDays(today, d), m) is this sum (no calendar strings).
  const offset = fixedOffsetMs(now.getTime() - 2 * DAY_MS, timeZone);
  const [y, mo, da] = today.split('-').map(Number) as [number, number, number];
  for (let d = 0; d <= 8; d++) {
    const date = offset === null ? addDays(today, d) : '';
    const dayStart = offset === null ? 0 : Date.UTC(y, mo - 1, da + d) - offset;
    for (const m of minutes)
      if (m <= 1440)
        out.push(offset === null ? zonedInstant(date, m, timeZone).getTime() : dayStart + m * 60_000);
  }
  return out.filter((t) => t > now.getTime()).sort((a, b) => a - b);
}

/**
 * Is the venue taking orders at `now`, and if not, why and until when. Rules, first match wins:
 * not live (inactive) → closed 'inactive'; is_open false → 'paused' (until the owner resumes); a pause in the
 * future → 'paused' until then; today's local date among the closed dates → 'closed_date'; outside the opening
 * hours (docs/product.md#open-status, overnight windows included) → 'hours'; inside a load-shedding slot → closed 'load_shedding'
 * (pause mode) or open with a limited menu until the slot ends (reduced_menu). Otherwise open, reason null.
 */
export function venueOpenStatus(
  input: VenueStatusInput,
  now: Date,
  timeZone: string = TIME_ZONE,
): VenueStatus {
  const parsed = parseInput(input);
  const at = statusAt(parsed, now, timeZone);
  const status: VenueStatus = { open: at.open, reason: at.reason };
  if (at.limitedUntil) status.limitedMenuUntil = at.limitedUntil.toISOString();
  if (at.extra !== undefined) status.extraPrepMinutes = at.extra;
  // Closed by the owner's switch or not live: nothing to predict.
  if (!at.open && at.reason !== 'inactive' && input.is_open !== false) {
    for (const t of candidateInstants(parsed, now, timeZone)) {
      const later = statusAt(parsed, new Date(t), timeZone);
      if (later.open) {
        status.reopensAt = new Date(t).toISOString();
        break;
      }
    }
  }
  return status;
}

/** Items shown during the reduced load-shedding menu: only those that cook without power. */
export function isOnReducedMenu(status: VenueStatus, item: { cooks_without_power: boolean }): boolean {
  return !(status.open && status.reason === 'load_shedding') || item.cooks_without_power;
}

/** An item can be ordered when it is switched on and not sold out for today. */
export function isMenuItemOrderable(
  item: { is_available: boolean; sold_out_until?: Date | string | null },
  now: Date,
): boolean {
  if (!item.is_available) return false;
  const until = toTime(item.sold_out_until);
  return until === null || until <= now.getTime();
}

const SHORT_WEEKDAY = new Intl.DateTimeFormat('en-ZA', { timeZone: TIME_ZONE, weekday: 'short' });

/** '18:30' on the same local day as `now`, 'tomorrow 09:00' the next day, else 'Tue 09:00'. */
export function formatLocalTime(instant: Date, now: Date, timeZone: string = TIME_ZONE): string {
  const w = wallClock(instant, timeZone);
  const hhmm = `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
  const day = localDate(instant, timeZone);
  if (day === localDate(now, timeZone)) return hhmm;
  if (day === addDays(localDate(now, timeZone), 1)) return `tomorrow ${hhmm}`;
  const weekday =
    timeZone === TIME_ZONE
      ? SHORT_WEEKDAY.format(instant)
      : new Intl.DateTimeFormat('en-ZA', { timeZone, weekday: 'short' }).format(instant);
  return `${weekday} ${hhmm}`;
}

/**
 * The customer-facing sentence for a status, or null when simply open:
 * 'Load-shedding: limited menu until 18:30', 'Closed for load-shedding until 18:30', 'Paused until 14:30',
 * 'Closed today (holiday) · opens tomorrow 09:00', 'Closed · opens 17:00', 'Not taking orders yet'.
 */
export function venueStatusLabel(
  status: VenueStatus,
  now: Date,
  timeZone: string = TIME_ZONE,
): string | null {
  const at = (iso: string | undefined) => (iso ? formatLocalTime(new Date(iso), now, timeZone) : null);
  switch (status.reason) {
    case null:
      return null;
    case 'inactive':
      return 'Not taking orders yet';
    case 'load_shedding': {
      if (status.open) return `Load-shedding: limited menu until ${at(status.limitedMenuUntil)}`;
      const until = at(status.reopensAt);
      return until ? `Closed for load-shedding until ${until}` : 'Closed for load-shedding';
    }
    case 'paused': {
      const until = at(status.reopensAt);
      return until ? `Paused · back at ${until}` : 'Closed for now';
    }
    case 'closed_date': {
      const until = at(status.reopensAt);
      return until ? `Closed today · opens ${until}` : 'Closed today';
    }
    case 'hours': {
      const until = at(status.reopensAt);
      return until ? `Closed · opens ${until}` : 'Closed now';
    }
  }
}

/** The API view of a status (snake_case, with its label). */
export function toOpenStatusView(status: VenueStatus, now: Date, timeZone: string = TIME_ZONE) {
  return {
    open: status.open,
    reason: status.reason,
    ...(status.reopensAt ? { reopens_at: status.reopensAt } : {}),
    ...(status.limitedMenuUntil ? { limited_menu_until: status.limitedMenuUntil } : {}),
    ...(status.extraPrepMinutes !== undefined ? { extra_prep_minutes: status.extraPrepMinutes } : {}),
    label: venueStatusLabel(status, now, timeZone),
  };
}

const MINUTE_MS = 60_000;

/** A venue's status at one instant with its customer-facing label (null when simply open). */
export type VenueStatusWithLabel = { status: VenueStatus; label: string | null };

/**
 * `venueOpenStatus` and `venueStatusLabel` at `now`, worked out once per venue row and minute: everything they read
 * changes at whole local minutes (opening hours, load-shedding slots), at local midnight (closed dates, "tomorrow"
 * in the label) or when a pause ends; so within one minute the answer is the same — unless a pause ends inside that
 * minute, which is worked out afresh each time. Rows are keyed by identity and must not change while held (the
 * list's rows of one catalogue version never do); a row no longer referenced is forgotten with it. For the list,
 * where a busy area's venues are shown to many customers every minute (decision 041).
 */
export function createVenueStatusMemo(timeZone: string = TIME_ZONE) {
  const held = new WeakMap<object, { minute: number } & VenueStatusWithLabel>();
  const compute = (input: VenueStatusInput, now: Date): VenueStatusWithLabel => {
    const status = venueOpenStatus(input, now, timeZone);
    return { status, label: status.reason === null ? null : venueStatusLabel(status, now, timeZone) };
  };
  return (input: VenueStatusInput & object, now: Date): VenueStatusWithLabel => {
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    const kept = held.get(input);
    if (kept?.minute === minute) return kept;
    const pauseEnds = toTime(input.paused_until);
    const answer = compute(input, now);
    // A pause ending inside this minute flips the status within it: not kept.
    if (pauseEnds === null || Math.floor(pauseEnds / MINUTE_MS) !== minute)
      held.set(input, { minute, ...answer });
    return answer;
  };
}
export type VenueStatusMemo = ReturnType<typeof createVenueStatusMemo>;
