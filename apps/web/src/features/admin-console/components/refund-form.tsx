import {
  DEFAULT_REFUND_BEARER,
  REFUND_BEARER_LABELS,
  REFUND_BEARERS,
  REFUND_CAUSE_LABELS,
  REFUND_CAUSES,
  type RefundBearer,
  type RefundCause,
} from '@lekker/core/contracts/refund-bearer';
import { formatRand } from '@lekker/core/money';
import { type FormEvent, useId, useState } from 'react';
import { adminApi, useAdminAction } from '@/api/admin.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { ActionError } from './query-state.tsx';

/**
 * Refund all or part of what was paid: the amount, what went wrong (it preselects who bears the refund, decision
 * 050), who bears it (the venue only for a delivered order: it was paid nothing otherwise) and the reason the
 * customer reads.
 */
export function RefundForm({ id, max, delivered }: { id: string; max: number; delivered: boolean }) {
  const amountId = useId();
  const reasonId = useId();
  const causeId = useId();
  const bearerName = useId();
  const [amount, setAmount] = useState((max / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [cause, setCause] = useState<RefundCause>('goodwill');
  const [bearer, setBearer] = useState<RefundBearer>('marketplace');
  // One key per attempt: a double click or a retry after a timeout refunds once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const refund = useAdminAction(
    (input: {
      amount_cents: number;
      reason: string;
      cause: RefundCause;
      bearer: RefundBearer;
      idempotency_key: string;
    }) => adminApi.refund(id, input),
  );
  const cents = Math.round(Number(amount.replace(',', '.')) * 100);
  const invalid = !Number.isFinite(cents) || cents < 1 || cents > max;
  const pickCause = (next: RefundCause) => {
    setCause(next);
    setBearer(delivered ? DEFAULT_REFUND_BEARER[next] : 'marketplace');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    refund.mutate(
      { amount_cents: cents, reason: reason.trim(), cause, bearer, idempotency_key: key },
      { onSuccess: () => setKey(crypto.randomUUID()) },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-xl border p-3" aria-label="Refund">
      <Label htmlFor={amountId}>Refund amount (R, at most {formatRand(max)})</Label>
      <Input
        id={amountId}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${amountId}-error` : undefined}
      />
      {invalid ? (
        <p id={`${amountId}-error`} className="text-xs text-red-800">
          Enter an amount between R0.01 and {formatRand(max)}.
        </p>
      ) : null}
      <Label htmlFor={causeId}>What went wrong</Label>
      <NativeSelect id={causeId} value={cause} onChange={(e) => pickCause(e.target.value as RefundCause)}>
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
              onChange={() => setBearer(b)}
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
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        minLength={3}
      />
      <ActionError error={refund.error} />
      {refund.isSuccess ? (
        <Alert variant="success" role="status">
          Refund sent.
        </Alert>
      ) : null}
      <Button type="submit" size="sm" disabled={refund.isPending || invalid}>
        {cents === max ? 'Refund in full' : 'Refund part'}
      </Button>
    </form>
  );
}
