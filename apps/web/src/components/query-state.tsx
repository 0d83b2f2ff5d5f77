import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { canRetry, errorText as textOf } from '@/lib/error-text.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** The part of a TanStack Query result this component reads. */
export type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch(): unknown;
};

type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** What shows while the first answer loads (default: a spinner announcing `loadingLabel`). */
  loading?: ReactNode;
  loadingLabel?: string;
  /** The first sentence of the error ("We could not load your orders."); the error's words for people follow. */
  errorText: string;
  retryLabel?: string;
  /** True when the answer has nothing to show; `empty` is shown instead of `children`. */
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  /** A screen that refreshes by itself keeps its last answer when a refresh fails (the next one may succeed). */
  keepDataOnError?: boolean;
  children(data: T): ReactNode;
};

/**
 * Every page's three states around its data: loading, error with a Retry button (refetches), and empty. The
 * data itself is rendered by `children` once it is there.
 */
export function QueryState<T>({
  query,
  loading,
  loadingLabel,
  errorText,
  retryLabel,
  isEmpty,
  empty,
  keepDataOnError = false,
  children,
}: QueryStateProps<T>) {
  const t = useT();
  if (query.isPending) return <>{loading ?? <Spinner label={loadingLabel} />}</>;
  if ((query.isError && !(keepDataOnError && query.data !== undefined)) || query.data === undefined)
    return (
      <Alert variant="destructive" role="alert" className="space-y-3">
        <p>
          {errorText} {query.error ? textOf(query.error) : null}
        </p>
        {/* A 4xx answer would come back the same: no Retry that cannot succeed. */}
        {canRetry(query.error) ? (
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {retryLabel ?? t('common.retry')}
          </Button>
        ) : null}
      </Alert>
    );
  if (isEmpty?.(query.data) && empty !== undefined) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
