import type { Order, PaymentForm } from '@lekker/core/contracts/orders';
import type { OrderEta } from '@lekker/core/order-eta';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { DriverArrival } from './driver-arrival.tsx';
import { DriverContact } from './driver-contact.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderTimeline } from './order-timeline.tsx';

// Leaflet loads only once the driver is on the way.
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
          <Suspense fallback={<Spinner label="Loading the map" />}>
            <DriverMap
              driver={order.driver_position}
              destination={order.delivery_location}
              driverName={order.driver_first_name}
            />
          </Suspense>
        ) : order.status === 'picked_up' ? (
          <p className="text-sm text-muted-foreground">
            Your driver is on the way. Their position will show here.
          </p>
        ) : null}
        <DriverArrival order={order} eta={eta} />
        <DriverContact order={order} />
        <OrderActions order={order} canCancel={canCancel} onPaymentForm={onPaymentForm} />
      </CardContent>
    </Card>
  );
}
