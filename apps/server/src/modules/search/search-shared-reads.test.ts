// Concurrent searches share the geometry read (catalogue version, largest radius), but each gets a read that started
// after its own call: an edit committed before a search is always seen by it.

import { describe, expect, it } from 'vitest';
import { sharedReads } from '../../lib/shared-reads.ts';

describe('sharedReads', () => {
  it('shares one read among callers waiting together, never one that started before the call', async () => {
    const pending: ((value: number) => void)[] = [];
    let version = 0;
    const read = sharedReads(
      () =>
        new Promise<number>((resolve) => {
          const seen = version;
          pending.push(() => resolve(seen));
        }),
    );
    const first = read();
    // Written after the first read started: the next callers must see it.
    version = 1;
    const second = read();
    const third = read();
    expect(pending.length).toBe(1);
    pending.shift()!(0);
    expect(await first).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    // One more read, started after both of them called, shared by both.
    expect(pending.length).toBe(1);
    pending.shift()!(0);
    expect(await second).toBe(1);
    expect(await third).toBe(1);
    // Nothing in flight: a new call reads at once.
    const fourth = read();
    expect(pending.length).toBe(1);
    pending.shift()!(0);
    expect(await fourth).toBe(1);
  });

  it('passes a failed read to the callers that shared it, and reads again afterwards', async () => {
    let calls = 0;
    const read = sharedReads(async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(read()).rejects.toThrow('connection lost');
    expect(await read()).toBe(2);
  });
});
