// What an applicant types, checked with the server's own contracts (phone numbers are normalised to +27…).
import { DriverApplicationSchema, RestaurantApplicationSchema } from '@lekker/core/contracts/accounts';
import type { z } from 'zod';

export type ApplicationKind = 'driver' | 'restaurant';
export type DriverApplicationInput = z.output<typeof DriverApplicationSchema>;
export type RestaurantApplicationInput = z.output<typeof RestaurantApplicationSchema>;
export type ApplicationInput = DriverApplicationInput | RestaurantApplicationInput;

export const VEHICLE_TYPES = [
  { value: 'bicycle', label: 'Bicycle' },
  { value: 'scooter', label: 'Scooter' },
  { value: 'motorbike', label: 'Motorbike' },
  { value: 'car', label: 'Car' },
  { value: 'bakkie', label: 'Bakkie' },
] as const;

export const vehicleLabel = (value: string | null | undefined) =>
  VEHICLE_TYPES.find((v) => v.value === value)?.label ?? value ?? 'Not given';

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
