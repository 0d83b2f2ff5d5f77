import { PLACEHOLDER_IMAGE } from '@lekker/core/constants';
import type { RestaurantDetail } from '@lekker/core/contracts/catalogue';
import { nonBlank } from '@lekker/core/restaurant-list';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { LitePicture } from '@/components/lite-picture.tsx';
import { RestaurantFacts } from '@/components/restaurant-facts.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { t as translate } from '@/lib/i18n/i18n.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** Cover image: the cover, else the logo, else the placeholder (docs/product.md#menu-page). */
export function coverImageOf(restaurant: Pick<RestaurantDetail, 'cover_image_url' | 'logo_url'>): string {
  return nonBlank(restaurant.cover_image_url) ?? nonBlank(restaurant.logo_url) ?? PLACEHOLDER_IMAGE;
}

/** Cuisine line: the cuisine type, default 'Restaurant'. */
export function cuisineOf(restaurant: Pick<RestaurantDetail, 'cuisine_type'>): string {
  return nonBlank(restaurant.cuisine_type) ?? translate('menu.cuisineDefault');
}

type RestaurantHeroProps = { restaurant: RestaurantDetail };

/** Top of the menu page: cover image, name, cuisine, badges and the delivery facts. */
export function RestaurantHero({ restaurant: r }: RestaurantHeroProps) {
  const [failed, setFailed] = useState(false);
  const t = useT();
  const src = failed ? PLACEHOLDER_IMAGE : coverImageOf(r);
  return (
    <div className="overflow-hidden rounded-card border bg-card shadow-sm">
      <LitePicture name={r.name} className="aspect-[3/1] w-full">
        <img
          src={src}
          alt=""
          width={1200}
          height={400}
          sizes="(min-width: 1152px) 1152px, 100vw"
          loading="eager"
          fetchPriority="high"
          decoding="async"
          onError={() => setFailed(true)}
          data-testid="restaurant-cover"
          className="aspect-[3/1] w-full bg-muted object-cover"
        />
      </LitePicture>
      <div className="space-y-2 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">{r.name}</h1>
          {r.is_partnered ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden="true" />
              {t('card.partnered')}
            </Badge>
          ) : null}
          {!r.is_open ? <Badge variant="muted">{t('card.closedNow')}</Badge> : null}
        </div>
        <p className="text-muted-foreground">{cuisineOf(r)}</p>
        {/* Why it is closed and until when, or the load-shedding limited menu (from the shared open status). */}
        {r.status_label ? (
          <p className="text-sm font-semibold text-amber-900" data-testid="restaurant-status-label">
            {r.status_label}
          </p>
        ) : null}
        <RestaurantFacts restaurant={r} />
        {r.address ? <p className="text-sm text-muted-foreground">{r.address}</p> : null}
        {r.description ? <p className="max-w-2xl text-sm">{r.description}</p> : null}
      </div>
    </div>
  );
}
