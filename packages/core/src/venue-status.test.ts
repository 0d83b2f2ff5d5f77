import { describe, expect, it } from 'vitest';
import type { LoadSheddingPlan } from './contracts/venues.ts';
import {
  activeLoadSheddingSlot,
  createVenueStatusMemo,
  isMenuItemOrderable,
  isOnReducedMenu,
  localDate,
  nextLocalMidnight,
  soldOutTodayUntil,
  type VenueStatusInput,
  venueOpenStatus,
  venueStatusLabel,
  zonedInstant,
} from './venue-status.ts';

/** A Johannesburg wall-clock time (UTC+2, no DST). 2024-01-01 is a Monday. */
const sast = (date: string, time: string) => new Date(`${date}T${time}+02:00`);
const iso = (date: string, time: string) => sast(date, time).toISOString();
const MON = '2024-01-01';
const TUE = '2024-01-02';
const WED = '2024-01-03';

const everyDay = (open: string, close: string) =>
  Object.fromEntries(
    ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [
      d,
      { open, close },
    ]),
  );

const reduced: LoadSheddingPlan = {
  mode: 'reduced_menu',
  extra_prep_minutes: 15,
  slots: [
    { day: 'monday', start: '16:30', end: '18:30' },
    { day: 'monday', start: '22:00', end: '00:30' },
  ],
};
const pause: LoadSheddingPlan = { ...reduced, mode: 'pause' };

const base: VenueStatusInput = { is_open: true, opening_hours: everyDay('08:00', '23:59') };

