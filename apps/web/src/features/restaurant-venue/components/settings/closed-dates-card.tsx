import { UpdateVenueSettingsSchema } from '@lekker/core/contracts/venues';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { FormError, Section, type SectionProps, useSave, useSectionForm } from './section.tsx';

/** The date picked → the whole list with it added, checked by the shared contract. */
const addDateSchema = (dates: string[]) =>
  formSchema((v: { date: string }, refuse) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date)) refuse('date', 'Pick a date.');
    else if (dates.includes(v.date)) refuse('date', 'That date is already listed.');
    return { closed_dates: [...dates, v.date] };
  }, UpdateVenueSettingsSchema);

/** Adds a date (checked: a real date, not listed yet) to the closed dates, or removes one. */
function useClosedDates(venueId: string, dates: string[]) {
  const removal = useSave(venueId, 'Closed dates');
  const adding = useSectionForm(
    venueId,
    'Closed dates',
    addDateSchema(dates),
    { date: '' },
    { date: 'Date' },
  );
  const remove = (d: string) => removal.save({ closed_dates: dates.filter((x) => x !== d) });
  const add = (e: FormEvent) => {
    void adding.onSubmit(e).then(() => {
      if (adding.form.formState.isSubmitSuccessful) adding.form.reset({ date: '' });
    });
  };
  return {
    date: adding.values.date,
    setDate: (value: string) => adding.set('date', value),
    add,
    remove,
    error: adding.error ?? removal.error,
    pending: adding.pending || removal.pending,
  };
}

/** Holidays and closed dates: whole days the venue is closed. */
export function ClosedDatesCard({ venueId, settings }: SectionProps) {
  const id = useId();
  const dates = settings.closed_dates;
  const { date, setDate, add, remove, error, pending } = useClosedDates(venueId, dates);
  return (
    <Section title="Holidays and closed dates" description="You are closed all day on these dates.">
      {dates.length === 0 ? (
        <p className="text-sm text-muted-foreground">No closed dates.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Closed dates">
          {dates.map((d) => (
            <li key={d} className="flex items-center gap-1 rounded-full border px-3 py-1 text-sm">
              {d}
              <Button
                size="sm"
                variant="ghost"
                className="h-6 px-2"
                aria-label={`Remove ${d}`}
                disabled={pending}
                onClick={() => remove(d)}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate className="flex flex-wrap items-end gap-2" onSubmit={add}>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-date`}>Add a closed date</Label>
          <Input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <Button type="submit" variant="outline" disabled={pending}>
          Add date
        </Button>
      </form>
      <FormError error={error} />
    </Section>
  );
}
