import type { Fulfilment, OrderStatus } from '@lekker/core/order-status';
import { Badge } from '@/components/ui/badge.tsx';
import { STATUS_BADGE, statusLabel } from '../order-format.ts';

export function OrderStatusBadge({ status, fulfilment }: { status: OrderStatus; fulfilment?: Fulfilment }) {
  return (
    <Badge variant={STATUS_BADGE[status]} data-status={status}>
      {statusLabel(status, fulfilment)}
    </Badge>
  );
}
