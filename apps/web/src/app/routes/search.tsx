import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { useLocation } from '@/features/location/hooks/use-location.ts';
import { nearParams } from '@/features/restaurants/near.ts';
import { SearchForm } from '@/features/search/components/search-form.tsx';
import { SearchResults } from '@/features/search/components/search-results.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** Explore (/search?q=): restaurants and dishes near the customer matching the text, grouped by restaurant. */
export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const location = useLocation();
  const t = useT();

  return (
    <div className="space-y-6">
      <DocumentTitle title={q ? t('search.pageTitle', { query: q }) : t('search.title')} />
      <PageHeader title={t('search.title')} description={t('search.description')} />
      <SearchForm query={q} onSearch={(next) => setSearchParams(next ? { q: next } : {})} />
      <SearchResults params={{ q, ...nearParams(location.location) }} />
    </div>
  );
}

export { SearchPage as Component };
