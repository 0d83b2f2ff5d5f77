import { formatBadgeCount } from '@lekker/core/notifications';
import { Compass, House, type LucideIcon, ShoppingBag, UserRound } from 'lucide-react';
import { memo } from 'react';
import { Link, useLocation } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge.tsx';
import type { MessageId } from '@/lib/i18n/i18n.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/utils.ts';

type Tab = { to: string; label: MessageId; icon: LucideIcon };

export const BOTTOM_NAV_TABS: readonly Tab[] = [
  { to: '/', label: 'nav.home', icon: House },
  { to: '/search', label: 'nav.explore', icon: Compass },
  { to: '/cart', label: 'nav.orders', icon: ShoppingBag },
  { to: '/auth', label: 'nav.profile', icon: UserRound },
];

type BottomNavProps = {
  /** Total quantity of cart items, shown on the Orders tab when above 0. */
  cartCount: number;
  /**
   * Signed-in people: the Profile tab opens their profile, because `/auth` (docs/product.md#auth-screen) sends a signed-in visitor
   * straight back home.
   */
  signedIn?: boolean;
};

/** Bottom navigation bar; the active tab is the one whose path equals the current path (docs/product.md#bottom-navigation). */
function Bar({ cartCount, signedIn = false }: BottomNavProps) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-card/85"
    >
      <ul className="mx-auto grid max-w-md grid-cols-4">
        {BOTTOM_NAV_TABS.map(({ to: tabPath, label, icon: Icon }) => {
          const to = signedIn && tabPath === '/auth' ? '/profile' : tabPath;
          const active = pathname === to;
          const count = to === '/cart' ? cartCount : 0;
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                aria-label={
                  count > 0
                    ? t('nav.cartCount', { tab: t(label), count: formatBadgeCount(count) ?? String(count) })
                    : undefined
                }
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span className="relative">
                  <Icon aria-hidden="true" className="size-6" strokeWidth={active ? 2.5 : 2} />
                  <CountBadge count={count} />
                </span>
                <span>{t(label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Memoised: the viewer or the cart answering with what the bar already shows renders nothing again. */
export const BottomNav = memo(Bar);
