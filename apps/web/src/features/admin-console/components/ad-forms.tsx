import { AdminReasonSchema } from '@lekker/core/contracts/admin';
import { AdScheduleSchema } from '@lekker/core/contracts/ads';
import { useId } from 'react';
import { type Ad, type AdSchedule, adminApi, useAdminAction } from '@/api/admin.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { fieldErrors, useZodForm } from '@/lib/forms/use-zod-form.ts';
import { ActionError } from './query-state.tsx';

/** "2 kotas for R80 (Kota Corner)": an ad as the console names it. */
export const describeAd = (ad: Ad) => `${ad.special_offer ?? 'Ad'} (${ad.restaurant_name})`;

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} role="alert" className="text-xs text-red-800">
      {text}
    </p>
  ) : null;
}

type ScheduleValues = { start_date: string; end_date: string };
/** The days typed → the window (AdScheduleSchema: Johannesburg dates, the last not before the first). */
const ScheduleSchema = formSchema(
  (v: ScheduleValues) => ({ start_date: v.start_date, end_date: v.end_date || null }),
  AdScheduleSchema,
);

/** The window (first and last day, Johannesburg dates): approve a request with it, or move an approved ad. */
export function ScheduleForm({ ad, mode }: { ad: Ad; mode: 'approve' | 'schedule' }) {
  const id = useId();
  const form = useZodForm(ScheduleSchema, {
    defaultValues: { start_date: ad.start_date, end_date: ad.end_date ?? '' },
    labels: { start_date: 'First day', end_date: 'Last day' },
  });
  const errors = fieldErrors(form.formState.errors);
  const save = useAdminAction((s: AdSchedule) =>
    mode === 'approve' ? adminApi.approveAd(ad.id, s) : adminApi.scheduleAd(ad.id, s),
  );
  const field = (name: keyof ScheduleValues) => form.register(name, { onChange: () => form.clearErrors() });
  return (
    <form
      onSubmit={form.handleSubmit((schedule) => save.mutate(schedule))}
      className="space-y-2"
      noValidate
      aria-label={`${mode === 'approve' ? 'Approve' : 'Dates of'} ${describeAd(ad)}`}
    >
      <div className="grid grid-cols-2 gap-2">
        <div>
          <Label htmlFor={`${id}-start`}>First day</Label>
          <Input
            id={`${id}-start`}
            type="date"
            {...field('start_date')}
            aria-invalid={errors.start_date ? true : undefined}
            aria-describedby={errors.start_date ? `${id}-start-error` : undefined}
          />
          <FieldError id={`${id}-start-error`} text={errors.start_date} />
        </div>
        <div>
          <Label htmlFor={`${id}-end`}>Last day (optional)</Label>
          <Input
            id={`${id}-end`}
            type="date"
            min={form.watch('start_date')}
            {...field('end_date')}
            aria-invalid={errors.end_date ? true : undefined}
            aria-describedby={errors.end_date ? `${id}-end-error` : undefined}
          />
          <FieldError id={`${id}-end-error`} text={errors.end_date} />
        </div>
      </div>
      <ActionError error={save.error} />
      <Button
        type="submit"
        size="sm"
        variant={mode === 'approve' ? 'default' : 'outline'}
        disabled={save.isPending}
      >
        {mode === 'approve' ? 'Approve' : 'Save dates'}
      </Button>
    </form>
  );
}

/** Reject a request, or take an approved ad down: the reason the venue is e-mailed (AdminReasonSchema). */
export function RejectForm({ ad, label }: { ad: Ad; label: string }) {
  const id = useId();
  const form = useZodForm(AdminReasonSchema, {
    defaultValues: { reason: '' },
    labels: { reason: 'Reason' },
  });
  const error = fieldErrors(form.formState.errors).reason;
  const reject = useAdminAction((r: string) => adminApi.rejectAd(ad.id, r));
  return (
    <form
      onSubmit={form.handleSubmit(({ reason }) => reject.mutate(reason))}
      className="space-y-2"
      noValidate
      aria-label={`${label} ${describeAd(ad)}`}
    >
      <Label htmlFor={id}>Reason (e-mailed to the venue)</Label>
      <Input
        id={id}
        {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} text={error} />
      <ActionError error={reject.error} />
      <Button type="submit" size="sm" variant="destructive" disabled={reject.isPending}>
        {label}
      </Button>
    </form>
  );
}
