// The area memo's bookkeeping on a fake repository: which area a point is in, one build per area and version shared
// by concurrent requests, a newer version rebuilds, an older one reuses, too large areas and failures, the bounds.
// That its answers equal the near-me statement is restaurant-list.property.db.test.ts.

import { distanceFrom, type RestaurantRow } from '@lekker/core/restaurant-list';
import { describe, expect, it } from 'vitest';
import { sharedReads } from '../../lib/shared-reads.ts';
import {
  areaOf,
  createListAreaMemo,
  LIST_AREA_MEMO_LIMITS,
  type ListArea,
  type NearVenue,
  nearestFirst,
  reachByRating,
  venuesInReach,
} from './restaurant-list.memo.ts';
import type { AreaBounds, RestaurantListRepository } from './restaurant-list.repository.ts';

const venue = (
  id: string,
  latitude: number | null,
  longitude: number | null,
  extra: Partial<RestaurantRow> = {},
) =>
  ({
    id,
    kind: 'restaurant',
    name: id,
    address: null,
    cuisine_type: null,
    rating: null,
    estimated_delivery_time: null,
    delivery_fee_cents: null,
    is_open: true,
    opening_hours: null,
    latitude,
    longitude,
    service_radius_km: null,
    cover_image_url: null,
    image_url: null,
    logo_url: null,
    is_partnered: null,
    ...extra,
  }) as RestaurantRow;

function fakeRepo(opts: { version: () => number; rows?: number; fail?: () => boolean }) {
  const calls: AreaBounds[] = [];
  let release: (() => void) | null = null;
  let gate: Promise<void> | null = null;
  const repo = {
    area: async (bounds: AreaBounds, limit: number) => {
      calls.push(bounds);
      if (gate) await gate;
      if (opts.fail?.()) throw new Error('database down');
      const count = opts.rows ?? 2;
      const pinned = Array.from({ length: count }, (_, i) =>
        venue(`v${i}`, (bounds.latMin + bounds.latMax) / 2, (bounds.lngMin + bounds.lngMax) / 2, {
          rating: 3 + (i % 3),
        }),
      );
      return {
        pinned: pinned.slice(0, limit + 1),
        unpinned: [venue('u', null, null)],
        promotions: [],
        catalogueVersion: opts.version(),
        tooMany: count + 1 > limit,
      };
    },
  } as unknown as RestaurantListRepository;
  return {
    repo,
    calls,
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release() {
      gate = null;
      release?.();
    },
  };
}

const MAHIKENG = { latitude: -25.856, longitude: 25.6403 };

