import { describe, expect, it } from 'vitest';
import {
  plusDays,
  sastDate,
  sastDateTimeText,
  sastLocalInput,
  sastLocalToIso,
  sastMidnight,
  sastMondayOf,
} from './sa-time.ts';

describe('South African time', () => {
  it("gives an instant's Johannesburg date: 23:30 UTC is already tomorrow", () => {
    expect(sastDate(new Date('2026-12-02T21:59:59Z'))).toBe('2026-12-02');
    expect(sastDate(new Date('2026-12-02T22:00:00Z'))).toBe('2026-12-03');
    expect(sastMidnight('2026-12-03').toISOString()).toBe('2026-12-02T22:00:00.000Z');
  });

  it('finds the Monday of the week, Sunday night included', () => {
    // Sunday 6 December 2026, 23:30 in Johannesburg.
    expect(sastMondayOf(new Date('2026-12-06T21:30:00Z'))).toBe('2026-11-30');
    // Monday 7 December 2026, 00:30 in Johannesburg (still Sunday in UTC).
    expect(sastMondayOf(new Date('2026-12-06T22:30:00Z'))).toBe('2026-12-07');
    expect(plusDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(plusDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads and writes the wall clock both ways', () => {
    expect(sastDateTimeText('2026-03-03T10:00:00.000Z')).toBe('2026-03-03 12:00');
    expect(sastLocalInput('2026-03-03T22:15:00.000Z')).toBe('2026-03-04T00:15');
    expect(sastLocalInput(null)).toBe('');
    expect(sastLocalToIso('2026-03-04T00:15')).toBe('2026-03-04T00:15:00+02:00');
    expect(Date.parse(sastLocalToIso(sastLocalInput('2026-03-03T22:15:00.000Z')) ?? '')).toBe(
      Date.parse('2026-03-03T22:15:00.000Z'),
    );
    expect(sastLocalToIso('tomorrow')).toBeNull();
  });
});
