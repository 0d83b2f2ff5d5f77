// The delivery address fields (street, city or town, province, postal code) used by checkout and the profile's
// saved addresses: one set of labels, ids, autocomplete hints and the province list.
import { SA_PROVINCES } from '@lekker/core/contracts/profile';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';

export type AddressFieldName = 'street' | 'city' | 'province' | 'postal_code';
export type AddressFieldValues = Record<AddressFieldName, string>;

type AddressFieldsProps = {
  /** Prefix of the input ids (`${idPrefix}-street` …), usually from useId. */
  idPrefix: string;
  values: AddressFieldValues;
  onChange: (field: AddressFieldName, value: string) => void;
  /** Required fields found empty on submit: marked aria-invalid. */
  missing?: readonly string[];
};

/** Renders the four fields as siblings, so the parent's grid or stack lays them out. */
export function AddressFields({ idPrefix: id, values, onChange, missing = [] }: AddressFieldsProps) {
  return (
    <>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-street`}>Street address *</Label>
        <Input
          id={`${id}-street`}
          autoComplete="street-address"
          value={values.street}
          aria-required="true"
          aria-invalid={missing.includes('street') || undefined}
          onChange={(e) => onChange('street', e.target.value)}
          placeholder="12 Shippard Street"
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-city`}>City or town *</Label>
        <Input
          id={`${id}-city`}
          autoComplete="address-level2"
          value={values.city}
          aria-required="true"
          aria-invalid={missing.includes('city') || undefined}
          onChange={(e) => onChange('city', e.target.value)}
          placeholder="Mahikeng"
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-province`}>Province *</Label>
        <NativeSelect
          id={`${id}-province`}
          value={values.province}
          aria-required="true"
          aria-invalid={missing.includes('province') || undefined}
          onChange={(e) => onChange('province', e.target.value)}
        >
          <option value="">Select a province</option>
          {SA_PROVINCES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-postal`}>Postal code (optional)</Label>
        <Input
          id={`${id}-postal`}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          value={values.postal_code}
          onChange={(e) => onChange('postal_code', e.target.value)}
        />
      </div>
    </>
  );
}
