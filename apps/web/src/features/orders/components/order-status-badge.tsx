import type { OrderStatus } from '@lekker/core/order-status';
import { Badge } from '@/components/ui/badge.tsx';
import { STATUS_BADGE, statusLabel } from '../order-format.ts';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={STATUS_BADGE[status]} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
