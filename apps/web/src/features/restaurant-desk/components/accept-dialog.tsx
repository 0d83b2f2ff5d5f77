import type { DeskOrder } from '@lekker/core/contracts/desk';
import { DEFAULT_PREP_MINUTES, PREP_MINUTES_MAX, PREP_MINUTES_MIN } from '@lekker/core/desk';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { fieldErrors, useZodForm } from '@/lib/forms/use-zod-form.ts';
import { AcceptFormSchema, type AcceptFormValues } from '../desk-forms.ts';

const QUICK = [10, 15, 20, 30, 45];

type AcceptDialogProps = {
  order: DeskOrder;
  open: boolean;
  onOpenChange(open: boolean): void;
  pending: boolean;
  onAccept(minutes: number): void;
};

/** Accept with a preparation time: suggested from the items (the longest preparation time), editable. */
export function AcceptDialog({ order, open, onOpenChange, pending, onAccept }: AcceptDialogProps) {
  const suggested = order.suggested_prep_minutes ?? DEFAULT_PREP_MINUTES;
  const form = useZodForm<AcceptFormValues, { preparation_minutes: number }>(AcceptFormSchema, {
    defaultValues: { preparation_minutes: String(suggested) },
    labels: { preparation_minutes: 'Preparation time' },
  });
  const value = form.watch('preparation_minutes');
  const error = fieldErrors(form.formState.errors).preparation_minutes ?? null;
  const id = useId();

  const submit = form.handleSubmit((input) => onAccept(input.preparation_minutes));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ preparation_minutes: String(suggested) });
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Accept order {order.order_number}</DialogTitle>
          <DialogDescription>
            How long until it is ready for the driver? The customer sees the estimated delivery time.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-2">
            <Label htmlFor={`${id}-minutes`}>Preparation time (minutes)</Label>
            <Input
              id={`${id}-minutes`}
              type="number"
              inputMode="numeric"
              min={PREP_MINUTES_MIN}
              max={PREP_MINUTES_MAX}
              {...form.register('preparation_minutes')}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              className="w-32"
            />
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {order.suggested_prep_minutes
                ? `Suggested: ${order.suggested_prep_minutes} min (the longest item in this order).`
                : `Suggested: ${DEFAULT_PREP_MINUTES} min (no item states a preparation time).`}
            </p>
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Quick choices</legend>
            {QUICK.map((m) => (
              <Button
                key={m}
                type="button"
                size="sm"
                variant={value === String(m) ? 'default' : 'outline'}
                aria-pressed={value === String(m)}
                onClick={() => form.setValue('preparation_minutes', String(m), { shouldValidate: !!error })}
              >
                {m} min
              </Button>
            ))}
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Accepting…' : 'Accept order'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
