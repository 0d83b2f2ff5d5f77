import { Fragment } from 'react';
import { Link } from 'react-router';
import { useRestaurant } from '@/api/restaurants.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Message } from '@/lib/i18n/message.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useCartCheck } from '../hooks/use-cart-check.ts';
import { CartActions } from './cart-actions.tsx';
import { CartLayout } from './cart-layout.tsx';
import { CartLine } from './cart-line.tsx';
import { CartPriceSummary } from './cart-price-summary.tsx';
import { checkoutBlocker } from './checkout-blocker.tsx';
import { SubstitutionChoice } from './substitution-choice.tsx';

/** A normal order: items checked against today's menu, totals, minimum order. */
export function ItemsCart({ onCheckout }: { onCheckout: () => void }) {
  const check = useCartCheck();
  const { state, acceptMenu, restaurantId, menu, issues, name } = check;
  const t = useT();
  const grocery = useRestaurant(restaurantId ?? null).data?.kind === 'grocery';

  return (
    <CartLayout
      subtitle={
        name && restaurantId ? (
          <p className="text-muted-foreground">
            <Message
              id="cart.orderFrom"
              elements={{
                name: (
                  <Link
                    to={`/restaurant/${encodeURIComponent(restaurantId)}`}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {name}
                  </Link>
                ),
              }}
            />
          </p>
        ) : null
      }
      summary={
        <CartPriceSummary cart={state}>
          <CartActions blockedReason={checkoutBlocker(check)} onCheckout={onCheckout} />
        </CartPriceSummary>
      }
    >
      {issues.size > 0 && menu.data ? (
        <Alert variant="destructive" role="alert" className="space-y-2">
          <p className="font-semibold">{t('cart.changed.title')}</p>
          <p>{t('cart.changed.body')}</p>
          <Button size="sm" onClick={() => acceptMenu(menu.data.items)}>
            {t('cart.changed.update')}
          </Button>
        </Alert>
      ) : null}
      <ul className="divide-y rounded-card border bg-card" aria-label={t('cart.items')}>
        {state.items.map((item) => (
          <Fragment key={item.id}>
            <CartLine item={item} issue={issues.get(item.id)} />
            {/* Grocery stores: the rule if the item is unavailable (decision 070). */}
            {grocery ? (
              <li className="border-t-0">
                <SubstitutionChoice item={item} />
              </li>
            ) : null}
          </Fragment>
        ))}
      </ul>
    </CartLayout>
  );
}
