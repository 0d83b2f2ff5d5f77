import { Redis } from 'ioredis';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Fixed-window counters: in memory for one instance, in Redis when several instances share the limits. */
export type RateLimitStore = {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The current count of a key without adding to it (0 when absent or expired). */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
};

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async hit(key, windowMs) {
      const t = now();
      if (t - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
        lastSweep = t;
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetInMs: w.resetAt - t };
    },
    async peek(key) {
      const t = now();
      const w = windows.get(key);
      return !w || w.resetAt <= t ? { count: 0, resetInMs: 0 } : { count: w.count, resetInMs: w.resetAt - t };
    },
  };
}

/**
 * The Redis client of the shared limits. No offline queue: while Redis is away a check fails at once and falls back
 * to this instance's counters instead of waiting for a reconnect.
 */
export function createRateLimitRedis(url: string): Redis {
  return new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false });
}

/**
 * Counters shared through Redis. While Redis is unreachable the check falls back to this instance's own counters
 * (limits stay on, per instance) instead of failing the request; it uses Redis again once it is back. Give it a
 * client without an offline queue so a check never waits for a reconnect.
 */
export function createRedisRateLimitStore(
  redis: Redis,
  prefix = 'rl:',
  fallback: RateLimitStore = createMemoryRateLimitStore(),
): RateLimitStore {
  return {
    async hit(key, windowMs) {
      try {
        return await redisHit(prefix + key, windowMs);
      } catch {
        return fallback.hit(key, windowMs);
      }
    },
    async peek(key) {
      try {
        const [[, count], [, ttl]] = (await redis
          .multi()
          .get(prefix + key)
          .pttl(prefix + key)
          .exec()) as [[unknown, string | null], [unknown, number]];
        return count === null
          ? { count: 0, resetInMs: 0 }
          : { count: Number(count), resetInMs: Math.max(0, ttl) };
      } catch {
        return fallback.peek(key);
      }
    },
  };

  async function redisHit(k: string, windowMs: number) {
    const [[, count], [, ttl]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec()) as [
      [unknown, number],
      [unknown, number],
      [unknown, number],
    ];
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }
}

export type RateRule = { limit: number; windowMs: number };

export function createRateLimiter(store: RateLimitStore) {
  return {
    /** Counts one event (e.g. a wrong password) against a key. */
    hit: (key: string, windowMs: number) => store.hit(key, windowMs),
    peek: (key: string) => store.peek(key),
    /** Counts one attempt against every key; refused when any key is over its limit. */
    async check(keys: { key: string; rule: RateRule }[]): Promise<RateLimitResult> {
      let retryAfterMs = 0;
      for (const { key, rule } of keys) {
        const { count, resetInMs } = await store.hit(key, rule.windowMs);
        if (count > rule.limit) retryAfterMs = Math.max(retryAfterMs, resetInMs);
      }
      return { allowed: retryAfterMs === 0, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
