import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/** 'Your cart is empty' with 'Browse Restaurants' (docs/product.md#cart). */
export function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <ShoppingBag aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold">Your cart is empty</h1>
      <p className="max-w-sm text-muted-foreground">
        Add dishes from a restaurant's menu and they will wait for you here until you check out.
      </p>
      <Button asChild size="lg">
        <Link to="/">Browse Restaurants</Link>
      </Button>
    </div>
  );
}
