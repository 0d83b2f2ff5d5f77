import { Outlet } from 'react-router';
import { BottomNav } from '@/components/layout/bottom-nav.tsx';
import { NavigationProgress } from '@/components/layout/navigation-progress.tsx';
import { SiteFooter } from '@/components/layout/site-footer.tsx';
import { SiteHeader } from '@/components/layout/site-header.tsx';
import { useCart } from '@/features/cart/cart-store.tsx';
import { locationLabel } from '@/lib/location.ts';
import { useStoredLocation } from '@/lib/use-stored-location.ts';
import { SkipLink } from './skip-link.tsx';

/** Customer shell: header (location, notifications, search), page, footer and the bottom navigation bar. */
export function CustomerLayout() {
  const location = useStoredLocation();
  const { itemCount } = useCart();
  // Notifications arrive with accounts and realtime; until then there are none to count.
  const notificationCount = 0;
  return (
    <div className="flex min-h-dvh flex-col pb-16">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader locationLabel={locationLabel(location)} notificationCount={notificationCount} />
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <BottomNav cartCount={itemCount} />
    </div>
  );
}
