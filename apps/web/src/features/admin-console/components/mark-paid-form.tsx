import { type MarkPaid, MarkPaidSchema } from '@lekker/core/contracts/admin';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { fieldErrors, useZodForm } from '@/lib/forms/use-zod-form.ts';

type Payee = Pick<MarkPaid, 'party' | 'party_id' | 'week_start'>;

const referenceSchema = (payee: () => Payee) =>
  formSchema((v: { reference: string }) => ({ ...payee(), reference: v.reference }), MarkPaidSchema);

/**
 * "Mark paid" for one payee of a week: the bank reference, checked by the shared MarkPaid contract before it is sent.
 * `blocked` says why it cannot be marked paid yet (the server refuses the same: week_not_closed, no_bank_details).
 */
export function MarkPaidForm({
  payee,
  name,
  blocked,
  pending,
  onMarkPaid,
}: {
  payee: Payee;
  name: string;
  blocked: string | null;
  pending: boolean;
  onMarkPaid(input: MarkPaid): void;
}) {
  const id = useId();
  const form = useZodForm(
    referenceSchema(() => payee),
    { defaultValues: { reference: '' }, labels: { reference: 'Bank reference' } },
  );
  const error = fieldErrors(form.formState.errors).reference;
  const described = [blocked ? `${id}-why` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={form.handleSubmit((input) => onMarkPaid(input))}
      noValidate
    >
      <Label htmlFor={`${id}-ref`} className="sr-only">
        Bank reference for {name}
      </Label>
      <Input
        id={`${id}-ref`}
        className="h-8 w-36"
        placeholder="Bank reference"
        {...form.register('reference', { onChange: () => form.clearErrors('reference') })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={blocked !== null}
      />
      <Button
        type="submit"
        size="sm"
        disabled={pending || blocked !== null}
        aria-describedby={described || undefined}
      >
        Mark paid
      </Button>
      {error ? (
        <span id={`${id}-error`} role="alert" className="w-full text-xs text-red-800">
          {error}
        </span>
      ) : null}
      {blocked ? (
        <span id={`${id}-why`} className="w-full text-xs text-muted-foreground">
          {blocked}
        </span>
      ) : null}
    </form>
  );
}
