// LEKKER_CLOCK_START (non-production only): the process's clock starts at a chosen instant and runs forward from
// there, so a test server answers as it would at that hour whatever the machine's hour (opening hours, Top Picks,
// happy hours, ad and story dates, the sweeps). docs/decisions/042-test-suite-time.md
//
// The whole process's `Date` is shifted, not only the app's injected clock: the demo seed's dates, the timestamps
// repositories write with `new Date()`, session expiries and PGlite's `now()` (PGlite reads JavaScript's time) all
// read the same instant, so nothing compares a shifted time with an unshifted one. A PostgreSQL server keeps its
// own `now()`: rows it stamps by default (created_at) are then on the machine's hour.

/** The machine's Date, whatever shift is installed. */
export const RealDate = Date;

/**
 * Shifts `Date` so that it read `start` at the real instant `anchor` — by default when this process started, so
 * whoever started the process knows the server's time without asking (e2e/support/server-clock.mjs) — and runs
 * forward at the real pace. Returns the offset in ms.
 */
export function startClockAt(start: Date, anchor: number = performance.timeOrigin): number {
  // Whole milliseconds, as the real Date.now() gives (timeOrigin has a fraction).
  const offset = Math.round(start.getTime() - anchor);
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now() {
      return RealDate.now() + offset;
    }
    // Dates made before the shift (or by code holding the original) are dates too.
    static override [Symbol.hasInstance](value: unknown) {
      return value instanceof RealDate;
    }
  }
  // Date() called as a function returns a string of the current time.
  const shifted = new Proxy(ShiftedDate, {
    apply: () => new ShiftedDate().toString(),
  }) as unknown as DateConstructor;
  globalThis.Date = shifted;
  return offset;
}

/** Back to the machine's clock (tests). */
export function restoreRealClock() {
  globalThis.Date = RealDate;
}
