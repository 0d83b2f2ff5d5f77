// The five filter fields: the wide screen's card and the phone's sheet show them. Loaded with the card or the sheet,
// not with the shell (docs/decisions/028-light-shell.md).
import { formatRand } from '@lekker/core/money';
import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/utils.ts';
import {
  MAX_DELIVERY_FEE_OPTIONS_CENTS,
  MAX_DELIVERY_TIME_OPTIONS,
  MIN_RATING_OPTIONS,
  type RestaurantFiltersBarProps,
  withFilter,
} from './filter-rules.ts';

const numberOrUndefined = (raw: string) => (raw === '' ? undefined : Number(raw));

type FilterFieldsProps = Omit<RestaurantFiltersBarProps, 'className'> & { className?: string };

/** The five fields in a grid: the wide screen's card and the phone's sheet both show them. */
export function FilterFields({ value, onChange, cuisines, className }: FilterFieldsProps) {
  const id = useId();
  const t = useT();
  const options = [...new Set([...cuisines, ...(value.cuisine ? [value.cuisine] : [])])].sort((a, b) =>
    a.localeCompare(b),
  );
  const field = 'flex min-w-0 flex-col gap-1.5';
  const label = 'text-xs font-semibold text-muted-foreground';
  return (
    <div className={cn('grid grid-cols-2 gap-3', className)}>
      <div className={cn(field, 'col-span-2 md:col-span-1')}>
        <label htmlFor={`${id}-cuisine`} className={label}>
          {t('filters.cuisine')}
        </label>
        <NativeSelect
          id={`${id}-cuisine`}
          value={value.cuisine ?? ''}
          onChange={(event) => onChange(withFilter(value, 'cuisine', event.target.value || undefined))}
        >
          <option value="">{t('filters.anyCuisine')}</option>
          {options.map((cuisine) => (
            <option key={cuisine} value={cuisine}>
              {cuisine}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-rating`} className={label}>
          {t('filters.minRating')}
        </label>
        <NativeSelect
          id={`${id}-rating`}
          value={value.min_rating ?? ''}
          onChange={(event) =>
            onChange(withFilter(value, 'min_rating', numberOrUndefined(event.target.value)))
          }
        >
          <option value="">{t('filters.anyRating')}</option>
          {MIN_RATING_OPTIONS.map((rating) => (
            <option key={rating} value={rating}>
              {t('filters.ratingOption', { rating: rating.toFixed(1) })}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-time`} className={label}>
          {t('filters.maxTime')}
        </label>
        <NativeSelect
          id={`${id}-time`}
          value={value.max_delivery_time ?? ''}
          onChange={(event) =>
            onChange(withFilter(value, 'max_delivery_time', numberOrUndefined(event.target.value)))
          }
        >
          <option value="">{t('filters.anyTime')}</option>
          {MAX_DELIVERY_TIME_OPTIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('filters.timeOption', { minutes })}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-fee`} className={label}>
          {t('filters.maxFee')}
        </label>
        <NativeSelect
          id={`${id}-fee`}
          value={value.max_delivery_fee_cents ?? ''}
          onChange={(event) =>
            onChange(withFilter(value, 'max_delivery_fee_cents', numberOrUndefined(event.target.value)))
          }
        >
          <option value="">{t('filters.anyFee')}</option>
          {MAX_DELIVERY_FEE_OPTIONS_CENTS.map((cents) => (
            <option key={cents} value={cents}>
              {t('filters.feeOption', { fee: formatRand(cents) })}
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
            {t('filters.openNow')}
          </label>
        </div>
      </div>
    </div>
  );
}
