import { charCount, SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '@lekker/core/text-limits';
import { RefreshCw, SearchX, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { type SearchParams, useSearch } from '@/api/search.ts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { canRetry, errorText } from '@/lib/error-text.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/utils.ts';
import { SearchResultCard } from './search-result-card.tsx';

type SearchResultsProps = { params: SearchParams };

function Message({ icon: Icon, title, text }: { icon: typeof SearchX; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-card border border-dashed bg-card p-8 text-center">
      <Icon aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-semibold">{title}</p>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

/** Results grouped by restaurant, with the initial, too-short, loading, empty and error states. */
export function SearchResults({ params }: SearchResultsProps) {
  const q = params.q.trim();
  const query = useSearch(params);
  const t = useT();

  if (q.length === 0) {
    return <Message icon={UtensilsCrossed} title={t('search.idle.title')} text={t('search.idle.text')} />;
  }
  // Counted as the server counts them: an emoji is one character (core/text-limits.ts).
  if (charCount(q) < SEARCH_MIN_CHARS) {
    return (
      <Message
        icon={SearchX}
        title={t('search.short.title')}
        text={t('search.short.text', { min: SEARCH_MIN_CHARS })}
      />
    );
  }
  if (charCount(q) > SEARCH_MAX_CHARS) {
    return (
      <Message
        icon={SearchX}
        title={t('search.long.title')}
        text={t('search.long.text', { max: SEARCH_MAX_CHARS })}
      />
    );
  }
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div aria-busy="true" className="space-y-4">
        <span role="status" className="sr-only">
          {t('search.searching')}
        </span>
        {[0, 1, 2].map((n) => (
          <div key={n} aria-hidden="true" className="flex gap-3 rounded-card border bg-card p-4">
            <Skeleton className="size-20 rounded-xl sm:size-24" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="rounded-card border bg-card p-6 text-center">
        <p className="font-semibold">{t(canRetry(query.error) ? 'search.failed' : 'search.refused')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{errorText(query.error)}</p>
        {canRetry(query.error) ? (
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => query.refetch()}
            disabled={query.isFetching}
          >
            <RefreshCw aria-hidden="true" className={cn(query.isFetching && 'animate-spin')} />
            {t('common.retry')}
          </Button>
        ) : null}
      </div>
    );
  } else if (query.data.results.length === 0) {
    body = (
      <Message icon={SearchX} title={t('search.none.title')} text={t('search.none.text', { query: q })} />
    );
  } else {
    body = (
      <ul className="grid gap-4 md:grid-cols-2">
        {query.data.results.map((result) => (
          <li key={result.restaurant.id} className="min-w-0">
            <SearchResultCard result={result} />
          </li>
        ))}
      </ul>
    );
  }

  const count = query.isSuccess ? query.data.count : null;
  return (
    <section aria-labelledby="search-results-title" className="space-y-4" aria-busy={query.isFetching}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="search-results-title" className="text-xl font-bold tracking-tight">
          {t('search.resultsFor', { query: q })}
        </h2>
        {count !== null ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('search.count', { count })}
          </p>
        ) : null}
      </div>
      {body}
    </section>
  );
}
