import { Outlet } from 'react-router';
import { useViewer } from '@/api/viewer.ts';
import { BottomNav } from '@/components/layout/bottom-nav.tsx';
import { NavigationProgress } from '@/components/layout/navigation-progress.tsx';
import { SiteFooter } from '@/components/layout/site-footer.tsx';
import { SiteHeader } from '@/components/layout/site-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { AccountMenu } from '@/features/auth/components/account-menu.tsx';
import { useCart } from '@/features/cart/cart-store.tsx';
import { NotificationCenter } from '@/features/notifications/components/notification-center.tsx';
import { useStoredLocale } from '@/lib/i18n/use-stored-locale.ts';
import { locationLabel } from '@/lib/location.ts';
import { RevealLater } from '@/lib/reveal-later.tsx';
import { useStoredLocation } from '@/lib/use-stored-location.ts';
import { ShellFirstPage } from '../static-shell.tsx';
import { SkipLink } from './skip-link.tsx';

/** The bell with the signed-in visitor's notifications (an empty panel for visitors; the live feed arrives with orders). */
function CustomerNotifications() {
  useStoredLocale();
  return <NotificationCenter enabled={Boolean(useViewer().data)} />;
}

/**
 * The header with the location's name. The bell and the account control come a task after the header (each keeps
 * the room the static shell gives it), so the first render of the app is shorter on a phone.
 */
function CustomerHeader() {
  const location = useStoredLocation();
  return (
    <SiteHeader
      locationLabel={locationLabel(location)}
      notifications={
        <RevealLater placeholder={<div className="size-11" />}>
          <CustomerNotifications />
        </RevealLater>
      }
      account={
        <RevealLater placeholder={<Skeleton className="h-9 w-20 rounded-full" />}>
          <AccountMenu />
        </RevealLater>
      }
    />
  );
}

/** The bottom bar with the cart's quantity and the Profile tab for the signed-in. */
function CustomerBottomNav() {
  const { itemCount } = useCart();
  const signedIn = Boolean(useViewer().data);
  return <BottomNav cartCount={itemCount} signedIn={signedIn} />;
}

/**
 * Customer shell: header (location, notifications, search), page, footer and the bottom navigation bar. The layout
 * itself holds no state: the header and the bottom bar follow what they show (the viewer arriving, the cart, the
 * location) on their own, so none of that renders the page's frame again, and the footer (below the fold: the page is
 * at least a screen tall) comes a task after the first screen without either.
 */
export function CustomerLayout() {
  return (
    <div className="flex min-h-dvh flex-col pb-16">
      <SkipLink />
      <NavigationProgress />
      <CustomerHeader />
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
      <RevealLater>
        <SiteFooter />
      </RevealLater>
      <CustomerBottomNav />
    </div>
  );
}
