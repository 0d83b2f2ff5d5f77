import { PRODUCT_NAME } from '@lekker/core/constants';
import { Link } from 'react-router';
import type { MessageId } from '@/lib/i18n/i18n.ts';
import { useT } from '@/lib/i18n/use-t.ts';

export const PAYMENT_METHODS = ['PayFast', 'VISA', 'Mastercard', 'Instant EFT', 'Cash on Delivery'] as const;

/** Brand names stay as they are; the one method said in words is a message. */
const METHOD_MESSAGES: Partial<Record<(typeof PAYMENT_METHODS)[number], MessageId>> = {
  'Cash on Delivery': 'footer.cashOnDelivery',
};

const FOOTER_LINKS: readonly { to: string; label: MessageId }[] = [
  { to: '/about', label: 'footer.about' },
  { to: '/contact', label: 'footer.contact' },
  { to: '/groceries', label: 'footer.groceries' },
  { to: '/custom-delivery', label: 'footer.customDelivery' },
  { to: '/privacy', label: 'privacy.footerLink' },
];

const PARTNER_LINKS: readonly { to: string; label: MessageId }[] = [
  { to: '/restaurant/login', label: 'footer.restaurantLogin' },
  { to: '/driver/login', label: 'footer.driverLogin' },
  { to: '/admin/login', label: 'footer.adminLogin' },
];

const linkClass =
  'rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/** Footer shown on every page: links and the accepted payment methods (docs/product.md#audiences). */
export function SiteFooter() {
  const t = useT();
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 text-sm sm:grid-cols-3">
        <div>
          <p className="text-base font-extrabold text-primary">{PRODUCT_NAME}</p>
          <p className="mt-2 text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.nav')} className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-1">
          {[...FOOTER_LINKS, ...PARTNER_LINKS].map((link) => (
            <Link key={link.to} to={link.to} className={linkClass}>
              {t(link.label)}
            </Link>
          ))}
        </nav>
        <section aria-labelledby="footer-payments">
          <h2 id="footer-payments" className="font-semibold">
            {t('footer.payments')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {PAYMENT_METHODS.map((method) => (
              <li
                key={method}
                className="rounded-md border bg-background px-2.5 py-1 text-xs font-semibold text-foreground"
              >
                {METHOD_MESSAGES[method] ? t(METHOD_MESSAGES[method]) : method}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        {t('footer.copyright', { year: String(new Date().getFullYear()), product: PRODUCT_NAME })}
      </p>
    </footer>
  );
}
