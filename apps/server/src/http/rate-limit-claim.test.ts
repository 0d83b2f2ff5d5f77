import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore, createRedisRateLimitStore, type RateLimitStore } from './rate-limit.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A claim is taken by one of many at once and free again once released (docs/decisions/044-limits-in-one-statement-or-lock.md). */
describe('rate-limit store claims', () => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const prefix = `rl-test-${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    await redis.del(`${prefix}claim:k`);
    redis.disconnect();
  });

  let clock = 1_000;
  const stores: [string, () => RateLimitStore][] = [
    ['memory', () => createMemoryRateLimitStore(() => clock)],
    ['redis', () => createRedisRateLimitStore(redis, { prefix })],
  ];
  for (const [name, make] of stores)
    it(`${name}: one of 20 claims at once wins; released, it can be taken again`, async () => {
      const store = make();
      const wins = await Promise.all(Array.from({ length: 20 }, () => store.claim('k', 10_000)));
      expect(wins.filter(Boolean)).toHaveLength(1);
      await store.release('k');
      expect(await store.claim('k', 10_000)).toBe(true);
      await store.release('k');
    });

  it('memory: a claim nobody released runs out after its time', async () => {
    const store = createMemoryRateLimitStore(() => clock);
    expect(await store.claim('k', 500)).toBe(true);
    expect(await store.claim('k', 500)).toBe(false);
    clock += 501;
    expect(await store.claim('k', 500)).toBe(true);
  });
});
