import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Crosshair, LocateFixed } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';

export type LatLng = { latitude: number; longitude: number };

/** Mahikeng, where the demo restaurants are: the map's starting point when nothing better is known. */
export const FALLBACK_CENTRE: LatLng = { latitude: -25.856, longitude: 25.6403 };
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** One press of an arrow button moves the pin this far (about a house front). */
export const NUDGE_METRES = 30;
const METRES_PER_DEGREE = 111_320;

/** The tile server: `<meta name="map-tile-url">` when the page sets one, else OpenStreetMap. */
function tileUrl(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="map-tile-url"]')?.content || DEFAULT_TILE_URL;
}

/** A pin drawn with CSS: it needs no image files, so it shows even when nothing else can load. */
const pinIcon = L.divIcon({
  className: '',
  html: '<span data-marker="Delivery pin" style="display:block;width:22px;height:22px;border-radius:9999px 9999px 9999px 0;transform:rotate(-45deg);background:#c2410c;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5)"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
});

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
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [tilesFailed, setTilesFailed] = useState(false);
  const [geo, setGeo] = useState<GeoState>({ status: 'idle' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once; later pins move the marker.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = value ?? centre ?? FALLBACK_CENTRE;
    const map = L.map(container, { zoomControl: true, attributionControl: true }).setView(
      [start.latitude, start.longitude],
      value ? 16 : 14,
    );
    const tiles = L.tileLayer(tileUrl(), {
      maxZoom: 19,
      attribution: '&copy; OpenStreetMap contributors',
    });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.addTo(map);
    map.on('click', (event: L.LeafletMouseEvent) =>
      onChangeRef.current({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
    );
    mapRef.current = map;
    // A dialog animates open: measure again once it has its final size.
    const resize = window.setTimeout(() => map.invalidateSize(), 200);
    return () => {
      window.clearTimeout(resize);
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!value) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const at: L.LatLngTuple = [value.latitude, value.longitude];
    if (markerRef.current) markerRef.current.setLatLng(at);
    else {
      const marker = L.marker(at, { icon: pinIcon, draggable: true, keyboard: false, title: 'Delivery pin' });
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLatLng();
        onChangeRef.current({ latitude: lat, longitude: lng });
      });
      marker.addTo(map);
      markerRef.current = marker;
    }
    if (!map.getBounds().contains(at)) map.setView(at, Math.max(map.getZoom(), 15));
  }, [value]);

  // No pin yet: follow the place the address was found in.
  const centreLat = centre?.latitude;
  const centreLng = centre?.longitude;
  const hasPin = value !== null;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || hasPin || centreLat === undefined || centreLng === undefined) return;
    map.setView([centreLat, centreLng], Math.max(map.getZoom(), 14));
  }, [centreLat, centreLng, hasPin]);

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
