import type { ApplicationStatus } from '@lekker/core/contracts/accounts';
import { Bike, RefreshCw, Store } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  type AdminApplication,
  type Decision,
  useAdminApplications,
  useDecideApplication,
} from '@/api/applications.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/lib/toast.ts';

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

/**
 * Admin: driver and restaurant applications with Approve and Suspend. A decision needs a reason: it is recorded on
 * the application, kept in the audit log and e-mailed to the applicant (whose address the dialog shows).
 */
export function AdminApplicationsPanel() {
  const [filter, setFilter] = useState<ApplicationStatus | 'all'>('pending');
  const applications = useAdminApplications(filter === 'all' ? undefined : filter);
  const decide = useDecideApplication();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [pending, setPending] = useState<{ application: AdminApplication; status: Decision } | null>(null);

  function onDecide(application: AdminApplication, status: Decision, reason: string) {
    setBusyId(`${application.kind}:${application.id}`);
    decide.mutate(
      { application, status, reason },
      {
        onSuccess: () => {
          setPending(null);
          toast.success(status === 'approved' ? 'Application approved' : 'Account suspended', {
            description: `${application.name} (${application.kind === 'driver' ? 'driver' : 'restaurant'}): e-mailed to ${application.email}`,
          });
        },
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
                      {application.decision_reason ? (
                        <p className="text-sm">
                          <span className="font-semibold">Reason given:</span> {application.decision_reason}
                          {application.decided_at
                            ? ` (${dateTime.format(new Date(application.decided_at))})`
                            : ''}
                        </p>
                      ) : null}
                    </div>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      size="sm"
                      disabled={busy || application.status === 'approved'}
                      aria-label={`Approve ${application.name}`}
                      onClick={() => setPending({ application, status: 'approved' })}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy || application.status === 'suspended'}
                      aria-label={`Suspend ${application.name}`}
                      onClick={() => setPending({ application, status: 'suspended' })}
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
      <DecisionDialog
        key={pending ? `${pending.application.kind}:${pending.application.id}:${pending.status}` : 'none'}
        pending={pending}
        busy={decide.isPending}
        onCancel={() => setPending(null)}
        onConfirm={(reason) => pending && onDecide(pending.application, pending.status, reason)}
      />
    </Card>
  );
}

/** Confirms a decision with its reason; says where the e-mail goes. */
function DecisionDialog({
  pending,
  busy,
  onCancel,
  onConfirm,
}: {
  pending: { application: AdminApplication; status: Decision } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const tooShort = reason.trim().length < 3;
  const verb = pending?.status === 'approved' ? 'Approve' : 'Suspend';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!tooShort) onConfirm(reason.trim());
  };
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>
              {verb} {pending?.application.name}?
            </DialogTitle>
            <DialogDescription>
              {pending?.application.kind === 'driver' ? 'Driver' : 'Restaurant'} application. The decision and
              your reason are e-mailed to <span className="font-semibold">{pending?.application.email}</span>{' '}
              and kept in the audit log.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-1">
            <Label htmlFor={reasonId}>Reason (e-mailed to the applicant)</Label>
            <Textarea
              id={reasonId}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={touched && tooShort}
              aria-describedby={touched && tooShort ? `${reasonId}-error` : undefined}
            />
            {touched && tooShort ? (
              <p id={`${reasonId}-error`} className="text-sm text-red-800">
                Give a reason (at least 3 characters).
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={pending?.status === 'suspended' ? 'destructive' : 'default'}
              disabled={busy}
            >
              {verb} and e-mail
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
