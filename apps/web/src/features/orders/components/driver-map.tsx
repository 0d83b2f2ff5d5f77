import 'leaflet/dist/leaflet.css';
import type { DriverPosition } from '@lekker/core/contracts/orders';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { formatTime } from '../order-format.ts';

type LatLng = { latitude: number; longitude: number };

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const tileUrl = () =>
  document.querySelector<HTMLMetaElement>('meta[name="map-tile-url"]')?.content || DEFAULT_TILE_URL;

/** Markers drawn with CSS so they show even when no image (tile or icon) can load. */
function dotIcon(colour: string, size: number, label: string) {
  return L.divIcon({
    className: '',
    html: `<span aria-hidden="true" data-marker="${label}" style="display:block;width:${size}px;height:${size}px;border-radius:9999px;background:${colour};border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5)"></span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}
const driverIcon = dotIcon('#c2410c', 22, 'Driver');
const homeIcon = dotIcon('#166534', 16, 'Delivery address');

type DriverMapProps = {
  driver: DriverPosition;
  destination: LatLng | null;
};

/**
 * The driver on a map, moving with every `driver.location` event. Without map pictures (offline) the markers
 * still show on the plain background, and the coordinates are written out underneath.
 */
export function DriverMap({ driver, destination }: DriverMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const driverRef = useRef<L.Marker | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; the effect below moves the driver.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { zoomControl: true }).setView([driver.latitude, driver.longitude], 15);
    const tiles = L.tileLayer(tileUrl(), { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.addTo(map);
    driverRef.current = L.marker([driver.latitude, driver.longitude], {
      icon: driverIcon,
      title: 'Driver',
      keyboard: false,
    }).addTo(map);
    if (destination) {
      L.marker([destination.latitude, destination.longitude], {
        icon: homeIcon,
        title: 'Delivery address',
        keyboard: false,
      }).addTo(map);
      map.fitBounds(
        L.latLngBounds([
          [driver.latitude, driver.longitude],
          [destination.latitude, destination.longitude],
        ]),
        { padding: [32, 32], maxZoom: 16 },
      );
    }
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      driverRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const at: L.LatLngTuple = [driver.latitude, driver.longitude];
    driverRef.current?.setLatLng(at);
    if (map && !map.getBounds().pad(-0.1).contains(at)) map.panTo(at);
  }, [driver.latitude, driver.longitude]);

  return (
    <div className="space-y-2">
      <section
        ref={containerRef}
        aria-label="Map showing where your driver is"
        className="h-64 w-full overflow-hidden rounded-xl border bg-muted [&_.leaflet-control-attribution_a]:underline!"
        data-testid="driver-map"
      />
      <p className="text-sm" aria-live="polite" data-testid="driver-coordinates">
        Driver at {driver.latitude.toFixed(6)}, {driver.longitude.toFixed(6)}
        {driver.speed_kmh != null ? `, ${Math.round(driver.speed_kmh)} km/h` : ''} (updated{' '}
        {formatTime(driver.updated_at)})
      </p>
      {tilesFailed ? (
        <p className="text-xs text-muted-foreground">
          The map pictures could not load; the dots still show where the driver is.
        </p>
      ) : null}
    </div>
  );
}

export { DriverMap as default };
