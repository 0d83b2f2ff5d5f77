// A pile-up of distinct uncached searches (PGlite has one connection: ~80 ms each) is refused at once with a clear
// 503 beyond a bound, instead of queueing for many seconds; searches sharing a build in flight are never refused.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors.ts';
import type { SearchRepository } from './search.repository.ts';
import { createSearchService } from './search.service.ts';
import { createSearchGate, createSearchNearMemo, SEARCH_NEAR_MEMO_LIMITS } from './search-near-memo.ts';

/** A repository whose text matches wait until released; nothing matches. */
function slowRepo() {
  const waiting: (() => void)[] = [];
  let dishReads = 0;
  const later = <T>(value: T) => new Promise<T>((resolve) => waiting.push(() => resolve(value)));
  const repo = {
    geometry: async () => ({ catalogueVersion: 1, maxRadiusKm: 10 }),
    reach: async () => ({ ids: [], cells: [], catalogueVersion: 1 }),
    findRestaurants: () => later([]),
    findDishes: () => {
      dishReads++;
      return later([]);
    },
    venues: async () => [],
  } as unknown as SearchRepository;
  return {
    repo,
    dishReads: () => dishReads,
    release: async () => {
      while (waiting.length) {
        for (const w of waiting.splice(0)) w();
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

const at = (q: string) => ({ q, lat: -25.856, lng: 25.6403, limit: 20 });

describe('search gate', () => {
  it('refuses a build beyond the bound with search_busy (503), shares builds in flight, recovers', async () => {
    const slow = slowRepo();
    const memo = createSearchNearMemo(slow.repo, SEARCH_NEAR_MEMO_LIMITS, createSearchGate(2));
    const search = createSearchService(slow.repo, () => new Date('2026-11-18T10:00:00Z'), memo);
    const first = [search.search(at('pizza')), search.search(at('kota')), search.search(at('pizza'))];
    await new Promise((resolve) => setImmediate(resolve));
    // The third term would be a third build: refused at once.
    const refused = await search.search(at('chicken')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).code).toBe('search_busy');
    expect(slow.dishReads()).toBe(2);
    await slow.release();
    for (const answer of await Promise.all(first)) expect(answer.results).toEqual([]);
    // Nationwide (exact) searches go through the same gate, and it is free again.
    const next = search.search(at('chicken'));
    const national = search.search({ q: 'chicken', limit: 20 });
    await new Promise((resolve) => setImmediate(resolve));
    await slow.release();
    expect((await next).results).toEqual([]);
    expect((await national).results).toEqual([]);
    expect(memo.gate.pending()).toBe(0);
  });
});
