import { RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { t } from '@/lib/i18n/i18n.ts';
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
        {name ? t('cart.blocked.notTaking', { name }) : t('cart.blocked.notTakingUnnamed')}
      </Alert>
    );
  }
  if (menu.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('cart.blocked.checking')}
      </p>
    );
  }
  if (menu.isError) {
    return (
      <Alert variant="warning" role="alert" className="space-y-2">
        <p>{t('cart.blocked.checkFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => menu.refetch()} disabled={menu.isFetching}>
          <RefreshCw aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (issues.size > 0) {
    return (
      <p role="status" className="text-sm font-medium text-destructive">
        {t('cart.blocked.review')}
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
        {name ? t('cart.blocked.closed', { name }) : t('cart.blocked.closedUnnamed')}
      </Alert>
    );
  }
  return null;
}
