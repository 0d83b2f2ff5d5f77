import { PRODUCT_NAME } from '@lekker/core/constants';
import { Link } from 'react-router';

export const PAYMENT_METHODS = ['PayFast', 'VISA', 'Mastercard', 'Instant EFT', 'Cash on Delivery'] as const;

const FOOTER_LINKS = [
  { to: '/about', label: 'About us' },
  { to: '/contact', label: 'Contact' },
  { to: '/groceries', label: 'Groceries' },
  { to: '/custom-delivery', label: 'Custom delivery' },
] as const;

const PARTNER_LINKS = [
  { to: '/restaurant/login', label: 'Restaurant login' },
  { to: '/driver/login', label: 'Driver login' },
  { to: '/admin/login', label: 'Admin login' },
] as const;

const linkClass =
  'rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/** Footer shown on every page: links and the accepted payment methods (docs/product.md#audiences). */
export function SiteFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 text-sm sm:grid-cols-3">
        <div>
          <p className="text-base font-extrabold text-primary">{PRODUCT_NAME}</p>
          <p className="mt-2 text-muted-foreground">
            Food and groceries from the restaurants and stores in your town, delivered to your door.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-1">
          {[...FOOTER_LINKS, ...PARTNER_LINKS].map((link) => (
            <Link key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </Link>
          ))}
        </nav>
        <section aria-labelledby="footer-payments">
          <h2 id="footer-payments" className="font-semibold">
            Payment methods
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {PAYMENT_METHODS.map((method) => (
              <li
                key={method}
                className="rounded-md border bg-background px-2.5 py-1 text-xs font-semibold text-foreground"
              >
                {method}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {PRODUCT_NAME}. Prices in South African rand (ZAR).
      </p>
    </footer>
  );
}
