// The restaurant facts line (rating, delivery time, delivery fee, distance) shown by the restaurant card, the menu
// page's hero and the search results: one markup so the texts, icons and screen-reader words stay the same.
import { formatKm, formatRand } from '@lekker/core/money';
import { formatAverage } from '@lekker/core/rating';
import { Bike, Clock, MapPin, Star } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/utils.ts';

export type RestaurantFactsData = {
  average_rating: number;
  /** False while the venue has no reviews: 'New' instead of the list's default rating. */
  has_rating: boolean;
  delivery_time_min: number;
  delivery_time_max: number;
  delivery_fee_cents: number;
  /** Unknown when the customer's location is not known. */
  distance_km?: number;
};

export type RestaurantFact = 'rating' | 'time' | 'fee' | 'distance';

const ALL_FACTS: readonly RestaurantFact[] = ['rating', 'time', 'fee', 'distance'];

type RestaurantFactsProps = {
  restaurant: Pick<
    RestaurantFactsData,
    'average_rating' | 'has_rating' | 'delivery_time_min' | 'delivery_time_max'
  > &
    Partial<Pick<RestaurantFactsData, 'delivery_fee_cents' | 'distance_km'>>;
  /** Which facts to show, in this order; default all (distance only when known). */
  facts?: readonly RestaurantFact[];
  className?: string;
};

/**
 * The star rating with its screen-reader word (also used on its own by the restaurant card); 'New' while the venue
 * has no reviews, never the list's default rating (decision 056).
 */
export function RatingFact({ rating, rated }: { rating: number; rated: boolean }) {
  const t = useT();
  if (!rated)
    return (
      <>
        <Star aria-hidden="true" className="size-4 text-amber-500" />
        <span className="sr-only">{t('facts.rating')}</span>
        {t('facts.new')}
      </>
    );
  return (
    <>
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span className="sr-only">{t('facts.rating')}</span>
      {/* Rounded as the reviews card rounds its average, so both show the same number. */}
      {formatAverage(rating)}
    </>
  );
}

export function RestaurantFacts({ restaurant: r, facts = ALL_FACTS, className }: RestaurantFactsProps) {
  const t = useT();
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
      {facts.map((fact) => {
        switch (fact) {
          case 'rating':
            return (
              <li key={fact} className="flex items-center gap-1">
                <RatingFact rating={r.average_rating} rated={r.has_rating} />
              </li>
            );
          case 'time':
            return (
              <li key={fact} className="flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                {t('facts.time', { min: r.delivery_time_min, max: r.delivery_time_max })}
              </li>
            );
          case 'fee':
            return r.delivery_fee_cents !== undefined ? (
              <li key={fact} className="flex items-center gap-1">
                <Bike aria-hidden="true" className="size-4" />
                {t('facts.fee', { fee: formatRand(r.delivery_fee_cents) })}
              </li>
            ) : null;
          case 'distance':
            return r.distance_km !== undefined ? (
              <li key={fact} className="flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" />
                {formatKm(r.distance_km)}
              </li>
            ) : null;
          default:
            return null;
        }
      })}
    </ul>
  );
}
