import { DRIVER_RADIUS_KM } from '@lekker/core/constants';
import { formatKm, formatRand } from '@lekker/core/money';
import { Truck } from 'lucide-react';
import type { DeliveryQuote } from '@/api/custom-delivery.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';

type DeliveryFeeProps = {
  quote: DeliveryQuote | undefined;
  loading: boolean;
  failed: boolean;
  /** The server refused this restaurant for a custom delivery now (closed, or nobody runs it): its sentence. */
  refusal?: string | null;
  onRetry(): void;
  /** Whether both a restaurant and a location are chosen. */
  ready: boolean;
  restaurantName: string;
};

/** The live delivery fee (2 decimals) and distance (1 decimal), with a warning beyond the drivers' range. */
export function DeliveryFee({
  quote,
  loading,
  failed,
  refusal,
  onRetry,
  ready,
  restaurantName,
}: DeliveryFeeProps) {
  return (
    <section
      aria-labelledby="delivery-fee-title"
      className="space-y-2 rounded-xl bg-muted p-4 text-sm"
      aria-busy={loading}
    >
      <h3 id="delivery-fee-title" className="flex items-center gap-2 font-semibold">
        <Truck aria-hidden="true" className="size-4 text-primary" />
        Delivery fee
      </h3>
      {!ready ? (
        <p className="text-muted-foreground">Choose a restaurant and a delivery location to see the fee.</p>
      ) : refusal ? (
        <Alert variant="destructive" role="alert" data-testid="custom-delivery-refusal">
          {refusal}
        </Alert>
      ) : failed && !quote ? (
        <div className="flex flex-wrap items-center gap-2">
          <p>We couldn't work out the delivery fee.</p>
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : !quote ? (
        <p className="text-muted-foreground">Calculating…</p>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>Fee</dt>
            <dd className="text-right font-bold tabular-nums" data-testid="custom-delivery-fee">
              {formatRand(quote.fee_cents)}
            </dd>
            <dt>Distance</dt>
            <dd className="text-right tabular-nums" data-testid="custom-delivery-distance">
              {formatKm(quote.distance_km)}
            </dd>
            <dt>Estimated time</dt>
            <dd className="text-right tabular-nums">about {quote.minutes} min</dd>
          </dl>
          {!quote.within_range ? (
            <Alert variant="warning" role="status">
              This location is {formatKm(quote.distance_km)} from {restaurantName || 'the restaurant'}: our
              drivers deliver up to {DRIVER_RADIUS_KM} km. Choose a closer location or another restaurant.
            </Alert>
          ) : null}
        </>
      )}
    </section>
  );
}
