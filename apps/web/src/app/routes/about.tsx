import { PRODUCT_NAME } from '@lekker/core/constants';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import type { MessageId } from '@/lib/i18n/i18n.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const POINTS: readonly { title: MessageId; text: MessageId }[] = [
  { title: 'about.local.title', text: 'about.local.text' },
  { title: 'about.prices.title', text: 'about.prices.text' },
  { title: 'about.pay.title', text: 'about.pay.text' },
  { title: 'about.custom.title', text: 'about.custom.text' },
];

/** About (/about). */
export function AboutPage() {
  const t = useT();
  return (
    <div className="space-y-8">
      <DocumentTitle title={t('about.pageTitle')} />
      <PageHeader
        title={t('about.title', { product: PRODUCT_NAME })}
        description={t('about.description', { product: PRODUCT_NAME })}
      />
      <ul className="grid gap-4 sm:grid-cols-2">
        {POINTS.map((point) => (
          <li key={point.title} className="rounded-card border bg-card p-5">
            <h2 className="font-semibold">{t(point.title)}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{t(point.text)}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="about-partners" className="space-y-2">
        <h2 id="about-partners" className="text-xl font-bold">
          {t('about.grow.title')}
        </h2>
        <p className="max-w-2xl text-muted-foreground">{t('about.grow.text')}</p>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <Link
            to="/restaurant/login"
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('about.grow.venues')}
          </Link>
          <Link to="/driver/login" className="font-semibold text-primary underline-offset-4 hover:underline">
            {t('about.grow.drivers')}
          </Link>
          <Link to="/contact" className="font-semibold text-primary underline-offset-4 hover:underline">
            {t('contact.title')}
          </Link>
        </p>
      </section>
    </div>
  );
}

export { AboutPage as Component };
