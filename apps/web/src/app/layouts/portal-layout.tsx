import { PRODUCT_NAME } from '@lekker/core/constants';
import { Link, NavLink, Outlet } from 'react-router';
import { NavigationProgress } from '@/components/layout/navigation-progress.tsx';
import { SiteFooter } from '@/components/layout/site-footer.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { AccountMenu } from '@/features/auth/components/account-menu.tsx';
import { RequireRestaurant } from '@/features/auth/components/require-access.tsx';
import { DeskAlerts } from '@/features/restaurant-desk/components/desk-alerts.tsx';
import { useNewOrders } from '@/features/restaurant-desk/hooks/use-new-orders.ts';
import { useUnreadMessages } from '@/features/restaurant-messages/hooks/use-unread-messages.ts';
import { VenueSuspendedBanner } from '@/features/restaurant-venue/components/venue-suspended-banner.tsx';
import { PortalVenueProvider, usePortalHref, usePortalVenueState } from '@/lib/portal-venue.tsx';
import { cn } from '@/lib/utils.ts';
import { PORTAL_SECTIONS } from './portal-sections.ts';
import { PortalVenueGate } from './portal-venue-gate.tsx';
import { PortalVenueSwitcher } from './portal-venue-switcher.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * Restaurant portal shell: the venue switcher in the header, section navigation (a scrolling tab row on phones, a
 * sidebar on desktop) whose links keep the selected venue, and the pages, shown once a venue is selected. Only a
 * restaurant account gets the shell (its venues are loaded for it); everyone else is sent to the door or status page.
 */
export function PortalLayout() {
  return (
    <RequireRestaurant>
      <PortalVenueProvider>
        <PortalShell />
      </PortalVenueProvider>
    </RequireRestaurant>
  );
}

function PortalShell() {
  const href = usePortalHref();
  const state = usePortalVenueState();
  const venueId = state.status === 'ready' ? state.venue.id : null;
  const newOrders = useNewOrders(venueId)?.length ?? 0;
  const unreadMessages = useUnreadMessages(venueId);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link
            to="/"
            className="rounded-md text-lg font-extrabold tracking-tight text-primary focus-visible:outline-2 focus-visible:outline-ring"
          >
            {PRODUCT_NAME}
          </Link>
          <div className="flex items-center gap-3">
            <Badge variant="accent" className="hidden sm:inline-flex">
              Restaurant portal
            </Badge>
            <AccountMenu signInTo="/restaurant/login" />
          </div>
        </div>
        <div className="mx-auto flex max-w-6xl items-center px-4 pb-3 empty:hidden">
          <PortalVenueSwitcher />
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row">
        <nav aria-label="Restaurant portal" className="md:w-52 md:shrink-0">
          <ul className="scrollbar-none relative -mx-4 flex gap-1 overflow-x-auto px-4 md:mx-0 md:flex-col md:px-0">
            {PORTAL_SECTIONS.map((section) => (
              <li key={section.key} className="shrink-0">
                <NavLink
                  to={href(section.path ? `/restaurant/portal/${section.path}` : '/restaurant/portal')}
                  end
                  className={({ isActive }) =>
                    cn(
                      'block rounded-full px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring md:rounded-lg',
                      isActive
                        ? 'bg-primary text-primary-foreground'
                        : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                    )
                  }
                >
                  {section.key === 'orders' && newOrders > 0 ? (
                    <span className="flex items-center gap-2">
                      {section.label}
                      <span
                        className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-bold text-destructive-foreground"
                        data-testid="orders-nav-badge"
                      >
                        {newOrders}
                        <span className="sr-only"> new</span>
                      </span>
                    </span>
                  ) : section.key === 'messages' && unreadMessages > 0 ? (
                    <span className="flex items-center gap-2">
                      {section.label}
                      <span
                        className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-bold text-destructive-foreground"
                        data-testid="messages-nav-badge"
                      >
                        {unreadMessages > 99 ? '99+' : unreadMessages}
                        <span className="sr-only"> unread</span>
                      </span>
                    </span>
                  ) : (
                    section.label
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {venueId ? <DeskAlerts venueId={venueId} /> : null}
          {state.status === 'ready' ? <VenueSuspendedBanner suspension={state.venue.suspension} /> : null}
          <PortalVenueGate>
            <Outlet />
          </PortalVenueGate>
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
