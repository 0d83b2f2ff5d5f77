import { describe, expect, it } from 'vitest';
import { addBytes, bytesThisMonth, DATA_METER_KEY } from './data-meter.ts';

describe('data meter', () => {
  const december = new Date(2026, 11, 3, 12);
  const january = new Date(2027, 0, 1, 0, 5);

  it('adds up this month and starts again from zero in the next', () => {
    addBytes(localStorage, 1500, december);
    addBytes(localStorage, 500, december);
    addBytes(localStorage, 0, december);
    expect(bytesThisMonth(localStorage, december)).toBe(2000);
    expect(bytesThisMonth(localStorage, january)).toBe(0);
    addBytes(localStorage, 10, january);
    expect(bytesThisMonth(localStorage, january)).toBe(10);
  });

  it('treats a damaged record as none', () => {
    localStorage.setItem(DATA_METER_KEY, '{not json');
    expect(bytesThisMonth(localStorage, december)).toBe(0);
    addBytes(localStorage, 7, december);
    expect(bytesThisMonth(localStorage, december)).toBe(7);
  });
});
