import { Crosshair, RefreshCw, TriangleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { UseLocationResult } from '../hooks/use-location.ts';
import { LOCATION_ERROR_HINT } from '../location-state.ts';
import { ManualAddressForm } from './manual-address-form.tsx';

type LocationPanelProps = { location: UseLocationResult };

/**
 * The error panel (the text of docs/product.md#location, the 'Without location access…' line and Try again) and the manual address
 * search, shown under the location status.
 */
export function LocationPanel({ location }: LocationPanelProps) {
  const { error, loading, retry, setManualLocation } = location;
  return (
    <div className="space-y-4">
      {error ? (
        <Alert variant={loading ? 'warning' : 'destructive'} role="alert" className="flex gap-3">
          <TriangleAlert aria-hidden="true" className="mt-0.5" />
          <div className="min-w-0 flex-1 space-y-1">
            <p className="font-semibold">{error}</p>
            <p>{LOCATION_ERROR_HINT}</p>
            {loading ? null : (
              <Button variant="outline" size="sm" className="mt-2" onClick={retry}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            )}
          </div>
        </Alert>
      ) : null}
      <ManualAddressForm onFound={setManualLocation} />
      {!error && !loading && location.source === 'manual' ? (
        <Button variant="link" size="sm" onClick={retry} className="h-auto">
          <Crosshair aria-hidden="true" />
          Use my current location instead
        </Button>
      ) : null}
    </div>
  );
}
