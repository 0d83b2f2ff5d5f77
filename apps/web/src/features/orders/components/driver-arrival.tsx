import type { Order } from '@lekker/core/contracts/orders';
import { haversineKm } from '@lekker/core/distance';
import { etaMinutes } from '@lekker/core/driver';
import { formatKm } from '@lekker/core/money';
import { KeyRound } from 'lucide-react';

/**
 * While the order is out for delivery: who is bringing it, how far away they are and when they arrive (distance at
 * the driver's reported speed, or town speed when unknown), and the delivery code to give them at the door.
 */
export function DriverArrival({ order }: { order: Order }) {
  if (order.status !== 'picked_up') return null;
  const name = order.driver_first_name ?? 'Your driver';
  const position = order.driver_position;
  const destination = order.delivery_location;
  const km = position && destination ? haversineKm(position, destination) : null;
  const minutes = km !== null ? etaMinutes(km, position?.speed_kmh) : null;
  return (
    <div className="space-y-3">
      <p className="font-semibold" aria-live="polite" data-testid="driver-eta">
        {name} is on the way
        {km !== null && minutes !== null
          ? minutes <= 1
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
