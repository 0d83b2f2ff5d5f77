import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

export type Pin = { latitude: number; longitude: number };

/** Mahikeng: where the map starts when the venue has no pin yet. */
const FALLBACK_CENTRE: Pin = { latitude: -25.856, longitude: 25.6403 };
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const tileUrl = () =>
  document.querySelector<HTMLMetaElement>('meta[name="map-tile-url"]')?.content || DEFAULT_TILE_URL;

/** A pin drawn with CSS, so it shows even when no image or tile can load. */
const pinIcon = L.divIcon({
  className: '',
  html: '<span style="display:block;width:22px;height:22px;border-radius:9999px 9999px 9999px 0;transform:rotate(-45deg);background:#c2410c;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5)"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
});

/**
 * A venue's map pin (the owner's settings, the admin's venue edit): click the map or drag the pin. Mouse-only by
 * nature, so each form pairs it with latitude/longitude fields (the accessible alternative).
 */
export function PinMap({ value, onChange }: { value: Pin | null; onChange(pin: Pin): void }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once; later pins move the marker.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = value ?? FALLBACK_CENTRE;
    const map = L.map(container, { keyboard: false }).setView(
      [start.latitude, start.longitude],
      value ? 16 : 13,
    );
    // No 'Leaflet' link in the attribution: a link told apart by colour only fails axe (link-in-text-block).
    map.attributionControl.setPrefix(false);
    L.tileLayer(tileUrl(), { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' }).addTo(map);
    map.on('click', (e: L.LeafletMouseEvent) =>
      onChangeRef.current({ latitude: e.latlng.lat, longitude: e.latlng.lng }),
    );
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !value) return;
    const at: L.LatLngTuple = [value.latitude, value.longitude];
    if (markerRef.current) markerRef.current.setLatLng(at);
    else {
      const marker = L.marker(at, { icon: pinIcon, draggable: true, keyboard: false, title: 'Venue pin' });
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLatLng();
        onChangeRef.current({ latitude: lat, longitude: lng });
      });
      marker.addTo(map);
      markerRef.current = marker;
    }
    if (!map.getBounds().contains(at)) map.setView(at, 16);
  }, [value]);

  return (
    <div
      ref={containerRef}
      role="application"
      aria-roledescription="map"
      aria-label="Map with the venue pin: click the map or drag the pin (or type its latitude and longitude in the fields)"
      className="h-64 w-full overflow-hidden rounded-lg border"
    />
  );
}
