import type { Order, PaymentForm } from '@lekker/core/contracts/orders';
import { haversineKm } from '@lekker/core/distance';
import { formatKm } from '@lekker/core/money';
import type { OrderEta } from '@lekker/core/order-eta';
import { lazy, Suspense } from 'react';
import { LiteMapGate } from '@/components/map/lite-map-gate.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { CollectionPickup } from './collection-pickup.tsx';
import { DriverArrival } from './driver-arrival.tsx';
import { DriverContact } from './driver-contact.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderTimeline } from './order-timeline.tsx';

// Leaflet loads only once the driver is on the way (in lite mode, once asked).
/** The driver's distance in words, for lite mode's map-less view. */
function driverDistanceText(
  driver: { latitude: number; longitude: number },
  destination: { latitude: number; longitude: number } | null,
  name: string | null | undefined,
): string {
  if (!destination) return t('lite.driverOnTheWay');
  const distance = formatKm(haversineKm(driver, destination));
  return name ? t('lite.driverDistanceNamed', { name, distance }) : t('lite.driverDistance', { distance });
}

const DriverMap = lazy(() => import('./driver-map.tsx'));

/** 'Progress': the timeline with times, the driver's map once picked up, the arrival note and the customer's actions. */
export function OrderProgressCard({
  order,
  eta,
  canCancel,
  onPaymentForm,
}: {
  order: Order;
  /** The page's one ETA (the header shows the same). */
  eta: OrderEta | null;
  canCancel: boolean;
  onPaymentForm?(form: PaymentForm): void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Progress</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <OrderTimeline order={order} />
        {order.status === 'picked_up' && order.driver_position ? (
          <LiteMapGate
            summary={driverDistanceText(
              order.driver_position,
              order.delivery_location,
              order.driver_first_name,
            )}
          >
            <Suspense fallback={<Spinner label="Loading the map" />}>
              <DriverMap
                driver={order.driver_position}
                destination={order.delivery_location}
                driverName={order.driver_first_name}
              />
            </Suspense>
          </LiteMapGate>
        ) : order.status === 'picked_up' ? (
          <p className="text-sm text-muted-foreground">
            Your driver is on the way. Their position will show here.
          </p>
        ) : null}
        <CollectionPickup order={order} />
        <DriverArrival order={order} eta={eta} />
        <DriverContact order={order} />
        <OrderActions order={order} canCancel={canCancel} onPaymentForm={onPaymentForm} />
      </CardContent>
    </Card>
  );
}
