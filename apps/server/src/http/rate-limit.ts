import { Redis } from 'ioredis';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Fixed-window counters: in memory for one instance, in Redis when several instances share the limits. */
export type RateLimitStore = {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The current count of a key without adding to it (0 when absent or expired). */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  /** Takes a key for at most `ttlMs` if nobody holds it (true), in one step; `release` gives it back. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  release(key: string): Promise<void>;
};

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const claims = new Map<string, number>();
  let lastSweep = now();
  return {
    async claim(key, ttlMs) {
      const t = now();
      const until = claims.get(key);
      if (until !== undefined && until > t) return false;
      claims.set(key, t + ttlMs);
      return true;
    },
    async release(key) {
      claims.delete(key);
    },
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

/** A limit check Redis has not answered in this long falls back to this instance's counters. */
export const RATE_LIMIT_REDIS_TIMEOUT_MS = 250;
/** After a failed check the limits stay on this instance's counters this long before Redis is asked again. */
export const RATE_LIMIT_REDIS_RETRY_MS = 5000;

/**
 * The Redis client of the shared limits (docs/decisions/047-redis-outage.md). No offline queue: while Redis is away a
 * check fails at once; a command timeout: while it is hung a check fails within RATE_LIMIT_REDIS_TIMEOUT_MS. Either
 * way the check falls back to this instance's counters instead of waiting.
 */
export function createRateLimitRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: RATE_LIMIT_REDIS_TIMEOUT_MS,
  });
}

/**
 * Counters shared through Redis. Fails open to this instance (docs/decisions/047-redis-outage.md): while Redis is
 * unreachable or hung the check falls back to this instance's own counters (limits stay on, per instance) instead of
 * failing the request; after a failure Redis is left alone for RATE_LIMIT_REDIS_RETRY_MS, so a hung Redis costs one
 * check a timeout, not every check. Give it the client of `createRateLimitRedis` (no offline queue, a command timeout).
 */
export function createRedisRateLimitStore(
  redis: Redis,
  options: { prefix?: string; fallback?: RateLimitStore; now?: () => number } = {},
): RateLimitStore {
  const prefix = options.prefix ?? 'rl:';
  const fallback = options.fallback ?? createMemoryRateLimitStore();
  const now = options.now ?? Date.now;
  /** Until when checks skip Redis (a failure moments ago). */
  let skipUntil = 0;
  async function shared<T>(ask: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (now() < skipUntil) return local();
    try {
      return await ask();
    } catch {
      skipUntil = now() + RATE_LIMIT_REDIS_RETRY_MS;
      return local();
    }
  }
  return {
    claim: (key, ttlMs) =>
      shared(
        async () => (await redis.set(`${prefix}claim:${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK',
        () => fallback.claim(key, ttlMs),
      ),
    async release(key) {
      await fallback.release(key);
      if (now() >= skipUntil) await redis.del(`${prefix}claim:${key}`).catch(() => {});
    },
    hit: (key, windowMs) =>
      shared(
        () => redisHit(prefix + key, windowMs),
        () => fallback.hit(key, windowMs),
      ),
    peek: (key) =>
      shared(
        () => redisPeek(prefix + key),
        () => fallback.peek(key),
      ),
  };

  async function redisPeek(k: string) {
    const [[, count], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [
      [unknown, string | null],
      [unknown, number],
    ];
    return count === null
      ? { count: 0, resetInMs: 0 }
      : { count: Number(count), resetInMs: Math.max(0, ttl) };
  }

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
    claim: (key: string, ttlMs: number) => store.claim(key, ttlMs),
    release: (key: string) => store.release(key),
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
