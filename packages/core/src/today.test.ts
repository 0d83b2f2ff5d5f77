import { describe, expect, it } from 'vitest';
import { todayInSouthAfrica } from './today.ts';

describe('todayInSouthAfrica', () => {
  it('is the Johannesburg calendar day (UTC+2), not the UTC one', () => {
    expect(todayInSouthAfrica(new Date('2026-03-01T21:59:59Z'))).toBe('2026-03-01');
    expect(todayInSouthAfrica(new Date('2026-03-01T22:00:00Z'))).toBe('2026-03-02');
    expect(todayInSouthAfrica(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
