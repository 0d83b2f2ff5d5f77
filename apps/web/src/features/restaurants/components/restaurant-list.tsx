import { ADS_EVERY } from '@lekker/core/constants';
import type { RestaurantListItem } from '@lekker/core/contracts/catalogue';
import { interleaveAds } from '@lekker/core/restaurant-list';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useAds } from '@/api/ads.ts';
import { type RestaurantsParams, useRestaurantPages } from '@/api/restaurants.ts';
import { Button } from '@/components/ui/button.tsx';
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
  const noun = kind === 'grocery' ? 'store' : 'restaurant';
  return `${count}${more ? '+' : ''} ${noun}${count === 1 && !more ? '' : 's'} found`;
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

/** Cards rendered in the first pass; a page has 30 restaurants and their ads (docs/decisions/039-early-requests.md). */
export const FIRST_PASS = 12;

/**
 * Whether the whole feed may render: the first FIRST_PASS entries come at once, the rest one task later, so the
 * first screen is not held up by — and one main-thread task does not include — cards far below the fold. Once the
 * whole feed has rendered it stays so (filters and later pages render at once).
 */
function useWholeFeed(length: number): boolean {
  const [whole, setWhole] = useState(false);
  const long = length > FIRST_PASS;
  useEffect(() => {
    if (whole || !long) return;
    const timer = setTimeout(() => setWhole(true), 0);
    return () => clearTimeout(timer);
  }, [whole, long]);
  return whole || !long;
}

/** The restaurant grid (1, 2 or 3 columns) with sponsored cards, loading skeletons, empty and error states. */
export function RestaurantList({
  params,
  title,
  area,
  withAds = true,
  searchText = '',
  toolbar,
  id,
  className,
}: RestaurantListProps) {
  const headingId = useId();
  const restaurants = useRestaurantPages(params);
  const ads = useAds({ lat: params.lat, lng: params.lng }, { enabled: withAds });
  const heading = title ?? `Restaurants in ${area ?? 'your area'}`;

  // Every page loaded so far, in order: the ads interleave over the whole list, not page by page.
  const items = (restaurants.data?.pages ?? [])
    .flatMap((page) => page.restaurants)
    .filter((r) => matchesText(r, searchText));
  const count = items.length;
  const more = restaurants.hasNextPage;
  const allEntries = interleaveAds(items, withAds ? (ads.data?.ads ?? []) : [], ADS_EVERY);
  const whole = useWholeFeed(allEntries.length);
  const feed = whole ? allEntries : allEntries.slice(0, FIRST_PASS);
  const loadMore = () => {
    if (restaurants.hasNextPage && !restaurants.isFetchingNextPage) void restaurants.fetchNextPage();
  };
  // No next page before this one is all on screen (the end of a first pass is not the end of the page).
  const sentinel = useLoadMoreWhenVisible(restaurants.isSuccess && more && whole, loadMore);

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
          <p className="font-semibold">Failed to load restaurants. Please try again.</p>
          <p className="mt-1 text-sm text-muted-foreground">{restaurants.error.message}</p>
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => restaurants.refetch()}
            disabled={restaurants.isFetching}
          >
            <RefreshCw aria-hidden="true" className={cn(restaurants.isFetching && 'animate-spin')} />
            Retry
          </Button>
        </div>
      ) : feed.length === 0 ? (
        <p className="rounded-card border border-dashed bg-card p-8 text-center text-muted-foreground">
          No restaurants found matching your criteria.
        </p>
      ) : (
        <ul className={GRID}>
          {feed.map((entry, index) =>
            entry.type === 'restaurant' ? (
              <li key={`r-${entry.restaurant.id}`} className={FEED_ENTRY}>
                <RestaurantCard restaurant={entry.restaurant} eagerImage={index < 3} className="w-full" />
              </li>
            ) : (
              <li key={`ad-${entry.ad.id}`} className={FEED_ENTRY}>
                <AdCard ad={entry.ad} className="w-full" />
              </li>
            ),
          )}
        </ul>
      )}
      {restaurants.isSuccess && more && whole ? (
        <div ref={sentinel} className="flex justify-center">
          <Button variant="outline" onClick={loadMore} disabled={restaurants.isFetchingNextPage}>
            {restaurants.isFetchingNextPage ? 'Loading more…' : 'Show more'}
          </Button>
        </div>
      ) : null}
      {restaurants.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          Could not load more restaurants. Please try again.
        </p>
      ) : null}
    </section>
  );
}
