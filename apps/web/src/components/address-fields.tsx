// The delivery address fields (street, city or town, province, postal code) used by checkout and the profile's
// saved addresses: one set of labels, ids, autocomplete hints and the province list.
import { SA_PROVINCES } from '@lekker/core/contracts/profile';
import {
  ADDRESS_CITY_MAX_CHARS,
  ADDRESS_POSTAL_CODE_MAX_CHARS,
  ADDRESS_STREET_MAX_CHARS,
} from '@lekker/core/text-limits';
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
  /** A server's message per field, shown under it (and marking it invalid). */
  errors?: Partial<Record<AddressFieldName, string>>;
};

/** The message under a field, linked to it by `aria-describedby`. */
function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="text-xs font-medium text-destructive">
      {text}
    </p>
  );
}

/** Renders the four fields as siblings, so the parent's grid or stack lays them out. */
export function AddressFields({
  idPrefix: id,
  values,
  onChange,
  missing = [],
  errors = {},
}: AddressFieldsProps) {
  const invalid = (field: AddressFieldName) => missing.includes(field) || Boolean(errors[field]) || undefined;
  const describedBy = (field: AddressFieldName) => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-street`}>Street address *</Label>
        <Input
          id={`${id}-street`}
          autoComplete="street-address"
          maxLength={ADDRESS_STREET_MAX_CHARS}
          value={values.street}
          aria-required="true"
          aria-invalid={invalid('street')}
          aria-describedby={describedBy('street')}
          onChange={(e) => onChange('street', e.target.value)}
          placeholder="12 Shippard Street"
        />
        <FieldError id={`${id}-street-error`} text={errors.street} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-city`}>City or town *</Label>
        <Input
          id={`${id}-city`}
          autoComplete="address-level2"
          maxLength={ADDRESS_CITY_MAX_CHARS}
          value={values.city}
          aria-required="true"
          aria-invalid={invalid('city')}
          aria-describedby={describedBy('city')}
          onChange={(e) => onChange('city', e.target.value)}
          placeholder="Mahikeng"
        />
        <FieldError id={`${id}-city-error`} text={errors.city} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-province`}>Province *</Label>
        <NativeSelect
          id={`${id}-province`}
          value={values.province}
          aria-required="true"
          aria-invalid={invalid('province')}
          aria-describedby={describedBy('province')}
          onChange={(e) => onChange('province', e.target.value)}
        >
          <option value="">Select a province</option>
          {SA_PROVINCES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${id}-province-error`} text={errors.province} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-postal`}>Postal code (optional)</Label>
        <Input
          id={`${id}-postal`}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={ADDRESS_POSTAL_CODE_MAX_CHARS}
          aria-invalid={invalid('postal_code')}
          aria-describedby={describedBy('postal_code')}
          value={values.postal_code}
          onChange={(e) => onChange('postal_code', e.target.value)}
        />
        <FieldError id={`${id}-postal_code-error`} text={errors.postal_code} />
      </div>
    </>
  );
}
