/**
 * Lite mode, the data-saver (docs/decisions/062-lite-mode.md): the customer's own switch, kept in a cookie so the
 * server answers the first page lighter, or the browser's `Save-Data: on` when the customer never chose.
 */
export const LITE_COOKIE = 'lekker.lite';

/** The `<html>` attribute the server (and the switch) sets: the early script, CSS and the app read it. */
export const LITE_ATTRIBUTE = 'data-lite';

/** On with the cookie `1`, off with `0`; without a choice, on when the browser asks to save data. */
export function resolveLite(sources: { cookie?: string | null; saveData?: string | null }): boolean {
  if (sources.cookie === '1') return true;
  if (sources.cookie === '0') return false;
  return sources.saveData?.trim().toLowerCase() === 'on';
}

/** A venue's initials for the tinted placeholder that stands in for its picture: "Kota King" → "KK". */
export function venueInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  const letters = words.slice(0, 2).map((w) => [...w.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}
