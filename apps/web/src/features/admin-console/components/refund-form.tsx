import { type RefundRequest, RefundRequestSchema } from '@lekker/core/contracts/admin';
import {
  DEFAULT_REFUND_BEARER,
  REFUND_BEARER_LABELS,
  REFUND_BEARERS,
  REFUND_CAUSE_LABELS,
  REFUND_CAUSES,
  type RefundBearer,
  type RefundCause,
} from '@lekker/core/contracts/refund-bearer';
import { formatRand, randToCents } from '@lekker/core/money';
import { useId, useState } from 'react';
import { adminApi, useAdminAction } from '@/api/admin.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { fieldErrors, useZodForm } from '@/lib/forms/use-zod-form.ts';
import { ActionError } from './query-state.tsx';

type RefundValues = {
  amount: string;
  reason: string;
  cause: RefundCause;
  bearer: RefundBearer;
  idempotency_key: string;
};

/** The amount typed in rand ("12,50" too) in cents, or null when it is not an amount. */
function amountCents(amount: string): number | null {
  const text = amount.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return randToCents(Number(text));
}

/** The values typed → the refund request (RefundRequestSchema): an amount from R0.01 up to what is left to refund. */
const refundSchema = (max: () => number) =>
  formSchema((v: RefundValues, refuse) => {
    const cents = amountCents(v.amount);
    if (cents === null || cents < 1 || cents > max())
      refuse('amount', `Enter an amount between R0.01 and ${formatRand(max())}.`);
    return {
      amount_cents: cents ?? 0,
      reason: v.reason,
      cause: v.cause,
      bearer: v.bearer,
      idempotency_key: v.idempotency_key,
    };
  }, RefundRequestSchema);

const initialValues = (max: number): RefundValues => ({
  amount: (max / 100).toFixed(2),
  reason: '',
  cause: 'goodwill',
  bearer: 'marketplace',
  // One key per attempt: a double click or a retry after a timeout refunds once.
  idempotency_key: crypto.randomUUID(),
});

/**
 * Refund all or part of what was paid: the amount, what went wrong (it preselects who bears the refund, decision
 * 050), who bears it (the venue only for a delivered order: it was paid nothing otherwise) and the reason the
 * customer reads. Checked by the shared contract before it is sent.
 */
export function RefundForm({ id, max, delivered }: { id: string; max: number; delivered: boolean }) {
  const amountId = useId();
  const reasonId = useId();
  const causeId = useId();
  const bearerName = useId();
  const [defaults] = useState(() => initialValues(max));
  const form = useZodForm(
    refundSchema(() => max),
    { defaultValues: defaults, labels: { reason: 'Reason (sent to the customer)' } },
  );
  const refund = useAdminAction((input: RefundRequest) => adminApi.refund(id, input));
  const { amount, bearer } = form.watch();
  const errors = fieldErrors(form.formState.errors);
  const cents = amountCents(amount);
  const pickCause = (next: RefundCause) => {
    form.setValue('cause', next);
    form.setValue('bearer', delivered ? DEFAULT_REFUND_BEARER[next] : 'marketplace');
  };
  const submit = form.handleSubmit((input) =>
    refund.mutate(input, { onSuccess: () => form.setValue('idempotency_key', crypto.randomUUID()) }),
  );
  return (
    <form onSubmit={submit} className="space-y-2 rounded-xl border p-3" aria-label="Refund" noValidate>
      <Label htmlFor={amountId}>Refund amount (R, at most {formatRand(max)})</Label>
      <Input
        id={amountId}
        inputMode="decimal"
        {...form.register('amount', { onChange: () => form.clearErrors('amount') })}
        aria-invalid={errors.amount ? true : undefined}
        aria-describedby={errors.amount ? `${amountId}-error` : undefined}
      />
      {errors.amount ? (
        <p id={`${amountId}-error`} className="text-xs text-red-800">
          {errors.amount}
        </p>
      ) : null}
      <Label htmlFor={causeId}>What went wrong</Label>
      <NativeSelect
        id={causeId}
        value={form.watch('cause')}
        onChange={(e) => pickCause(e.target.value as RefundCause)}
      >
        {REFUND_CAUSES.map((c) => (
          <option key={c} value={c}>
            {REFUND_CAUSE_LABELS[c]}
          </option>
        ))}
      </NativeSelect>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">Who bears the refund</legend>
        {REFUND_BEARERS.map((b) => (
          <label key={b} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={bearerName}
              value={b}
              checked={bearer === b}
              disabled={b === 'venue' && !delivered}
              onChange={() => form.setValue('bearer', b)}
            />
            {b === 'venue'
              ? `${REFUND_BEARER_LABELS.venue} (deducted from its payout)`
              : REFUND_BEARER_LABELS[b]}
          </label>
        ))}
        {!delivered ? (
          <p className="text-xs text-muted-foreground">
            The venue was paid nothing for this order (it was not delivered), so Lekker Eats bears this
            refund.
          </p>
        ) : null}
      </fieldset>
      <Label htmlFor={reasonId}>Reason (sent to the customer)</Label>
      <Input
        id={reasonId}
        {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
        aria-invalid={errors.reason ? true : undefined}
        aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
      />
      {errors.reason ? (
        <p id={`${reasonId}-error`} className="text-xs text-red-800">
          {errors.reason}
        </p>
      ) : null}
      <ActionError error={refund.error} />
      {refund.isSuccess ? (
        <Alert variant="success" role="status">
          Refund sent.
        </Alert>
      ) : null}
      <Button type="submit" size="sm" disabled={refund.isPending}>
        {cents === max ? 'Refund in full' : 'Refund part'}
      </Button>
    </form>
  );
}
