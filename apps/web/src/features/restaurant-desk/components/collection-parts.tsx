import type { DeskOrder } from '@lekker/core/contracts/desk';
import { Store } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** The card's and the detail's mark of a collection (decision 068): the customer comes to the counter. */
export function CollectionBadge({ order }: { order: Pick<DeskOrder, 'fulfilment'> }) {
  const t = useT();
  if (order.fulfilment !== 'collection') return null;
  return (
    <Badge variant="accent" data-testid="collection-badge">
      <Store aria-hidden="true" className="size-3" />
      {t('collect.desk.badge')}
    </Badge>
  );
}

/** 'Collections only': the desk's columns narrowed to the orders customers collect themselves. */
export function CollectionFilter({
  checked,
  count,
  onChange,
}: {
  checked: boolean;
  count: number;
  onChange(checked: boolean): void;
}) {
  const t = useT();
  const id = useId();
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {t('collect.desk.filter', { count })}
    </label>
  );
}

/** The detail's section for a collection, in place of the delivery address and driver. */
export function CollectionSection({ order }: { order: DeskOrder }) {
  const t = useT();
  return (
    <section className="space-y-2 border-t border-border pt-4">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {t('collect.desk.sectionTitle')}
      </h3>
      <p className="text-sm">{t('collect.desk.sectionText', { name: order.customer.first_name })}</p>
    </section>
  );
}
