import { Plus, SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { deferredModule } from '@/lib/deferred-module.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';
import { useCart } from '../cart-store.tsx';
import { type CartMenuItem, useCartActions } from '../hooks/use-cart-actions.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

/** The Customize dialog (Radix dialog, scroll lock) loads on the first Customize press, not with the menu page. */
const customizeModule = deferredModule(() => import('./customize-dialog.tsx'));

type CartItemControlProps = {
  item: CartMenuItem & { description?: string | null };
  restaurantName: string;
};

/**
 * A menu item's cart control (docs/product.md#cart-rules): Add and Customize while it is not in the cart, then minus, the quantity
 * and plus. The quick Add replaces another restaurant's items without asking.
 */
export function CartItemControl({ item, restaurantName }: CartItemControlProps) {
  const { state } = useCart();
  const actions = useCartActions();
  const t = useT();
  const [customizing, setCustomizing] = useState(false);
  const customize = customizeModule.use();
  const inCart = state.items.find((i) => i.id === item.id);
  const controls = useRef<HTMLDivElement>(null);
  const wasCustomizing = useRef(false);

  // When the Customize dialog closes, focus comes back to this item's control: the Customize button, or the
  // stepper's plus when the item was added (the button it was opened from is gone then). Queued after the
  // dialog's own focus restore so it has the last word.
  useEffect(() => {
    if (customizing) {
      wasCustomizing.current = true;
      return;
    }
    if (!wasCustomizing.current) return;
    wasCustomizing.current = false;
    const timer = setTimeout(() => {
      const root = controls.current;
      const target =
        root?.querySelector<HTMLButtonElement>('[data-customize]') ??
        root?.querySelector<HTMLButtonElement>('button:not([disabled]):last-of-type');
      target?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [customizing]);

  return (
    <div ref={controls} className="contents">
      {inCart ? (
        <QuantityStepper
          quantity={inCart.quantity}
          itemName={item.name}
          onDecrease={() => actions.setQuantity(item.id, inCart.quantity - 1)}
          onIncrease={() => actions.setQuantity(item.id, inCart.quantity + 1)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={() => actions.add(item, { restaurant_name: restaurantName })}
            aria-label={t('cart.addNamed', { name: item.name })}
          >
            <Plus aria-hidden="true" />
            {t('cart.add')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setCustomizing(true);
              customizeModule.load().catch(() => {
                setCustomizing(false);
                toast.error(t('cart.optionsFailed'));
              });
            }}
            data-customize=""
            aria-label={t('cart.customizeNamed', { name: item.name })}
          >
            <SlidersHorizontal aria-hidden="true" />
            {t('cart.customize')}
          </Button>
        </div>
      )}
      {customizing && customize ? (
        <customize.CustomizeDialog
          item={item}
          restaurantName={restaurantName}
          open={customizing}
          onOpenChange={setCustomizing}
        />
      ) : null}
    </div>
  );
}
