import { AdminNoteSchema } from '@lekker/core/contracts/admin';
import { DRIVER_DOCUMENT_LABELS } from '@lekker/core/contracts/driver-documents';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@lekker/core/order-status';
import { useId } from 'react';
import { adminApi, useAdminAction, useAdminDriver } from '@/api/admin.ts';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { fieldErrors, useZodForm } from '@/lib/forms/use-zod-form.ts';
import { BankDetailsView } from './bank-details-view.tsx';
import { ActionError, QueryState, when } from './query-state.tsx';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * One driver for an operator: the application (vehicle, phone, when, the last decision's reason), the job they hold,
 * their documents (links valid 10 minutes), bank account, internal notes (append-only) and every admin action.
 */
export function DriverDetail({ id }: { id: string }) {
  const driver = useAdminDriver(id);
  return (
    <QueryState query={driver} label="the driver">
      {(d) => (
        <div className="mt-2 grid w-full gap-4 text-sm md:grid-cols-2">
          <div className="space-y-4">
            <section aria-label="Application" className="rounded-xl border p-3">
              <h3 className="mb-1 font-semibold">Application</h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                <dt className="text-muted-foreground">Vehicle</dt>
                <dd>{d.driver.vehicle_type ?? '—'}</dd>
                <dt className="text-muted-foreground">Phone</dt>
                <dd>{d.driver.phone ?? '—'}</dd>
                <dt className="text-muted-foreground">Applied</dt>
                <dd>{when(d.applied_at)}</dd>
                <dt className="text-muted-foreground">Last decision</dt>
                <dd>{d.decision_reason ? `${d.decision_reason} (${when(d.decided_at)})` : '—'}</dd>
                <dt className="text-muted-foreground">Deliveries</dt>
                <dd>{d.deliveries}</dd>
                <dt className="text-muted-foreground">Current job</dt>
                <dd>
                  {d.active_order
                    ? `${d.active_order.order_number} (${ORDER_STATUS_LABELS[d.active_order.status as OrderStatus]})`
                    : 'None'}
                </dd>
              </dl>
            </section>
            <section aria-label="Documents" className="rounded-xl border p-3">
              <h3 className="mb-1 font-semibold">Documents</h3>
              {d.documents.length === 0 ? (
                <p className="text-muted-foreground">No documents uploaded yet.</p>
              ) : (
                <ul className="space-y-1">
                  {d.documents.map((doc) => (
                    <li key={doc.id}>
                      <a className="text-primary underline" href={doc.url} target="_blank" rel="noreferrer">
                        {DRIVER_DOCUMENT_LABELS[doc.kind]}
                      </a>{' '}
                      <span className="text-muted-foreground">
                        {doc.original_name} · {kb(doc.size)} · {when(doc.created_at)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <BankDetailsView details={d.bank_details} />
          </div>
          <div className="space-y-4">
            <section aria-label="Internal notes" className="space-y-2 rounded-xl border p-3">
              <h3 className="font-semibold">Internal notes</h3>
              <DriverNoteForm id={id} />
              {d.notes.length === 0 ? (
                <p className="text-muted-foreground">No notes yet.</p>
              ) : (
                <ul className="space-y-1">
                  {d.notes.map((n) => (
                    <li key={n.id}>
                      {when(n.created_at)} ·{' '}
                      <span className="font-semibold">{n.actor_email ?? 'system'}</span> · {n.summary}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-label="Driver history" className="rounded-xl border p-3">
              <h3 className="mb-1 font-semibold">History</h3>
              <ul className="space-y-1">
                {d.audit
                  .filter((a) => a.action !== 'driver.note')
                  .map((a) => (
                    <li key={a.id}>
                      {when(a.created_at)} ·{' '}
                      <span className="font-semibold">{a.actor_email ?? 'system'}</span> · {a.summary}
                    </li>
                  ))}
              </ul>
            </section>
          </div>
        </div>
      )}
    </QueryState>
  );
}

const NOTE_MAX = AdminNoteSchema.shape.note.maxLength ?? 1000;

/** Notes are added, never edited or removed: each keeps its author and time (AdminNote: 1 to 1,000 characters). */
function DriverNoteForm({ id }: { id: string }) {
  const noteId = useId();
  const form = useZodForm(AdminNoteSchema, { defaultValues: { note: '' }, labels: { note: 'Note' } });
  const error = fieldErrors(form.formState.errors).note;
  const add = useAdminAction((n: string) => adminApi.driverNote(id, n));
  const submit = form.handleSubmit(({ note }) =>
    add.mutate(note, { onSuccess: () => form.reset({ note: '' }) }),
  );
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <Label htmlFor={noteId}>Add an internal note (only admins see it)</Label>
      <Textarea
        id={noteId}
        rows={2}
        maxLength={NOTE_MAX}
        {...form.register('note', { onChange: () => form.clearErrors('note') })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${noteId}-error` : undefined}
      />
      {error ? (
        <p id={`${noteId}-error`} role="alert" className="text-xs text-red-800">
          {error}
        </p>
      ) : null}
      <ActionError error={add.error} />
      <Button type="submit" size="sm" variant="outline" disabled={add.isPending}>
        Add note
      </Button>
    </form>
  );
}
