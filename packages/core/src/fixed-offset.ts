// South Africa has kept UTC+2 without daylight saving since 1944, so its wall clock is plain arithmetic. Intl's
// formatToParts costs ~10–20 µs a call and the open status makes hundreds per closed venue (when it reopens), which
// made the list's CPU grow with every closed venue on the page (issue 16). Other zones still go through Intl.

/** Since 1944-03-19 (the end of South Africa's last daylight saving), Africa/Johannesburg is UTC+2 throughout. */
const SAST_SINCE = Date.UTC(1944, 2, 20);
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** The wall-clock fields of `t` as a UTC date shifted by the zone's fixed offset, or null when Intl must decide. */
export function fixedOffsetWallClock(t: number, timeZone: string): Date | null {
  if (timeZone !== 'Africa/Johannesburg' || !(t >= SAST_SINCE)) return null;
  return new Date(t + SAST_OFFSET_MS);
}
