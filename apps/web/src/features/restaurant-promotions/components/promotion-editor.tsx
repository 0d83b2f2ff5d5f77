import { useId } from 'react';
import { type Promotion, useSavePromotion } from '@/api/venue-promotions.ts';
import { FormField } from '@/components/form-field.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { checkFieldsText } from '@/lib/forms/issue-text.ts';
import {
  applyServerError,
  fieldErrors,
  formErrorText,
  setFormError,
  useZodForm,
} from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import {
  emptyPromotionForm,
  fromPromotion,
  PROMOTION_NAME_MAX_CHARS,
  PromotionFormSchema,
  type PromotionFormValues,
} from '../promotion-form.ts';
import { DiscountFields, HappyHourFields, LimitFields, TargetFields } from './promotion-fields.tsx';

type PromotionEditorProps = {
  venueId: string;
  /** The promotion being edited, or null for a new one. */
  editing: Promotion | null;
  onDone(): void;
};

/** The form's values and errors, checked here against the contract first and then by the server, which answers per field. */
function usePromotionForm({ venueId, editing, onDone }: PromotionEditorProps) {
  const form = useZodForm(PromotionFormSchema, {
    defaultValues: editing ? fromPromotion(editing) : emptyPromotionForm,
    labels: { name: 'Name customers see' },
  });
  const save = useSavePromotion(venueId);
  const values = form.watch();
  const set = <K extends keyof PromotionFormValues>(key: K, value: PromotionFormValues[K]) =>
    form.setValue(key, value as never, { shouldDirty: true });

  const submit = form.handleSubmit(
    (input) =>
      new Promise<void>((resolve) =>
        save.mutate(
          { id: editing?.id ?? null, input },
          {
            onSuccess: (saved) => {
              toast.success(editing ? 'Promotion updated' : `Promotion created: ${saved.label}`);
              onDone();
            },
            onError: (error) => applyServerError(form, error),
            onSettled: () => resolve(),
          },
        ),
      ),
    () => setFormError(form, checkFieldsText()),
  );
  const errors = fieldErrors(form.formState.errors);
  const message = formErrorText(form.formState.errors);
  return { values, set, errors, message, submit, pending: save.isPending };
}

/**
 * Create or edit a promotion (docs/product.md#promotions): what comes off (percent or rand), on what (the whole
 * menu or chosen dishes), from what order size, when (dates and weekly happy hours, Johannesburg time) and how
 * often per customer. The server checks everything again and answers per field.
 */
export function PromotionEditor(props: PromotionEditorProps) {
  const { venueId, editing, onDone } = props;
  const id = useId();
  const { values, set, errors, message, submit, pending } = usePromotionForm(props);
  const fields = { values, set, errors };
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {editing ? `Edit ${editing.name}` : 'New promotion'}
      </h2>

      <FormField label="Name customers see" error={errors.name} hint='e.g. "Lunch special"'>
        {(control) => (
          <Input
            {...control}
            value={values.name}
            maxLength={PROMOTION_NAME_MAX_CHARS}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </FormField>

      <DiscountFields id={id} {...fields} />
      <TargetFields id={id} venueId={venueId} {...fields} />
      <LimitFields {...fields} />
      <HappyHourFields {...fields} />

      {message ? (
        <Alert variant="destructive" role="alert">
          {message}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : editing ? 'Save changes' : 'Create promotion'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
