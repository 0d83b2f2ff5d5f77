// GET /api/restaurants in keyset pages: SQL reads only the venues that can deliver to the point (or the national
// list by rating), the core list rules decide everything else. docs/decisions/012-near-me-in-sql.md.

import {
  RESTAURANT_PAGE_SIZE,
  type RestaurantListItem,
  type RestaurantListQuery,
  type RestaurantListResponse,
  TOP_PICKS_COUNT,
} from '@lekker/core/contracts/catalogue';
import type { RestaurantRow } from '@lekker/core/restaurant-list';
import {
  applyRestaurantFilters,
  isWithinServiceRadius,
  sortRestaurants,
  toRestaurantListItem,
} from '@lekker/core/restaurant-list';
import { createVenueStatusMemo } from '@lekker/core/venue-status';
import { z } from 'zod';
import { cacheMemosOn } from '../../config.ts';
import { badRequest } from '../../domain/errors.ts';
import { sharedReads } from '../../lib/shared-reads.ts';
import {
  createListAreaMemo,
  type ListAreaMemo,
  type MemoOutcome,
  type NearVenue,
  nearestFirst,
  reachByRating,
  unpinnedVenues,
  venuesInReach,
} from './restaurant-list.memo.ts';
import {
  type CardPromotionRow,
  type DistanceKey,
  type ListRow,
  type RatingKey,
  type RestaurantListRepository,
  ratingKeyOf,
} from './restaurant-list.repository.ts';
import { originOf } from './restaurants.service.ts';

/**
 * Where the previous page stopped in each stream: `d` in the nearby pinned venues (distance, id), `r` in the
 * rating-ordered stream (the unpinned venues near a point, or every venue nationally). `o` says which list it
 * belongs to, so a near-me cursor is not replayed on the national list.
 */
