import type { Weekday } from '@lekker/core/contracts/catalogue';
import { useVenueDishes } from '@/api/venue-stories.ts';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { type PromotionFormValues, WEEK } from '../promotion-form.ts';

/** What each part of the promotion form gets: the form's id, its values, a setter and the errors per field. */
export type FieldsProps = {
  id: string;
  values: PromotionFormValues;
  set<K extends keyof PromotionFormValues>(key: K, value: PromotionFormValues[K]): void;
  errors: Record<string, string>;
};

/** The list with the item added, or without it when it was there. */
const toggle = <T extends string>(list: T[], item: T) =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

function Choice({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange(): void;
  children: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="size-4 accent-primary"
      />
      {children}
    </label>
  );
}

/** What comes off: a percentage or a rand amount, and how much. */
export function DiscountFields({ id, values, set, errors }: FieldsProps) {
  const percent = values.discount_type === 'percent';
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Discount</legend>
      <div className="flex flex-wrap gap-4">
        <Choice
          name={`${id}-type`}
          value="percent"
          checked={percent}
          onChange={() => set('discount_type', 'percent')}
        >
          Percentage off
        </Choice>
        <Choice
          name={`${id}-type`}
          value="fixed"
          checked={!percent}
          onChange={() => set('discount_type', 'fixed')}
        >
          Rand amount off
        </Choice>
      </div>
      <FormField
        label={percent ? 'Percentage off (%)' : 'Amount off (R)'}
        error={errors.discount_value}
        hint={percent ? 'From 1 to 90' : 'Never more than the dishes it covers'}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            className="max-w-40"
            value={values.amount}
            onChange={(e) => set('amount', e.target.value)}
          />
        )}
      </FormField>
    </fieldset>
  );
}

/** On what: the whole menu, or the dishes chosen from the venue's menu. */
export function TargetFields({ id, venueId, values, set, errors }: FieldsProps & { venueId: string }) {
  const dishes = useVenueDishes(venueId);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">On</legend>
      <div className="flex flex-wrap gap-4">
        <Choice
          name={`${id}-on`}
          value="menu"
          checked={values.applies_to === 'menu'}
          onChange={() => set('applies_to', 'menu')}
        >
          The whole menu
        </Choice>
        <Choice
          name={`${id}-on`}
          value="items"
          checked={values.applies_to === 'items'}
          onChange={() => set('applies_to', 'items')}
        >
          Chosen dishes
        </Choice>
      </div>
      {values.applies_to === 'items' ? (
        <div className="space-y-1">
          <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-lg border p-2 sm:grid-cols-2">
            {(dishes.data ?? []).map((dish) => (
              <li key={dish.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={values.item_ids.includes(dish.id)}
                    onChange={() => set('item_ids', toggle(values.item_ids, dish.id))}
                  />
                  {dish.name}
                </label>
              </li>
            ))}
          </ul>
          {dishes.isPending ? <p className="text-xs text-muted-foreground">Loading your dishes…</p> : null}
          {dishes.isError ? (
            <p className="text-xs text-destructive">
              We could not load your dishes.{' '}
              <button type="button" className="underline" onClick={() => void dishes.refetch()}>
                Retry
              </button>
            </p>
          ) : null}
          {errors.item_ids ? <p className="text-xs font-medium text-destructive">{errors.item_ids}</p> : null}
        </div>
      ) : null}
    </fieldset>
  );
}

/** From what order size, how often per customer, and from when until when. */
export function LimitFields({ values, set, errors }: Omit<FieldsProps, 'id'>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Minimum order (R, optional)"
        error={errors.min_order_cents}
        hint="The food subtotal before discounts"
      >
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            value={values.min_order}
            onChange={(e) => set('min_order', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="Orders per customer (optional)"
        error={errors.per_customer_limit}
        hint="Blank: as often as they like"
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={values.per_customer_limit}
            onChange={(e) => set('per_customer_limit', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Starts (optional)" error={errors.starts_at} hint="Blank: now. Johannesburg time.">
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            value={values.starts_at}
            onChange={(e) => set('starts_at', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Ends (optional)" error={errors.ends_at} hint="Blank: until you end it.">
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            value={values.ends_at}
            onChange={(e) => set('ends_at', e.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}

/** Weekly happy hours: the days and a time window (Johannesburg time). */
export function HappyHourFields({ values, set, errors }: Omit<FieldsProps, 'id'>) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Happy hours (optional)</legend>
      <p className="text-xs text-muted-foreground">
        Pick days and a time window; no days means every day. A window that ends before it starts runs past
        midnight (22:00–02:00).
      </p>
      <div className="flex flex-wrap gap-3">
        {WEEK.map(({ day, short }) => (
          <label key={day} className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={values.weekdays.includes(day)}
              onChange={() => set('weekdays', toggle<Weekday>(values.weekdays, day))}
            />
            {short}
          </label>
        ))}
      </div>
      <div className="grid max-w-md grid-cols-2 gap-4">
        <FormField label="From" error={errors.daily_start}>
          {(control) => (
            <Input
              {...control}
              type="time"
              value={values.daily_start}
              onChange={(e) => set('daily_start', e.target.value)}
            />
          )}
        </FormField>
        <FormField label="To" error={errors.daily_end}>
          {(control) => (
            <Input
              {...control}
              type="time"
              value={values.daily_end}
              onChange={(e) => set('daily_end', e.target.value)}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
