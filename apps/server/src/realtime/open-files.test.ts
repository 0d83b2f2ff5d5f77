import { describe, expect, it } from 'vitest';
import { connectionLimit, openFileLimit, PROCESS_FILES, socketCap } from './open-files.ts';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             63448                63448                processes
Max open files            20000                20000                files
Max locked memory         8388608              8388608              bytes
`;

describe('the socket cap keeps files free below the open-file limit', () => {
  it('reads the soft open-file limit', () => {
    expect(openFileLimit(() => LIMITS)).toBe(20_000);
    expect(
      openFileLimit(() => LIMITS.replace('20000                20000', 'unlimited  unlimited')),
    ).toBeNull();
    expect(
      openFileLimit(() => {
        throw new Error('no /proc here');
      }),
    ).toBeNull();
  });

  it('is the configured number, else the limit minus the headroom, else none', () => {
    expect(socketCap(500, 100, 20_000)).toBe(500);
    expect(socketCap(0, 100, 20_000)).toBe(19_900);
    expect(socketCap(0, 100, null)).toBe(Number.POSITIVE_INFINITY);
    expect(socketCap(0, 500, 256)).toBe(1);
  });

  it('leaves the process its own files below the connection limit, and the sockets fewer than that', () => {
    expect(connectionLimit(20_000)).toBe(20_000 - PROCESS_FILES);
    expect(connectionLimit(null)).toBeNull();
    expect(socketCap(0, 100, 20_000)).toBeLessThan(connectionLimit(20_000)!);
  });
});
