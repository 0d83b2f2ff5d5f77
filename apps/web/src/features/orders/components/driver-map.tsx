import 'leaflet/dist/leaflet.css';
import type { DriverPosition } from '@lekker/core/contracts/orders';
import { haversineKm } from '@lekker/core/distance';
import { formatKm } from '@lekker/core/money';
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
  /** The driver's first name, for the caption ('Thabo, 1.2 km away'). */
  driverName?: string | null;
};

/**
 * The driver on a map, moving with every `driver.location` event. Without map pictures (offline) the markers
 * still show on the plain background; the caption says how far away they are and when they last reported, never
 * raw coordinates.
 */
export function DriverMap({ driver, destination, driverName }: DriverMapProps) {
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
      <p className="text-sm text-muted-foreground" data-testid="driver-map-caption">
        {driverCaption(driver, destination, driverName)}
      </p>
      {tilesFailed ? (
        <p className="text-xs text-muted-foreground">
          The map pictures could not load; the dots still show where the driver is.
        </p>
      ) : null}
    </div>
  );
}

/** 'Thabo, 1.2 km from you · position at 12:04' (the map shows where; the words say how far and how fresh). */
export function driverCaption(
  driver: DriverPosition,
  destination: LatLng | null,
  driverName?: string | null,
): string {
  const who = driverName || 'Your driver';
  const km = destination ? haversineKm(driver, destination) : null;
  const where = km === null ? who : `${who}, ${formatKm(km)} from you`;
  return `${where} · position at ${formatTime(driver.updated_at)}`;
}

export { DriverMap as default };
