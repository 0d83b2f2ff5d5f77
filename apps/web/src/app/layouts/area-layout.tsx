import { PRODUCT_NAME } from '@lekker/core/constants';
import { Link, Outlet } from 'react-router';
import { NavigationProgress } from '@/components/layout/navigation-progress.tsx';
import { SiteFooter } from '@/components/layout/site-footer.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { AccountMenu } from '@/features/auth/components/account-menu.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { SkipLink } from './skip-link.tsx';

type AreaLayoutProps = { area: 'Restaurant' | 'Driver' | 'Admin' };

const AREA_DOOR = {
  Restaurant: '/restaurant/login',
  Driver: '/driver/login',
  Admin: '/admin/login',
} as const;

const AREA_BADGE = {
  Restaurant: 'area.badge.Restaurant',
  Driver: 'area.badge.Driver',
  Admin: 'area.badge.Admin',
} as const;

/** Shell of the restaurant, driver and admin entry points and dashboards. */
export function AreaLayout({ area }: AreaLayoutProps) {
  const t = useT();
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
            <Badge variant="accent">{t(AREA_BADGE[area])}</Badge>
            <AccountMenu signInTo={AREA_DOOR[area]} />
          </div>
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none"
      >
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
