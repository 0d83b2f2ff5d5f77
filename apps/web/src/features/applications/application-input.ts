// What an applicant types, checked with the server's own contracts (phone numbers are normalised to +27…).
import { DriverApplicationSchema, RestaurantApplicationSchema } from '@lekker/core/contracts/accounts';
import type { z } from 'zod';
import { t } from '@/lib/i18n/i18n.ts';

export type ApplicationKind = 'driver' | 'restaurant';
export type DriverApplicationInput = z.output<typeof DriverApplicationSchema>;
export type RestaurantApplicationInput = z.output<typeof RestaurantApplicationSchema>;
export type ApplicationInput = DriverApplicationInput | RestaurantApplicationInput;

/** The vehicles a driver may apply with; `label` is the message that names it. */
export const VEHICLE_TYPES = [
  { value: 'bicycle', label: 'apply.vehicle.bicycle' },
  { value: 'scooter', label: 'apply.vehicle.scooter' },
  { value: 'motorbike', label: 'apply.vehicle.motorbike' },
  { value: 'car', label: 'apply.vehicle.car' },
  { value: 'bakkie', label: 'apply.vehicle.bakkie' },
] as const;

/** The vehicle's name in the shown language (an unknown value as it is). */
export const vehicleLabel = (value: string | null | undefined) => {
  const known = VEHICLE_TYPES.find((v) => v.value === value);
  if (known) return t(known.label);
  return value ?? t('apply.vehicle.none');
};

/** The form's raw text (all fields of both kinds; each kind uses its own). */
export type ApplicationValues = {
  vehicle_type: string;
  phone: string;
  restaurant_name: string;
  address: string;
};

export const EMPTY_APPLICATION: ApplicationValues = {
  vehicle_type: '',
  phone: '',
  restaurant_name: '',
  address: '',
};

export type FieldErrors = Partial<Record<keyof ApplicationValues, string>>;

export type Checked = { ok: true; data: ApplicationInput } | { ok: false; errors: FieldErrors };

export function checkApplication(kind: ApplicationKind, values: ApplicationValues): Checked {
  const result =
    kind === 'driver'
      ? DriverApplicationSchema.safeParse({
          vehicle_type: values.vehicle_type || undefined,
          phone: values.phone,
        })
      : RestaurantApplicationSchema.safeParse({
          restaurant_name: values.restaurant_name,
          address: values.address,
          phone: values.phone,
        });
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ApplicationValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
