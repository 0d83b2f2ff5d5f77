import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';

type Point = { latitude: number; longitude: number };

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const tileUrl = () =>
  document.querySelector<HTMLMetaElement>('meta[name="map-tile-url"]')?.content || DEFAULT_TILE_URL;

/** CSS markers: they show even when no tile or icon image can load (offline, load-shedding towers down). */
function dot(colour: string, size: number, label: string) {
  return L.divIcon({
    className: '',
    html: `<span aria-hidden="true" data-marker="${label}" style="display:block;width:${size}px;height:${size}px;border-radius:9999px;background:${colour};border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.6)"></span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

type JobMapProps = {
  driver: Point | null;
  restaurant: Point | null;
  customer: Point | null;
  /** Which leg is current: the route line runs driver → restaurant (pickup) or driver → customer (drop-off). */
  leg: 'pickup' | 'dropoff';
};

/** The job on a map with a straight route line for the current leg (lazy-loaded: Leaflet stays out of the shell). */
export function JobMap({ driver, restaurant, customer, leg }: JobMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const fittedRef = useRef(false);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { zoomControl: true }).setView([-25.856, 25.6403], 13);
    const tiles = L.tileLayer(tileUrl(), { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.addTo(map);
    layerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
      fittedRef.current = false;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    const ll = (p: Point): L.LatLngTuple => [p.latitude, p.longitude];
    if (restaurant)
      L.marker(ll(restaurant), {
        icon: dot('#1d4ed8', 18, 'Restaurant'),
        title: 'Restaurant',
        keyboard: false,
      }).addTo(layer);
    if (customer)
      L.marker(ll(customer), {
        icon: dot('#166534', 18, 'Customer'),
        title: 'Customer',
        keyboard: false,
      }).addTo(layer);
    if (driver)
      L.marker(ll(driver), { icon: dot('#c2410c', 22, 'You'), title: 'You', keyboard: false }).addTo(layer);
    const target = leg === 'pickup' ? restaurant : customer;
    const route = [driver, target].filter((p): p is Point => p !== null).map(ll);
    if (leg === 'pickup' && restaurant && customer) route.push(ll(customer));
    if (route.length >= 2) L.polyline(route, { color: '#c2410c', weight: 5, opacity: 0.85 }).addTo(layer);
    const all = [driver, restaurant, customer].filter((p): p is Point => p !== null).map(ll);
    if (!fittedRef.current && all.length > 0) {
      fittedRef.current = true;
      if (all.length === 1) map.setView(all[0]!, 15);
      else map.fitBounds(L.latLngBounds(all), { padding: [28, 28], maxZoom: 16 });
    }
  }, [driver, restaurant, customer, leg]);

  return (
    <div className="space-y-1">
      <section
        ref={containerRef}
        aria-label={leg === 'pickup' ? 'Map: route to the restaurant' : 'Map: route to the customer'}
        className="h-56 w-full overflow-hidden rounded-xl border-2 border-foreground bg-muted [&_.leaflet-control-attribution_a]:underline!"
        data-testid="job-map"
      />
      {tilesFailed ? (
        <p className="text-xs">The map pictures could not load; the dots and the line still show the way.</p>
      ) : null}
    </div>
  );
}

export { JobMap as default };
