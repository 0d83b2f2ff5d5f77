import { describe, expect, it } from 'vitest';
import { isRestaurantOpen, localTimeParts, parseHhMm, parseOpeningHours } from './opening-hours.ts';

/** A Johannesburg wall-clock time (UTC+2, no DST). 2024-01-01 is a Monday. */
const sast = (date: string, time: string) => new Date(`${date}T${time}+02:00`);
const MON = '2024-01-01';
const TUE = '2024-01-02';
const SUN = '2024-01-07';
const FRI = '2024-01-05';
const SAT = '2024-01-06';

describe('localTimeParts (Africa/Johannesburg)', () => {
  it.each([
    ['2024-01-01T10:00:00Z', 'monday', 12 * 60],
    ['2024-01-01T21:59:59Z', 'monday', 23 * 60 + 59],
    ['2024-01-01T22:00:00Z', 'tuesday', 0], // local midnight is 22:00 UTC the day before
    ['2024-01-01T23:30:00Z', 'tuesday', 90],
    ['2024-01-06T22:00:00Z', 'sunday', 0],
    ['2024-07-01T10:00:00Z', 'monday', 12 * 60], // no DST in winter either
  ] as const)('%s → %s, %s min', (iso, weekday, minutes) => {
    expect(localTimeParts(new Date(iso))).toEqual({ weekday, minutes });
  });

  it('takes another time zone', () => {
    expect(localTimeParts(new Date('2024-01-01T10:00:00Z'), 'UTC')).toEqual({
      weekday: 'monday',
      minutes: 600,
    });
  });
});

describe('parseHhMm', () => {
  it.each([
    ['09:00', 540],
    ['9:30', 570],
    ['00:00', 0],
    ['23:59', 1439],
    ['24:00', 1440],
    ['18:00:00', 1080],
    [' 07:15 ', 435],
    ['24:01', null],
    ['25:00', null],
    ['12:60', null],
    ['noon', null],
    ['', null],
    ['1200', null],
  ])('%j → %s', (text, minutes) => {
    expect(parseHhMm(text)).toBe(minutes);
  });
});

describe('parseOpeningHours', () => {
  const week = { monday: { open: '09:00', close: '17:00' }, sunday: { closed: true } };

  it.each([
    ['an object', week, week],
    ['a JSON string', JSON.stringify(week), week],
    ['an empty object', {}, {}],
    [
      'unknown keys dropped',
      { monday: { open: '09:00', close: '17:00', note: 'x' }, holiday: {} },
      { monday: { open: '09:00', close: '17:00' } },
    ],
    [
      'non-string times dropped',
      { monday: { open: 900, close: '17:00', closed: 'yes' } },
      { monday: { close: '17:00' } },
    ],
    ['a non-object entry kept as an empty day', { monday: '09:00-17:00' }, { monday: {} }],
    ['null', null, null],
    ['undefined', undefined, null],
    ['invalid JSON', '{monday: 9}', null],
    ['an empty string', '', null],
    ['JSON null', 'null', null],
    ['JSON array', '[1,2]', null],
    ['an array', [], null],
    ['a number', 42, null],
    ['a Date', new Date(0), null],
  ])('%s', (_label, raw, parsed) => {
    expect(parseOpeningHours(raw)).toEqual(parsed);
  });
});

