import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

type LatLng = { latitude: number; longitude: number };

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const tileUrl = () =>
  document.querySelector<HTMLMetaElement>('meta[name="map-tile-url"]')?.content || DEFAULT_TILE_URL;

const pin = L.divIcon({
  className: '',
  html: '<span aria-hidden="true" style="display:block;width:18px;height:18px;border-radius:9999px;background:#166534;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5)"></span>',
  iconSize: [18, 18],
  iconAnchor: [9, 9],
});

/** A small map of the delivery point (loaded lazily with Leaflet; the address is written out beside it). */
export default function DeliveryMap({ location, label }: { location: LatLng; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const at: L.LatLngTuple = [location.latitude, location.longitude];
    const map = L.map(ref.current, { zoomControl: true, scrollWheelZoom: false }).setView(at, 15);
    L.tileLayer(tileUrl(), { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' }).addTo(map);
    L.marker(at, { icon: pin, title: label, keyboard: false }).addTo(map);
    return () => {
      map.remove();
    };
  }, [location.latitude, location.longitude, label]);
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
