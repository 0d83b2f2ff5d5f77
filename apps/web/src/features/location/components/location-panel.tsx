import { Crosshair, RefreshCw, TriangleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import type { UseLocationResult } from '../hooks/use-location.ts';
import { locationText } from '../location-messages.ts';
import { LOCATION_ERROR_HINT, LOCATION_ERRORS } from '../location-state.ts';
import { ManualAddressForm } from './manual-address-form.tsx';

type LocationPanelProps = {
  location: UseLocationResult;
  /**
   * While the first position is still being asked for: on a phone, keep the error panel's exact room (an invisible
   * copy of the "denied" panel, the usual answer), so an error that comes after the first paint fills it instead of
   * pushing the address search and everything under it down.
   */
  reserveErrorRoom?: boolean;
};

const noop = () => {};

/** The error, the 'Without location access…' line and Try again (hidden while a retry runs). */
function LocationErrorAlert({
  error,
  loading,
  retry,
}: {
  error: string;
  loading: boolean;
  retry: () => void;
}) {
  const t = useT();
  return (
    <Alert variant={loading ? 'warning' : 'destructive'} role="alert" className="flex gap-3">
      <TriangleAlert aria-hidden="true" className="mt-0.5" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold">{locationText(t, error)}</p>
        <p>{locationText(t, LOCATION_ERROR_HINT)}</p>
        {loading ? null : (
          <Button variant="outline" size="sm" className="mt-2" onClick={retry}>
            <RefreshCw aria-hidden="true" />
            {t('location.tryAgain')}
          </Button>
        )}
      </div>
    </Alert>
  );
}

/**
 * The error panel (the text of docs/product.md#location, the 'Without location access…' line and Try again) and the manual address
 * search, shown under the location status.
 */
export function LocationPanel({ location, reserveErrorRoom = false }: LocationPanelProps) {
  const { error, loading, retry, setManualLocation } = location;
  return (
    <div className="space-y-4">
      {error ? (
        <LocationErrorAlert error={error} loading={loading} retry={retry} />
      ) : reserveErrorRoom ? (
        <div aria-hidden="true" className="invisible md:hidden" data-testid="location-error-room">
          <LocationErrorAlert error={LOCATION_ERRORS.denied} loading={false} retry={noop} />
        </div>
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