describe('venueOpenStatus (fake clock, Africa/Johannesburg)', () => {
  it.each<[string, VenueStatusInput, Date, ReturnType<typeof venueOpenStatus>]>([
    ['simply open', base, sast(MON, '12:00'), { open: true, reason: null }],
    [
      'no hours at all: open (docs/product.md#open-status)',
      { is_open: true, opening_hours: null },
      sast(MON, '03:00'),
      { open: true, reason: null },
    ],
    ['not live', { ...base, is_active: false }, sast(MON, '12:00'), { open: false, reason: 'inactive' }],
    [
      'is_open false: closed until resumed',
      { ...base, is_open: false },
      sast(MON, '12:00'),
      { open: false, reason: 'paused' },
    ],
    [
      'paused for 30 min',
      { ...base, paused_until: sast(MON, '12:30') },
      sast(MON, '12:00'),
      { open: false, reason: 'paused', reopensAt: iso(MON, '12:30') },
    ],
    [
      'pause ended exactly now',
      { ...base, paused_until: sast(MON, '12:00') },
      sast(MON, '12:00'),
      { open: true, reason: null },
    ],
    [
      'pause ends after closing: reopens next opening',
      { ...base, opening_hours: everyDay('08:00', '20:00'), paused_until: iso(MON, '21:00') },
      sast(MON, '19:00'),
      { open: false, reason: 'paused', reopensAt: iso(TUE, '08:00') },
    ],
    [
      'closed date (holiday), local calendar',
      { ...base, closed_dates: [MON] },
      sast(MON, '00:30'),
      { open: false, reason: 'closed_date', reopensAt: iso(TUE, '08:00') },
    ],
    [
      'closed date is local: 23:30 UTC Sunday is Monday in Johannesburg',
      { ...base, opening_hours: null, closed_dates: [MON] },
      new Date('2023-12-31T23:30:00Z'),
      { open: false, reason: 'closed_date', reopensAt: iso(TUE, '00:00') },
    ],
    [
      "outside hours: reopens at today's opening",
      { ...base, opening_hours: everyDay('10:00', '20:00') },
      sast(MON, '07:00'),
      { open: false, reason: 'hours', reopensAt: iso(MON, '10:00') },
    ],
    [
      'overnight hours: open after midnight',
      { ...base, opening_hours: everyDay('18:00', '02:00') },
      sast(TUE, '01:30'),
      { open: true, reason: null },
    ],
    [
      'overnight hours: closed in the afternoon, reopens at 18:00',
      { ...base, opening_hours: everyDay('18:00', '02:00') },
      sast(TUE, '12:00'),
      { open: false, reason: 'hours', reopensAt: iso(TUE, '18:00') },
    ],
    [
      "overnight hours: Monday's 18:00–02:00 carries into Tuesday with no Tuesday entry (decision 056)",
      { ...base, opening_hours: { monday: { open: '18:00', close: '02:00' } } },
      sast(TUE, '01:00'),
      { open: true, reason: null },
    ],
    [
      'overnight hours: after the carry ends, the next opening is a week on',
      { ...base, opening_hours: { monday: { open: '18:00', close: '02:00' } } },
      sast(TUE, '02:01'),
      { open: false, reason: 'hours', reopensAt: iso('2024-01-08', '18:00') },
    ],
    [
      "overnight hours: Tuesday's own late window does not open early Tuesday",
      { ...base, opening_hours: { tuesday: { open: '18:00', close: '02:00' } } },
      sast(TUE, '01:00'),
      { open: false, reason: 'hours', reopensAt: iso(TUE, '18:00') },
    ],
    [
      'load-shedding reduced menu at the slot start (inclusive)',
      { ...base, load_shedding: reduced },
      sast(MON, '16:30'),
      { open: true, reason: 'load_shedding', limitedMenuUntil: iso(MON, '18:30'), extraPrepMinutes: 15 },
    ],
    [
      'one minute before the slot',
      { ...base, load_shedding: reduced },
      sast(MON, '16:29'),
      { open: true, reason: null },
    ],
    [
      'last minute of the slot',
      { ...base, load_shedding: reduced },
      sast(MON, '18:29'),
      { open: true, reason: 'load_shedding', limitedMenuUntil: iso(MON, '18:30'), extraPrepMinutes: 15 },
    ],
    [
      'slot end is exclusive',
      { ...base, load_shedding: reduced },
      sast(MON, '18:30'),
      { open: true, reason: null },
    ],
    [
      'slot on another weekday',
      { ...base, load_shedding: reduced },
      sast(TUE, '17:00'),
      { open: true, reason: null },
    ],
    [
      'pause mode closes until the slot ends',
      { ...base, load_shedding: pause },
      sast(MON, '17:00'),
      { open: false, reason: 'load_shedding', reopensAt: iso(MON, '18:30'), extraPrepMinutes: 15 },
    ],
    [
      'overnight slot still running after midnight',
      { ...base, opening_hours: null, load_shedding: pause },
      sast(TUE, '00:15'),
      { open: false, reason: 'load_shedding', reopensAt: iso(TUE, '00:30'), extraPrepMinutes: 15 },
    ],
    [
      'overnight slot: limited menu ends the next day',
      { ...base, opening_hours: null, load_shedding: reduced },
      sast(MON, '23:00'),
      { open: true, reason: 'load_shedding', limitedMenuUntil: iso(TUE, '00:30'), extraPrepMinutes: 15 },
    ],
    [
      'hours win over load-shedding when closed anyway',
      { ...base, opening_hours: everyDay('08:00', '16:00'), load_shedding: pause },
      sast(MON, '17:00'),
      { open: false, reason: 'hours', reopensAt: iso(TUE, '08:00') },
    ],
    [
      'a malformed plan never closes the venue',
      { ...base, load_shedding: { mode: 'x' } },
      sast(MON, '17:00'),
      { open: true, reason: null },
    ],
  ])('%s', (_name, input, now, expected) => {
    expect(venueOpenStatus(input, now)).toEqual(expected);
  });

  it('flips by itself at the slot start and end (pure function of now)', () => {
    const input = { ...base, load_shedding: pause };
    const states = ['16:29', '16:30', '18:29', '18:30'].map((t) => venueOpenStatus(input, sast(MON, t)).open);
    expect(states).toEqual([true, false, false, true]);
  });
});

