import type { Order } from '@lekker/core/contracts/orders';
import { formatKm } from '@lekker/core/money';
import { ARRIVING_MINUTES, type OrderEta } from '@lekker/core/order-eta';
import { KeyRound } from 'lucide-react';

/**
 * While the order is out for delivery: who is bringing it, how far away they are and when they arrive (the page's
 * one ETA, `useOrderEta`: from the driver's position once known), and the delivery code to give them at the door.
 */
export function DriverArrival({ order, eta }: { order: Order; eta: OrderEta | null }) {
  if (order.status !== 'picked_up') return null;
  const name = order.driver_first_name ?? 'Your driver';
  const km = eta?.source === 'driver' ? eta.driverKm : null;
  const minutes = km !== null && eta ? eta.minutes : null;
  return (
    <div className="space-y-3">
      <p className="font-semibold" aria-live="polite" data-testid="driver-eta">
        {name} is on the way
        {km !== null && minutes !== null
          ? minutes <= ARRIVING_MINUTES
            ? `: arriving now (${formatKm(km)} away).`
            : `: about ${minutes} min away (${formatKm(km)}).`
          : '.'}
      </p>
      {order.delivery_code ? (
        <div className="rounded-xl border-2 border-foreground bg-secondary p-4 text-secondary-foreground">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <KeyRound aria-hidden="true" className="size-4" /> Your delivery code
          </p>
          <p className="font-mono text-4xl font-extrabold tracking-[0.3em]" data-testid="delivery-code">
            {order.delivery_code}
          </p>
          <p className="text-sm">Give this code to {name} when your order arrives. Never share it before.</p>
        </div>
      ) : null}
    </div>
  );
}
