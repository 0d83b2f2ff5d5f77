import type { Order } from '@lekker/core/contracts/orders';
import { Bike, Phone } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { driverJobActive } from '../order-format.ts';

/**
 * Who is bringing the order, from the moment a driver takes it until delivery: their first name and a Call button
 * (the number is only sent to the order's customer, and only while the job is active).
 */
export function DriverContact({ order }: { order: Order }) {
  if (!order.has_driver || !driverJobActive(order.status)) return null;
  const name = order.driver_first_name ?? 'Your driver';
  const phone = order.driver_phone?.replace(/\s/g, '');
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-muted/40 p-3"
      data-testid="driver-contact"
    >
      <p className="flex items-center gap-2 text-sm">
        <Bike aria-hidden="true" className="size-4 text-primary" />
        <span>
          Your driver: <span className="font-semibold">{name}</span>
        </span>
      </p>
      {phone ? (
        <Button asChild size="sm" variant="outline">
          <a href={`tel:${phone}`}>
            <Phone aria-hidden="true" />
            Call {name}
          </a>
        </Button>
      ) : null}
    </div>
  );
}
