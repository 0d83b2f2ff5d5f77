import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { dotIcon, type LatLng, toLatLng, useLeafletMap } from '@/components/map/use-leaflet-map.ts';

const pin = dotIcon('#166534', 18, 'Delivery point');

/** A small map of the delivery point (loaded lazily with Leaflet; the address is written out beside it). */
export default function DeliveryMap({ location, label }: { location: LatLng; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { mapRef } = useLeafletMap(ref, { centre: location, zoom: 15, options: { scrollWheelZoom: false } });
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const at = toLatLng({ latitude: location.latitude, longitude: location.longitude });
    const marker = L.marker(at, { icon: pin, title: label, keyboard: false }).addTo(map);
    map.setView(at, map.getZoom());
    return () => {
      marker.remove();
    };
  }, [mapRef, location.latitude, location.longitude, label]);
  return (
    <div
      ref={ref}
      role="img"
      aria-label={`Map of the delivery point: ${label}`}
      data-testid="delivery-map"
      className="h-44 w-full overflow-hidden rounded-xl border border-border bg-muted"
    />
  );
}
