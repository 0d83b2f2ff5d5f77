import { describe, expect, it } from 'vitest';
import { fixedOffsetWallClock } from './fixed-offset.ts';
import { localTimeParts } from './opening-hours.ts';
import { localDate, zonedInstant } from './venue-status.ts';

const intl = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const viaIntl = (t: number) => {
  const p = Object.fromEntries(intl.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    weekday: p.weekday!.toLowerCase(),
    minutes: (Number(p.hour) % 24) * 60 + Number(p.minute),
  };
};

describe('the fixed UTC+2 wall clock of Africa/Johannesburg', () => {
  it('agrees with Intl on 20,000 instants from 1950 to 2100 (midnights and minute edges included)', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const from = Date.UTC(1950, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    for (let i = 0; i < 20_000; i++) {
      // Every other instant sits within a second of a local midnight.
      let t = Math.floor(from + next() * (to - from));
      if (i % 2) t = t - (t % 86_400_000) - 2 * 3_600_000 + Math.floor((next() - 0.5) * 2000);
      const expected = viaIntl(t);
      expect(localTimeParts(new Date(t))).toEqual({ weekday: expected.weekday, minutes: expected.minutes });
      expect(localDate(new Date(t))).toBe(expected.date);
    }
  });

  it('round-trips local wall-clock times through zonedInstant', () => {
    expect(zonedInstant('2026-11-18', 0).toISOString()).toBe('2026-11-17T22:00:00.000Z');
    expect(zonedInstant('2026-11-18', 26 * 60 + 30).toISOString()).toBe('2026-11-19T00:30:00.000Z');
  });

  it('leaves other zones and instants before 1944 to Intl', () => {
    expect(fixedOffsetWallClock(Date.UTC(2026, 0, 1), 'Europe/London')).toBeNull();
    expect(fixedOffsetWallClock(Date.UTC(1943, 0, 1), 'Africa/Johannesburg')).toBeNull();
    expect(localTimeParts(new Date(Date.UTC(2026, 6, 1, 12)), 'Europe/London')).toEqual({
      weekday: 'wednesday',
      minutes: 13 * 60,
    });
  });
});
