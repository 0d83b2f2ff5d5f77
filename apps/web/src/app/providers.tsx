import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { NOTIFICATIONS_KEY } from '@/api/notifications.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { useViewer } from '@/api/viewer.ts';
import { LazyToaster } from '@/components/layout/lazy-toaster.tsx';
import { useSessionRefresher } from '@/features/auth/hooks/use-session-refresher.ts';
import { CartProvider } from '@/features/cart/cart-store.tsx';
import { deferredModule } from '@/lib/deferred-module.ts';
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

const liveFeed = deferredModule(() => import('@/features/orders/hooks/use-order-live-feed.ts'));

/**
 * One realtime connection for the signed-in user: live notifications (toast + bell) and order updates. The feed
 * (and with it the realtime client) loads with the first signed-in session, so visitors download neither
 * (docs/decisions/028-light-shell.md); the connection opens once the feed is listening.
 * It also ends the tab's session when any request answers 401 (useSessionRefresher) — here, with the first render,
 * not in the account menu, which is drawn a task later and not on every screen.
 */
function LiveUpdates({ children }: { children: ReactNode }) {
  useSessionRefresher();
  const userId = useViewer().data?.user.id ?? null;
  const queryClient = useQueryClient();
  const feed = liveFeed.use();
  useEffect(() => {
    if (userId) void liveFeed.load();
  }, [userId]);
  const refreshNotifications = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  return (
    <RealtimeProvider
      userId={feed ? userId : null}
      onReconnect={() => {
        refreshNotifications();
        void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
        // A venue on screen may have paused, closed or been suspended while the connection was down.
        void queryClient.invalidateQueries({ queryKey: queryKeys.restaurants.all });
        // The driver's shift, feed and job in hand, and order conversations: nothing replays their rooms' missed events.
        void queryClient.invalidateQueries({ queryKey: queryKeys.driver.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.messages.all });
      }}
    >
      {feed && userId ? <feed.OrderLiveFeed onNotification={refreshNotifications} /> : null}
      {children}
    </RealtimeProvider>
  );
}
