import { CUSTOM_DELIVERY_NAME_MAX_CHARS } from '@lekker/core/text-limits';
import { Input } from '@/components/ui/input.tsx';
import type { CustomDeliveryValues } from '../custom-delivery-form.ts';
import type { SetCustomDeliveryValue } from '../hooks/use-custom-delivery-values.ts';
import { LabelledField } from './labelled-field.tsx';

/** The customer's name and phone number, both required. */
export function ContactFields({
  id,
  values,
  set,
}: {
  id: string;
  values: Pick<CustomDeliveryValues, 'customer_name' | 'customer_phone'>;
  set: SetCustomDeliveryValue;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LabelledField label="Your name *" htmlFor={`${id}-name`}>
        <Input
          id={`${id}-name`}
          autoComplete="name"
          aria-required="true"
          maxLength={CUSTOM_DELIVERY_NAME_MAX_CHARS}
          value={values.customer_name}
          onChange={(e) => set('customer_name', e.target.value)}
        />
      </LabelledField>
      <LabelledField label="Phone number *" htmlFor={`${id}-phone`}>
        <Input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          aria-required="true"
          maxLength={20}
          placeholder="082 123 4567"
          value={values.customer_phone}
          onChange={(e) => set('customer_phone', e.target.value)}
        />
      </LabelledField>
    </div>
  );
}
