import { useNavigate } from 'react-router';
import { useCart } from '@/features/cart/cart-store.tsx';
import { OrderHistory } from '@/features/orders/components/order-history.tsx';
import { useReorder } from '@/features/orders/hooks/use-reorder.ts';

/** The order history wired to the cart: 'Reorder' refills it at current prices and opens it. */
export function ReorderingHistory({ limit }: { limit?: number }) {
  const { dispatch } = useCart();
  const navigate = useNavigate();
  const { reorder, pendingId } = useReorder(dispatch);
  return (
    <OrderHistory
      limit={limit}
      reorderingId={pendingId}
      onReorder={async (order) => {
        if (await reorder(order)) navigate('/cart');
      }}
    />
  );
}