describe('venueStatusLabel', () => {
  it.each<[string, VenueStatusInput, Date, string | null]>([
    ['open', base, sast(MON, '12:00'), null],
    [
      'reduced menu',
      { ...base, load_shedding: reduced },
      sast(MON, '17:00'),
      'Load-shedding: limited menu until 18:30',
    ],
    [
      'pause mode',
      { ...base, load_shedding: pause },
      sast(MON, '17:00'),
      'Closed for load-shedding until 18:30',
    ],
    ['paused', { ...base, paused_until: sast(MON, '12:30') }, sast(MON, '12:00'), 'Paused · back at 12:30'],
    [
      'hours, tomorrow',
      { ...base, opening_hours: everyDay('08:00', '20:00') },
      sast(MON, '21:00'),
      'Closed · opens tomorrow 08:00',
    ],
    [
      'hours, later in the week',
      { ...base, opening_hours: { wednesday: { open: '09:00', close: '17:00' } } },
      sast(MON, '21:00'),
      'Closed · opens Wed 09:00',
    ],
    [
      'closed date',
      { ...base, closed_dates: [MON] },
      sast(MON, '12:00'),
      'Closed today · opens tomorrow 08:00',
    ],
    ['not live', { ...base, is_active: false }, sast(MON, '12:00'), 'Not taking orders yet'],
    ['switched off', { ...base, is_open: false }, sast(MON, '12:00'), 'Closed for now'],
  ])('%s', (_name, input, now, label) => {
    expect(venueStatusLabel(venueOpenStatus(input, now), now)).toBe(label);
  });
});

describe('load-shedding helpers', () => {
  it("activeLoadSheddingSlot finds yesterday's overnight slot", () => {
    expect(activeLoadSheddingSlot(reduced, sast(TUE, '00:29'))?.endsAt.toISOString()).toBe(iso(TUE, '00:30'));
    expect(activeLoadSheddingSlot(reduced, sast(TUE, '00:30'))).toBeNull();
    expect(activeLoadSheddingSlot(reduced, sast(WED, '00:15'))).toBeNull();
  });

  it('isOnReducedMenu keeps only items that cook without power during a reduced-menu slot', () => {
    const during = venueOpenStatus({ ...base, load_shedding: reduced }, sast(MON, '17:00'));
    const outside = venueOpenStatus({ ...base, load_shedding: reduced }, sast(MON, '19:00'));
    expect(isOnReducedMenu(during, { cooks_without_power: false })).toBe(false);
    expect(isOnReducedMenu(during, { cooks_without_power: true })).toBe(true);
    expect(isOnReducedMenu(outside, { cooks_without_power: false })).toBe(true);
  });
});

describe('sold out today', () => {
  it.each([
    ['midday → next midnight', sast(MON, '12:00'), iso(TUE, '00:00')],
    ['23:59 → a minute later', sast(MON, '23:59'), iso(TUE, '00:00')],
    ['exactly midnight → the following one', sast(TUE, '00:00'), iso(WED, '00:00')],
    ['21:30 UTC is still Monday locally', new Date('2024-01-01T21:30:00Z'), iso(TUE, '00:00')],
  ])('nextLocalMidnight: %s', (_n, now, expected) => {
    expect(nextLocalMidnight(now).toISOString()).toBe(expected);
  });

  it('an item sold out until midnight is back at midnight by itself', () => {
    const item = { is_available: true, sold_out_until: iso(TUE, '00:00') };
    expect(isMenuItemOrderable(item, sast(MON, '23:59'))).toBe(false);
    expect(isMenuItemOrderable(item, sast(TUE, '00:00'))).toBe(true);
    expect(isMenuItemOrderable({ is_available: false, sold_out_until: null }, sast(MON, '12:00'))).toBe(
      false,
    );
    expect(isMenuItemOrderable({ is_available: true }, sast(MON, '12:00'))).toBe(true);
  });

  it('localDate and zonedInstant agree on Johannesburg wall-clock time', () => {
    expect(localDate(new Date('2024-01-01T22:00:00Z'))).toBe(TUE);
    expect(zonedInstant(MON, 18 * 60 + 30).toISOString()).toBe('2024-01-01T16:30:00.000Z');
    expect(zonedInstant(MON, 1440 + 30).toISOString()).toBe(iso(TUE, '00:30'));
  });
});

