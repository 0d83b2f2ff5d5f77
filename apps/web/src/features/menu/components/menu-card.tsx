import { PLACEHOLDER_IMAGE } from '@lekker/core/constants';
import type { MenuItem, PublicPromotion } from '@lekker/core/contracts/catalogue';
import { formatRand } from '@lekker/core/money';
import { type ReactNode, useId, useState } from 'react';
import { LitePicture } from '@/components/lite-picture.tsx';
import { type QueryLike, QueryState } from '@/components/query-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useRevealed } from '@/lib/use-revealed.ts';
import { groupMenu } from '../group-menu.ts';

type MenuCardProps = {
  /** The menu query: loading, error (with Retry) and empty are told apart. */
  query: QueryLike<{ items: readonly MenuItem[]; promotions?: readonly PublicPromotion[] }>;
  /** The cart control of an item (Add / Customize, or minus and plus). */
  renderAction: (item: MenuItem) => ReactNode;
};

function MenuItemImage({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <LitePicture name={alt} className="size-20 shrink-0 rounded-lg sm:size-24">
      <img
        src={!src || failed ? PLACEHOLDER_IMAGE : src}
        alt={alt}
        width={96}
        height={96}
        sizes="96px"
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="size-20 shrink-0 rounded-lg bg-muted object-cover sm:size-24"
      />
    </LitePicture>
  );
}

/** The badge of each dish a dish-only promotion covers (whole-menu promotions have the banner). */
function promotedDishes(promotions: readonly PublicPromotion[] | undefined): Map<string, string> {
  const labels = new Map<string, string>();
  for (const p of promotions ?? [])
    for (const id of p.item_ids ?? [])
      if (!labels.has(id)) labels.set(id, p.label.replace(/ selected dishes$/, ''));
  return labels;
}

/** Dishes rendered with the menu; the rest come a few per task after it (`useRevealed`), each in its room. */
export const MENU_FIRST_PASS = 4;

function MenuItemRow({
  item,
  action,
  heading,
  promotion,
  deferred,
}: {
  item: MenuItem;
  action: () => ReactNode;
  heading: 'h3' | 'h4';
  promotion?: string;
  /** Past the first pass: an empty row of a dish's height (with its `item-<id>` anchor) until its turn comes. */
  deferred: boolean;
}) {
  const shown = useRevealed(deferred);
  const t = useT();
  const Heading = heading;
  if (!shown) {
    return (
      <li id={`item-${item.id}`} aria-hidden="true" className="min-h-28 scroll-mt-24 rounded-xl border" />
    );
  }
  return (
    // `item-<id>`: a story's "Order <dish>" link lands here (/restaurant/:id#item-<id>).
    <li
      id={`item-${item.id}`}
      className="flex min-w-0 scroll-mt-24 gap-3 rounded-xl border p-3 target:ring-2 target:ring-primary"
      data-testid="menu-item"
    >
      <MenuItemImage src={item.image_url} alt={item.name} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Heading className="font-semibold wrap-anywhere">{item.name}</Heading>
        {item.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
        ) : null}
        <p className="flex flex-wrap items-center gap-2 font-semibold text-primary">
          {formatRand(item.price_cents)}
          {promotion ? (
            <Badge variant="destructive" data-testid="menu-item-promotion">
              {promotion}
            </Badge>
          ) : null}
        </p>
        {/* Sold out for today: listed so regulars see it, but it cannot be added until it is back. */}
        <div className="mt-auto pt-1">
          {item.is_available ? (
            action()
          ) : (
            <span className="inline-flex rounded-full bg-muted px-3 py-1 text-sm font-semibold text-muted-foreground">
              {t('menu.soldOut')}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}

function MenuLoading() {
  const t = useT();
  return (
    <>
      <p role="status" className="text-muted-foreground">
        {t('menu.loading')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
    </>
  );
}

/**
 * The Menu card: 'Browse available items' in a two-column grid, grouped by category when items have one. A failed
 * load says so with Retry; only a menu that loaded with nothing on it reads 'No items available right now.'
 */
export function MenuCard({ query, renderAction }: MenuCardProps) {
  const headingId = useId();
  const t = useT();
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          {t('menu.title')}
        </CardTitle>
        <CardDescription>{t('menu.browse')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <QueryState
          query={query}
          keepDataOnError
          loading={<MenuLoading />}
          errorText={t('menu.failed')}
          retryLabel={t('common.retry')}
          isEmpty={(menu) => groupMenu(menu.items).length === 0}
          empty={<p className="text-muted-foreground">{t('menu.empty')}</p>}
        >
          {(menu) => {
            const promoted = promotedDishes(menu.promotions);
            let row = 0;
            return groupMenu(menu.items).map((section) => (
              <section key={section.category ?? 'all'} aria-label={section.category ?? undefined}>
                {section.category ? (
                  <h3 className="mb-3 text-base font-bold tracking-tight">{section.category}</h3>
                ) : null}
                <ul className="grid gap-4 sm:grid-cols-2">
                  {section.items.map((item) => (
                    <MenuItemRow
                      key={item.id}
                      item={item}
                      action={() => renderAction(item)}
                      heading={section.category ? 'h4' : 'h3'}
                      promotion={promoted.get(item.id)}
                      deferred={row++ >= MENU_FIRST_PASS}
                    />
                  ))}
                </ul>
              </section>
            ));
          }}
        </QueryState>
      </CardContent>
    </Card>
  );
}
