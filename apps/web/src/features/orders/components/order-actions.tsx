import type { Order, PaymentForm } from '@lekker/core/contracts/orders';
import { Button } from '@/components/ui/button.tsx';
import { useOrderActions } from '../hooks/use-order-actions.ts';

type OrderActionsProps = {
  order: Order;
  canCancel: boolean;
  onPaymentForm?(form: PaymentForm): void;
};

/** 'Complete payment' and 'Cancel order' (with its confirmation), when the customer may do either. */
export function OrderActions({ order, canCancel, onPaymentForm }: OrderActionsProps) {
  const actions = useOrderActions(order, canCancel, onPaymentForm);
  if (!actions.cancellable && !actions.unpaid) return null;

  return (
    <div className="space-y-3 border-t pt-4">
      {actions.confirming ? (
        <fieldset className="space-y-2">
          <legend className="text-sm">{actions.cancelNote}</legend>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" size="sm" onClick={actions.doCancel} disabled={actions.cancelling}>
              {actions.cancelling ? 'Cancelling…' : 'Yes, cancel order'}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => actions.setConfirming(false)}
              disabled={actions.cancelling}
            >
              Keep my order
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className="flex flex-wrap gap-2">
          {actions.unpaid ? (
            <Button size="sm" onClick={actions.doPay} disabled={actions.paying}>
              {actions.paying ? 'Preparing payment…' : 'Complete payment'}
            </Button>
          ) : null}
          {actions.cancellable ? (
            <Button variant="outline" size="sm" onClick={() => actions.setConfirming(true)}>
              Cancel order
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
