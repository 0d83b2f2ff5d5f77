import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** 'Your cart is empty' with 'Browse Restaurants' (docs/product.md#cart). */
export function EmptyCart() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <ShoppingBag aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold">{t('cart.empty.title')}</h1>
      <p className="max-w-sm text-muted-foreground">{t('cart.empty.body')}</p>
      <Button asChild size="lg">
        <Link to="/">{t('cart.empty.browse')}</Link>
      </Button>
    </div>
  );
}
