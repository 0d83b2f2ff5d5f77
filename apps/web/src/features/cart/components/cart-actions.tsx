import { ShoppingCart, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useCartActions } from '../hooks/use-cart-actions.ts';

/** Why checkout is blocked (if it is), 'Proceed to Checkout' and 'Clear Cart' (undoable from its toast). */
export function CartActions({
  blockedReason,
  onCheckout,
}: {
  blockedReason: ReactNode;
  onCheckout: () => void;
}) {
  const actions = useCartActions();
  const t = useT();
  // Stacked in every width: side by side they overflowed the 22rem summary column onto the items.
  return (
    <div className="space-y-3">
      {blockedReason}
      <div className="flex flex-col gap-2">
        <Button size="lg" className="w-full" onClick={onCheckout} disabled={Boolean(blockedReason)}>
          <ShoppingCart aria-hidden="true" />
          {t('cart.checkout')}
        </Button>
        <Button variant="ghost" className="w-full text-muted-foreground" onClick={actions.clear}>
          <Trash2 aria-hidden="true" />
          {t('cart.clear')}
        </Button>
      </div>
    </div>
  );
}
