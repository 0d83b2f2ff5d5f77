// South Africa has kept UTC+2 without daylight saving since 1944, so its wall clock is plain arithmetic. Intl's
// formatToParts costs ~10–20 µs a call and the open status makes hundreds per closed venue (when it reopens), which
// made the list's CPU grow with every closed venue on the page (docs/product.md#performance-targets). Other zones still go through Intl.

/** Since 1944-03-19 (the end of South Africa's last daylight saving), Africa/Johannesburg is UTC+2 throughout. */
const SAST_SINCE = Date.UTC(1944, 2, 20);
export const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** The zone's offset from UTC at `t` in ms when it is fixed there (Johannesburg since 1944), else null (ask Intl). */
export function fixedOffsetMs(t: number, timeZone: string): number | null {
  return timeZone === 'Africa/Johannesburg' && t >= SAST_SINCE ? SAST_OFFSET_MS : null;
}

/** The wall-clock fields of `t` as a UTC date shifted by the zone's fixed offset, or null when Intl must decide. */
export function fixedOffsetWallClock(t: number, timeZone: string): Date | null {
  const offset = fixedOffsetMs(t, timeZone);
  return offset === null ? null : new Date(t + offset);
}
