import type { Order } from '@lekker/core/contracts/orders';
import { CalendarClock } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t.ts';
import { useSlotText } from '@/lib/slot-text.ts';

/** An order for later: the slot the customer chose (docs/product.md#order-for-later); nothing for an order for now. */
export function ScheduledFor({ order }: { order: Pick<Order, 'scheduled_for'> }) {
  const t = useT();
  const { slot } = useSlotText();
  if (!order.scheduled_for) return null;
  return (
    <p className="flex items-center gap-2 font-semibold" data-testid="order-scheduled-for">
      <CalendarClock aria-hidden="true" className="size-4" />
      {t('ordering.order.scheduledFor', { slot: slot(order.scheduled_for) })}
    </p>
  );
}