/** A repeatable random source (a linear congruential generator) and random venue fields drawn from it. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  /** Opening hours on about 70 % of the days, each from `time()` to `time()`. */
  const hours = (time: () => string) =>
    Object.fromEntries(days.filter(() => next() < 0.7).map((day) => [day, { open: time(), close: time() }]));
  /** A load-shedding plan with one slot, 30 % of the time. */
  const plan = (time: () => string) =>
    next() < 0.3
      ? {
          mode: pick(['pause', 'reduced_menu'] as const),
          extra_prep_minutes: 15,
          slots: [{ day: pick(days), start: time(), end: time() }],
        }
      : null;
  return { next, pick, hours, plan };
}
const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

describe('the arithmetic wall clock of the open status (docs/product.md#performance-targets) agrees with Intl', () => {
  it('gives the same status and label in Africa/Johannesburg as in Etc/GMT-2 (also UTC+2, read through Intl)', () => {
    const { next, pick, hours, plan } = seeded(5);
    const time = () => pick(['00:00', '08:00', '17:00', '23:59', '02:00', '12:30', '24:00']);
    let closed = 0;
    for (let i = 0; i < 250; i++) {
      const now = new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 400 * 1440) * 60_000);
      const input: VenueStatusInput = {
        is_open: true,
        opening_hours: hours(time),
        paused_until: next() < 0.2 ? new Date(now.getTime() + Math.floor(next() * 86_400_000)) : null,
        closed_dates: next() < 0.2 ? [now.toISOString().slice(0, 10)] : null,
        load_shedding: plan(time),
      };
      const fast = venueOpenStatus(input, now, 'Africa/Johannesburg');
      const viaIntl = venueOpenStatus(input, now, 'Etc/GMT-2');
      expect(fast, `${JSON.stringify(input)} at ${now.toISOString()}`).toEqual(viaIntl);
      expect(venueStatusLabel(fast, now)).toBe(venueStatusLabel(viaIntl, now, 'Etc/GMT-2'));
      if (fast.reopensAt) closed++;
    }
    // The reopening search (the costly part) ran for a good share of the cases.
    expect(closed).toBeGreaterThan(50);
    // Intl is slow (the reason for the arithmetic): room for a busy machine.
  }, 60_000);
});

