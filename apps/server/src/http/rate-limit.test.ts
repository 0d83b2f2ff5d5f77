import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createRedisRateLimitStore, RATE_LIMIT_REDIS_RETRY_MS } from './rate-limit.ts';

/** A Redis whose every transaction fails (unreachable, or a command timeout), counting the attempts. */
function failingRedis() {
  const calls = { n: 0 };
  const chain = {
    incr: () => chain,
    pexpire: () => chain,
    pttl: () => chain,
    get: () => chain,
    exec: async () => {
      calls.n += 1;
      throw new Error('Command timed out');
    },
  };
  return { redis: { multi: () => chain } as unknown as Redis, calls };
}

describe('shared rate limits while Redis fails', () => {
  it("fall back to this instance's counters and leave Redis alone for a while after a failure", async () => {
    let t = 0;
    const { redis, calls } = failingRedis();
    const store = createRedisRateLimitStore(redis, { now: () => t });
    expect(await store.hit('k', 60_000)).toMatchObject({ count: 1 });
    expect(calls.n).toBe(1);
    // Within the pause: counted here, Redis is not asked (a hung Redis costs one timeout, not one per check).
    expect(await store.hit('k', 60_000)).toMatchObject({ count: 2 });
    expect(await store.peek('k')).toMatchObject({ count: 2 });
    expect(calls.n).toBe(1);
    // After it: Redis is tried again.
    t = RATE_LIMIT_REDIS_RETRY_MS;
    expect(await store.hit('k', 60_000)).toMatchObject({ count: 3 });
    expect(calls.n).toBe(2);
  });
});
