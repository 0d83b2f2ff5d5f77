import { PROCESSORS } from '@lekker/core/privacy';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import type { MessageId } from '@/lib/i18n/i18n.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const COLLECTED: readonly MessageId[] = [
  'privacy.page.collectAccount',
  'privacy.page.collectContact',
  'privacy.page.collectOrders',
  'privacy.page.collectDevices',
  'privacy.page.collectDrivers',
  'privacy.page.collectMarketing',
];

/**
 * Privacy (/privacy, linked from the footer): what is collected and why, how long it is kept, the processors and
 * their countries, and the person's rights (docs/decisions/067-privacy-export-and-deletion.md). Processors' names
 * and purposes are core's PROCESSORS, the list every export carries, in English like the venues' own content.
 */
export function PrivacyPage() {
  const t = useT();
  return (
    <div className="space-y-8">
      <DocumentTitle title={t('privacy.page.title')} />
      <PageHeader title={t('privacy.page.title')} description={t('privacy.page.intro')} />
      <section aria-labelledby="privacy-collect" className="space-y-3">
        <h2 id="privacy-collect" className="text-lg font-semibold">
          {t('privacy.page.collectTitle')}
        </h2>
        <ul className="list-disc space-y-2 pl-5 text-sm">
          {COLLECTED.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="privacy-keep" className="space-y-3">
        <h2 id="privacy-keep" className="text-lg font-semibold">
          {t('privacy.page.keepTitle')}
        </h2>
        <p className="text-sm">{t('privacy.page.keepText')}</p>
      </section>
      <section aria-labelledby="privacy-processors" className="space-y-3">
        <h2 id="privacy-processors" className="text-lg font-semibold">
          {t('privacy.page.processorsTitle')}
        </h2>
        <div className="overflow-x-auto rounded-card border bg-card">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-border">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  {t('privacy.page.processorName')}
                </th>
                <th scope="col" className="p-3 font-semibold">
                  {t('privacy.page.processorPurpose')}
                </th>
                <th scope="col" className="p-3 font-semibold">
                  {t('privacy.page.processorCountry')}
                </th>
              </tr>
            </thead>
            <tbody>
              {PROCESSORS.map((p) => (
                <tr key={p.name} className="border-b border-border last:border-0">
                  <td className="p-3 font-medium">{p.name}</td>
                  <td className="p-3">{p.purpose}</td>
                  <td className="p-3">{p.country}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="privacy-rights" className="space-y-3">
        <h2 id="privacy-rights" className="text-lg font-semibold">
          {t('privacy.page.rightsTitle')}
        </h2>
        <p className="text-sm">{t('privacy.page.rightsText')}</p>
        <Link to="/profile" className="text-sm font-semibold text-primary hover:underline">
          {t('privacy.page.profileLink')}
        </Link>
      </section>
    </div>
  );
}

export { PrivacyPage as Component };