describe('createVenueStatusMemo (the list: once per row and minute)', () => {
  const direct = (input: VenueStatusInput, now: Date) => {
    const status = venueOpenStatus(input, now);
    return { status, label: status.reason === null ? null : venueStatusLabel(status, now) };
  };
  const answerOf = ({ status, label }: { status: unknown; label: unknown }) => ({ status, label });

  it('answers as venueOpenStatus and venueStatusLabel at every second of a minute, on random venues', () => {
    const { next, pick, hours, plan } = seeded(11);
    const time = () =>
      pick(['00:00', '08:00', '17:00', '23:59', '02:00', '12:30', '24:00', '16:59', '17:01']);
    let closed = 0;
    for (let i = 0; i < 300; i++) {
      const memo = createVenueStatusMemo();
      // Minutes next to the opening and closing times of the hours below, and anywhere.
      const minuteStart =
        next() < 0.5
          ? sast(
              pick([MON, TUE, WED]),
              pick(['16:59', '17:00', '17:01', '17:02', '23:59', '00:00', '07:59']),
            ).getTime()
          : Date.UTC(2026, 0, 1) + Math.floor(next() * 400 * 1440) * 60_000;
      const input: VenueStatusInput = {
        is_open: next() < 0.95,
        opening_hours: hours(time),
        // Some pauses end inside the minute, at an odd second.
        paused_until:
          next() < 0.3
            ? new Date(
                minuteStart + (next() < 0.5 ? Math.floor(next() * 60_000) : Math.floor(next() * 86_400_000)),
              )
            : null,
        closed_dates: next() < 0.2 ? [new Date(minuteStart + 7_200_000).toISOString().slice(0, 10)] : null,
        load_shedding: plan(time),
      };
      // Seconds of the minute in random order, then the next two minutes.
      const seconds = [0, 59_999, 30_000, Math.floor(next() * 60_000), 1, 60_000, 60_001, 120_000, 119_999];
      for (const offset of seconds.sort(() => next() - 0.5)) {
        const at = new Date(minuteStart + offset);
        const expected = direct(input, at);
        expect(answerOf(memo(input, at)), `${JSON.stringify(input)} at ${at.toISOString()}`).toEqual(
          expected,
        );
        if (expected.status.reopensAt) closed++;
      }
    }
    expect(closed).toBeGreaterThan(200);
  });

  it('works a row out once per minute, again in the next minute, and never keeps a minute in which a pause ends', () => {
    const memo = createVenueStatusMemo();
    const row: VenueStatusInput = { is_open: true, opening_hours: everyDay('08:00', '17:00') };
    const first = memo(row, sast(MON, '17:00:05'));
    expect(first.status.open).toBe(true);
    expect(memo(row, sast(MON, '17:00:59')).status).toBe(first.status);
    // Another row object with the same fields is worked out on its own.
    expect(memo({ ...row }, sast(MON, '17:00:30')).status).not.toBe(first.status);
    const later = memo(row, sast(MON, '17:01:00'));
    expect(later).toEqual({
      status: { open: false, reason: 'hours', reopensAt: iso(TUE, '08:00') },
      label: 'Closed · opens tomorrow 08:00',
    });

    const paused = { ...row, paused_until: sast(MON, '12:00:30') };
    expect(memo(paused, sast(MON, '12:00:10')).status.reason).toBe('paused');
    expect(memo(paused, sast(MON, '12:00:40')).status).toEqual({ open: true, reason: null });
    expect(memo(paused, sast(MON, '12:00:20')).status.reason).toBe('paused');
  });
});

describe('soldOutTodayUntil: back by the next opening (decision 056)', () => {
  const tenToTen = everyDay('10:00', '22:00');
  const fridayNight = {
    friday: { open: '18:00', close: '02:00' },
    saturday: { open: '18:00', close: '02:00' },
  };
  const FRI = '2024-01-05';
  const SAT = '2024-01-06';
  it.each([
    ['a same-day session: right after it closes', tenToTen, sast(MON, '12:00'), iso(MON, '22:01')],
    [
      'an overnight session in the evening: after the carry',
      fridayNight,
      sast(FRI, '20:00'),
      iso(SAT, '02:01'),
    ],
    [
      'an overnight session after midnight: when the carry ends',
      fridayNight,
      sast(SAT, '01:00'),
      iso(SAT, '02:01'),
    ],
    ['no hours (always open): the next local midnight', null, sast(MON, '12:00'), iso(TUE, '00:00')],
    ['outside the hours: the next local midnight', tenToTen, sast(MON, '23:00'), iso(TUE, '00:00')],
    ['hours as a JSON string', JSON.stringify(tenToTen), sast(MON, '12:00'), iso(MON, '22:01')],
  ] as const)('%s', (_label, hours, now, until) => {
    expect(soldOutTodayUntil(hours, now).toISOString()).toBe(until);
  });

  it('the dish is orderable again by itself at the next opening', () => {
    const until = soldOutTodayUntil(tenToTen, sast(MON, '12:00'));
    const item = { is_available: true, sold_out_until: until };
    expect(isMenuItemOrderable(item, sast(MON, '21:59'))).toBe(false);
    expect(isMenuItemOrderable(item, sast(TUE, '10:00'))).toBe(true);
  });
});
