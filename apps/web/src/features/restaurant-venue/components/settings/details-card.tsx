import { UpdateVenueSettingsSchema } from '@lekker/core/contracts/venues';
import { VENUE_DESCRIPTION_MAX_CHARS, VENUE_NAME_MAX_CHARS } from '@lekker/core/text-limits';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { FormError, Section, type SectionProps, useSectionForm } from './section.tsx';

type DetailsValues = {
  name: string;
  cuisine_type: string;
  phone: string;
  service_radius_km: string;
  estimated_delivery_time: string;
  description: string;
};

const LABELS = {
  name: 'Venue name',
  cuisine_type: 'Cuisine',
  phone: 'Phone',
  service_radius_km: 'Service radius',
  estimated_delivery_time: 'Longest delivery time',
  description: 'Description',
};

/** The details as typed → the settings PATCH, checked by the shared contract (lengths, phone, radius, minutes). */
const DetailsSchema = formSchema((v: DetailsValues, refuse) => {
  const text = (k: keyof DetailsValues) => v[k].trim();
  const radius = text('service_radius_km') === '' ? null : Number(text('service_radius_km'));
  const time = text('estimated_delivery_time') === '' ? null : Number(text('estimated_delivery_time'));
  if (text('name').length < 2) refuse('name', 'The name needs at least 2 characters.');
  if (radius !== null && !(radius >= 1 && radius <= 50))
    refuse('service_radius_km', 'Service radius: between 1 and 50 km.');
  if (time !== null && !(Number.isInteger(time) && time >= 15 && time <= 180))
    refuse('estimated_delivery_time', 'Delivery time: whole minutes between 15 and 180.');
  return {
    name: text('name'),
    cuisine_type: text('cuisine_type'),
    description: text('description'),
    phone: text('phone'),
    service_radius_km: radius,
    estimated_delivery_time: time,
  };
}, UpdateVenueSettingsSchema);

/** Details: name, cuisine, phone, service radius, longest delivery time and description. */
export function DetailsCard({ venueId, settings }: SectionProps) {
  const id = useId();
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  const { form, onSubmit, error, errors, pending } = useSectionForm<DetailsValues>(
    venueId,
    'Details',
    DetailsSchema,
    {
      name: text(settings.name),
      cuisine_type: text(settings.cuisine_type),
      phone: text(settings.phone),
      service_radius_km: text(settings.service_radius_km),
      estimated_delivery_time: text(settings.estimated_delivery_time),
      description: text(settings.description),
    },
    LABELS,
  );
  const field = (name: keyof DetailsValues, label: string, props: Record<string, unknown> = {}) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        {...form.register(name)}
        aria-invalid={errors[name] ? true : undefined}
        {...props}
      />
    </div>
  );
  return (
    <Section title="Details" description="How your venue appears to customers.">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('name', 'Venue name', { maxLength: VENUE_NAME_MAX_CHARS })}
          {field('cuisine_type', 'Cuisine', { maxLength: 60, placeholder: 'e.g. Kota, Grills' })}
          {field('phone', 'Phone', { type: 'tel', placeholder: '018 123 4567' })}
          {field('service_radius_km', 'Service radius (km)', { inputMode: 'decimal', placeholder: '10' })}
          {field('estimated_delivery_time', 'Longest delivery time (minutes)', {
            inputMode: 'numeric',
            placeholder: '35',
            'aria-describedby': `${id}-time-hint`,
          })}
        </div>
        <p id={`${id}-time-hint`} className="text-xs text-muted-foreground">
          Customers see a range ending here, starting 10 minutes earlier (never below 15).
        </p>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-description`}>Description</Label>
          <Textarea
            id={`${id}-description`}
            {...form.register('description')}
            aria-invalid={errors.description ? true : undefined}
            maxLength={VENUE_DESCRIPTION_MAX_CHARS}
            rows={3}
          />
        </div>
        <FormError error={error} />
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save details'}
        </Button>
      </form>
    </Section>
  );
}
