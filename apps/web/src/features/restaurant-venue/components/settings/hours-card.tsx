import type { OpeningHours, Weekday } from '@lekker/core/contracts/catalogue';
import { UpdateVenueSettingsSchema } from '@lekker/core/contracts/venues';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { FormError, Section, type SectionProps, useSectionForm } from './section.tsx';

const DAYS: { key: Weekday; label: string }[] = [
  { key: 'monday', label: 'Monday' },
  { key: 'tuesday', label: 'Tuesday' },
  { key: 'wednesday', label: 'Wednesday' },
  { key: 'thursday', label: 'Thursday' },
  { key: 'friday', label: 'Friday' },
  { key: 'saturday', label: 'Saturday' },
  { key: 'sunday', label: 'Sunday' },
];

type HoursValues = { hours: OpeningHours };

/** Every open day needs both times; the shared contract checks the times themselves. */
const HoursSchema = formSchema((v: HoursValues, refuse) => {
  for (const { key, label } of DAYS) {
    const d = v.hours[key];
    if (!d?.closed && (!d?.open || !d?.close)) {
      refuse('hours', `${label}: set opening and closing times, or mark it closed.`);
      break;
    }
  }
  return { opening_hours: v.hours };
}, UpdateVenueSettingsSchema);

/** The week's hours being edited (every day filled in, 08:00–20:00 when unset), checked and saved. */
function useHoursForm(venueId: string, settings: SectionProps['settings']) {
  const initial: OpeningHours = {};
  for (const { key } of DAYS)
    initial[key] = settings.opening_hours?.[key] ?? { open: '08:00', close: '20:00' };
  const {
    values,
    set: setField,
    onSubmit,
    error,
    pending,
  } = useSectionForm<HoursValues>(
    venueId,
    'Opening hours',
    HoursSchema,
    { hours: initial },
    { hours: 'Opening hours' },
  );
  const hours = values.hours;
  const set = (day: Weekday, patch: Partial<NonNullable<OpeningHours[Weekday]>>) =>
    setField('hours', { ...hours, [day]: { ...hours[day], ...patch } });
  return { hours, set, onSubmit, error, pending };
}

/** Opening hours per weekday; a closing time before the opening time runs past midnight. */
export function HoursCard({ venueId, settings }: SectionProps) {
  const id = useId();
  const { hours, set, onSubmit, error, pending } = useHoursForm(venueId, settings);

  return (
    <Section
      title="Opening hours"
      description="A closing time earlier than the opening time runs past midnight (e.g. Friday 18:00 – 02:00 keeps you open until 02:00 on Saturday morning)."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <div className="divide-y rounded-lg border">
          {DAYS.map(({ key, label }) => {
            const d = hours[key] ?? {};
            const overnight = !d.closed && d.open && d.close && d.close < d.open;
            return (
              <fieldset
                key={key}
                className="grid grid-cols-2 items-center gap-2 p-3 sm:grid-cols-[8rem_auto_1fr_1fr]"
              >
                <legend className="sr-only">{label}</legend>
                <span className="font-medium" aria-hidden="true">
                  {label}
                </span>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={d.closed ?? false}
                    onChange={(e) => set(key, { closed: e.target.checked })}
                  />
                  Closed<span className="sr-only"> on {label}</span>
                </label>
                <div className="space-y-1">
                  <Label htmlFor={`${id}-${key}-open`} className="text-xs">
                    Opens<span className="sr-only"> on {label}</span>
                  </Label>
                  <Input
                    id={`${id}-${key}-open`}
                    type="time"
                    value={d.open ?? ''}
                    disabled={d.closed}
                    onChange={(e) => set(key, { open: e.target.value })}
                  />
                </div>
                <div className="space-y-1">
                  <Label htmlFor={`${id}-${key}-close`} className="text-xs">
                    Closes<span className="sr-only"> on {label}</span>
                    {overnight ? <span className="ml-1 text-muted-foreground">(after midnight)</span> : null}
                  </Label>
                  <Input
                    id={`${id}-${key}-close`}
                    type="time"
                    value={d.close ?? ''}
                    disabled={d.closed}
                    onChange={(e) => set(key, { close: e.target.value })}
                  />
                </div>
              </fieldset>
            );
          })}
        </div>
        <FormError error={error} />
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save opening hours'}
        </Button>
      </form>
    </Section>
  );
}
