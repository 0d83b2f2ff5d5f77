import { Button } from '@/components/ui/button.tsx';
import { errorText } from '@/lib/error-text.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/utils.ts';

/** What the button needs of a TanStack infinite query over pages of reviews. */
type NextPageQuery = {
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * Below the loaded reviews (the portal's and the menu page's): "Show more reviews" while the server has more, and a
 * sentence when loading them fails (the reviews already shown stay).
 */
export function ShowMoreReviews({ query, className }: { query: NextPageQuery; className?: string }) {
  const t = useT();
  if (!query.hasNextPage) return null;
  return (
    <div className={cn('space-y-2', className)}>
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('reviews.moreFailed')} {query.error ? errorText(query.error) : null}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {t(query.isFetchingNextPage ? 'reviews.loadingMore' : 'reviews.showMore')}
      </Button>
    </div>
  );
}
