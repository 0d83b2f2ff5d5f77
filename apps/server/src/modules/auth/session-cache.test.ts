import { describe, expect, it, vi } from 'vitest';
import type { Viewer } from '../../domain/viewer.ts';
import { createSessionCache, sessionCacheKey } from './session-cache.ts';

const viewer = (userId: string, sessionId: string): Viewer => ({
  user: { id: userId, email: `${userId}@x.test`, name: userId, emailVerified: true },
  sessionId,
  roles: ['driver'],
});
const inOneHour = (t: number) => new Date(t + 3_600_000);

describe('sessionCacheKey', () => {
  it('hashes the session cookie (either name), ignores other cookies, and is null without one', () => {
    const k = sessionCacheKey('a=1; lekker.session_token=tok.sig; b=2');
    expect(k).toMatch(/^[\w-]{43}$/);
    expect(k).not.toContain('tok');
    expect(sessionCacheKey('lekker.session_token=tok.sig')).toBe(k);
    expect(sessionCacheKey('lekker.session_token=tok.sigX')).not.toBe(k);
    expect(sessionCacheKey('__Secure-lekker.session_token=tok.sig')).not.toBe(k);
    expect(sessionCacheKey('__Secure-lekker.session_token=tok.sig')).toMatch(/^[\w-]{43}$/);
    expect(sessionCacheKey('other.session_token=tok.sig')).toBeNull();
    expect(sessionCacheKey('a=1')).toBeNull();
    expect(sessionCacheKey(undefined)).toBeNull();
  });
});

describe('session cache', () => {
  it('keeps an entry for the TTL at most', () => {
    let t = 1_000_000;
    const cache = createSessionCache({ ttlMs: 30_000, now: () => t });
    expect(cache.put('k', viewer('u', 's'), inOneHour(t), cache.epoch())).toBe(true);
    t += 29_999;
    expect(cache.get('k')?.user.id).toBe('u');
    t += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it("never outlives the session's own expiry, and refuses a session already expired", () => {
    let t = 1_000_000;
    const cache = createSessionCache({ ttlMs: 30_000, now: () => t });
    expect(cache.put('k', viewer('u', 's'), new Date(t + 5000), cache.epoch())).toBe(true);
    t += 4999;
    expect(cache.get('k')).toBeDefined();
    t += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.put('k', viewer('u', 's'), new Date(t), cache.epoch())).toBe(false);
    expect(cache.put('k', viewer('u', 's'), new Date(t - 1), cache.epoch())).toBe(false);
    expect(cache.put('k', viewer('u', 's'), new Date(Number.NaN), cache.epoch())).toBe(false);
    expect(cache.size()).toBe(0);
  });

  it('forgets every session of a user at once, and refuses a lookup that started before', () => {
    const cache = createSessionCache();
    const t = Date.now();
    cache.put('k1', viewer('u', 's1'), inOneHour(t), cache.epoch());
    cache.put('k2', viewer('u', 's2'), inOneHour(t), cache.epoch());
    cache.put('k3', viewer('v', 's3'), inOneHour(t), cache.epoch());
    const started = cache.epoch(); // A lookup begins …
    cache.forgetUser('u'); // … the user signs out elsewhere …
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k2')).toBeUndefined();
    expect(cache.get('k3')).toBeDefined();
    // … and the lookup's (possibly pre-sign-out) answer is not kept.
    expect(cache.put('k1', viewer('u', 's1'), inOneHour(t), started)).toBe(false);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.put('k1', viewer('u', 's1'), inOneHour(t), cache.epoch())).toBe(true);
    cache.close();
  });

  it('the sweep drops sessions no longer valid, and a failed sweep clears everything', async () => {
    let valid = new Set(['s1', 's2']);
    const stillValid = vi.fn(async (_ids: string[]) => valid);
    const cache = createSessionCache({ stillValid, sweepMs: 0 });
    const t = Date.now();
    cache.put('k1', viewer('u', 's1'), inOneHour(t), cache.epoch());
    cache.put('k2', viewer('v', 's2'), inOneHour(t), cache.epoch());
    await cache.sweep();
    expect(stillValid).toHaveBeenCalledWith(['s1', 's2']);
    expect(cache.size()).toBe(2);
    valid = new Set(['s2']);
    await cache.sweep();
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k2')).toBeDefined();
    stillValid.mockRejectedValueOnce(new Error('database down'));
    const started = cache.epoch();
    await cache.sweep();
    expect(cache.size()).toBe(0);
    expect(cache.put('k2', viewer('v', 's2'), inOneHour(t), started)).toBe(false);
  });

  it('sweeps on its own every sweepMs while it holds entries', async () => {
    vi.useFakeTimers();
    try {
      const stillValid = vi.fn(async () => new Set<string>());
      const cache = createSessionCache({ stillValid, sweepMs: 1000 });
      await vi.advanceTimersByTimeAsync(3000);
      expect(stillValid).not.toHaveBeenCalled(); // Empty: no timer.
      cache.put('k', viewer('u', 's'), inOneHour(Date.now()), cache.epoch());
      await vi.advanceTimersByTimeAsync(1000);
      expect(stillValid).toHaveBeenCalledOnce();
      expect(cache.size()).toBe(0);
      await vi.advanceTimersByTimeAsync(3000);
      expect(stillValid).toHaveBeenCalledOnce(); // Emptied: the timer stopped.
    } finally {
      vi.useRealTimers();
    }
  });

  it('stores nothing more once full', () => {
    const cache = createSessionCache({ maxEntries: 2 });
    const t = Date.now();
    expect(cache.put('k1', viewer('u1', 's1'), inOneHour(t), cache.epoch())).toBe(true);
    expect(cache.put('k2', viewer('u2', 's2'), inOneHour(t), cache.epoch())).toBe(true);
    expect(cache.put('k3', viewer('u3', 's3'), inOneHour(t), cache.epoch())).toBe(false);
    expect(cache.put('k2', viewer('u2', 's2'), inOneHour(t), cache.epoch())).toBe(true);
  });
});
