import { AdminReasonSchema, ReasonFieldSchema } from '@lekker/core/contracts/admin';
import { type ReactNode, useId } from 'react';
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
import { Textarea } from '@/components/ui/textarea.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { fieldErrors, useZodForm } from '@/lib/forms/use-zod-form.ts';

/** A rule the action overrides: the admin ticks it to confirm before the action can go ahead. */
export type OverrideWarning = { id: string; text: string };

export type ConfirmWithReasonProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  /** The label of the typed reason (default: it is kept in the audit log). */
  reasonLabel?: string;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  /** The server's refusal, shown inside the dialog (the console's ActionError, for instance). */
  error?: ReactNode;
  warnings?: OverrideWarning[];
  /** The typed reason (trimmed, at least 3 characters) and the warnings the admin confirmed. */
  onConfirm(reason: string, confirmed: string[]): void;
};

const MIN_REASON = ReasonFieldSchema.minLength ?? 3;
const MAX_REASON = ReasonFieldSchema.maxLength ?? 500;

type ReasonValues = { reason: string; ticked: string[] };

/** The reason typed and the boxes ticked → the audit log's reason (AdminReasonSchema), every warning confirmed. */
const reasonSchema = (warnings: () => OverrideWarning[]) =>
  formSchema((v: ReasonValues, refuse) => {
    if (v.reason.trim().length < MIN_REASON)
      refuse('reason', `Give a reason of at least ${MIN_REASON} characters.`);
    else if (warnings().some((w) => !v.ticked.includes(w.id)))
      refuse('ticked', 'Tick each warning to confirm you are overriding it.');
    return { reason: v.reason };
  }, AdminReasonSchema);

/**
 * The one confirmation for a privileged action (docs/decisions/053): what happens, a typed reason, and a box to tick
 * for each rule the action overrides. Nothing is sent until the reason is long enough and every warning is ticked.
 */
export function ConfirmWithReasonDialog(props: ConfirmWithReasonProps) {
  const { open, onOpenChange, warnings = [] } = props;
  const form = useZodForm(
    reasonSchema(() => warnings),
    { defaultValues: { reason: '', ticked: [] as string[] }, labels: { reason: 'Reason' } },
  );
  const { reason, ticked } = form.watch();
  const problem = Object.values(fieldErrors(form.formState.errors))[0] ?? null;
  const id = useId();

  const submit = form.handleSubmit((input) => props.onConfirm(input.reason, form.getValues('ticked')));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ reason: '', ticked: [] });
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-3" noValidate>
          {warnings.length > 0 ? (
            <fieldset className="space-y-2 rounded-lg border border-destructive/50 p-3">
              <legend className="px-1 text-sm font-semibold text-destructive">Rules this overrides</legend>
              {warnings.map((w) => (
                <label key={w.id} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-destructive"
                    checked={ticked.includes(w.id)}
                    onChange={(e) => {
                      form.clearErrors('ticked');
                      form.setValue(
                        'ticked',
                        e.target.checked ? [...ticked, w.id] : ticked.filter((x) => x !== w.id),
                      );
                    }}
                  />
                  <span>
                    {w.text} <span className="font-semibold">I confirm the override.</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <div className="space-y-2">
            <Label htmlFor={`${id}-reason`}>{props.reasonLabel ?? 'Reason (kept in the audit log)'}</Label>
            <Textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={MAX_REASON}
              value={reason}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => {
                form.clearErrors('reason');
                form.setValue('reason', e.target.value);
              }}
            />
          </div>
          {problem ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
          {props.error}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {props.cancelLabel ?? 'Cancel'}
            </Button>
            <Button
              type="submit"
              variant={props.destructive ? 'destructive' : 'default'}
              disabled={props.pending}
            >
              {props.confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
