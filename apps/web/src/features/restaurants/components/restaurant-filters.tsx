import type { RestaurantFilters } from '@lekker/core/contracts/catalogue';
import { formatRand } from '@lekker/core/money';
import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { cn } from '@/lib/utils.ts';

export const MIN_RATING_OPTIONS = [3, 3.5, 4, 4.5] as const;
export const MAX_DELIVERY_TIME_OPTIONS = [30, 40, 45, 60] as const;
export const MAX_DELIVERY_FEE_OPTIONS_CENTS = [1500, 2000, 2500, 3000] as const;

/** Below 768 px the filters show as a row of chips with a sheet; from there on, as a card of fields. */
const PHONE_QUERY = '(max-width: 767.98px)';

type RestaurantFiltersBarProps = {
  value: RestaurantFilters;
  onChange: (next: RestaurantFilters) => void;
  /** Cuisines offered in the cuisine picker (the current one is always included). */
  cuisines: readonly string[];
  className?: string;
};

/** Number of filters in use. */
export function activeFilterCount(filters: RestaurantFilters): number {
  return [
    filters.cuisine,
    filters.min_rating,
    filters.max_delivery_time,
    filters.max_delivery_fee_cents,
    filters.open_now || undefined,
  ].filter((v) => v !== undefined && v !== '').length;
}

/** Sets or removes one filter (an absent filter lets everything through). */
function withFilter<K extends keyof RestaurantFilters>(
  filters: RestaurantFilters,
  key: K,
  value: RestaurantFilters[K] | undefined,
): RestaurantFilters {
  const next = { ...filters };
  if (value === undefined || value === '' || value === false) delete next[key];
  else next[key] = value;
  return next;
}

const numberOrUndefined = (raw: string) => (raw === '' ? undefined : Number(raw));

