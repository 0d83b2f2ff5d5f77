import { describe, expect, it } from 'vitest';
import { localDateText } from './dates.ts';

describe('localDateText', () => {
  it('writes English as the specification does, on the Johannesburg calendar', () => {
    expect(localDateText('2026-11-01T22:30:00Z', 'en-ZA')).toBe('2 Nov 2026');
  });
  it('writes the other languages in their own words, on the Johannesburg calendar', () => {
    expect(localDateText('2026-11-01T22:30:00Z', 'af-ZA')).toMatch(/^2 /);
    expect(localDateText('2026-11-01T22:30:00Z', 'af-ZA')).not.toBe('2 Nov 2026');
  });
  it('is empty for what is not a date', () => {
    expect(localDateText('soon', 'zu-ZA')).toBe('');
  });
});
