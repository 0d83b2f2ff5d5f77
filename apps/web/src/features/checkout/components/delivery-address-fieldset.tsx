import { ADDRESS_NOTES_MAX_CHARS } from '@lekker/core/text-limits';
import { AddressFields } from '@/components/address-fields.tsx';
import { LimitedTextarea } from '@/components/limited-textarea.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { CheckoutBox } from '../checkout-field-errors.ts';
import type { AddressField, CheckoutFormValues } from '../checkout-form.ts';
import type { SetCheckoutValue } from '../hooks/use-food-checkout-values.ts';

/** Street, city, province, postal code and the landmarks for the driver, each with the server's word about it. */
export function DeliveryAddressFieldset({
  id,
  values,
  set,
  missing,
  errors = {},
}: {
  id: string;
  values: CheckoutFormValues;
  set: SetCheckoutValue;
  missing: AddressField[];
  errors?: Partial<Record<CheckoutBox, string>>;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">Delivery address</legend>
      <AddressFields idPrefix={id} values={values} onChange={set} missing={missing} errors={errors} />
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-notes`}>Landmarks for the driver (optional)</Label>
        <LimitedTextarea
          id={`${id}-notes`}
          rows={2}
          maxLength={ADDRESS_NOTES_MAX_CHARS}
          error={errors.notes}
          value={values.notes}
          onChange={(e) => set('notes', e.target.value)}
          placeholder="Blue gate behind the tuck shop"
        />
      </div>
    </fieldset>
  );
}
