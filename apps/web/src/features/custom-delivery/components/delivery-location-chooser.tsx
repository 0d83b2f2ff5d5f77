import { Crosshair, MapPin, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { type DeliveryPlace, findAddress, nameLocation } from '../api/geocode.ts';
import { currentPosition } from '../current-position.ts';

export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found. Please try a different address.';

type DeliveryLocationChooserProps = {
  value: DeliveryPlace | null;
  onChange(place: DeliveryPlace): void;
  /** Replaceable for tests. */
  locate?: typeof currentPosition;
  lookUp?: typeof findAddress;
  name?: typeof nameLocation;
};

/**
 * The delivery location (docs/product.md#custom-delivery-screen): the browser's current position, or an address searched by Enter or the
 * Search button. Shows the address found; 'Address not found…' when the search finds nothing.
 */
export function DeliveryLocationChooser({
  value,
  onChange,
  locate = currentPosition,
  lookUp = findAddress,
  name = nameLocation,
}: DeliveryLocationChooserProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<'locating' | 'searching' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function locateMe() {
    if (busy) return;
    setBusy('locating');
    setError(null);
    try {
      const { latitude, longitude } = await locate();
      onChange(await name(latitude, longitude));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Failed to get location');
    } finally {
      setBusy(null);
    }
  }

  async function search() {
    const text = query.trim();
    if (!text || busy) return;
    setBusy('searching');
    setError(null);
    const place = await lookUp(text);
    setBusy(null);
    if (!place) {
      setError(ADDRESS_NOT_FOUND_MESSAGE);
      return;
    }
    onChange(place);
    setQuery('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  }

  return (
    <fieldset className="space-y-3" aria-busy={busy !== null}>
      <legend className="mb-2 text-sm font-medium">Delivery location *</legend>
      <Button type="button" variant="outline" onClick={locateMe} disabled={busy !== null}>
        <Crosshair aria-hidden="true" />
        {busy === 'locating' ? 'Getting your location…' : 'Use my current location'}
      </Button>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-search`} className="text-sm">
          Or search for an address
        </label>
        <div className="flex gap-2">
          <Input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              if (error === ADDRESS_NOT_FOUND_MESSAGE) setError(null);
            }}
            onKeyDown={onKeyDown}
            placeholder="e.g. Mmabatho, Mahikeng"
            autoComplete="street-address"
            enterKeyHint="search"
          />
          <Button type="button" onClick={search} disabled={!query.trim() || busy !== null}>
            <Search aria-hidden="true" />
            {busy === 'searching' ? 'Searching…' : 'Search'}
          </Button>
        </div>
      </div>
      {error ? (
        <Alert variant="destructive" role="alert">
          {error}
        </Alert>
      ) : null}
      {value ? (
        <p className="flex items-start gap-2 rounded-xl bg-muted p-3 text-sm" data-testid="delivery-location">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span className="min-w-0 break-words">
            <span className="font-semibold">Delivering to: </span>
            {value.formatted_address}
          </span>
        </p>
      ) : null}
    </fieldset>
  );
}
