import type { GeocodeResult } from '@lekker/core/contracts/geo';
import { useQuery } from '@tanstack/react-query';
import { MapPinCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { addressLookupQueryOptions } from '@/api/geo.ts';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/utils.ts';
import {
  type AddressText,
  addressQuery,
  type DeliveryPoint,
  isPointConfirmed,
  pointFromLookup,
  pointStatus,
} from './delivery-point.ts';
import type { LatLng } from './location-picker.tsx';

// Leaflet loads only when a map is shown.
const LocationPicker = lazy(() => import('./location-picker.tsx'));

/** Half a second after typing stops, the address is looked up. */
const LOOKUP_DELAY_MS = 600;

type DeliveryPointPickerProps = {
  /** The typed address: looked up once street, city and province are filled in. */
  address: AddressText;
  point: DeliveryPoint;
  onChange(point: DeliveryPoint): void;
  /** Where the map starts when nothing is known yet (the customer's location). */
  centre?: LatLng | null;
  /** The form was submitted without a confirmed pin: say what is missing. */
  showRequired?: boolean;
  /** Replaceable for tests: the lookup of the typed address. */
  lookUp?: (query: string) => Promise<GeocodeResult>;
};

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Where exactly to deliver (docs/product.md#delivery-point): the typed address is looked up; a street found places the
 * pin, a town or suburb only starts the map there and asks the customer to put the pin on their door and accept
 * it. The pin can be dragged, tapped in, moved with arrow buttons, or set from the current location.
 */
export function DeliveryPointPicker({
  address,
  point,
  onChange,
  centre,
  showRequired = false,
  lookUp,
}: DeliveryPointPickerProps) {
  const query = useDebounced(addressQuery(address), LOOKUP_DELAY_MS);
  const options = addressLookupQueryOptions(query ?? '');
  const lookup = useQuery({
    ...options,
    queryFn: lookUp ? () => lookUp(query ?? '') : options.queryFn,
    enabled: query !== null,
  });
  const result = query !== null && lookup.isSuccess ? lookup.data : null;

  // Each new answer for a new text places (or proposes) the pin once; the customer's own pin always stays.
  const applied = useRef<string | null>(null);
  // The text whose answer has been applied (state, so the sentence under the map follows it).
  const [appliedQuery, setAppliedQuery] = useState<string | null>(null);
  const pointRef = useRef(point);
  pointRef.current = point;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (query === null || !lookup.isFetched || lookup.isFetching) return;
    if (applied.current === query) return;
    applied.current = query;
    setAppliedQuery(query);
    const next = pointFromLookup(pointRef.current, lookup.isSuccess ? lookup.data : null);
    if (next !== pointRef.current) onChangeRef.current(next);
  }, [query, lookup.isFetched, lookup.isFetching, lookup.isSuccess, lookup.data]);

  const status = pointStatus(point, {
    query,
    result,
    pending: query !== null && (lookup.isFetching || appliedQuery !== query),
  });
  const missing = showRequired && !isPointConfirmed(point);
  const mapCentre =
    result?.success && typeof result.latitude === 'number' && typeof result.longitude === 'number'
      ? { latitude: result.latitude, longitude: result.longitude }
      : (centre ?? null);

  return (
    <fieldset
      className={cn('space-y-2 rounded-xl border p-3', missing && 'border-destructive')}
      data-testid="delivery-point"
    >
      <legend className="px-1 text-sm font-semibold">Delivery point on the map *</legend>
      <p className="text-sm" role="status" data-testid="delivery-point-status">
        {status}
      </p>
      <Suspense fallback={<Spinner label="Loading the map" />}>
        <LocationPicker
          value={point.pin}
          onChange={(pin) => onChange({ pin, source: 'customer' })}
          centre={mapCentre}
        />
      </Suspense>
      {point.source === 'place' && point.pin ? (
        <Button type="button" size="sm" onClick={() => onChange({ pin: point.pin, source: 'customer' })}>
          <MapPinCheck aria-hidden="true" />
          Deliver to this pin
        </Button>
      ) : null}
      {missing ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          Please place the pin on your door so the driver can find you.
        </p>
      ) : null}
    </fieldset>
  );
}
