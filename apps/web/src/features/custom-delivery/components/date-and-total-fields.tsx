import { Input } from '@/components/ui/input.tsx';
import { type CustomDeliveryValues, todayInSouthAfrica } from '../custom-delivery-form.ts';
import type { SetCustomDeliveryValue } from '../hooks/use-custom-delivery-values.ts';
import { DatePicker } from './date-picker.tsx';
import { LabelledField } from './labelled-field.tsx';

/** The preferred delivery date (today or later) and the customer's estimate of what the items cost, in rand. */
export function DateAndTotalFields({
  id,
  values,
  set,
}: {
  id: string;
  values: Pick<CustomDeliveryValues, 'preferred_delivery_time' | 'estimated_total'>;
  set: SetCustomDeliveryValue;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <span id={`${id}-date-label`} className="text-sm leading-none font-medium">
          Preferred delivery time
        </span>
        <DatePicker
          id={`${id}-date`}
          labelId={`${id}-date-label`}
          value={values.preferred_delivery_time}
          onChange={(date) => set('preferred_delivery_time', date)}
          min={todayInSouthAfrica()}
        />
      </div>
      <LabelledField label="Estimated total of the items (R)" htmlFor={`${id}-total`}>
        <Input
          id={`${id}-total`}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          placeholder="0.00"
          value={values.estimated_total}
          onChange={(e) => set('estimated_total', e.target.value)}
        />
      </LabelledField>
    </div>
  );
}