/** True on screens at least 768 px wide (and where the browser cannot tell: tests, old browsers). */
function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => !globalThis.matchMedia?.(PHONE_QUERY).matches);
  useEffect(() => {
    const query = globalThis.matchMedia?.(PHONE_QUERY);
    if (!query) return;
    const update = () => setWide(!query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

type FilterFieldsProps = Omit<RestaurantFiltersBarProps, 'className'> & { className?: string };

/** The five fields in a grid: the wide screen's card and the phone's sheet both show them. */
function FilterFields({ value, onChange, cuisines, className }: FilterFieldsProps) {
  const id = useId();
  const options = [...new Set([...cuisines, ...(value.cuisine ? [value.cuisine] : [])])].sort((a, b) =>
    a.localeCompare(b),
  );
  const field = 'flex min-w-0 flex-col gap-1.5';
  const label = 'text-xs font-semibold text-muted-foreground';
  return (
    <div className={cn('grid grid-cols-2 gap-3', className)}>
      <div className={cn(field, 'col-span-2 md:col-span-1')}>
        <label htmlFor={`${id}-cuisine`} className={label}>
          Cuisine
        </label>
        <NativeSelect
          id={`${id}-cuisine`}
          value={value.cuisine ?? ''}
          onChange={(event) => onChange(withFilter(value, 'cuisine', event.target.value || undefined))}
        >
          <option value="">Any cuisine</option>
          {options.map((cuisine) => (
            <option key={cuisine} value={cuisine}>
              {cuisine}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-rating`} className={label}>
          Minimum rating
        </label>
        <NativeSelect
          id={`${id}-rating`}
          value={value.min_rating ?? ''}
          onChange={(event) =>
            onChange(withFilter(value, 'min_rating', numberOrUndefined(event.target.value)))
          }
        >
          <option value="">Any rating</option>
          {MIN_RATING_OPTIONS.map((rating) => (
            <option key={rating} value={rating}>
              {rating.toFixed(1)}+ stars
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-time`} className={label}>
          Max delivery time
        </label>
        <NativeSelect
          id={`${id}-time`}
          value={value.max_delivery_time ?? ''}
          onChange={(event) =>
            onChange(withFilter(value, 'max_delivery_time', numberOrUndefined(event.target.value)))
          }
        >
          <option value="">Any time</option>
          {MAX_DELIVERY_TIME_OPTIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              Up to {minutes} min
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-fee`} className={label}>
          Max delivery fee
        </label>
        <NativeSelect
          id={`${id}-fee`}
          value={value.max_delivery_fee_cents ?? ''}
          onChange={(event) =>
            onChange(withFilter(value, 'max_delivery_fee_cents', numberOrUndefined(event.target.value)))
          }
        >
          <option value="">Any fee</option>
          {MAX_DELIVERY_FEE_OPTIONS_CENTS.map((cents) => (
            <option key={cents} value={cents}>
              Up to {formatRand(cents)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={cn(field, 'justify-end')}>
        <div className="flex h-10 items-center gap-2">
          <Switch
            id={`${id}-open`}
            checked={value.open_now ?? false}
            onCheckedChange={(checked) => onChange(withFilter(value, 'open_now', checked || undefined))}
          />
          <label htmlFor={`${id}-open`} className="text-sm font-medium">
            Open now
          </label>
        </div>
      </div>
    </div>
  );
}

/** A filter chip: pressed while its filter is on. */
function Chip({ pressed, onClick, children }: { pressed: boolean; onClick(): void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex h-9 shrink-0 items-center rounded-full border px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-ring',
        pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-input bg-card text-foreground',
      )}
    >
      {children}
    </button>
  );
}

/**
 * On a phone: one scrolling row of chips ('Filters' opens all five in a bottom sheet; 'Open now', '4.0+' and
 * 'Under 30 min' switch on their own), so the restaurants start right under the heading, as the big apps do.
 */
function FilterChips({ value, onChange, cuisines, className }: RestaurantFiltersBarProps) {
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(value);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form fieldset
    <div role="group" aria-label="Filter restaurants" className={className}>
      <div className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        <Button
          variant="outline"
          size="sm"
          className="h-9 shrink-0 rounded-full"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters{active > 0 ? ` (${active})` : ''}
        </Button>
        <Chip
          pressed={value.open_now === true}
          onClick={() => onChange(withFilter(value, 'open_now', value.open_now ? undefined : true))}
        >
          Open now
        </Chip>
        <Chip
          pressed={value.min_rating === 4}
          onClick={() => onChange(withFilter(value, 'min_rating', value.min_rating === 4 ? undefined : 4))}
        >
          4.0+ rating
        </Chip>
        <Chip
          pressed={value.max_delivery_time === 30}
          onClick={() =>
            onChange(withFilter(value, 'max_delivery_time', value.max_delivery_time === 30 ? undefined : 30))
          }
        >
          Under 30 min
        </Chip>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Filters</DialogTitle>
            <DialogDescription>Only restaurants that match every filter are listed.</DialogDescription>
          </DialogHeader>
          <FilterFields value={value} onChange={onChange} cuisines={cuisines} />
          <DialogFooter>
            {active > 0 ? (
              <Button variant="ghost" onClick={() => onChange({})}>
                <X aria-hidden="true" />
                Clear filters
              </Button>
            ) : null}
            <Button onClick={() => setOpen(false)}>Show restaurants</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/**
 * The five list filters (docs/product.md#list-rules): cuisine, minimum rating, maximum delivery time and fee, open
 * now. A card of fields on wide screens; a row of chips with a sheet on phones.
 */
export function RestaurantFiltersBar(props: RestaurantFiltersBarProps) {
  const wide = useWideScreen();
  const { value, onChange, className } = props;
  if (!wide) return <FilterChips {...props} />;
  const active = activeFilterCount(value);
  return (
    <fieldset className={cn('rounded-card border bg-card p-4', className)}>
      <legend className="sr-only">Filter restaurants</legend>
      <div className="mb-3 flex items-center justify-between gap-2">
        <p aria-hidden="true" className="flex items-center gap-2 text-sm font-semibold">
          <SlidersHorizontal className="size-4" />
          Filters{active > 0 ? ` (${active})` : ''}
        </p>
        {active > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => onChange({})}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>
      <FilterFields {...props} className="md:grid-cols-3 lg:grid-cols-5" />
    </fieldset>
  );
}
