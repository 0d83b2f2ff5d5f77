import L from 'leaflet';
import { useEffect, useRef } from 'react';
import {
  dotIcon,
  FALLBACK_CENTRE,
  type LatLng,
  toLatLng,
  useLeafletMap,
} from '@/components/map/use-leaflet-map.ts';

type Point = LatLng;

const restaurantIcon = dotIcon('#1d4ed8', 18, 'Restaurant');
const customerIcon = dotIcon('#166534', 18, 'Customer');
const driverIcon = dotIcon('#c2410c', 22, 'You');

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
  const { mapRef, tilesFailed } = useLeafletMap(containerRef, { centre: FALLBACK_CENTRE, zoom: 13 });
  const layerRef = useRef<L.LayerGroup | null>(null);
  const fittedRef = useRef(false);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    layerRef.current = layer;
    return () => {
      layer.remove();
      layerRef.current = null;
      fittedRef.current = false;
    };
  }, [mapRef]);

  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    const ll = toLatLng;
    if (restaurant)
      L.marker(ll(restaurant), { icon: restaurantIcon, title: 'Restaurant', keyboard: false }).addTo(layer);
    if (customer)
      L.marker(ll(customer), { icon: customerIcon, title: 'Customer', keyboard: false }).addTo(layer);
    if (driver) L.marker(ll(driver), { icon: driverIcon, title: 'You', keyboard: false }).addTo(layer);
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
  }, [mapRef, driver, restaurant, customer, leg]);

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
