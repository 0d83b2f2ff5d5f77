import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Crosshair, LocateFixed } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FALLBACK_CENTRE, type LatLng, useDraggablePin, useLeafletMap } from './map/use-leaflet-map.ts';

export type { LatLng };
/** One press of an arrow button moves the pin this far (about a house front). */
export const NUDGE_METRES = 30;
const METRES_PER_DEGREE = 111_320;

export type Nudge = 'north' | 'south' | 'west' | 'east';

/** The pin moved `NUDGE_METRES` towards `direction`. */
export function nudge(pin: LatLng, direction: Nudge, metres = NUDGE_METRES): LatLng {
  const dLat = metres / METRES_PER_DEGREE;
  const dLng = metres / (METRES_PER_DEGREE * Math.cos((pin.latitude * Math.PI) / 180));
  switch (direction) {
    case 'north':
      return { latitude: pin.latitude + dLat, longitude: pin.longitude };
    case 'south':
      return { latitude: pin.latitude - dLat, longitude: pin.longitude };
    case 'east':
      return { latitude: pin.latitude, longitude: pin.longitude + dLng };
    case 'west':
      return { latitude: pin.latitude, longitude: pin.longitude - dLng };
  }
}

type LocationPickerProps = {
  value: LatLng | null;
  /** The customer placed or moved the pin (tap, drag, arrows, current location, map centre). */
  onChange(pin: LatLng): void;
  /** Where to look when there is no pin yet. */
  centre?: LatLng | null;
  /** Names the map for screen readers. */
  label?: string;
};

type GeoState = { status: 'idle' | 'locating' } | { status: 'error'; message: string };

function geolocationMessage(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED)
    return 'Location access denied. Please enable location services in your browser settings.';
  if (error.code === error.POSITION_UNAVAILABLE)
    return 'Location information unavailable. Please check your device settings.';
  if (error.code === error.TIMEOUT) return 'Location request timed out';
  return 'Failed to get location';
}

const ARROWS: { direction: Nudge; label: string; Icon: typeof ArrowUp; area: string }[] = [
  { direction: 'north', label: 'Move the pin north', Icon: ArrowUp, area: 'col-start-2 row-start-1' },
  { direction: 'west', label: 'Move the pin west', Icon: ArrowLeft, area: 'col-start-1 row-start-2' },
  { direction: 'east', label: 'Move the pin east', Icon: ArrowRight, area: 'col-start-3 row-start-2' },
  { direction: 'south', label: 'Move the pin south', Icon: ArrowDown, area: 'col-start-2 row-start-3' },
];

/**
 * A map to put the delivery pin on: tap or click the map, drag the pin, or — without a pointer — the arrow buttons
 * (30 m a press), 'Use my current location' and 'Pin the map centre'. Leaflet loads with this module, so callers
 * import it lazily. It keeps working when the map pictures cannot load: the pin still shows on the blank map.
 */
export function LocationPicker({ value, onChange, centre, label }: LocationPickerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [geo, setGeo] = useState<GeoState>({ status: 'idle' });
  const start = value ?? centre ?? FALLBACK_CENTRE;
  const { mapRef, tilesFailed } = useLeafletMap(containerRef, {
    centre: start,
    zoom: value ? 16 : 14,
    options: { attributionControl: true },
    onClick: (at) => onChangeRef.current(at),
  });
  useDraggablePin(mapRef, value, {
    label: 'Delivery pin',
    onMove: (at) => onChangeRef.current(at),
    zoom: 15,
  });

  // No pin yet: follow the place the address was found in.
  const centreLat = centre?.latitude;
  const centreLng = centre?.longitude;
  const hasPin = value !== null;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || hasPin || centreLat === undefined || centreLng === undefined) return;
    map.setView([centreLat, centreLng], Math.max(map.getZoom(), 14));
  }, [mapRef, centreLat, centreLng, hasPin]);

  function locateMe() {
    if (!('geolocation' in navigator)) {
      setGeo({ status: 'error', message: 'Geolocation is not supported by this browser' });
      return;
    }
    setGeo({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const pin = { latitude: position.coords.latitude, longitude: position.coords.longitude };
        setGeo({ status: 'idle' });
        onChangeRef.current(pin);
        mapRef.current?.setView([pin.latitude, pin.longitude], 17);
      },
      (error) => setGeo({ status: 'error', message: geolocationMessage(error) }),
      { enableHighAccuracy: true, timeout: 7000, maximumAge: 0 },
    );
  }

  function pinCentre() {
    const map = mapRef.current;
    if (!map) return;
    const { lat, lng } = map.getCenter();
    onChange({ latitude: lat, longitude: lng });
  }

  return (
    <div className="space-y-2">
      <div
        ref={containerRef}
        role="application"
        aria-label={label ?? 'Map: tap where the driver should deliver, or drag the pin'}
        className="h-56 w-full overflow-hidden rounded-xl border bg-muted [&_.leaflet-control-attribution_a]:underline!"
        data-testid="location-picker-map"
      />
      {tilesFailed ? (
        <p className="text-xs text-muted-foreground">
          The map pictures could not load. You can still tap the map or use the arrows to place your pin, or
          use your current location.
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        <fieldset className="grid grid-cols-3 grid-rows-3 gap-1" disabled={!value}>
          <legend className="sr-only">Move the pin without a mouse</legend>
          {ARROWS.map(({ direction, label: name, Icon, area }) => (
            <Button
              key={direction}
              type="button"
              size="icon"
              variant="outline"
              className={`size-9 ${area}`}
              aria-label={name}
              title={name}
              onClick={() => value && onChange(nudge(value, direction))}
            >
              <Icon aria-hidden="true" />
            </Button>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={locateMe}
            disabled={geo.status === 'locating'}
          >
            <LocateFixed aria-hidden="true" />
            {geo.status === 'locating' ? 'Getting Location...' : 'Use my current location'}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={pinCentre}>
            <Crosshair aria-hidden="true" />
            Pin the map centre
          </Button>
        </div>
      </div>
      {geo.status === 'error' ? (
        <p role="alert" className="text-sm text-destructive">
          {geo.message}
        </p>
      ) : null}
    </div>
  );
}

export { LocationPicker as default };
