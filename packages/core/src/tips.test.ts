import { describe, expect, it } from 'vitest';
import { TIP_MAX_CENTS, TIP_PRESETS_CENTS } from './constants.ts';
import { parseTipRand, tipProblem } from './tips.ts';

describe('driver tips', () => {
  it('accepts no tip, the presets and anything up to the cap', () => {
    expect(tipProblem(0)).toBeNull();
    for (const p of TIP_PRESETS_CENTS) expect(tipProblem(p)).toBeNull();
    expect(tipProblem(TIP_MAX_CENTS)).toBeNull();
  });

  it('refuses a tip above the cap, a negative one and parts of a cent', () => {
    expect(tipProblem(TIP_MAX_CENTS + 1)).toBe('too_high');
    expect(tipProblem(-1)).toBe('negative');
    expect(tipProblem(10.5)).toBe('not_whole_cents');
  });

  it('reads an own amount in rand', () => {
    expect(parseTipRand('15')).toBe(1_500);
    expect(parseTipRand('15.5')).toBe(1_550);
    expect(parseTipRand('R 15,50')).toBe(1_550);
    expect(parseTipRand('-5')).toBe(-500);
    expect(parseTipRand('')).toBeNull();
    expect(parseTipRand('abc')).toBeNull();
    expect(parseTipRand('1.234')).toBeNull();
  });
});
