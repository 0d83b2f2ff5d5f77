import type { ApplicationStatus } from '@lekker/core/contracts/accounts';
import { Bike, RefreshCw, Store } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  type AdminApplication,
  type Decision,
  useAdminApplications,
  useDecideApplication,
} from '@/api/applications.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

const FILTERS: { value: ApplicationStatus | 'all'; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'all', label: 'All' },
];
const STATUS_BADGE = { pending: 'secondary', approved: 'success', suspended: 'destructive' } as const;
const STATUS_LABEL = { pending: 'Pending', approved: 'Approved', suspended: 'Suspended' } as const;

const dateTime = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short' });
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';

/** Admin: driver and restaurant applications with Approve and Suspend. */
export function AdminApplicationsPanel() {
  const [filter, setFilter] = useState<ApplicationStatus | 'all'>('pending');
  const applications = useAdminApplications(filter === 'all' ? undefined : filter);
  const decide = useDecideApplication();
  const [busyId, setBusyId] = useState<string | null>(null);

  function onDecide(application: AdminApplication, status: Decision) {
    setBusyId(`${application.kind}:${application.id}`);
    decide.mutate(
      { application, status },
      {
        onSuccess: () =>
          toast.success(status === 'approved' ? 'Application approved' : 'Account suspended', {
            description: `${application.name} (${application.kind === 'driver' ? 'driver' : 'restaurant'})`,
          }),
        onError: (error) => toast.error('Could not save the decision', { description: messageOf(error) }),
        onSettled: () => setBusyId(null),
      },
    );
  }

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle as="h2">Applications</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <fieldset className="flex flex-wrap gap-1 rounded-full bg-muted p-1">
            <legend className="sr-only">Show applications</legend>
            {FILTERS.map((f) => (
              <label
                key={f.value}
                className="cursor-pointer rounded-full px-3 py-1 text-xs font-semibold text-muted-foreground has-checked:bg-card has-checked:text-foreground has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  name="application-filter"
                  value={f.value}
                  checked={filter === f.value}
                  onChange={() => setFilter(f.value)}
                  className="sr-only"
                />
                {f.label}
              </label>
            ))}
          </fieldset>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Refresh applications"
            onClick={() => applications.refetch()}
            disabled={applications.isFetching}
          >
            <RefreshCw aria-hidden="true" className={applications.isFetching ? 'animate-spin' : undefined} />
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {applications.isPending ? (
          <ul aria-label="Loading applications" className="space-y-3">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-20 w-full rounded-xl" />
              </li>
            ))}
          </ul>
        ) : applications.isError ? (
          <div role="alert" className="space-y-3 py-6 text-center">
            <p className="font-semibold">Could not load the applications.</p>
            <p className="text-sm text-muted-foreground">{messageOf(applications.error)}</p>
            <Button variant="outline" onClick={() => applications.refetch()}>
              Try again
            </Button>
          </div>
        ) : applications.data.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            {filter === 'all'
              ? 'No applications yet.'
              : `No ${STATUS_LABEL[filter].toLowerCase()} applications.`}
          </p>
        ) : (
          <ul className="divide-y">
            {applications.data.map((application) => {
              const key = `${application.kind}:${application.id}`;
              const busy = busyId === key;
              const Icon = application.kind === 'driver' ? Bike : Store;
              return (
                <li key={key} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
                  <div className="flex min-w-0 flex-1 gap-3">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <div className="min-w-0 space-y-0.5">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold">{application.name}</span>
                        <Badge variant="outline">
                          {application.kind === 'driver' ? 'Driver' : 'Restaurant'}
                        </Badge>
                        <Badge variant={STATUS_BADGE[application.status]}>
                          {STATUS_LABEL[application.status]}
                        </Badge>
                      </p>
                      <p className="truncate text-sm text-muted-foreground">{application.email}</p>
                      {application.detail ? <p className="text-sm">{application.detail}</p> : null}
                      <p className="text-xs text-muted-foreground">
                        Applied {dateTime.format(new Date(application.created_at))}
                      </p>
                    </div>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      size="sm"
                      disabled={busy || application.status === 'approved'}
                      aria-label={`Approve ${application.name}`}
                      onClick={() => onDecide(application, 'approved')}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy || application.status === 'suspended'}
                      aria-label={`Suspend ${application.name}`}
                      onClick={() => onDecide(application, 'suspended')}
                    >
                      Suspend
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
