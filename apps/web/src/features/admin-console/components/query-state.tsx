import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState as SharedQueryState } from '@/components/query-state.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** The shared loading / error-with-Retry / empty states, dressed for a console table: skeleton rows, a dashed box. */
export function QueryState<T>({
  query,
  label,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <SharedQueryState
      query={query}
      loading={
        <div className="space-y-2" role="status" aria-label={`Loading ${label}`}>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      }
      errorText={`Could not load ${label}:`}
      isEmpty={isEmpty}
      empty={
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          {empty ?? `No ${label}.`}
        </p>
      }
    >
      {children}
    </SharedQueryState>
  );
}

/** A mutation's error, read out when it appears. */
export function ActionError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert variant="destructive" role="alert">
      {error.message}
    </Alert>
  );
}

export const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-ZA', {
        timeZone: 'Africa/Johannesburg',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '—';

/** "12 min late" or "due in 8 min" against the promised time. */
export function lateness(minutes: number | null): string {
  if (minutes === null) return '';
  return minutes > 0 ? `${minutes} min late` : `due in ${-minutes} min`;
}
