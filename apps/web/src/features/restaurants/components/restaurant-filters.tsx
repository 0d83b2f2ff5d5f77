import type { RestaurantFilters } from '@lekker/core/contracts/catalogue';
import { formatRand } from '@lekker/core/money';
import { SlidersHorizontal, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { cn } from '@/lib/utils.ts';

export const MIN_RATING_OPTIONS = [3, 3.5, 4, 4.5] as const;
export const MAX_DELIVERY_TIME_OPTIONS = [30, 40, 45, 60] as const;
export const MAX_DELIVERY_FEE_OPTIONS_CENTS = [1500, 2000, 2500, 3000] as const;

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

/** The five list filters (docs/product.md#list-rules): cuisine, minimum rating, maximum delivery time and fee, open now. */
export function RestaurantFiltersBar({ value, onChange, cuisines, className }: RestaurantFiltersBarProps) {
  const id = useId();
  const options = [...new Set([...cuisines, ...(value.cuisine ? [value.cuisine] : [])])].sort((a, b) =>
    a.localeCompare(b),
  );
  const active = activeFilterCount(value);
  const field = 'flex min-w-0 flex-col gap-1.5';
  const label = 'text-xs font-semibold text-muted-foreground';

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
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
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
    </fieldset>
  );
}
