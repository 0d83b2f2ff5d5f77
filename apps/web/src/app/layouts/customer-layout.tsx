import { Outlet } from 'react-router';
import { useViewer } from '@/api/viewer.ts';
import { BottomNav } from '@/components/layout/bottom-nav.tsx';
import { NavigationProgress } from '@/components/layout/navigation-progress.tsx';
import { NotificationBell } from '@/components/layout/notification-bell.tsx';
import { SiteFooter } from '@/components/layout/site-footer.tsx';
import { SiteHeader } from '@/components/layout/site-header.tsx';
import { AccountMenu } from '@/features/auth/components/account-menu.tsx';
import { useCart } from '@/features/cart/cart-store.tsx';
import { NotificationList } from '@/features/notifications/components/notification-list.tsx';
import { useNotificationCenter } from '@/features/notifications/hooks/use-notification-center.ts';
import { locationLabel } from '@/lib/location.ts';
import { useRevealed } from '@/lib/use-revealed.ts';
import { useStoredLocation } from '@/lib/use-stored-location.ts';
import { ShellFirstPage } from '../static-shell.tsx';
import { SkipLink } from './skip-link.tsx';

/** Customer shell: header (location, notifications, search), page, footer and the bottom navigation bar. */
export function CustomerLayout() {
  const location = useStoredLocation();
  const { itemCount } = useCart();
  // The bell's list and unread count, for signed-in visitors only (the live feed arrives with orders).
  const signedIn = Boolean(useViewer().data);
  const notifications = useNotificationCenter(signedIn);
  // The footer starts below the fold (the page is at least a screen tall): it renders after the first screen.
  const footer = useRevealed(true);
  return (
    <div className="flex min-h-dvh flex-col pb-16">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader
        locationLabel={locationLabel(location)}
        notificationCount={notifications.unread}
        account={<AccountMenu />}
        notifications={
          <NotificationBell
            count={notifications.unread}
            onClearAll={notifications.clearAll}
            canClear={notifications.notifications.length > 0}
          >
            <NotificationList
              notifications={notifications.notifications}
              loading={notifications.loading}
              onMarkRead={notifications.markRead}
              onMarkAllRead={notifications.markAllRead}
            />
          </NotificationBell>
        }
      />
      {/* At least a screen tall: the footer starts below the fold, so a page growing from its loading state to its
          content never pushes a visible footer down (a layout shift Lighthouse measured at 0.54 on the menu page). */}
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6 outline-none"
      >
        <ShellFirstPage>
          <Outlet />
        </ShellFirstPage>
      </main>
      {footer ? <SiteFooter /> : null}
      <BottomNav cartCount={itemCount} signedIn={signedIn} />
    </div>
  );
}
