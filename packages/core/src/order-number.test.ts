import { describe, expect, it } from 'vitest';
import { generateOrderNumber, isOrderNumber } from './order-number.ts';

const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('generateOrderNumber', () => {
  it.each([
    [1704103200000, sequence(0), 'ORDER-1704103200000-000000'],
    [1704103200000, sequence(0.999999), 'ORDER-1704103200000-ZZZZZZ'],
    [1, sequence(10 / 36, 11 / 36, 35 / 36, 0, 1 / 36, 0.5), 'ORDER-1-ABZ01I'],
    [0, sequence(1), 'ORDER-0-ZZZZZZ'], // a random() of exactly 1 is clamped
  ])('at %s → %s', (now, random, expected) => {
    expect(generateOrderNumber(now, random)).toBe(expected);
  });

  it('uses the clock and Math.random by default', () => {
    const before = Date.now();
    const value = generateOrderNumber();
    const stamp = Number(value.split('-')[1]);
    expect(isOrderNumber(value)).toBe(true);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  it.each([-1, 1.5, Number.NaN])('rejects timestamp %s', (now) => {
    expect(() => generateOrderNumber(now)).toThrow(RangeError);
  });
});

describe('isOrderNumber', () => {
  it.each([
    ['ORDER-1704103200000-A1B2C3', true],
    ['ORDER-1-000000', true],
    ['ORDER-1704103200000', false], // the spec's bare timestamp form
    ['ORDER-1704103200000-a1b2c3', false],
    ['ORDER-1704103200000-A1B2C', false],
    ['ORDER-1704103200000-A1B2C3D', false],
    ['order-1704103200000-A1B2C3', false],
    ['ORDER--A1B2C3', false],
    [' ORDER-1-000000', false],
  ])('%j → %s', (value, valid) => {
    expect(isOrderNumber(value)).toBe(valid);
  });
});
