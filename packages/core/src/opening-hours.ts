// Restaurant open status (docs/product.md#open-status; the opening_hours shape in docs/product.md#data).

import { TIME_ZONE } from './constants.ts';
import { type OpeningHours, WEEKDAYS, type Weekday } from './contracts/catalogue.ts';
import { fixedOffsetWallClock } from './fixed-offset.ts';

type DayHours = NonNullable<OpeningHours[Weekday]>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value));

function toDayHours(raw: unknown): DayHours {
  // A present entry that is not an object keeps its day (so the day counts as "lacks open or close").
  if (!isPlainObject(raw)) return {};
  const day: DayHours = {};
  if (typeof raw.open === 'string') day.open = raw.open;
  if (typeof raw.close === 'string') day.close = raw.close;
  if (typeof raw.closed === 'boolean') day.closed = raw.closed;
  return day;
}

/**
 * Opening hours from an object or a JSON string of one, keyed by lowercase weekday.
 * Other keys are ignored; anything that is not an object (or JSON of one) gives null.
 */
export function parseOpeningHours(raw: unknown): OpeningHours | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isPlainObject(value)) return null;
  const hours: OpeningHours = {};
  for (const day of WEEKDAYS) {
    if (Object.hasOwn(value, day)) hours[day] = toDayHours(value[day]);
  }
  return hours;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Weekday (lowercase English) and minutes since local midnight of `now` in `timeZone`. Seconds are dropped. */
export function localTimeParts(
  now: Date,
  timeZone: string = TIME_ZONE,
): { weekday: Weekday; minutes: number } {
  const fixed = fixedOffsetWallClock(now.getTime(), timeZone);
  if (fixed)
    return {
      weekday: WEEKDAYS[fixed.getUTCDay()]!,
      minutes: fixed.getUTCHours() * 60 + fixed.getUTCMinutes(),
    };
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  const weekday = part('weekday').toLowerCase() as Weekday;
  const hour = Number(part('hour')) % 24;
  return { weekday, minutes: hour * 60 + Number(part('minute')) };
}

/** 'HH:MM' (or 'H:MM', optionally ':SS') → minutes since midnight; '24:00' = 1440; anything else → null. */
export function parseHhMm(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return hours * 60 + minutes;
}

export type OpenStatusInput = { is_open: boolean | null; opening_hours: unknown };

const dayBefore = (day: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]!;

/** A day's open and close in minutes, or null when the day is missing, flagged closed or not HH:MM. */
export function dayWindow(day: DayHours | undefined): { open: number; close: number } | null {
  if (!day || day.closed || !day.open || !day.close) return null;
  const open = parseHhMm(day.open);
  const close = parseHhMm(day.close);
  if (open === null || close === null) return null;
  return { open, close };
}

/**
 * docs/product.md#open-status, rule by rule (decision 056 for overnight hours). Interpretations where the written
 * rule is silent:
 * - `is_open: null` is not "false", so it does not close the restaurant.
 * - Hours with no weekday entry at all (`{}`) count as "no opening hours" → open.
 * - An overnight window belongs to the day it opens: Friday 18:00–02:00 covers Friday from 18:00 and Saturday up to
 *   and including 02:00 (whatever Saturday's own entry says); Saturday's own overnight window starts Saturday evening.
 * - An open/close that is not HH:MM closes the restaurant for that day (and its carry into the next morning).
 * - open = close is not overnight, so it is open during that one minute only.
 */
export function isRestaurantOpen(restaurant: OpenStatusInput, now: Date): boolean {
  if (restaurant.is_open === false) return false;
  return isOpenByHours(parseOpeningHours(restaurant.opening_hours), now);
}

/** The hours part of `isRestaurantOpen`, on hours already parsed (the open status checks many instants). */
export function isOpenByHours(hours: OpeningHours | null, now: Date): boolean {
  if (hours === null || Object.keys(hours).length === 0) return true;

  const { weekday, minutes } = localTimeParts(now);
  const today = dayWindow(hours[weekday]);
  if (today) {
    if (today.close < today.open ? minutes >= today.open : minutes >= today.open && minutes <= today.close)
      return true;
  }
  // Yesterday's overnight window still running this morning.
  const yesterday = dayWindow(hours[dayBefore(weekday)]);
  return yesterday !== null && yesterday.close < yesterday.open && minutes <= yesterday.close;
}
