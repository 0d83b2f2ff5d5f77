import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** Loading (skeleton rows), error (with Retry) and empty states around a console query. */
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
  if (query.isPending)
    return (
      <div className="space-y-2" role="status" aria-label={`Loading ${label}`}>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
      </div>
    );
  if (query.isError)
    return (
      <Alert variant="destructive" role="alert" className="flex flex-wrap items-center justify-between gap-3">
        <span>
          Could not load {label}: {query.error.message}
        </span>
        <Button size="sm" variant="outline" onClick={() => query.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  if (isEmpty?.(query.data))
    return (
      <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
        {empty ?? `No ${label}.`}
      </p>
    );
  return <>{children(query.data)}</>;
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
