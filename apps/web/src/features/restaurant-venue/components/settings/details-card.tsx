import type { VenueSettings } from '@lekker/core/contracts/venues';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormError, Section, type SectionProps, useSave } from './section.tsx';

/** Checks the details form and saves it; the error stays beside the form. */
function useDetailsForm(venueId: string) {
  const { save, error, setError, pending } = useSave(venueId, 'Details');
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '').trim();
    const radius = text('service_radius_km') === '' ? null : Number(text('service_radius_km'));
    const time = text('estimated_delivery_time') === '' ? null : Number(text('estimated_delivery_time'));
    if (text('name').length < 2) return setError('The name needs at least 2 characters.');
    if (radius !== null && !(radius >= 1 && radius <= 50))
      return setError('Service radius: between 1 and 50 km.');
    if (time !== null && !(Number.isInteger(time) && time >= 15 && time <= 180))
      return setError('Delivery time: whole minutes between 15 and 180.');
    save({
      name: text('name'),
      cuisine_type: text('cuisine_type'),
      description: text('description'),
      phone: text('phone'),
      service_radius_km: radius,
      estimated_delivery_time: time,
    });
  }
  return { onSubmit, error, pending };
}

/** Details: name, cuisine, phone, service radius, longest delivery time and description. */
export function DetailsCard({ venueId, settings }: SectionProps) {
  const id = useId();
  const { onSubmit, error, pending } = useDetailsForm(venueId);
  const field = (name: keyof VenueSettings, label: string, props: Record<string, unknown> = {}) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input id={`${id}-${name}`} name={name} defaultValue={String(settings[name] ?? '')} {...props} />
    </div>
  );
  return (
    <Section title="Details" description="How your venue appears to customers.">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('name', 'Venue name', { maxLength: 120 })}
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
            name="description"
            defaultValue={settings.description ?? ''}
            maxLength={1000}
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
