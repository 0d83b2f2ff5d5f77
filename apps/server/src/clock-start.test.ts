import { afterEach, describe, expect, it } from 'vitest';
import { RealDate, restoreRealClock, startClockAt } from './clock-start.ts';

// Whatever clock the run set (LEKKER_CLOCK_START under `npm run test:hours`) comes back after each test.
const before = Date;
afterEach(() => {
  globalThis.Date = before;
});

describe('startClockAt', () => {
  it('makes every reading of the time start at the instant and run forward', async () => {
    const start = new RealDate('2026-12-01T23:25:00+02:00');
    startClockAt(start, RealDate.now());
    const first = Date.now();
    expect(Math.abs(first - start.getTime())).toBeLessThan(1000);
    // biome-ignore lint/complexity/useDateNow: the argument-less constructor is what is tested
    expect(Math.abs(new Date().getTime() - start.getTime())).toBeLessThan(1000);
    expect(typeof Date()).toBe('string');
    // Dates with arguments, parsing and UTC are the ordinary ones.
    expect(new Date('2026-01-01T00:00:00Z').toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(Date.UTC(2026, 0, 1)).toBe(RealDate.UTC(2026, 0, 1));
    expect(new RealDate() instanceof Date).toBe(true);
    expect(new Date() instanceof RealDate).toBe(true);
    // It flows: a later reading is later.
    await new Promise<void>((done) => setImmediate(done));
    expect(Date.now()).toBeGreaterThanOrEqual(first);
    expect(Date.now() - RealDate.now()).toBeLessThan(start.getTime() - RealDate.now() + 1000);
    // Whole milliseconds, as the machine's clock gives.
    expect(Number.isInteger(Date.now())).toBe(true);
    // biome-ignore lint/complexity/useDateNow: the argument-less constructor is what is tested
    expect(Number.isInteger(new Date().getTime())).toBe(true);
  });

  it('reads the instant at the moment the process started, by default', () => {
    const start = new RealDate('2026-12-06T12:30:00+02:00');
    startClockAt(start);
    expect(Number.isInteger(Date.now())).toBe(true);
    const elapsed = RealDate.now() - performance.timeOrigin;
    expect(Math.abs(Date.now() - (start.getTime() + elapsed))).toBeLessThan(1000);
  });

  it('gives the machine`s clock back', () => {
    startClockAt(new RealDate('2020-01-01T00:00:00Z'));
    expect(new Date().getUTCFullYear()).toBe(2020);
    restoreRealClock();
    expect(Math.abs(Date.now() - RealDate.now())).toBeLessThan(1000);
  });
});
