import { describe, expect, it } from 'vitest';
import { ageMinutes, boardDriverState, positionAgeSeconds, waitingSince } from './dispatch-board.ts';

const now = new Date('2026-12-06T12:00:00Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000);

describe('dispatch board', () => {
  it('reads a position age in whole seconds, never negative, null when unknown', () => {
    expect(positionAgeSeconds(ago(95.6), now)).toBe(95);
    expect(positionAgeSeconds(new Date(now.getTime() + 4000), now)).toBe(0);
    expect(positionAgeSeconds(null, now)).toBeNull();
  });

  it('a driver is stale from 2 minutes or without a position, else free or on a job', () => {
    expect(boardDriverState({ busy: false, ageSeconds: 30 })).toBe('free');
    expect(boardDriverState({ busy: true, ageSeconds: 119 })).toBe('on_job');
    expect(boardDriverState({ busy: false, ageSeconds: 120 })).toBe('stale');
    expect(boardDriverState({ busy: true, ageSeconds: 600 })).toBe('stale');
    expect(boardDriverState({ busy: false, ageSeconds: null })).toBe('stale');
  });

  it('an order waits since it was ready, else since accepted, else since placed', () => {
    const createdAt = ago(900);
    expect(waitingSince({ readyAt: ago(60), confirmedAt: ago(600), createdAt })).toEqual(ago(60));
    expect(waitingSince({ readyAt: null, confirmedAt: ago(600), createdAt })).toEqual(ago(600));
    expect(waitingSince({ readyAt: null, confirmedAt: null, createdAt })).toEqual(createdAt);
    expect(ageMinutes(ago(599), now)).toBe(9);
    expect(ageMinutes(new Date(now.getTime() + 60_000), now)).toBe(0);
  });
});
