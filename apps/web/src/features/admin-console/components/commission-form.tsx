import { CommissionRateSchema } from '@lekker/core/contracts/admin';
import { adminApi, useAdminAction } from '@/api/admin.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { fieldErrors, useZodForm } from '@/lib/forms/use-zod-form.ts';
import { ActionError } from './query-state.tsx';

/** A percentage typed ("12,5" too) → basis points, checked by the shared CommissionRate contract (0 to 50 %). */
const CommissionSchema = formSchema((v: { rate: string }, refuse) => {
  const text = v.rate.trim().replace(',', '.');
  const percent = Number(text);
  if (text === '' || !Number.isFinite(percent))
    refuse('commission_rate_bps', 'Enter the commission as a number.');
  return { commission_rate_bps: Math.round(percent * 100) };
}, CommissionRateSchema);

/** The marketplace's commission on a venue's food, in percent. */
export function CommissionForm({ venueId, rateBps }: { venueId: string; rateBps: number }) {
  const form = useZodForm(CommissionSchema, {
    defaultValues: { rate: String(rateBps / 100) },
    labels: { commission_rate_bps: 'Commission' },
  });
  const error = fieldErrors(form.formState.errors).commission_rate_bps;
  const commission = useAdminAction((bps: number) => adminApi.commission(venueId, bps));
  const id = `rate-${venueId}`;
  return (
    <form
      className="space-y-2"
      noValidate
      onSubmit={form.handleSubmit((input) => commission.mutate(input.commission_rate_bps))}
    >
      <Label htmlFor={id}>Commission (%)</Label>
      <Input
        id={id}
        inputMode="decimal"
        {...form.register('rate', { onChange: () => form.clearErrors() })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-800">
          {error}
        </p>
      ) : null}
      <ActionError error={commission.error} />
      <Button type="submit" size="sm" variant="outline" disabled={commission.isPending}>
        Save commission
      </Button>
    </form>
  );
}
