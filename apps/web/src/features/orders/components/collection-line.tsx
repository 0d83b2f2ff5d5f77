import { Store } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t.ts';

/** The order's 'where': collected at the venue by the customer, not delivered (decision 068). */
export function CollectionLine() {
  const t = useT();
  return (
    <p className="flex items-start gap-2 pt-2 font-medium" data-testid="order-collection">
      <Store aria-hidden="true" className="mt-0.5 size-4" />
      {t('collect.order.line')}
    </p>
  );
}