describe('list area memo', () => {
  it('puts a point in its 0.2° area, edges included, and none off the map', () => {
    const a = areaOf(MAHIKENG)!;
    expect(a.key).toBe('-130,128');
    expect(a.bounds.latMin).toBeLessThanOrEqual(MAHIKENG.latitude);
    expect(a.bounds.latMax).toBeGreaterThanOrEqual(MAHIKENG.latitude);
    // Exactly on an edge: inside the bounds of the area it is given.
    for (const p of [
      { latitude: -25.8, longitude: 25.6 },
      { latitude: -26, longitude: 28.2 },
      { latitude: 0, longitude: 0 },
    ]) {
      const { bounds } = areaOf(p)!;
      expect(p.latitude).toBeGreaterThanOrEqual(bounds.latMin);
      expect(p.latitude).toBeLessThanOrEqual(bounds.latMax);
      expect(p.longitude).toBeGreaterThanOrEqual(bounds.lngMin);
      expect(p.longitude).toBeLessThanOrEqual(bounds.lngMax);
    }
    expect(areaOf({ latitude: Number.NaN, longitude: 25 })).toBeNull();
    expect(areaOf({ latitude: -25, longitude: Number.POSITIVE_INFINITY })).toBeNull();
  });

  it('builds an area once per version; concurrent requests share the build; an older version reuses it', async () => {
    let version = 5;
    const fake = fakeRepo({ version: () => version });
    const memo = createListAreaMemo(fake.repo);
    fake.hold();
    const first = memo.area(MAHIKENG, 5);
    const second = memo.area({ latitude: -25.85, longitude: 25.65 }, 5);
    fake.release();
    const [a, b] = await Promise.all([first, second]);
    expect(fake.calls).toHaveLength(1);
    expect([a.outcome, b.outcome]).toEqual(['build', 'shared']);
    expect(a.area).toBe(b.area);
    expect((await memo.area(MAHIKENG, 5)).outcome).toBe('hit');
    // A request that read an older version may use the newer entry (never older than what it must see).
    expect((await memo.area(MAHIKENG, 4)).outcome).toBe('hit');
    version = 6;
    const c = await memo.area(MAHIKENG, 6);
    expect(c.outcome).toBe('build');
    expect(c.area!.version).toBe(6);
    expect(fake.calls).toHaveLength(2);
    expect(memo.stats()).toMatchObject({ entries: 1, build: 2, shared: 1, hit: 2, direct: 0 });
  });

  it('labels an entry with the version its statement read, when newer than the one asked', async () => {
    const fake = fakeRepo({ version: () => 9 });
    const memo = createListAreaMemo(fake.repo);
    expect((await memo.area(MAHIKENG, 7)).area!.version).toBe(9);
    expect((await memo.area(MAHIKENG, 9)).outcome).toBe('hit');
    expect(fake.calls).toHaveLength(1);
  });

  it('remembers a too large area as such for its version (the database answers), and forgets failures', async () => {
    let version = 1;
    const big = fakeRepo({ version: () => version, rows: 10 });
    const memo = createListAreaMemo(big.repo, { ...LIST_AREA_MEMO_LIMITS, maxAreaRows: 5 });
    expect(await memo.area(MAHIKENG, 1)).toEqual({ area: null, outcome: 'direct' });
    expect(await memo.area(MAHIKENG, 1)).toEqual({ area: null, outcome: 'direct' });
    expect(big.calls).toHaveLength(1);
    version = 2;
    await memo.area(MAHIKENG, 2);
    expect(big.calls).toHaveLength(2);

    let down = true;
    const flaky = fakeRepo({ version: () => 1, fail: () => down });
    const memo2 = createListAreaMemo(flaky.repo);
    await expect(memo2.area(MAHIKENG, 1)).rejects.toThrow('database down');
    down = false;
    expect((await memo2.area(MAHIKENG, 1)).outcome).toBe('build');
    expect(flaky.calls).toHaveLength(2);
  });

  it('keeps at most maxEntries areas and maxRows rows, least recently used first out', async () => {
    const fake = fakeRepo({ version: () => 1, rows: 3 });
    const memo = createListAreaMemo(fake.repo, { maxEntries: 3, maxRows: 1000, maxAreaRows: 100 });
    const at = (k: number) => ({ latitude: -25.9, longitude: 20.1 + k * 0.2 });
    for (const k of [0, 1, 2]) await memo.area(at(k), 1);
    await memo.area(at(0), 1); // 0 is now the most recent
    await memo.area(at(3), 1); // evicts 1
    expect(memo.stats()).toMatchObject({ entries: 3, rows: 12 });
    expect((await memo.area(at(0), 1)).outcome).toBe('hit');
    expect((await memo.area(at(1), 1)).outcome).toBe('build');

    const byRows = createListAreaMemo(fakeRepo({ version: () => 1, rows: 3 }).repo, {
      maxEntries: 100,
      maxRows: 8,
      maxAreaRows: 100,
    });
    for (const k of [0, 1, 2]) await byRows.area(at(k), 1);
    // 4 rows per area: the oldest goes, the two newest stay.
    expect(byRows.stats()).toMatchObject({ entries: 2, rows: 8 });
    expect((await byRows.area(at(2), 1)).outcome).toBe('hit');
  });

  it('shares the rows of one version between areas', async () => {
    const fake = fakeRepo({ version: () => 1, rows: 1 });
    const memo = createListAreaMemo(fake.repo);
    const a = (await memo.area({ latitude: -25.9, longitude: 20.1 }, 1)).area!;
    const b = (await memo.area({ latitude: -25.9, longitude: 20.3 }, 1)).area!;
    expect(a.unpinned[0]!.row).toBe(b.unpinned[0]!.row);
  });

  it('finds the venues within their own radius, nearest first, and merges Top Picks by rating then id', async () => {
    const rows = {
      pinned: [
        venue('a', -25.9, 25.6, { rating: 4.5, service_radius_km: 5 }),
        venue('b', -25.95, 25.6, { rating: 4.5 }),
        venue('c', -26.2, 25.6, { rating: 5 }),
        venue('d', -25.901, 25.6, { rating: 3, kind: 'grocery' }),
      ],
      unpinned: [venue('u', null, null, { rating: 4.5 }), venue('w', -25, null, { rating: 5 })],
    };
    const repo = {
      area: async () => ({ ...rows, promotions: [], catalogueVersion: 1, tooMany: false }),
    } as unknown as RestaurantListRepository;
    const { area } = await createListAreaMemo(repo).area({ latitude: -25.9, longitude: 25.6 }, 1);
    const near = [...nearestFirst(venuesInReach(area!, { latitude: -25.9, longitude: 25.6 }, undefined))];
    // c is 33 km away with the default 10 km radius: not reachable.
    expect(near.map((v) => v.row.id)).toEqual(['a', 'd', 'b']);
    expect(
      venuesInReach(area!, { latitude: -25.9, longitude: 25.6 }, 'grocery').map((v) => v.row.id),
    ).toEqual(['d']);
    expect(reachByRating(area!, near, undefined).map((r) => r.id)).toEqual(['w', 'a', 'b', 'u', 'd']);
  });

  it('shares version reads: a caller always gets a read started after its call, at most one in flight', async () => {
    let version = 1;
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const pending: (() => void)[] = [];
    const read = () => {
      inFlight++;
      most = Math.max(most, inFlight);
      const seen = version;
      started.push(seen);
      return new Promise<number>((resolve) =>
        pending.push(() => {
          inFlight--;
          resolve(seen);
        }),
      );
    };
    const current = sharedReads(read);
    const a = current();
    // A write commits while a's read is in flight: b and c called after it must see it.
    version = 2;
    const b = current();
    const c = current();
    expect(started).toEqual([1]);
    pending.shift()!();
    expect(await a).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    pending.shift()!();
    expect([await b, await c]).toEqual([2, 2]);
    expect(most).toBe(1);
    // Idle again: the next caller reads at once.
    version = 3;
    const d = current();
    expect(started).toEqual([1, 2, 3]);
    pending.shift()!();
    expect(await d).toBe(3);
  });

  it('a failed version read fails its callers only; the next read goes ahead', async () => {
    let calls = 0;
    const current = sharedReads(async () => {
      calls++;
      if (calls === 1) throw new Error('down');
      return 7;
    });
    const a = current();
    const b = current();
    await expect(a).rejects.toThrow('down');
    expect(await b).toBe(7);
    expect(await current()).toBe(7);
    expect(calls).toBe(3);
  });

  it('orders the venues in reach nearest first as far as they are read, as a full sort does (ties by id)', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 50; round++) {
      const n = Math.floor(next() * 300);
      // Few distinct distances, so ties (decided by id) are common.
      const venues: NearVenue[] = Array.from({ length: n }, (_, i) => ({
        row: venue(`v${Math.floor(next() * 1e6)}-${i}`, null, null),
        distanceKm: Math.floor(next() * 20) / 2,
      }));
      const sorted = venues
        .slice()
        .sort((a, b) => a.distanceKm - b.distanceKm || (a.row.id < b.row.id ? -1 : 1));
      const lazy = nearestFirst(venues);
      expect(lazy.length).toBe(n);
      expect([...lazy]).toEqual(sorted);
      // A page reads the first few only; reading again starts again; the input is left as it was.
      const firstFew: NearVenue[] = [];
      for (const v of lazy) {
        firstFew.push(v);
        if (firstFew.length === 31) break;
      }
      expect(firstFew).toEqual(sorted.slice(0, 31));
      expect([...lazy]).toEqual(sorted);
    }
    expect([...nearestFirst([])]).toEqual([]);
  });

  it('passes over by latitude only venues that the core would find out of their radius', () => {
    let seed = 3;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const origin = { latitude: -25.85, longitude: 25.64 };
    // Venues around the point, some exactly one radius due north or south (the latitude bound's edge).
    const pinned = Array.from({ length: 2000 }, (_, i) => {
      const radiusKm = [5, 10, 20][i % 3]!;
      const edge = i % 7 === 0;
      const latitude = edge
        ? origin.latitude + ((next() < 0.5 ? -1 : 1) * radiusKm) / ((6371 * Math.PI) / 180)
        : origin.latitude + (next() - 0.5) * 0.6;
      const longitude = edge ? origin.longitude : origin.longitude + (next() - 0.5) * 0.6;
      return {
        row: venue(`v${i}`, latitude, longitude, { service_radius_km: radiusKm }),
        latitude,
        longitude,
        radiusKm,
        negRating: 0,
      };
    });
    const area = { version: 1, pinned, unpinned: [], promotions: new Map(), rows: pinned.length } as ListArea;
    const expected = pinned
      .filter((v) => distanceFrom(origin, v)! <= v.radiusKm)
      .map((v) => v.row.id)
      .sort();
    const got = venuesInReach(area, origin, undefined)
      .map((v) => v.row.id)
      .sort();
    expect(got).toEqual(expected);
    expect(expected.length).toBeGreaterThan(100);
    expect(expected.length).toBeLessThan(pinned.length);
  });
});