describe('isRestaurantOpen (docs/product.md#open-status)', () => {
  const nineToFive = { monday: { open: '09:00', close: '17:00' } };
  const overnight = { monday: { open: '18:00', close: '02:00' }, tuesday: { open: '18:00', close: '02:00' } };

  it.each([
    // is_open false always closes
    ['is_open false, no hours', false, null, sast(MON, '12:00'), false],
    ['is_open false, within hours', false, nineToFive, sast(MON, '12:00'), false],
    // no hours, or unparsable hours → open (unless is_open false)
    ['no hours', true, null, sast(MON, '03:00'), true],
    ['is_open null is not false', null, null, sast(MON, '03:00'), true],
    ['unparsable JSON string', true, 'not json', sast(MON, '03:00'), true],
    ['an array is unparsable', true, [], sast(MON, '03:00'), true],
    ['{} has no opening hours', true, {}, sast(MON, '03:00'), true],
    // today's entry missing, closed, or lacking open/close → closed
    ["today's entry missing", true, nineToFive, sast(TUE, '12:00'), false],
    [
      'flagged closed',
      true,
      { monday: { open: '09:00', close: '17:00', closed: true } },
      sast(MON, '12:00'),
      false,
    ],
    [
      'closed: false is open',
      true,
      { monday: { open: '09:00', close: '17:00', closed: false } },
      sast(MON, '12:00'),
      true,
    ],
    ['lacks close', true, { monday: { open: '09:00' } }, sast(MON, '12:00'), false],
    ['lacks open', true, { monday: { close: '17:00' } }, sast(MON, '12:00'), false],
    ['empty open string', true, { monday: { open: '', close: '17:00' } }, sast(MON, '12:00'), false],
    [
      'bad HH:MM closes that day',
      true,
      { monday: { open: '9am', close: '17:00' } },
      sast(MON, '12:00'),
      false,
    ],
    // same-day window, inclusive bounds
    ['before open', true, nineToFive, sast(MON, '08:59'), false],
    ['at open', true, nineToFive, sast(MON, '09:00'), true],
    ['midday', true, nineToFive, sast(MON, '12:00'), true],
    ['at close', true, nineToFive, sast(MON, '17:00'), true],
    ['at close, 59 s in (minutes precision)', true, nineToFive, sast(MON, '17:00:59'), true],
    ['after close', true, nineToFive, sast(MON, '17:01'), false],
    ['JSON-string hours', true, JSON.stringify(nineToFive), sast(MON, '12:00'), true],
    ['JSON-string hours, closed time', true, JSON.stringify(nineToFive), sast(MON, '18:00'), false],
    // overnight window (close < open): open at or after open, or at or before close
    ['overnight before open', true, overnight, sast(MON, '17:59'), false],
    ['overnight at open', true, overnight, sast(MON, '18:00'), true],
    ['overnight late evening', true, overnight, sast(MON, '23:59'), true],
    ['overnight at midnight', true, overnight, sast(TUE, '00:00'), true],
    ['overnight 01:30', true, overnight, sast(TUE, '01:30'), true],
    ['overnight at close 02:00', true, overnight, sast(TUE, '02:00'), true],
    ['overnight 02:01', true, overnight, sast(TUE, '02:01'), false],
    ['overnight midday', true, overnight, sast(TUE, '12:00'), false],
    // an overnight window belongs to the day it opens (decision 056): Friday 18:00–02:00 covers early Saturday
    [
      "after midnight the previous day's overnight window carries over",
      true,
      { friday: { open: '18:00', close: '02:00' } },
      sast(SAT, '01:00'),
      true,
    ],
    [
      'the carry ends at close, inclusive',
      true,
      { friday: { open: '18:00', close: '02:00' } },
      sast(SAT, '02:00'),
      true,
    ],
    [
      'the carry is over a minute after close',
      true,
      { friday: { open: '18:00', close: '02:00' } },
      sast(SAT, '02:01'),
      false,
    ],
    [
      "the carry holds even when the new day's entry is flagged closed",
      true,
      { friday: { open: '18:00', close: '02:00' }, saturday: { closed: true } },
      sast(SAT, '01:00'),
      true,
    ],
    [
      "the carry holds beside the new day's own daytime hours",
      true,
      { friday: { open: '18:00', close: '02:00' }, saturday: { open: '10:00', close: '16:00' } },
      sast(SAT, '00:30'),
      true,
    ],
    [
      "today's own overnight window does not open this morning (it starts tonight)",
      true,
      { friday: { closed: true }, saturday: { open: '18:00', close: '02:00' } },
      sast(SAT, '01:00'),
      false,
    ],
    [
      'a flagged-closed previous day carries nothing',
      true,
      { friday: { open: '18:00', close: '02:00', closed: true } },
      sast(SAT, '01:00'),
      false,
    ],
    [
      'a previous day with a bad time carries nothing',
      true,
      { friday: { open: '6pm', close: '02:00' } },
      sast(SAT, '01:00'),
      false,
    ],
    [
      'a same-day window carries nothing past midnight',
      true,
      { friday: { open: '10:00', close: '23:59' } },
      sast(SAT, '00:00'),
      false,
    ],
    [
      'Saturday night into Sunday morning wraps the week',
      true,
      { saturday: { open: '20:00', close: '03:00' } },
      sast(SUN, '02:59'),
      true,
    ],
    [
      'Sunday night into Monday morning wraps the week',
      true,
      { sunday: { open: '20:00', close: '03:00' } },
      sast(MON, '00:01'),
      true,
    ],
    [
      'close 00:00 carries only the stroke of midnight',
      true,
      { monday: { open: '18:00', close: '00:00' } },
      sast(TUE, '00:00'),
      true,
    ],
    [
      'close 00:00, a minute after midnight',
      true,
      { monday: { open: '18:00', close: '00:00' } },
      sast(TUE, '00:01'),
      false,
    ],
    // whole-day and midnight bounds
    [
      '00:00–23:59 at midnight',
      true,
      { sunday: { open: '00:00', close: '23:59' } },
      sast(SUN, '00:00'),
      true,
    ],
    ['00:00–24:00 at 23:59', true, { sunday: { open: '00:00', close: '24:00' } }, sast(SUN, '23:59'), true],
    [
      'open = close is open for that minute only',
      true,
      { monday: { open: '12:00', close: '12:00' } },
      sast(MON, '12:00'),
      true,
    ],
    [
      'open = close, a minute later',
      true,
      { monday: { open: '12:00', close: '12:00' } },
      sast(MON, '12:01'),
      false,
    ],
    [
      'close 00:00 is an overnight window ending at midnight',
      true,
      { monday: { open: '18:00', close: '00:00' } },
      sast(MON, '23:00'),
      true,
    ],
  ] as const)('%s', (_label, isOpen, hours, now, expected) => {
    expect(isRestaurantOpen({ is_open: isOpen, opening_hours: hours }, now)).toBe(expected);
  });
});

describe('overnight hours read in South African time, whatever the instant is written in', () => {
  const fridayNight = { is_open: true, opening_hours: { friday: { open: '18:00', close: '02:00' } } };

  it.each([
    ['Friday 15:59 UTC = 17:59 SAST, before open', `${FRI}T15:59:00Z`, false],
    ['Friday 16:00 UTC = 18:00 SAST, at open', `${FRI}T16:00:00Z`, true],
    ['Friday 22:00 UTC = Saturday 00:00 SAST, midnight', `${FRI}T22:00:00Z`, true],
    ['Friday 23:00 UTC = Saturday 01:00 SAST', `${FRI}T23:00:00Z`, true],
    ['Saturday 00:00 UTC = Saturday 02:00 SAST, at close', `${SAT}T00:00:00Z`, true],
    ['Saturday 00:01 UTC = Saturday 02:01 SAST, after close', `${SAT}T00:01:00Z`, false],
  ])('%s', (_label, iso, expected) => {
    expect(isRestaurantOpen(fridayNight, new Date(iso))).toBe(expected);
  });
});
