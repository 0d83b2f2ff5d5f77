import * as Popover from '@radix-ui/react-popover';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { addDays, addMonths, formatLongDate, formatMonth, monthGrid, monthOf } from '../calendar-dates.ts';

const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

type DatePickerProps = {
  id: string;
  /** YYYY-MM-DD or null. */
  value: string | null;
  onChange(value: string | null): void;
  /** The earliest date that may be picked (YYYY-MM-DD); earlier days are disabled. */
  min: string;
  placeholder?: string;
  /** The id of the field's label. */
  labelId: string;
};

/** A date field: a button showing the date (or 'Pick a date') that opens a month calendar; past days disabled. */
export function DatePicker({
  id,
  value,
  onChange,
  min,
  placeholder = 'Pick a date',
  labelId,
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => monthOf(value ?? min));
  const [focused, setFocused] = useState(() => (value && value >= min ? value : min));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!open) return;
    const start = value && value >= min ? value : min;
    setFocused(start);
    setMonth(monthOf(start));
  }, [open, value, min]);

  // Keyboard moves focus with the roving day.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  function pick(date: string) {
    onChange(date);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = addDays(focused, step);
    if (next < min) return;
    moved.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  }

  const minMonth = monthOf(min);
  // The one day reachable with Tab: the focused day when it is on show, else the month's first day that may be picked.
  const tabbable = monthOf(focused) === month ? focused : month === minMonth ? min : `${month}-01`;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          id={id}
          variant="outline"
          aria-labelledby={`${labelId} ${id}`}
          className={cn('w-full justify-start font-normal', !value && 'text-muted-foreground')}
        >
          <CalendarDays aria-hidden="true" />
          {value ? formatLongDate(value) : placeholder}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label="Choose a delivery date"
          className="z-50 w-[min(20rem,calc(100vw-2rem))] rounded-card border bg-card p-3 text-card-foreground shadow-lg"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
          }}
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Previous month"
              disabled={month <= minMonth}
              onClick={() => setMonth((m) => monthOf(addMonths(`${m}-01`, -1)))}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <p className="text-sm font-semibold" aria-live="polite">
              {formatMonth(`${month}-01`)}
            </p>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Next month"
              onClick={() => setMonth((m) => monthOf(addMonths(`${m}-01`, 1)))}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <table ref={grid} className="w-full border-collapse text-center text-sm" onKeyDown={onKeyDown}>
            <thead>
              <tr>
                {WEEKDAYS.map(([short, long]) => (
                  <th key={short} scope="col" className="pb-1 text-xs font-medium text-muted-foreground">
                    <abbr title={long} className="no-underline">
                      {short}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(`${month}-01`).map((week) => (
                <tr key={week.find(Boolean) ?? 'empty'}>
                  {week.map((date, index) => (
                    <td key={date ?? `blank-${index}`} className="p-0.5">
                      {date ? (
                        <button
                          type="button"
                          data-date={date}
                          tabIndex={date === tabbable ? 0 : -1}
                          disabled={date < min}
                          aria-pressed={date === value}
                          aria-label={formatLongDate(date)}
                          onClick={() => pick(date)}
                          onFocus={() => setFocused(date)}
                          className={cn(
                            'inline-flex size-9 items-center justify-center rounded-full tabular-nums hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:text-muted-foreground disabled:line-through disabled:opacity-60 disabled:hover:bg-transparent',
                            date === value && 'bg-primary text-primary-foreground hover:bg-primary-hover',
                            date === min && date !== value && 'font-bold text-primary',
                          )}
                        >
                          {Number(date.slice(8))}
                        </button>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {value ? (
            <div className="mt-2 flex justify-end">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  onChange(null);
                  setOpen(false);
                }}
              >
                Clear date
              </Button>
            </div>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