const CursorSchema = z.object({
  o: z.enum(['near', 'rating']),
  d: z.tuple([z.number(), z.uuid()]).nullable(),
  r: z.tuple([z.number(), z.uuid()]).nullable(),
});
type Cursor = z.infer<typeof CursorSchema>;

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(text: string | undefined, mode: Cursor['o']): Cursor {
  if (text === undefined) return { o: mode, d: null, r: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const cursor = CursorSchema.safeParse(parsed);
  if (!cursor.success || cursor.data.o !== mode)
    throw badRequest('cursor is invalid: start again from the first page', {
      cursor: 'cursor is invalid (a different list, or damaged)',
    });
  return cursor.data;
}

type Entry<K> = { item: RestaurantListItem; key: K };

/**
 * Reads a keyset stream in growing batches until `want` rows pass `keep` or the stream ends. The first batch
 * (`want` rows) is given: the page reads both streams' first batches in one statement. The SQL narrowing keeps
 * a superset, so filters that only the core can decide (open now, load-shedding minutes) cost extra batches,
 * never wrong answers.
 */
function collect<K, R = ListRow>(
  first: Iterable<R> & { readonly length: number },
  fetch: (after: K, limit: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  toItem: (row: R) => RestaurantListItem,
  keep: (item: RestaurantListItem) => boolean,
  want: number,
): Promise<Entry<K>[]> | Entry<K>[] {
  const out: Entry<K>[] = [];
  let last: R | undefined;
  const take = (rows: Iterable<R>) => {
    for (const row of rows) {
      last = row;
      const item = toItem(row);
      if (!keep(item)) continue;
      out.push({ item, key: keyOf(row) });
      if (out.length === want) return true;
    }
    return false;
  };
  if (take(first) || first.length < want) return out;
  return (async () => {
    let batch = want;
    for (;;) {
      const after = keyOf(last!);
      batch = Math.min(batch * 4, 1000);
      const rows = await fetch(after, batch);
      if (take(rows) || rows.length < batch) return out;
    }
  })();
}

const byId = (a: { item: RestaurantListItem }, b: { item: RestaurantListItem }) =>
  a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0;

/**
 * The live promotions' badges of some venues (modules/promotions); none when not given. `labelsFrom` labels
 * promotion rows already read (the page statement reads those of its venues), `labelsFor` reads them.
 */
export type PromotionLabels = {
  labelsFor(restaurantIds: string[]): Promise<Map<string, string>>;
  labelsFrom(rows: CardPromotionRow[]): Map<string, string>;
};

/**
 * What the list read besides its answer: the catalogue version of its first statement (the answer cache's label),
 * and how it used the area memo (decision 041; absent without a point).
 */
export type ListReadInfo = { catalogueVersion?: number; memo?: MemoOutcome; memoMs?: number };

/** A stream that the memo answers from memory: no more rows to fetch. */
const noMore = () => Promise.resolve([]);

export function createRestaurantListService(
  repo: RestaurantListRepository,
  clock: () => Date = () => new Date(),
  promotionLabels?: PromotionLabels,
  /** The area memo of decision 041 (null: every point asks the database, as before it; CACHE_MEMOS=off). */
  memo: ListAreaMemo | null = cacheMemosOn() ? createListAreaMemo(repo) : null,
) {
  const currentVersion = sharedReads(() => repo.version());
  // The area memo's rows are the same objects for every request of a version: their open status is worked out once
  // a minute, not per answer.
  const statusOf = createVenueStatusMemo();
  /**
   * Adds the short promotion badge to the cards that have one (docs/decisions/022-promotions.md): from the rows
   * the page statement read for the venues it covers, a read of their own for any other venue (later batches).
   */
  async function withPromotions(
    items: RestaurantListItem[],
    read: { rows: CardPromotionRow[]; cover: Set<string> },
  ): Promise<RestaurantListItem[]> {
    if (!promotionLabels || items.length === 0) return items;
    const labels = promotionLabels.labelsFrom(read.rows);
    const others = items.filter((i) => !read.cover.has(i.id)).map((i) => i.id);
    if (others.length > 0)
      for (const [id, label] of await promotionLabels.labelsFor(others)) labels.set(id, label);
    return items.map((i) => (labels.has(i.id) ? { ...i, promotion_label: labels.get(i.id)! } : i));
  }

  /**
   * The page from both streams' heads (and Top Picks when asked): the core sort over them, each stream's cursor after
   * its last row shown, the promotion badges.
   */
  async function answer(
    cursor: Cursor,
    limit: number,
    near: Entry<DistanceKey>[],
    rated: Entry<RatingKey>[],
    picks: Entry<RatingKey>[] | null,
    promotionsRead: { rows: CardPromotionRow[]; cover: Set<string> },
  ): Promise<RestaurantListResponse> {
    // The core sort over both streams' heads; input in id order so its ties match SQL's (…, id) keysets.
    const entries = [...near, ...rated].sort(byId);
    const sorted = sortRestaurants(entries.map((e) => e.item));
    const page = sorted.slice(0, limit);
    const onPage = new Set(page.map((item) => item.id));
    // Each stream resumes after its last row shown (or where it stood, when none of its rows made the page).
    const lastOf = (stream: Entry<DistanceKey | RatingKey>[], previous: [number, string] | null) => {
      const key = stream.filter((e) => onPage.has(e.item.id)).at(-1)?.key;
      return key ? ([key[0], key[1]] as [number, string]) : previous;
    };
    const next_cursor =
      sorted.length > limit
        ? encodeCursor({ o: cursor.o, d: lastOf(near, cursor.d), r: lastOf(rated, cursor.r) })
        : null;

    const response: RestaurantListResponse = {
      restaurants: await withPromotions(page, promotionsRead),
      count: page.length,
      next_cursor,
    };
    if (picks)
      response.top_picks = await withPromotions(
        picks.map((e) => e.item),
        promotionsRead,
      );
    return response;
  }

  return {
    /**
     * One page of the list. With a point: venues that deliver there, nearest first, merged with the unpinned
     * ones by the core sort (two keyset streams, each read only as far as the page needs). Without: every
     * live venue by rating. Either way, the core rules (defaults, radius, filters, open status, sort) decide.
     * `info` receives the catalogue version the first statement saw (decision 036).
     */
    async list(query: RestaurantListQuery, info?: ListReadInfo): Promise<RestaurantListResponse> {
      const now = clock();
      const origin = originOf(query);
      const limit = query.limit ?? RESTAURANT_PAGE_SIZE;
      const scope = { kind: query.kind, filters: query };
      const cursor = decodeCursor(query.cursor, origin ? 'near' : 'rating');
      // The card's fields: the list leaves out opening hours (the detail has them).
      const toItem = (row: RestaurantRow) => toRestaurantListItem(row, { now, origin, withHours: false });
      const toAreaItem = (row: RestaurantRow) =>
        toRestaurantListItem(row, { now, origin, withHours: false, statusMemo: statusOf });
      const keep = (item: RestaurantListItem) =>
        isWithinServiceRadius(item) && applyRestaurantFilters([item], query).length === 1;
      const want = limit + 1;
      const topPicks = Boolean(query.top_picks && query.cursor === undefined);

      if (origin && memo) {
        // The version first, the area after: an area read at this version or later (decision 041).
        const started = performance.now();
        const version = await currentVersion();
        const { area, outcome } = await memo.area(origin, version);
        if (info) {
          info.memo = outcome;
          info.memoMs = performance.now() - started;
        }
        if (area) {
          if (info) info.catalogueVersion = version;
          const reach = venuesInReach(area, origin, query.kind);
          const after = cursor.d;
          const nearRows =
            after === null
              ? reach
              : reach.filter(
                  (v) => v.distanceKm > after[0] || (v.distanceKm === after[0] && v.row.id > after[1]),
                );
          const near = await collect<DistanceKey, NearVenue>(
            nearestFirst(nearRows),
            noMore,
            (v) => [v.distanceKm, v.row.id],
            (v) => toAreaItem(v.row),
            keep,
            want,
          );
          const rated = await collect<RatingKey, RestaurantRow>(
            unpinnedVenues(area, query.kind, cursor.r),
            noMore,
            ratingKeyOf,
            toAreaItem,
            keep,
            want,
          );
          // Only open venues can be picks: the closed ones are passed over before their card is built (their status,
          // reopening time included, is worked out once a minute per row by the status memo).
          const picks = topPicks
            ? await collect<RatingKey, RestaurantRow>(
                reachByRating(area, reach, query.kind).filter((row) => statusOf(row, now).status.open),
                noMore,
                ratingKeyOf,
                toAreaItem,
                (item) => item.is_open && keep(item),
                TOP_PICKS_COUNT,
              )
            : null;
          // Every venue of the area is covered: its promotions were read with it.
          const rows: CardPromotionRow[] = [];
          const cover = new Set<string>();
          for (const e of [...near, ...rated, ...(picks ?? [])])
            if (!cover.has(e.item.id)) {
              cover.add(e.item.id);
              rows.push(...(area.promotions.get(e.item.id) ?? []));
            }
          return answer(cursor, limit, near, rated, picks, { rows, cover });
        }
      }

      // Both streams' first batches in one round trip; a stream reads on only when the core filters dropped rows.
      const first = await repo.page(origin, scope, { near: cursor.d, rated: cursor.r }, want);
      if (info) info.catalogueVersion = first.catalogueVersion;
      const promotionsRead = { rows: first.promotions, cover: first.promotionsCover };
      const near: Entry<DistanceKey>[] = origin
        ? await collect<DistanceKey>(
            first.near,
            (after, n) => repo.nearby(origin, scope, after, n),
            (row) => [row.distanceKm!, row.id],
            toItem,
            keep,
            want,
          )
        : [];
      const rated: Entry<RatingKey>[] = await collect<RatingKey>(
        first.rated,
        (after, n) => repo.byRating(origin ? 'unpinned' : 'all', scope, after, n),
        ratingKeyOf,
        toItem,
        keep,
        want,
      );
      let picks: Entry<RatingKey>[] | null = null;
      if (topPicks) {
        const where = origin ? { deliversTo: origin } : ('all' as const);
        picks = await collect<RatingKey>(
          await repo.byRating(where, scope, null, TOP_PICKS_COUNT),
          (after, n) => repo.byRating(where, scope, after, n),
          ratingKeyOf,
          toItem,
          (item) => item.is_open && keep(item),
          TOP_PICKS_COUNT,
        );
      }
      return answer(cursor, limit, near, rated, picks, promotionsRead);
    },
  };
}
export type RestaurantListService = ReturnType<typeof createRestaurantListService>;
