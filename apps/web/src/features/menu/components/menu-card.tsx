import { PLACEHOLDER_IMAGE } from '@lekker/core/constants';
import type { MenuItem } from '@lekker/core/contracts/catalogue';
import { formatRand } from '@lekker/core/money';
import { type ReactNode, useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { groupMenu } from '../group-menu.ts';

type MenuCardProps = {
  items: readonly MenuItem[] | undefined;
  loading: boolean;
  /** The cart control of an item (Add / Customize, or minus and plus). */
  renderAction: (item: MenuItem) => ReactNode;
};

function MenuItemImage({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
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
  );
}

function MenuItemRow({ item, action, heading }: { item: MenuItem; action: ReactNode; heading: 'h3' | 'h4' }) {
  const Heading = heading;
  return (
    <li className="flex min-w-0 gap-3 rounded-xl border p-3" data-testid="menu-item">
      <MenuItemImage src={item.image_url} alt={item.name} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Heading className="font-semibold break-words">{item.name}</Heading>
        {item.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
        ) : null}
        <p className="font-semibold text-primary">{formatRand(item.price_cents)}</p>
        {/* Sold out for today: listed so regulars see it, but it cannot be added until it is back. */}
        <div className="mt-auto pt-1">
          {item.is_available ? (
            action
          ) : (
            <span className="inline-flex rounded-full bg-muted px-3 py-1 text-sm font-semibold text-muted-foreground">
              Sold out today
            </span>
          )}
        </div>
      </div>
    </li>
  );
}

/** The Menu card: 'Browse available items' in a two-column grid, grouped by category when items have one. */
export function MenuCard({ items, loading, renderAction }: MenuCardProps) {
  const headingId = useId();
  const sections = groupMenu(items ?? []);
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          Menu
        </CardTitle>
        <CardDescription>Browse available items</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {loading ? (
          <>
            <p role="status" className="text-muted-foreground">
              Loading menu…
            </p>
            <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
              {Array.from({ length: 4 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Skeleton key={index} className="h-28 rounded-xl" />
              ))}
            </div>
          </>
        ) : sections.length === 0 ? (
          <p className="text-muted-foreground">No items available right now.</p>
        ) : (
          sections.map((section) => (
            <section key={section.category ?? 'all'} aria-label={section.category ?? undefined}>
              {section.category ? (
                <h3 className="mb-3 text-base font-bold tracking-tight">{section.category}</h3>
              ) : null}
              <ul className="grid gap-4 sm:grid-cols-2">
                {section.items.map((item) => (
                  <MenuItemRow
                    key={item.id}
                    item={item}
                    action={renderAction(item)}
                    heading={section.category ? 'h4' : 'h3'}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
      </CardContent>
    </Card>
  );
}
