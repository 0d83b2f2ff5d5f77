import { describe, expect, it } from 'vitest';
import { sastClockText, sastDateText } from './sast-date.ts';

describe('sastDateText: a calendar date as read in South Africa', () => {
  it('is the Johannesburg date (UTC+2), day without a leading zero', () => {
    expect(sastDateText('2026-11-02T10:00:00Z')).toBe('2 Nov 2026');
    // 22:30 UTC on 1 Nov is 00:30 on 2 Nov in Johannesburg; 21:59 is still 1 Nov.
    expect(sastDateText('2026-11-01T22:30:00Z')).toBe('2 Nov 2026');
    expect(sastDateText('2026-11-01T21:59:59Z')).toBe('1 Nov 2026');
    expect(sastDateText('2026-12-31T22:00:00Z')).toBe('1 Jan 2027');
  });

  it('agrees with Intl for Africa/Johannesburg over a year of instants', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Africa/Johannesburg',
    });
    for (let t = Date.UTC(2026, 0, 1, 0, 7); t < Date.UTC(2027, 0, 1); t += 7 * 3_600_000 + 13 * 60_000) {
      const iso = new Date(t).toISOString();
      expect(sastDateText(iso)).toBe(intl.format(new Date(t)).replace('Sept', 'Sep'));
    }
  });

  it('nothing for what is not a date', () => {
    expect(sastDateText('not a date')).toBe('');
    expect(sastDateText('')).toBe('');
  });
});

describe('sastClockText: the Johannesburg wall clock', () => {
  it('is UTC+2 as HH:MM', () => {
    expect(sastClockText('2026-11-01T22:30:00Z')).toBe('00:30');
    expect(sastClockText('2026-11-01T08:05:59Z')).toBe('10:05');
    expect(sastClockText('not a date')).toBe('');
  });
});
