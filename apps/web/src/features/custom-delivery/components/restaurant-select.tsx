import { useEffect } from 'react';
import { usePickerRestaurants } from '@/api/custom-delivery.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { toast } from '@/lib/toast.ts';
import { RESTAURANTS_FAILED_MESSAGE } from '../custom-delivery-form.ts';
import { LabelledField } from './labelled-field.tsx';

type Chosen = { restaurant_id: string; restaurant_name: string };

/**
 * The restaurant or store to collect from. A restaurant chosen elsewhere (the menu page's link, a draft) stays
 * selectable even when the picker's list does not hold it.
 */
export function RestaurantSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Chosen;
  onChange(chosen: Chosen): void;
}) {
  const restaurants = usePickerRestaurants();
  useEffect(() => {
    if (restaurants.isError) toast.error('Error', { description: RESTAURANTS_FAILED_MESSAGE });
  }, [restaurants.isError]);
  const list = restaurants.data?.restaurants ?? [];
  const listed = list.some((r) => r.id === value.restaurant_id);
  // One that cannot take a custom delivery now stays in the list, greyed, with why (docs/product.md#custom-delivery-screen).
  const chosen = list.find((r) => r.id === value.restaurant_id);
  const unavailable = chosen && !chosen.accepts_custom_delivery ? chosen : null;

  return (
    <LabelledField label="Restaurant or store *" htmlFor={id}>
      <NativeSelect
        id={id}
        value={value.restaurant_id}
        aria-required="true"
        aria-busy={restaurants.isPending}
        onChange={(event) => {
          const chosen = list.find((r) => r.id === event.target.value);
          onChange({ restaurant_id: chosen?.id ?? '', restaurant_name: chosen?.name ?? '' });
        }}
      >
        <option value="">{restaurants.isPending ? 'Loading restaurants…' : 'Select a restaurant'}</option>
        {value.restaurant_id && !listed ? (
          <option value={value.restaurant_id}>{value.restaurant_name || 'Restaurant'}</option>
        ) : null}
        {list.map((r) => (
          <option key={r.id} value={r.id} disabled={!r.accepts_custom_delivery}>
            {r.accepts_custom_delivery ? r.name : `${r.name} (${r.unavailable_reason ?? 'unavailable'})`}
          </option>
        ))}
      </NativeSelect>
      {unavailable ? (
        <Alert variant="warning" role="alert" className="mt-2" data-testid="restaurant-unavailable">
          {unavailable.name} cannot take a custom delivery right now ({unavailable.unavailable_reason}).
          Please choose another restaurant or store.
        </Alert>
      ) : null}
    </LabelledField>
  );
}
