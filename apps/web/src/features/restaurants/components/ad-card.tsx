import type { AdCard as AdCardData } from '@lekker/core/contracts/catalogue';
import { formatRand } from '@lekker/core/money';
import { formatAverage } from '@lekker/core/rating';
import { Clock, Megaphone, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { CoverImage } from './cover-image.tsx';
import { restaurantPath } from './restaurant-card.tsx';

type AdCardProps = { ad: AdCardData; className?: string };

/** Sponsored card placed in the restaurant list; the whole card opens the advertised restaurant. */
export function AdCard({ ad, className }: AdCardProps) {
  return (
    <article
      data-testid="ad-card"
      className={cn(
        'relative flex flex-col overflow-hidden rounded-card border border-amber-300 bg-secondary shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <div className="relative aspect-[8/3]">
        {/* Ad artwork is a 640×240 banner. */}
        <CoverImage src={ad.image} alt={ad.restaurant_name} width={640} height={240} className="size-full" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 text-secondary-foreground">
        <Badge variant="default" className="self-start">
          <Megaphone aria-hidden="true" />
          Sponsored
        </Badge>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="truncate text-base font-semibold text-foreground">{ad.restaurant_name}</h3>
            <p className="truncate text-sm">{ad.cuisine}</p>
          </div>
          <p className="flex shrink-0 items-center gap-1 text-sm font-semibold text-foreground">
            <Star
              aria-hidden="true"
              className={ad.has_rating ? 'size-4 fill-amber-400 text-amber-600' : 'size-4 text-amber-600'}
            />
            <span className="sr-only">Rating </span>
            {ad.has_rating ? formatAverage(ad.rating) : 'New'}
          </p>
        </div>
        {ad.special_offer ? (
          <p className="text-lg leading-snug font-bold text-foreground">{ad.special_offer}</p>
        ) : null}
        {ad.offer_description ? <p className="text-sm">{ad.offer_description}</p> : null}
        <p className="flex items-center gap-3 text-sm">
          <span className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {ad.delivery_time} min
          </span>
          <span>{formatRand(ad.delivery_fee_cents)} delivery</span>
        </p>
        <Link
          to={restaurantPath(ad.restaurant_id)}
          className={cn(
            buttonVariants({ variant: 'default' }),
            'mt-auto w-full after:absolute after:inset-0 after:content-[""]',
          )}
        >
          {ad.cta_text}
          <span className="sr-only"> at {ad.restaurant_name} (sponsored)</span>
        </Link>
      </div>
    </article>
  );
}
