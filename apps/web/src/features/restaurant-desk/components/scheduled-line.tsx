import type { DeskOrder } from '@lekker/core/contracts/desk';
import { CalendarClock } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t.ts';
import { useSlotText } from '@/lib/slot-text.ts';

/**
 * An order for later on the desk (docs/product.md#order-for-later): its slot, and while it waits under Scheduled,
 * when it comes to New (its slot minus the preparation time). Nothing for an order for now.
 */
export function ScheduledLine({
  order,
}: {
  order: Pick<DeskOrder, 'scheduled_for' | 'release_at' | 'scheduled_waiting'>;
}) {
  const t = useT();
  const { slot, time } = useSlotText();
  if (!order.scheduled_for) return null;
  return (
    <span className="mt-1 flex items-center gap-1 text-xs font-semibold text-primary">
      <CalendarClock aria-hidden="true" className="size-3" />
      {order.scheduled_waiting && order.release_at
        ? t('ordering.desk.forSlotComesAt', { slot: slot(order.scheduled_for), time: time(order.release_at) })
        : t('ordering.desk.forSlot', { slot: slot(order.scheduled_for) })}
    </span>
  );
}
