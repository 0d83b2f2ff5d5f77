import { Bike, ShieldCheck, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';

const PARTNER_LOGINS = [
  { to: '/restaurant/login', label: 'Restaurant Login', icon: Store },
  { to: '/driver/login', label: 'Driver Login', icon: Bike },
  { to: '/admin/login', label: 'Admin Login', icon: ShieldCheck },
] as const;

/** Entry points for restaurants, drivers and admins (shown on the customer auth pages). */
export function PartnerLoginLinks() {
  return (
    <section aria-labelledby="partner-logins" className="space-y-3">
      <h2 id="partner-logins" className="text-lg font-semibold">
        Not a customer?
      </h2>
      <ul className="flex flex-wrap gap-3">
        {PARTNER_LOGINS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={buttonVariants({ variant: 'outline' })}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
