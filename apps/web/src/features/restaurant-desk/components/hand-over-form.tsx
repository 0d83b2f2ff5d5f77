import type { DeskOrder } from '@lekker/core/contracts/desk';
import { type HandOverRequest, HandOverRequestSchema } from '@lekker/core/contracts/desk';
import { DELIVERY_CODE_LENGTH } from '@lekker/core/driver';
import { formatRand } from '@lekker/core/money';
import { handOverCollection } from '@/api/collection.ts';
import { FormField } from '@/components/form-field.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { formErrorText, setFormError, useZodForm } from '@/lib/forms/use-zod-form.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';
import { actionErrorMessage, useDeskAction } from '../hooks/use-desk-action.ts';

/**
 * 'Hand over' at the counter (docs/decisions/068-collect-it-yourself.md): the customer's 4-digit pick-up code
 * completes a ready collection; a Cash on Delivery one asks for its total first. A wrong code says how many tries are
 * left; after 5 the code locks for a minute.
 */
export function HandOverForm({
  venueId,
  order,
  onMoved,
}: {
  venueId: string;
  order: DeskOrder;
  onMoved(status: DeskOrder['status']): void;
}) {
  const t = useT();
  const action = useDeskAction(venueId);
  const form = useZodForm<HandOverRequest>(HandOverRequestSchema, {
    defaultValues: { code: '' },
    labels: { code: t('collect.desk.codeLabel') },
  });
  const codeError = form.formState.errors.code?.message;
  const failure = formErrorText(form.formState.errors);

  const onSubmit = form.handleSubmit((input) =>
    action.mutate(() => handOverCollection(order.id, input), {
      onSuccess: (moved) => {
        toast.success(t('collect.desk.done', { number: order.order_number }));
        onMoved(moved.status);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 423) setFormError(form, t('collect.desk.locked'));
        else if (error instanceof ApiError && error.status === 422 && error.fields?.code)
          form.setError('code', {
            type: 'server',
            message: t('collect.desk.wrongCode', { message: error.message }),
          });
        else setFormError(form, actionErrorMessage(error));
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="w-full space-y-3 rounded-xl border border-primary p-3">
      <p className="text-sm font-semibold">{t('collect.desk.handOverTitle')}</p>
      {order.payment_method === 'cash' ? (
        <p className="text-sm">{t('collect.desk.cashFirst', { total: formatRand(order.total_cents) })}</p>
      ) : null}
      <FormField
        label={t('collect.desk.codeLabel')}
        hint={t('collect.desk.codeHint', { digits: DELIVERY_CODE_LENGTH })}
        error={codeError}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={DELIVERY_CODE_LENGTH}
            className="max-w-32 text-lg tracking-widest"
            {...form.register('code')}
          />
        )}
      </FormField>
      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" disabled={action.isPending}>
        {action.isPending ? t('collect.desk.handingOver') : t('collect.desk.handOver')}
      </Button>
    </form>
  );
}
