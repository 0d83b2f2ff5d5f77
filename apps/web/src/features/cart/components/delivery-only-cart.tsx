import { cartDeliveryFeeCents, cartSubtotalCents, cartTotalCents } from '@lekker/core/cart';
import type { CustomDeliveryData } from '@lekker/core/contracts/custom-delivery';
import { Alert } from '@/components/ui/alert.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useCart } from '../cart-store.tsx';
import { CartActions } from './cart-actions.tsx';
import { CartLayout } from './cart-layout.tsx';
import { CustomDeliveryDetails } from './custom-delivery-details.tsx';
import { OrderSummary } from './order-summary.tsx';

/** A custom delivery waiting for payment: its details, the delivery fee, and the receipt rule. */
export function DeliveryOnlyCart({ onCheckout }: { onCheckout: () => void }) {
  const { state } = useCart();
  const t = useT();
  const data: Partial<CustomDeliveryData> = state.custom_delivery_data ?? {};
  const hasReceipt =
    (typeof data.receipt_path === 'string' && data.receipt_path !== '') ||
    (typeof data.receipt_url === 'string' && data.receipt_url !== '');
  return (
    <CartLayout
      subtitle={
        <p className="text-muted-foreground">
          {state.restaurant_name
            ? t('cart.customDeliveryFrom', { name: state.restaurant_name })
            : t('cart.customDelivery')}
        </p>
      }
      summary={
        <OrderSummary
          subtotalCents={cartSubtotalCents(state)}
          deliveryFeeCents={cartDeliveryFeeCents(state)}
          totalCents={cartTotalCents(state)}
        >
          <CartActions
            onCheckout={onCheckout}
            blockedReason={
              hasReceipt ? null : (
                <Alert variant="warning" role="status">
                  <p className="font-semibold">{t('cart.receipt.required')}</p>
                  <p>{t('cart.receipt.requiredBody')}</p>
                </Alert>
              )
            }
          />
        </OrderSummary>
      }
    >
      <CustomDeliveryDetails data={data} />
    </CartLayout>
  );
}
