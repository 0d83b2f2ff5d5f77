import { ChevronDown } from 'lucide-react';
import { FormField, selectClass } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import {
  type ApplicationKind,
  type ApplicationValues,
  type FieldErrors,
  VEHICLE_TYPES,
} from '../application-input.ts';

type ApplicationFieldsProps = {
  kind: ApplicationKind;
  values: ApplicationValues;
  errors: FieldErrors;
  onChange: (field: keyof ApplicationValues, value: string) => void;
};

/** Driver: vehicle type and phone. Restaurant: name, address and phone. */
export function ApplicationFields({ kind, values, errors, onChange }: ApplicationFieldsProps) {
  const t = useT();
  const phone = (
    <FormField label={t('apply.field.phone')} hint={t('apply.field.phoneHint')} error={errors.phone}>
      {(control) => (
        <Input
          {...control}
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          placeholder="082 123 4567"
          value={values.phone}
          onChange={(event) => onChange('phone', event.target.value)}
        />
      )}
    </FormField>
  );

  if (kind === 'driver') {
    return (
      <>
        <FormField label={t('apply.field.vehicle')} error={errors.vehicle_type}>
          {(control) => (
            <div className="relative">
              <select
                {...control}
                name="vehicle_type"
                className={selectClass}
                value={values.vehicle_type}
                onChange={(event) => onChange('vehicle_type', event.target.value)}
              >
                <option value="">{t('apply.field.chooseVehicle')}</option>
                {VEHICLE_TYPES.map((v) => (
                  <option key={v.value} value={v.value}>
                    {t(v.label)}
                  </option>
                ))}
              </select>
              <ChevronDown
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-muted-foreground"
              />
            </div>
          )}
        </FormField>
        {phone}
      </>
    );
  }

  return (
    <>
      <FormField label={t('apply.field.restaurantName')} error={errors.restaurant_name}>
        {(control) => (
          <Input
            {...control}
            name="restaurant_name"
            autoComplete="organization"
            value={values.restaurant_name}
            onChange={(event) => onChange('restaurant_name', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={t('apply.field.restaurantAddress')}
        hint={t('apply.field.addressHint')}
        error={errors.address}
      >
        {(control) => (
          <Input
            {...control}
            name="address"
            autoComplete="street-address"
            value={values.address}
            onChange={(event) => onChange('address', event.target.value)}
          />
        )}
      </FormField>
      {phone}
    </>
  );
}
