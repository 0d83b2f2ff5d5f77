import { type AdminUpdateVenue, AdminUpdateVenueSchema } from '@lekker/core/contracts/admin';
import { lazy, Suspense, useState } from 'react';
import { type AdminRestaurantDetail, adminApi, useAdminAction } from '@/api/admin.ts';
import { FormField } from '@/components/form-field.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { applyServerError, fieldErrors, useZodForm } from '@/lib/forms/use-zod-form.ts';
import { ActionError } from './query-state.tsx';

// Leaflet loads only when an admin opens a venue's edit form.
const PinMap = lazy(() => import('@/components/pin-map.tsx').then((m) => ({ default: m.PinMap })));

type Draft = Record<
  | 'name'
  | 'cuisine_type'
  | 'description'
  | 'phone'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'service_radius_km'
  | 'estimated_delivery_time'
  | 'delivery_fee'
  | 'minimum_order',
  string
> & { is_partnered: boolean };

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
const randText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const num = (s: string) => (s.trim() === '' ? null : Number(s.trim().replace(',', '.')));
const cents = (s: string) => {
  const n = num(s);
  return n === null ? null : Math.round(n * 100);
};
const NUMBER_FIELDS = [
  ['latitude', 'latitude'],
  ['longitude', 'longitude'],
  ['service_radius_km', 'service_radius_km'],
  ['estimated_delivery_time', 'estimated_delivery_time'],
  ['delivery_fee', 'delivery_fee_cents'],
  ['minimum_order', 'minimum_order_cents'],
] as const;

function draftOf(v: AdminRestaurantDetail): Draft {
  return {
    name: v.name,
    cuisine_type: text(v.cuisine_type),
    description: text(v.description),
    phone: text(v.phone),
    address: text(v.address),
    latitude: text(v.latitude),
    longitude: text(v.longitude),
    service_radius_km: text(v.service_radius_km),
    estimated_delivery_time: text(v.estimated_delivery_time),
    delivery_fee: randText(v.delivery_fee_cents),
    minimum_order: randText(v.minimum_order_cents),
    is_partnered: v.is_partnered,
  };
}

