import type { DriverPosition } from '@lekker/core/contracts/orders';
import { haversineKm } from '@lekker/core/distance';
import { formatKm } from '@lekker/core/money';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { dotIcon, type LatLng, toLatLng, useLeafletMap } from '@/components/map/use-leaflet-map.ts';
import { formatTime } from '../order-format.ts';

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
  const { mapRef, tilesFailed } = useLeafletMap(containerRef, { centre: driver, zoom: 15 });
  const driverRef = useRef<L.Marker | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: placed once; the effect below moves the driver.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    driverRef.current = L.marker(toLatLng(driver), {
      icon: driverIcon,
      title: 'Driver',
      keyboard: false,
    }).addTo(map);
    const home = destination
      ? L.marker(toLatLng(destination), { icon: homeIcon, title: 'Delivery address', keyboard: false }).addTo(
          map,
        )
      : null;
    if (destination)
      map.fitBounds(L.latLngBounds([toLatLng(driver), toLatLng(destination)]), {
        padding: [32, 32],
        maxZoom: 16,
      });
    return () => {
      driverRef.current?.remove();
      home?.remove();
      driverRef.current = null;
    };
  }, [mapRef]);

  const { latitude, longitude } = driver;
  useEffect(() => {
    const map = mapRef.current;
    const at = toLatLng({ latitude, longitude });
    driverRef.current?.setLatLng(at);
    if (map && !map.getBounds().pad(-0.1).contains(at)) map.panTo(at);
  }, [mapRef, latitude, longitude]);

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
