import { AddressFields } from '@/components/address-fields.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { AddressField, CheckoutFormValues } from '../checkout-form.ts';
import type { SetCheckoutValue } from '../hooks/use-food-checkout-values.ts';

/** Street, city, province, postal code and the landmarks for the driver. */
export function DeliveryAddressFieldset({
  id,
  values,
  set,
  missing,
}: {
  id: string;
  values: CheckoutFormValues;
  set: SetCheckoutValue;
  missing: AddressField[];
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">Delivery address</legend>
      <AddressFields idPrefix={id} values={values} onChange={set} missing={missing} />
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-notes`}>Landmarks for the driver (optional)</Label>
        <Textarea
          id={`${id}-notes`}
          rows={2}
          maxLength={300}
          value={values.notes}
          onChange={(e) => set('notes', e.target.value)}
          placeholder="Blue gate behind the tuck shop"
        />
      </div>
    </fieldset>
  );
}
