import { PRODUCT_NAME } from '@lekker/core/constants';
import type { RestaurantListItem } from '@lekker/core/contracts/catalogue';
import { useId } from 'react';
import { type RestaurantsParams, useRestaurantPages } from '@/api/restaurants.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useRevealed } from '@/lib/use-revealed.ts';
import { RestaurantCard } from './restaurant-card.tsx';

/** The best-rated open restaurants, highest first (ties keep the server's order). */
export function topPicks(restaurants: readonly RestaurantListItem[], limit = 4): RestaurantListItem[] {
  return restaurants
    .map((restaurant, index) => ({ restaurant, index }))
    .filter(({ restaurant }) => restaurant.is_open)
    .sort((a, b) => b.restaurant.average_rating - a.restaurant.average_rating || a.index - b.index)
    .slice(0, limit)
    .map(({ restaurant }) => restaurant);
}

type TopPicksProps = { params: RestaurantsParams };

/** Picks drawn with the section (a phone shows one and a half); the rest come a task each after it. */
export const PICKS_FIRST_PASS = 2;

const PICK_ITEM = 'flex w-64 shrink-0 snap-start lg:w-auto';

/** One pick; past the first pass an empty item, stretched to the row's height, until its turn comes. */
function Pick({ restaurant, index }: { restaurant: RestaurantListItem; index: number }) {
  const shown = useRevealed(index >= PICKS_FIRST_PASS);
  if (!shown) return <li aria-hidden="true" className={PICK_ITEM} />;
  return (
    <li className={PICK_ITEM}>
      {/* On a phone the picks are the first screen's images: the first two load at once. */}
      <RestaurantCard
        restaurant={restaurant}
        eagerImage={index < 2}
        priorityImage={index === 0}
        className="w-full"
      />
    </li>
  );
}

/** 'Top Picks on Lekker Eats': the 4 best-rated open restaurants of the list. */
export function TopPicks({ params }: TopPicksProps) {
  const headingId = useId();
  const t = useT();
  const query = useRestaurantPages(params);
  // The list below shows the error and its Retry button; no need to say it twice.
  if (query.isError) return null;
  // The server picks from the whole list (every page); an older answer without them falls back to the first page.
  const first = query.data?.pages[0];
  const picks = first?.top_picks ?? topPicks(first?.restaurants ?? []);
  if (query.isSuccess && picks.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold tracking-tight">
        {t('home.topPicks', { product: PRODUCT_NAME })}
      </h2>
      <ul className="scrollbar-none -mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0">
        {query.isPending
          ? Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} aria-hidden="true" className="w-64 shrink-0 lg:w-auto">
                <Skeleton className="aspect-[4/5] w-full rounded-card" />
              </li>
            ))
          : picks.map((restaurant, index) => (
              <Pick key={restaurant.id} restaurant={restaurant} index={index} />
            ))}
      </ul>
    </section>
  );
}
