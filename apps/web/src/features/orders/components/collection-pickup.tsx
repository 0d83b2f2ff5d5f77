import type { Order } from '@lekker/core/contracts/orders';
import { isLive } from '@lekker/core/order-status';
import { KeyRound, MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { LiteMapGate } from '@/components/map/lite-map-gate.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

// Leaflet loads only for a collection, with the page (in lite mode, once asked).
const VenueMap = lazy(() => import('./venue-map.tsx'));

/**
 * Collect it yourself (docs/decisions/068-collect-it-yourself.md): while the order is live, where to collect it —
 * the venue's address and its pin on a map — and the pick-up code to show at the counter, big; once collected, a
 * line saying so.
 */
export function CollectionPickup({ order }: { order: Order }) {
  const t = useT();
  if (order.fulfilment !== 'collection') return null;
  const { restaurant } = order;
  if (order.status === 'delivered')
    return (
      <p className="font-semibold" data-testid="collection-done">
        {t('collect.order.collected')}
      </p>
    );
  if (!isLive(order.status)) return null;
  const pin =
    restaurant.latitude != null && restaurant.longitude != null
      ? { latitude: restaurant.latitude, longitude: restaurant.longitude }
      : null;
  return (
    <div className="space-y-3" data-testid="collection-pickup">
      <p className="font-semibold" aria-live="polite">
        {order.status === 'ready'
          ? t('collect.order.ready', { name: restaurant.name })
          : t('collect.order.notReady', { name: restaurant.name })}
      </p>
      <p className="flex items-start gap-2 text-sm">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {restaurant.address
            ? t('collect.order.address', { address: restaurant.address })
            : t('collect.order.noAddress')}
        </span>
      </p>
      {pin ? (
        <LiteMapGate summary={restaurant.address ?? restaurant.name}>
          <Suspense fallback={<Spinner label={t('collect.order.mapLoading')} />}>
            <VenueMap venue={pin} name={restaurant.name} />
          </Suspense>
        </LiteMapGate>
      ) : null}
      {order.delivery_code ? (
        <div className="rounded-xl border-2 border-foreground bg-secondary p-4 text-secondary-foreground">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <KeyRound aria-hidden="true" className="size-4" /> {t('collect.order.codeTitle')}
          </p>
          <p className="font-mono text-5xl font-extrabold tracking-[0.3em]" data-testid="pickup-code">
            {order.delivery_code}
          </p>
          <p className="text-sm">{t('collect.order.codeHint')}</p>
        </div>
      ) : null}
    </div>
  );
}
