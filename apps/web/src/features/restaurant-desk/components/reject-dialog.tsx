import type { DeskOrder, RejectOrder } from '@lekker/core/contracts/desk';
import { REJECT_CODES } from '@lekker/core/contracts/desk';
import { REJECT_REASON_LABELS } from '@lekker/core/desk';
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
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { fieldErrors, useZodForm } from '@/lib/forms/use-zod-form.ts';
import {
  emptyRejectForm,
  REJECT_REASON_MAX_CHARS,
  RejectFormSchema,
  type RejectFormValues,
} from '../desk-forms.ts';

type RejectDialogProps = {
  order: DeskOrder;
  open: boolean;
  onOpenChange(open: boolean): void;
  pending: boolean;
  onReject(input: RejectOrder): void;
};

/** Reject with a reason from the list (none chosen for the owner); the customer reads a sentence made from it. */
export function RejectDialog({ order, open, onOpenChange, pending, onReject }: RejectDialogProps) {
  const items = order.items.filter((i) => i.menu_item_id);
  const form = useZodForm<RejectFormValues, RejectOrder>(RejectFormSchema, {
    defaultValues: emptyRejectForm,
    labels: { reason: 'Message to the customer', menu_item_id: 'Which item is sold out?' },
  });
  const code = form.watch('code');
  const error = Object.values(fieldErrors(form.formState.errors))[0] ?? null;
  const id = useId();

  const submit = form.handleSubmit((input) => onReject(input));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(emptyRejectForm);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject order {order.order_number}</DialogTitle>
          <DialogDescription>The customer is told why, and a paid order is refunded.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium">Reason</legend>
            {REJECT_CODES.filter((c) => c !== 'item_sold_out' || items.length > 0).map((c) => (
              <label key={c} className="flex items-center gap-3 rounded-lg border border-border p-3 text-sm">
                <input
                  type="radio"
                  name={`${id}-code`}
                  value={c}
                  checked={code === c}
                  onChange={() => form.setValue('code', c)}
                  className="size-4 accent-primary"
                />
                {REJECT_REASON_LABELS[c]}
              </label>
            ))}
          </fieldset>
          {code === 'item_sold_out' ? (
            <div className="space-y-2">
              <Label htmlFor={`${id}-item`}>Which item is sold out?</Label>
              <NativeSelect id={`${id}-item`} {...form.register('menu_item_id')}>
                <option value="">Choose an item</option>
                {items.map((i) => (
                  <option key={i.id} value={i.menu_item_id ?? ''}>
                    {i.name}
                  </option>
                ))}
              </NativeSelect>
              <p className="text-xs text-muted-foreground">
                It is sold out on your menu for today and comes back by itself when you next open.
              </p>
            </div>
          ) : null}
          {code === 'other' ? (
            <div className="space-y-2">
              <Label htmlFor={`${id}-note`}>Message to the customer</Label>
              <Textarea
                id={`${id}-note`}
                rows={3}
                maxLength={REJECT_REASON_MAX_CHARS}
                {...form.register('reason')}
              />
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Keep the order
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? 'Rejecting…' : 'Reject order'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
