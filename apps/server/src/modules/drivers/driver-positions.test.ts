import { describe, expect, it } from 'vitest';
import { createPositionBuffer, type PendingPosition, WRITE_THROUGH_AFTER_MS } from './driver-positions.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 24, 10, 0, 0) + ms);
const position = (userId: string, ms: number, latitude = -25.85): PendingPosition => ({
  userId,
  latitude,
  longitude: 25.64,
  heading: null,
  speedKmh: null,
  accuracy: null,
  at: at(ms),
});

function setup(flushMs = 1000) {
  let now = 0;
  const saved: PendingPosition[][] = [];
  let failing = false;
  const buffer = createPositionBuffer({
    save: async (rows) => {
      if (failing) throw new Error('database away');
      saved.push(rows);
    },
    flushMs,
    clock: () => at(now),
  });
  return {
    buffer,
    saved,
    advance: (ms: number) => {
      now += ms;
    },
    fail: (value: boolean) => {
      failing = value;
    },
  };
}

describe('driver positions: pushed at once, written in batches', () => {
  it("a driver's first position is written at once; the next ones wait and only the latest is written", async () => {
    const t = setup();
    await t.buffer.record(position('a', 0));
    expect(t.saved).toEqual([[position('a', 0)]]);
    t.advance(200);
    await t.buffer.record(position('a', 200, -25.86));
    t.advance(200);
    await t.buffer.record(position('a', 400, -25.87));
    expect(t.saved).toHaveLength(1);
    expect(t.buffer.pending('a')).toEqual(position('a', 400, -25.87));
    await t.buffer.flush();
    expect(t.saved[1]).toEqual([position('a', 400, -25.87)]);
    expect(t.buffer.pending('a')).toBeUndefined();
    await t.buffer.close();
  });

  it('many drivers share one batch', async () => {
    const t = setup();
    for (const id of ['a', 'b', 'c']) await t.buffer.record(position(id, 0));
    t.advance(500);
    for (const id of ['a', 'b', 'c']) await t.buffer.record(position(id, 500));
    await t.buffer.flush();
    expect(t.saved).toHaveLength(4);
    expect(t.saved[3]!.map((r) => r.userId)).toEqual(['a', 'b', 'c']);
    await t.buffer.close();
  });

  it('after 30 s without a write the position is written at once again (its freshness decides offers)', async () => {
    const t = setup();
    await t.buffer.record(position('a', 0));
    t.advance(WRITE_THROUGH_AFTER_MS + 1);
    await t.buffer.record(position('a', WRITE_THROUGH_AFTER_MS + 1));
    expect(t.saved).toHaveLength(2);
    await t.buffer.close();
  });

  it('a failed batch is kept for the next one unless a newer position arrived', async () => {
    const t = setup();
    await t.buffer.record(position('a', 0));
    await t.buffer.record(position('b', 0));
    t.advance(100);
    await t.buffer.record(position('a', 100));
    await t.buffer.record(position('b', 100));
    t.fail(true);
    const failing = t.buffer.flush();
    await t.buffer.record(position('b', 150)); // Arrives while the batch is being written.
    await failing;
    t.fail(false);
    await t.buffer.flush();
    expect(t.saved.at(-1)).toEqual([position('b', 150), position('a', 100)]);
    await t.buffer.close();
  });

  it('flushMs 0 writes every position at once', async () => {
    const t = setup(0);
    await t.buffer.record(position('a', 0));
    await t.buffer.record(position('a', 1));
    expect(t.saved).toHaveLength(2);
    expect(t.buffer.pending('a')).toBeUndefined();
  });
});
