import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { FormError, Section, type SectionProps, useSave } from './section.tsx';

/** Adds a date (checked: a real date, not listed yet) to the closed dates, or removes one. */
function useClosedDates(venueId: string, dates: string[]) {
  const { save, error, setError, pending } = useSave(venueId, 'Closed dates');
  const [date, setDate] = useState('');
  const remove = (d: string) => save({ closed_dates: dates.filter((x) => x !== d) });
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError('Pick a date.');
    if (dates.includes(date)) return setError('That date is already listed.');
    save({ closed_dates: [...dates, date] });
    setDate('');
  };
  return { date, setDate, add, remove, error, pending };
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
