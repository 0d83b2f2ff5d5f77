// The admins' dispatch board (docs/decisions/072-dispatch-board-and-learnt-road-factor.md): what a driver's dot
// means and how long an order has waited for a driver. Pure, shared by the server's board and its tests.
import { DRIVER_POSITION_FRESH_MS } from './driver.ts';

export type BoardDriverState = 'free' | 'on_job' | 'stale';

/** Seconds since the driver's last position (never below 0: clocks differ), or null when none was reported. */
export function positionAgeSeconds(updatedAt: Date | null, now: Date): number | null {
  if (!updatedAt) return null;
  return Math.max(0, Math.floor((now.getTime() - updatedAt.getTime()) / 1000));
}

/**
 * A driver on shift on the board: 'stale' when their position is unknown or older than the 2 minutes offers need
 * (the dispatcher cannot use them, whatever they hold), else 'on_job' while holding an order, else 'free'.
 */
export function boardDriverState(input: { busy: boolean; ageSeconds: number | null }): BoardDriverState {
  if (input.ageSeconds === null || input.ageSeconds * 1000 >= DRIVER_POSITION_FRESH_MS) return 'stale';
  return input.busy ? 'on_job' : 'free';
}

/** Since when an order has waited for a driver: since it was ready when it is, else since the venue accepted it. */
export function waitingSince(o: { readyAt: Date | null; confirmedAt: Date | null; createdAt: Date }): Date {
  return o.readyAt ?? o.confirmedAt ?? o.createdAt;
}

/** Whole minutes between `since` and `now`, never below 0. */
export function ageMinutes(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
}
