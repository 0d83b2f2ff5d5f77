import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { deferredModule } from '@/lib/deferred-module.ts';
import { withBundles } from '@/lib/i18n/bundles.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/utils.ts';
import { activeFilterCount, type RestaurantFiltersBarProps, withFilter } from './filter-rules.ts';

export {
  activeFilterCount,
  MAX_DELIVERY_FEE_OPTIONS_CENTS,
  MAX_DELIVERY_TIME_OPTIONS,
  MIN_RATING_OPTIONS,
} from './filter-rules.ts';

/** Below 768 px the filters show as a row of chips with a sheet; from there on, as a card of fields. */
const PHONE_QUERY = '(max-width: 767.98px)';

/** The fields (wide screens) and the sheet (phones) load on demand: neither is on the first load of `/` on a phone. */
// Their texts are in the customer bundle (home, which shows them, speaks from the shell's catalogue): fetched with them.
const fieldsModule = deferredModule(() => withBundles(import('./filter-fields.tsx'), ['customer']));
const sheetModule = deferredModule(() => withBundles(import('./filter-sheet.tsx'), ['customer']));

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
  // The sheet's code loads when the visitor reaches for it (pointer, focus, tap); it opens once it is here.
  const sheet = sheetModule.use();
  useEffect(() => {
    if (open) void sheetModule.load();
  }, [open]);
  const active = activeFilterCount(value);
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form fieldset
    <div role="group" aria-label={t('filters.label')} className={className}>
      <div className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        <Button
          variant="outline"
          size="sm"
          className="h-9 shrink-0 rounded-full"
          onClick={() => setOpen(true)}
          onPointerEnter={() => void sheetModule.load()}
          onFocus={() => void sheetModule.load()}
          aria-haspopup="dialog"
        >
          <SlidersHorizontal aria-hidden="true" />
          {t('filters.button', { count: active })}
        </Button>
        <Chip
          pressed={value.open_now === true}
          onClick={() => onChange(withFilter(value, 'open_now', value.open_now ? undefined : true))}
        >
          {t('filters.openNow')}
        </Chip>
        <Chip
          pressed={value.min_rating === 4}
          onClick={() => onChange(withFilter(value, 'min_rating', value.min_rating === 4 ? undefined : 4))}
        >
          {t('filters.rating4')}
        </Chip>
        <Chip
          pressed={value.max_delivery_time === 30}
          onClick={() =>
            onChange(withFilter(value, 'max_delivery_time', value.max_delivery_time === 30 ? undefined : 30))
          }
        >
          {t('filters.under30')}
        </Chip>
      </div>
      {sheet ? (
        <sheet.FilterSheet
          open={open}
          setOpen={setOpen}
          value={value}
          onChange={onChange}
          cuisines={cuisines}
        />
      ) : null}
    </div>
  );
}

/** The card's fields, loaded with the card; a box of their height holds their place meanwhile. */
function WideFilterFields(props: RestaurantFiltersBarProps) {
  const loaded = fieldsModule.use();
  useEffect(() => void fieldsModule.load(), []);
  if (!loaded) return <div aria-hidden="true" className="min-h-16" />;
  return <loaded.FilterFields {...props} className="md:grid-cols-3 lg:grid-cols-5" />;
}

/**
 * The five list filters (docs/product.md#list-rules): cuisine, minimum rating, maximum delivery time and fee, open
 * now. A card of fields on wide screens; a row of chips with a sheet on phones.
 */
export function RestaurantFiltersBar(props: RestaurantFiltersBarProps) {
  const wide = useWideScreen();
  const t = useT();
  const { value, onChange, className } = props;
  if (!wide) return <FilterChips {...props} />;
  const active = activeFilterCount(value);
  return (
    <fieldset className={cn('rounded-card border bg-card p-4', className)}>
      <legend className="sr-only">{t('filters.label')}</legend>
      <div className="mb-3 flex items-center justify-between gap-2">
        <p aria-hidden="true" className="flex items-center gap-2 text-sm font-semibold">
          <SlidersHorizontal className="size-4" />
          {t('filters.button', { count: active })}
        </p>
        {active > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => onChange({})}>
            <X aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>
      <WideFilterFields {...props} />
    </fieldset>
  );
}
