import { Bike, ShieldCheck, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

const PARTNER_LOGINS = [
  { to: '/restaurant/login', label: 'auth.partners.restaurant', icon: Store },
  { to: '/driver/login', label: 'auth.partners.driver', icon: Bike },
  { to: '/admin/login', label: 'auth.partners.admin', icon: ShieldCheck },
] as const;

/** Entry points for restaurants, drivers and admins (shown on the customer auth pages). */
export function PartnerLoginLinks() {
  const t = useT();
  return (
    <section aria-labelledby="partner-logins" className="space-y-3">
      <h2 id="partner-logins" className="text-lg font-semibold">
        {t('auth.partners.title')}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {PARTNER_LOGINS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={buttonVariants({ variant: 'outline' })}>
              <Icon aria-hidden="true" />
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
