import { PLACEHOLDER_IMAGE } from '@lekker/core/constants';
import type { SearchResult } from '@lekker/core/contracts/search';
import { formatRand } from '@lekker/core/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { RestaurantFacts } from '@/components/restaurant-facts.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

const restaurantPath = (id: string) => `/restaurant/${encodeURIComponent(id)}`;

function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? PLACEHOLDER_IMAGE : src}
      alt=""
      width={96}
      height={96}
      sizes="96px"
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-20 shrink-0 rounded-xl bg-muted object-cover sm:size-24"
    />
  );
}

/** One restaurant found, with its matching dishes (each opens the restaurant's menu). */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const r = result.restaurant;
  const to = restaurantPath(r.id);
  const t = useT();
  return (
    <article className="space-y-3 rounded-card border bg-card p-4 shadow-sm" data-testid="search-result">
      <div className="flex gap-3">
        <Thumbnail src={r.image} />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="min-w-0 font-semibold wrap-anywhere">
              <Link to={to} className="rounded-sm underline-offset-4 hover:underline">
                {r.name}
              </Link>
            </h3>
            {r.kind === 'grocery' ? <Badge variant="secondary">{t('search.grocery')}</Badge> : null}
            {!r.is_open ? <Badge variant="muted">{t('card.closedNow')}</Badge> : null}
          </div>
          <p className="text-sm text-muted-foreground">{r.cuisine}</p>
          <RestaurantFacts restaurant={r} facts={['rating', 'time', 'distance']} className="gap-x-3" />
        </div>
      </div>
      {result.items.length > 0 ? (
        <div>
          <h4 className="sr-only">{t('search.matchingDishes', { name: r.name })}</h4>
          <ul className="divide-y rounded-xl border">
            {result.items.map((item) => (
              <li key={item.id}>
                <Link
                  to={to}
                  className="flex items-start justify-between gap-3 px-3 py-2 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                >
                  <span className="min-w-0">
                    <span className="block font-medium wrap-anywhere">{item.name}</span>
                    {item.description ? (
                      <span className="line-clamp-1 text-muted-foreground">{item.description}</span>
                    ) : null}
                  </span>
                  <span className="shrink-0 font-semibold text-primary">{formatRand(item.price_cents)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
