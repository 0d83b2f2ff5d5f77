// GET /api/restaurants in keyset pages: SQL reads only the venues that can deliver to the point (or the national
// list by rating), the core list rules decide everything else. docs/decisions/012-near-me-in-sql.md.
import {
  RESTAURANT_PAGE_SIZE,
  type RestaurantListItem,
  type RestaurantListQuery,
  type RestaurantListResponse,
  TOP_PICKS_COUNT,
} from '@lekker/core/contracts/catalogue';
import {
  applyRestaurantFilters,
  isWithinServiceRadius,
  sortRestaurants,
  toRestaurantListItem,
} from '@lekker/core/restaurant-list';
import { z } from 'zod';
import { badRequest } from '../../domain/errors.ts';
import {
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
function collect<K>(
  first: ListRow[],
  fetch: (after: K, limit: number) => Promise<ListRow[]>,
  keyOf: (row: ListRow) => K,
  toItem: (row: ListRow) => RestaurantListItem,
  keep: (item: RestaurantListItem) => boolean,
  want: number,
): Promise<Entry<K>[]> | Entry<K>[] {
  const out: Entry<K>[] = [];
  const take = (rows: ListRow[]) => {
    for (const row of rows) {
      const item = toItem(row);
      if (!keep(item)) continue;
      out.push({ item, key: keyOf(row) });
      if (out.length === want) return true;
    }
    return false;
  };
  if (take(first) || first.length < want) return out;
  return (async () => {
    let rows = first;
    let batch = want;
    for (;;) {
      const after = keyOf(rows[rows.length - 1]!);
      batch = Math.min(batch * 4, 1000);
      rows = await fetch(after, batch);
      if (take(rows) || rows.length < batch) return out;
    }
  })();
}

const byId = (a: { item: RestaurantListItem }, b: { item: RestaurantListItem }) =>
  a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0;

/** The card's fields: the list leaves out opening hours (the detail has them). */
function lean(item: RestaurantListItem): RestaurantListItem {
  const { opening_hours: _hours, ...card } = item;
  return card;
}

/** The live promotions' badges of some venues (modules/promotions); none when not given. */
export type PromotionLabels = (restaurantIds: string[]) => Promise<Map<string, string>>;

export function createRestaurantListService(
  repo: RestaurantListRepository,
  clock: () => Date = () => new Date(),
  promotionLabels?: PromotionLabels,
) {
  /** Adds the short promotion badge to the cards that have one (docs/decisions/022-promotions.md). */
  async function withPromotions(items: RestaurantListItem[]): Promise<RestaurantListItem[]> {
    if (!promotionLabels || items.length === 0) return items;
    const labels = await promotionLabels(items.map((i) => i.id));
    return items.map((i) => (labels.has(i.id) ? { ...i, promotion_label: labels.get(i.id)! } : i));
  }

  return {
    /**
     * One page of the list. With a point: venues that deliver there, nearest first, merged with the unpinned
     * ones by the core sort (two keyset streams, each read only as far as the page needs). Without: every
     * live venue by rating. Either way, the core rules (defaults, radius, filters, open status, sort) decide.
     */
    async list(query: RestaurantListQuery): Promise<RestaurantListResponse> {
      const now = clock();
      const origin = originOf(query);
      const limit = query.limit ?? RESTAURANT_PAGE_SIZE;
      const scope = { kind: query.kind, filters: query };
      const cursor = decodeCursor(query.cursor, origin ? 'near' : 'rating');
      const toItem = (row: ListRow) => toRestaurantListItem(row, { now, origin });
      const keep = (item: RestaurantListItem) =>
        isWithinServiceRadius(item) && applyRestaurantFilters([item], query).length === 1;

      const want = limit + 1;
      // Both streams' first batches in one round trip; a stream reads on only when the core filters dropped rows.
      const first = await repo.page(origin, scope, { near: cursor.d, rated: cursor.r }, want);
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
        restaurants: await withPromotions(page.map(lean)),
        count: page.length,
        next_cursor,
      };
      if (query.top_picks && query.cursor === undefined) {
        const where = origin ? { deliversTo: origin } : ('all' as const);
        const picks = await collect<RatingKey>(
          await repo.byRating(where, scope, null, TOP_PICKS_COUNT),
          (after, n) => repo.byRating(where, scope, after, n),
          ratingKeyOf,
          toItem,
          (item) => item.is_open && keep(item),
          TOP_PICKS_COUNT,
        );
        response.top_picks = await withPromotions(picks.map((e) => lean(e.item)));
      }
      return response;
    },
  };
}
export type RestaurantListService = ReturnType<typeof createRestaurantListService>;
