import { ADS_EVERY } from '@lekker/core/constants';
import type { AdCard as AdCardData, RestaurantListItem } from '@lekker/core/contracts/catalogue';
import { type FeedEntry as Entry, interleaveAds } from '@lekker/core/restaurant-list';
import { RefreshCw } from 'lucide-react';
import { memo, type ReactNode, useEffect, useId, useRef } from 'react';
import { useAds } from '@/api/ads.ts';
import { type RestaurantsParams, useRestaurantPages } from '@/api/restaurants.ts';
import { Button } from '@/components/ui/button.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useRevealed } from '@/lib/use-revealed.ts';
import { cn } from '@/lib/utils.ts';
import { AdCard } from './ad-card.tsx';
import { RestaurantCard } from './restaurant-card.tsx';
import { RestaurantCardSkeleton } from './restaurant-card-skeleton.tsx';

type RestaurantListProps = {
  params: RestaurantsParams;
  /** Heading; defaults to 'Restaurants in {area or 'your area'}'. */
  title?: string;
  /** Place name of the customer's location, used in the default heading. */
  area?: string;
  /** Show sponsored cards after every 4th restaurant (default true). */
  withAds?: boolean;
  /** Client-side text filter on name and cuisine (the Explore page's search). */
  searchText?: string;
  /** Controls shown between the heading and the grid (the filters). */
  toolbar?: ReactNode;
  /**
   * Entries rendered with the list (default FIRST_PASS); the rest come a few per task after it. The home page, whose
   * list starts below the first screen, passes 0.
   */
  firstPass?: number;
  id?: string;
  className?: string;
};

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';
/**
 * A feed entry the browser may skip laying out and painting while it is far from the screen (`content-visibility:
 * auto`): a page holds 30 cards and their ads, of which a phone shows one or two. It keeps its last rendered height
 * (`auto`), about a card's until then, so the scrollbar and the entries below stay put. Still in the DOM and the
 * accessibility tree; find-in-page and focus reach it.
 */
const FEED_ENTRY = 'flex [content-visibility:auto] [contain-intrinsic-size:auto_430px]';

function matchesText(restaurant: RestaurantListItem, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [restaurant.name, restaurant.cuisine, restaurant.address ?? ''].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

function countText(count: number, kind: RestaurantsParams['kind'], more = false): string {
  return t('list.count', {
    count,
    kind: kind === 'grocery' ? 'grocery' : 'restaurant',
    more: more ? 'yes' : 'no',
  });
}

/** Asks for the next page when the end of the list scrolls into view (300 px early); the button is the fallback. */
function useLoadMoreWhenVisible(enabled: boolean, loadMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '300px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

/**
 * Feed entries rendered in the commit that shows the list; the rest come a few per task after it (`useRevealed`),
 * each in its own room meanwhile (docs/decisions/039-early-requests.md). Two rows on a wide screen; on a phone the
 * list starts below Top Picks.
 */
export const FIRST_PASS = 6;

type FeedEntryProps = { entry: Entry<RestaurantListItem, AdCardData>; index: number; firstPass: number };
type FeedEntryViewProps = {
  restaurant?: RestaurantListItem;
  ad?: AdCardData;
  index: number;
  firstPass: number;
};

/** One entry of the feed; past the first pass, an empty entry of a card's height until its turn comes. */
const FeedEntryView = memo(function FeedEntryView({ restaurant, ad, index, firstPass }: FeedEntryViewProps) {
  const shown = useRevealed(index >= firstPass);
  if (!shown) return <li aria-hidden="true" className={cn(FEED_ENTRY, 'min-h-[430px]')} />;
  return (
    <li className={FEED_ENTRY}>
      {restaurant ? (
        <RestaurantCard restaurant={restaurant} eagerImage={index < 3} className="w-full" />
      ) : null}
      {ad ? <AdCard ad={ad} className="w-full" /> : null}
    </li>
  );
});

/** The entry's own objects (from the query cache, stable across renders) as props, so the memo holds. */
function FeedEntry({ entry, index, firstPass }: FeedEntryProps) {
  return entry.type === 'restaurant' ? (
    <FeedEntryView restaurant={entry.restaurant} index={index} firstPass={firstPass} />
  ) : (
    <FeedEntryView ad={entry.ad} index={index} firstPass={firstPass} />
  );
}

/** The restaurant grid (1, 2 or 3 columns) with sponsored cards, loading skeletons, empty and error states. */
export function RestaurantList({
  params,
  title,
  area,
  withAds = true,
  searchText = '',
  toolbar,
  firstPass = FIRST_PASS,
  id,
  className,
}: RestaurantListProps) {
  const headingId = useId();
  const restaurants = useRestaurantPages(params);
  const ads = useAds({ lat: params.lat, lng: params.lng }, { enabled: withAds });
  useT();
  const heading = title ?? (area ? t('list.headingIn', { area }) : t('list.headingNear'));

  // Every page loaded so far, in order: the ads interleave over the whole list, not page by page.
  const items = (restaurants.data?.pages ?? [])
    .flatMap((page) => page.restaurants)
    .filter((r) => matchesText(r, searchText));
  const count = items.length;
  const more = restaurants.hasNextPage;
  const feed = interleaveAds(items, withAds ? (ads.data?.ads ?? []) : [], ADS_EVERY);
  const loadMore = () => {
    if (restaurants.hasNextPage && !restaurants.isFetchingNextPage) void restaurants.fetchNextPage();
  };
  const sentinel = useLoadMoreWhenVisible(restaurants.isSuccess && more, loadMore);

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      aria-busy={restaurants.isPending}
      className={cn('scroll-mt-40 space-y-4', className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {heading}
        </h2>
        {restaurants.isSuccess ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {countText(count, params.kind, more)}
          </p>
        ) : null}
      </div>

      {toolbar}

      {restaurants.isPending ? (
        <div className={GRID}>
          <span className="sr-only" role="status">
            Loading restaurants…
          </span>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <RestaurantCardSkeleton key={index} />
          ))}
        </div>
      ) : restaurants.isError ? (
        <div role="alert" className="rounded-card border bg-card p-6 text-center">
          <p className="font-semibold">{t('list.failed')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{restaurants.error.message}</p>
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => restaurants.refetch()}
            disabled={restaurants.isFetching}
          >
            <RefreshCw aria-hidden="true" className={cn(restaurants.isFetching && 'animate-spin')} />
            {t('common.retry')}
          </Button>
        </div>
      ) : feed.length === 0 ? (
        <p className="rounded-card border border-dashed bg-card p-8 text-center text-muted-foreground">
          {t('list.empty')}
        </p>
      ) : (
        <ul className={GRID} data-testid="restaurant-feed">
          {feed.map((entry, index) => (
            <FeedEntry
              key={entry.type === 'restaurant' ? `r-${entry.restaurant.id}` : `ad-${entry.ad.id}`}
              entry={entry}
              index={index}
              firstPass={firstPass}
            />
          ))}
        </ul>
      )}
      {restaurants.isSuccess && more ? (
        <div ref={sentinel} className="flex justify-center">
          <Button variant="outline" onClick={loadMore} disabled={restaurants.isFetchingNextPage}>
            {restaurants.isFetchingNextPage ? t('list.loadingMore') : t('list.showMore')}
          </Button>
        </div>
      ) : null}
      {restaurants.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {t('list.moreFailed')}
        </p>
      ) : null}
    </section>
  );
}
