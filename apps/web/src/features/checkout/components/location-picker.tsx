import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { Crosshair, LocateFixed, MapPinOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { LatLng } from '../checkout-form.ts';

/** Mahikeng, where the demo restaurants are: the map's starting point when nothing better is known. */
const FALLBACK_CENTRE: LatLng = { latitude: -25.856, longitude: 25.6403 };
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The tile server: `<meta name="map-tile-url">` when the page sets one, else OpenStreetMap. */
function tileUrl(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="map-tile-url"]')?.content || DEFAULT_TILE_URL;
}

/** A pin drawn with CSS: it needs no image files, so it shows even when nothing else can load. */
const pinIcon = L.divIcon({
  className: '',
  html: '<span style="display:block;width:22px;height:22px;border-radius:9999px 9999px 9999px 0;transform:rotate(-45deg);background:#c2410c;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5)"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
});

type LocationPickerProps = {
  value: LatLng | null;
  onChange(pin: LatLng | null): void;
  /** Where to start when there is no pin yet (the customer's last known location). */
  centre?: LatLng | null;
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

/**
 * A map to drop a delivery pin on (tap or click, or drag the pin). It keeps working when the map pictures cannot
 * load: the pin still lands on the blank map, 'Use my current location' and 'Pin the map centre' work, and the
 * coordinates are written out.
 */
export function LocationPicker({ value, onChange, centre }: LocationPickerProps) {
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
    // The dialog animates open: measure again once it has its final size.
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
    if (!map.getBounds().contains(at)) map.panTo(at);
  }, [value]);

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
        mapRef.current?.setView([pin.latitude, pin.longitude], 16);
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
        aria-label="Map: tap where the driver should deliver"
        className="h-56 w-full overflow-hidden rounded-xl border bg-muted [&_.leaflet-control-attribution_a]:underline!"
        data-testid="location-picker-map"
      />
      {tilesFailed ? (
        <p className="text-xs text-muted-foreground">
          The map pictures could not load. You can still tap the map to place your pin, or use your current
          location.
        </p>
      ) : null}
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
        {value ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)}>
            <MapPinOff aria-hidden="true" />
            Remove pin
          </Button>
        ) : null}
      </div>
      <p className="text-sm" aria-live="polite">
        {value
          ? `Pin: ${value.latitude.toFixed(6)}, ${value.longitude.toFixed(6)}`
          : 'No pin yet: we will find your address from the street, city and province.'}
      </p>
      {geo.status === 'error' ? (
        <p role="alert" className="text-sm text-destructive">
          {geo.message}
        </p>
      ) : null}
    </div>
  );
}

export { LocationPicker as default };
