import { PRODUCT_NAME } from '@lekker/core/constants';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HeaderLiteToggle } from '@/components/lite-toggle.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { HeaderSearch } from './header-search.tsx';
import { HeaderLanguageSwitcher } from './language-switcher.tsx';

type SiteHeaderProps = {
  /** Place name of the customer's location, or the default label. */
  locationLabel: string;
  /** The account control ('Sign in', or the account and role menu), supplied by the layout. */
  account: ReactNode;
  /** The notification bell with its panel, supplied by the layout. */
  notifications: ReactNode;
};

/** Customer top header: brand, location label, notification bell and search box. */
export function SiteHeader({ locationLabel, account, notifications }: SiteHeaderProps) {
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1 gap-y-2 px-4 py-2.5 sm:gap-x-3 md:flex-nowrap">
        <div className="flex min-w-0 flex-1 flex-col items-start sm:flex-row sm:items-center sm:gap-3 md:flex-none">
          <Link
            to="/"
            className="shrink-0 rounded-md text-lg font-extrabold tracking-tight text-primary focus-visible:outline-2 focus-visible:outline-ring"
          >
            {PRODUCT_NAME}
          </Link>
          <p className="flex min-w-0 max-w-full items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span className="sr-only">{t('header.locationLabel')}</span>
            <span className="truncate font-medium text-foreground">{locationLabel}</span>
          </p>
        </div>
        <div className="order-last w-full md:order-none md:flex-1">
          <HeaderSearch className="md:mx-auto md:max-w-xl" />
        </div>
        <HeaderLanguageSwitcher />
        <HeaderLiteToggle />
        {notifications}
        {account}
      </div>
    </header>
  );
}
