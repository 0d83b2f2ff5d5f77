import { RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { useCartCheck } from '../hooks/use-cart-check.ts';

/**
 * Why an items cart cannot be checked out yet, first reason first: today's menu still loading or failed (with
 * Retry), changed items, the minimum order, a closed restaurant. A restaurant that takes no orders at all
 * (suspended) comes first: its menu cannot be read either. Null when nothing blocks checkout.
 */
export function checkoutBlocker({
  menu,
  issues,
  minimumText,
  closed,
  unavailable,
  name,
}: ReturnType<typeof useCartCheck>) {
  if (unavailable) {
    return (
      <Alert variant="warning" role="status" data-testid="checkout-blocked">
        {name ?? 'The restaurant'} is not taking orders right now.
      </Alert>
    );
  }
  if (menu.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Checking today's prices and availability…
      </p>
    );
  }
  if (menu.isError) {
    return (
      <Alert variant="warning" role="alert" className="space-y-2">
        <p>We couldn't check today's prices and availability. Please try again.</p>
        <Button variant="outline" size="sm" onClick={() => menu.refetch()} disabled={menu.isFetching}>
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      </Alert>
    );
  }
  if (issues.size > 0) {
    return (
      <p role="status" className="text-sm font-medium text-destructive">
        Review the changed items before you check out.
      </p>
    );
  }
  if (minimumText) {
    return (
      <Alert variant="warning" role="status" data-testid="minimum-order">
        {minimumText}
      </Alert>
    );
  }
  if (closed) {
    return (
      <Alert variant="warning" role="status" data-testid="checkout-blocked">
        {name ?? 'The restaurant'} is closed right now. You can check out when it opens.
      </Alert>
    );
  }
  return null;
}
