import type { Fulfilment } from '@lekker/core/order-status';
import { Bike, Store } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useRestaurant } from '@/api/restaurants.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { PaymentOption } from './payment-option.tsx';

/**
 * 'Delivery or collection?' at checkout (docs/decisions/068-collect-it-yourself.md): shown only at venues that offer
 * collection; the others deliver, so nothing is asked. Collecting costs no delivery fee; the minimum order stays.
 */
export function FulfilmentSection({
  restaurantId,
  value,
  onChange,
}: {
  restaurantId: string | undefined;
  value: Fulfilment;
  onChange(fulfilment: Fulfilment): void;
}) {
  const id = useId();
  const t = useT();
  const venue = useRestaurant(restaurantId ?? null).data;
  const offered = venue?.offers_collection === true;
  // A venue that stopped offering it while the dialog was open: back to delivery.
  useEffect(() => {
    if (venue && !offered && value === 'collection') onChange('delivery');
  }, [venue, offered, value, onChange]);
  if (!offered) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold">{t('collect.checkout.legend')}</legend>
      <div className="grid grid-cols-2 gap-2">
        <PaymentOption
          name={`${id}-fulfilment`}
          checked={value === 'delivery'}
          onSelect={() => onChange('delivery')}
          icon={<Bike aria-hidden="true" className="size-5" />}
          label={t('collect.checkout.delivery')}
        />
        <PaymentOption
          name={`${id}-fulfilment`}
          checked={value === 'collection'}
          onSelect={() => onChange('collection')}
          icon={<Store aria-hidden="true" className="size-5" />}
          label={t('collect.checkout.collection')}
        />
      </div>
      {value === 'collection' ? (
        <p className="text-xs text-muted-foreground">
          {venue?.address
            ? t('collect.checkout.hintAt', { address: venue.address })
            : t('collect.checkout.hint')}
        </p>
      ) : null}
    </fieldset>
  );
}
