import { PRODUCT_NAME } from '@lekker/core/constants';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import type { MessageId } from '@/lib/i18n/i18n.ts';
import { useT } from '@/lib/i18n/use-t.ts';

export const CONTACT_EMAIL = 'hello@lekker.test';

const TOPICS: readonly { title: MessageId; text: MessageId; link: { to: string; label: MessageId } }[] = [
  {
    title: 'contact.order.title',
    text: 'contact.order.text',
    link: { to: '/order-tracking', label: 'contact.order.link' },
  },
  {
    title: 'contact.venue.title',
    text: 'contact.venue.text',
    link: { to: '/restaurant/login', label: 'footer.restaurantLogin' },
  },
  {
    title: 'contact.driver.title',
    text: 'contact.driver.text',
    link: { to: '/driver/login', label: 'footer.driverLogin' },
  },
];

/** Contact (/contact). */
export function ContactPage() {
  const t = useT();
  return (
    <div className="space-y-8">
      <DocumentTitle title={t('contact.title')} />
      <PageHeader
        title={t('contact.title')}
        description={t('contact.description', { product: PRODUCT_NAME })}
      >
        <p>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="inline-flex items-center gap-2 text-lg font-semibold text-primary underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-5" />
            {CONTACT_EMAIL}
          </a>
        </p>
      </PageHeader>
      <ul className="grid gap-4 md:grid-cols-3">
        {TOPICS.map((topic) => (
          <li key={topic.title} className="flex flex-col gap-2 rounded-card border bg-card p-5">
            <h2 className="font-semibold">{t(topic.title)}</h2>
            <p className="text-sm text-muted-foreground">{t(topic.text)}</p>
            <Link
              to={topic.link.to}
              className="mt-auto text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t(topic.link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { ContactPage as Component };
