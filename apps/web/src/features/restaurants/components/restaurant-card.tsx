import { ASSUMED_MIN_ORDER_CENTS } from '@lekker/core/constants';
import type { RestaurantListItem } from '@lekker/core/contracts/catalogue';
import { formatRand } from '@lekker/core/money';
import { hasFreeDeliveryText } from '@lekker/core/restaurant-list';
import { BadgeCheck, Percent, Tag } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { RatingFact, RestaurantFacts } from '@/components/restaurant-facts.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { t as translate } from '@/lib/i18n/i18n.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/utils.ts';
import { CoverImage } from './cover-image.tsx';

type RestaurantCardProps = {
  restaurant: RestaurantListItem;
  /** Load the image eagerly (the first cards on the page). */
  eagerImage?: boolean;
  /** Fetch the image before the page's other images (the first card on the first screen). */
  priorityImage?: boolean;
  className?: string;
};

export const restaurantPath = (id: string) => `/restaurant/${encodeURIComponent(id)}`;

/**
 * Free-delivery text (docs/product.md#restaurant-card, docs/decisions/009-free-delivery-text.md): shown when the minimum order is R150 or less. The list API does not send the
 * minimum order yet, so the assumed R50 applies (and the text shows) unless a `minimum_order_cents` is given.
 */
export function freeDeliveryText(restaurant: object): string | null {
  const given = (restaurant as { minimum_order_cents?: unknown }).minimum_order_cents;
  const minimum = typeof given === 'number' ? given : ASSUMED_MIN_ORDER_CENTS;
  return hasFreeDeliveryText(minimum) ? translate('card.minOrder', { amount: formatRand(minimum) }) : null;
}

/**
 * One restaurant of the list. The whole card opens /restaurant/{id} (the name's link is stretched over the
 * card); the button reads 'Closed' and is disabled when the restaurant is not open.
 */
function Card({ restaurant: r, eagerImage = false, priorityImage = false, className }: RestaurantCardProps) {
  const to = restaurantPath(r.id);
  const freeDelivery = freeDeliveryText(r);
  const t = useT();
  return (
    <article
      data-testid="restaurant-card"
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border bg-card shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <div className="relative aspect-video">
        <CoverImage
          src={r.image}
          alt={r.name}
          eager={eagerImage}
          priority={priorityImage}
          className="size-full"
        />
        {r.is_partnered ? (
          <Badge variant="success" className="absolute top-3 left-3 shadow">
            <BadgeCheck aria-hidden="true" />
            {t('card.partnered')}
          </Badge>
        ) : null}
        {!r.is_open ? (
          <Badge variant="muted" className="absolute top-3 right-3 shadow">
            {t('card.closedNow')}
          </Badge>
        ) : null}
        {r.promotion_label ? (
          // A live promotion (docs/product.md#promotions).
          <Badge
            variant="destructive"
            className="absolute bottom-3 left-3 text-sm shadow"
            data-testid="restaurant-card-promotion"
          >
            <Percent aria-hidden="true" />
            {r.promotion_label}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="truncate text-base font-semibold">
              <Link
                to={to}
                className="rounded-sm after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-ring"
              >
                {r.name}
              </Link>
            </h3>
            <p className="truncate text-sm text-muted-foreground">{r.cuisine}</p>
          </div>
          <p className="flex shrink-0 items-center gap-1 text-sm font-semibold">
            <RatingFact rating={r.average_rating} rated={r.has_rating} />
          </p>
        </div>
        <RestaurantFacts restaurant={r} facts={['time', 'fee', 'distance']} />
        {r.status_label ? (
          <p className="text-sm font-medium text-amber-900" data-testid="restaurant-card-status">
            {r.status_label}
          </p>
        ) : null}
        {freeDelivery ? (
          <p className="flex items-center gap-1 text-sm font-medium text-success">
            <Tag aria-hidden="true" className="size-4" />
            {freeDelivery}
          </p>
        ) : null}
        <div className="relative z-10 mt-auto">
          {r.is_open ? (
            <Button asChild className="w-full">
              <Link to={to} aria-label={t('card.viewMenuOf', { name: r.name })}>
                {t('card.viewMenu')}
              </Link>
            </Button>
          ) : (
            <Button className="w-full" variant="muted" disabled>
              {t('card.closed')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * Memoised: a restaurant from the query cache keeps its identity across the home page's re-renders (the location
 * status, the ads, the viewer arriving), so the 30 cards of a page are not rendered again each time — each such
 * re-render was a 100 ms main-thread task on Lighthouse's phone (docs/decisions/039-early-requests.md).
 */
export const RestaurantCard = memo(Card);
