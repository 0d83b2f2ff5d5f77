import { useT } from '@/lib/i18n/use-t.ts';

/** The admin order dialog's word for a collection (decision 068): the customer collects it, so no driver. */
export function CollectionFact() {
  const t = useT();
  return <span data-testid="admin-collection">{t('collect.admin.collection')}</span>;
}