/** The pin the two fields describe, when both are numbers in range (the map follows what is typed). */
function pinOf(d: Draft): { latitude: number; longitude: number } | null {
  const latitude = num(d.latitude);
  const longitude = num(d.longitude);
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Only what changed goes to the server (the audit entry names those fields). */
function changes(v: AdminRestaurantDetail, d: Draft): AdminUpdateVenue {
  const out: AdminUpdateVenue = {};
  const textField = (key: 'name' | 'cuisine_type' | 'description' | 'phone' | 'address') => {
    if (d[key].trim() !== text(v[key])) (out as Record<string, unknown>)[key] = d[key].trim();
  };
  for (const key of ['name', 'cuisine_type', 'description', 'phone', 'address'] as const) textField(key);
  const lat = num(d.latitude);
  const lng = num(d.longitude);
  if (lat !== v.latitude || lng !== v.longitude) {
    out.latitude = lat;
    out.longitude = lng;
  }
  const radius = num(d.service_radius_km);
  if (radius !== v.service_radius_km) out.service_radius_km = radius;
  const minutes = num(d.estimated_delivery_time);
  if (minutes !== v.estimated_delivery_time) out.estimated_delivery_time = minutes;
  const fee = cents(d.delivery_fee);
  if (fee !== v.delivery_fee_cents) out.delivery_fee_cents = fee;
  const minimum = cents(d.minimum_order);
  if (minimum !== null && minimum !== v.minimum_order_cents) out.minimum_order_cents = minimum;
  if (d.is_partnered !== v.is_partnered) out.is_partnered = d.is_partnered;
  return out;
}

/**
 * What the admin typed → only the changes, checked by the shared AdminUpdateVenue contract (its limits, the pin's
 * halves together) before anything is sent; a number field with words in it is refused in the form's words.
 */
const editSchema = (venue: () => AdminRestaurantDetail) =>
  formSchema((d: Draft, refuse) => {
    for (const [field, path] of NUMBER_FIELDS) {
      const n = num(d[field]);
      if (n !== null && !Number.isFinite(n)) refuse(path, 'Enter a number.');
    }
    return changes(venue(), d);
  }, AdminUpdateVenueSchema);

const LABELS = {
  name: 'Name',
  cuisine_type: 'Cuisine',
  description: 'Description',
  phone: 'Phone',
  address: 'Address',
  latitude: 'Pin latitude',
  longitude: 'Pin longitude',
  service_radius_km: 'Delivery radius (km)',
  estimated_delivery_time: 'Delivery time (min)',
  delivery_fee_cents: 'Delivery fee (R)',
  minimum_order_cents: 'Minimum order (R)',
};
/** A draft field and the contract's field its errors come back on. */
const ERROR_PATH: Partial<Record<keyof Draft, string>> = {
  delivery_fee: 'delivery_fee_cents',
  minimum_order: 'minimum_order_cents',
};

/** The venue's details as an admin edits them: name, cuisine, description, contact, address and pin, delivery. */
export function VenueEditForm({ venue }: { venue: AdminRestaurantDetail }) {
  const [saved, setSaved] = useState(false);
  const form = useZodForm(
    editSchema(() => venue),
    { defaultValues: draftOf(venue), labels: LABELS },
  );
  const errors = fieldErrors(form.formState.errors);
  const draft = form.watch();
  const save = useAdminAction((input: AdminUpdateVenue) => adminApi.editVenue(venue.id, input));
  const submit = form.handleSubmit((body) => {
    if (Object.keys(body).length === 0) return setSaved(true);
    save.mutate(body, {
      onSuccess: () => setSaved(true),
      onError: (e) =>
        applyServerError(form, e, {
          delivery_fee_cents: 'delivery_fee',
          minimum_order_cents: 'minimum_order',
        }),
    });
  });
  const register = (key: keyof Draft) =>
    form.register(key, {
      onChange: () => {
        setSaved(false);
        form.clearErrors(key);
      },
    });
  const placePin = (pin: { latitude: number; longitude: number }) => {
    setSaved(false);
    form.setValue('latitude', pin.latitude.toFixed(6));
    form.setValue('longitude', pin.longitude.toFixed(6));
  };
  const field = (
    key: Exclude<keyof Draft, 'is_partnered'>,
    label: string,
    extra: object = {},
    hint?: string,
  ) => (
    <FormField label={label} hint={hint} error={errors[ERROR_PATH[key] ?? key] ?? errors[key]}>
      {(control) => <Input {...control} {...register(key)} {...extra} />}
    </FormField>
  );
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-xl border p-3"
      aria-label="Edit the venue"
      noValidate
    >
      <h3 className="font-semibold">Details</h3>
      {field('name', 'Name')}
      {field('cuisine_type', 'Cuisine')}
      <FormField label="Description" error={errors.description}>
        {(control) => <Textarea {...control} rows={2} {...register('description')} />}
      </FormField>
      {field('phone', 'Phone', { type: 'tel', autoComplete: 'off' })}
      {field('address', 'Address')}
      <div className="grid grid-cols-2 gap-2">
        {field('latitude', 'Pin latitude', { inputMode: 'decimal' })}
        {field('longitude', 'Pin longitude', { inputMode: 'decimal' })}
      </div>
      <Suspense fallback={<div className="h-64 w-full rounded-lg border bg-muted" aria-hidden="true" />}>
        <PinMap value={pinOf(draft)} onChange={placePin} />
      </Suspense>
      <div className="grid grid-cols-2 gap-2">
        {field('service_radius_km', 'Delivery radius (km)', { inputMode: 'decimal' })}
        {field('estimated_delivery_time', 'Delivery time (min)', { inputMode: 'numeric' })}
        {field('delivery_fee', 'Delivery fee (R)', { inputMode: 'decimal' }, 'Empty: the distance-based fee')}
        {field('minimum_order', 'Minimum order (R)', { inputMode: 'decimal' })}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('is_partnered', { onChange: () => setSaved(false) })} />
        Partnered badge
      </label>
      <ActionError error={save.error} />
      {saved && !save.isPending ? (
        <Alert variant="success" role="status">
          Saved.
        </Alert>
      ) : null}
      <Button type="submit" size="sm" disabled={save.isPending}>
        Save details
      </Button>
    </form>
  );
}
