import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { NOTIFICATIONS_KEY } from '@/api/notifications.ts';
import { ORDERS_QUERY_KEY } from '@/api/orders.ts';
import { useViewer } from '@/api/viewer.ts';
import { LazyToaster } from '@/components/layout/lazy-toaster.tsx';
import { CartProvider } from '@/features/cart/cart-store.tsx';
import { OrderLiveFeed } from '@/features/orders/hooks/use-order-live-feed.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { RealtimeProvider } from '@/lib/use-realtime.ts';

type AppProvidersProps = { children: ReactNode; queryClient?: QueryClient };

/** Data cache, cart and the single toast system (4 s per toast, at most 3 visible; docs/product.md#constants). */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <CartProvider>
        <LiveUpdates>{children}</LiveUpdates>
        <LazyToaster />
      </CartProvider>
    </QueryClientProvider>
  );
}

/** One realtime connection for the signed-in user: live notifications (toast + bell) and order updates. */
function LiveUpdates({ children }: { children: ReactNode }) {
  const userId = useViewer().data?.user.id ?? null;
  const queryClient = useQueryClient();
  const refreshNotifications = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  return (
    <RealtimeProvider
      userId={userId}
      onReconnect={() => {
        refreshNotifications();
        void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      }}
    >
      <OrderLiveFeed onNotification={refreshNotifications} />
      {children}
    </RealtimeProvider>
  );
}
