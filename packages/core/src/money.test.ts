import { describe, expect, it } from 'vitest';
import { centsToRand, formatKm, formatRand, randToCents } from './money.ts';

describe('formatRand', () => {
  it.each([
    [5000, 'R50.00'],
    [0, 'R0.00'],
    [-0, 'R0.00'],
    [1, 'R0.01'],
    [99, 'R0.99'],
    [1999, 'R19.99'],
    [3200, 'R32.00'],
    [123456789, 'R1234567.89'],
    [-500, '-R5.00'],
    [-1, '-R0.01'],
    [1999.6, 'R20.00'],
  ])('%s cents → %s', (cents, text) => {
    expect(formatRand(cents)).toBe(text);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (cents) => {
    expect(() => formatRand(cents)).toThrow(RangeError);
  });
});

describe('randToCents / centsToRand', () => {
  it.each([
    [19.99, 1999],
    [50, 5000],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [32, 3200],
    [22.4, 2240],
    [4.35, 435],
    [-5.5, -550],
    [0.004, 0],
    [0.005, 1],
  ])('%s rand → %s cents', (rand, cents) => {
    expect(randToCents(rand)).toBe(cents);
  });

  it('rejects NaN', () => {
    expect(() => randToCents(Number.NaN)).toThrow(RangeError);
  });

  it.each([
    [5000, 50],
    [1999, 19.99],
    [0, 0],
  ])('%s cents → %s rand', (cents, rand) => {
    expect(centsToRand(cents)).toBe(rand);
  });
});

describe('formatKm (1 decimal)', () => {
  it.each([
    [3.44, '3.4 km'],
    [3.46, '3.5 km'],
    [0, '0.0 km'],
    [12, '12.0 km'],
    [161.770327, '161.8 km'],
  ])('%s → %s', (km, text) => {
    expect(formatKm(km)).toBe(text);
  });
});
