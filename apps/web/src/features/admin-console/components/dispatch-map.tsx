import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { BoardDriver, BoardWaitingOrder } from '@/api/dispatch-board.ts';
import {
  dotIcon,
  FALLBACK_CENTRE,
  pinIcon,
  toLatLng,
  useLeafletMap,
} from '@/components/map/use-leaflet-map.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { DRIVER_STATE_COLOURS, DRIVER_STATE_KEYS, positionAge } from './dispatch-labels.ts';

/**
 * The board's map (lazy-loaded: Leaflet stays out of the console's first load): a dot per driver coloured by state,
 * a pin per waiting order at its venue (a click opens its candidates). The lists beside it say the same in words.
 */
export function DispatchMap({
  drivers,
  waiting,
  onOrder,
}: {
  drivers: BoardDriver[];
  waiting: BoardWaitingOrder[];
  onOrder: (o: BoardWaitingOrder) => void;
}) {
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const { mapRef, tilesFailed } = useLeafletMap(containerRef, { centre: FALLBACK_CENTRE, zoom: 13 });
  const layerRef = useRef<L.LayerGroup | null>(null);
  const fittedRef = useRef(false);
  const onOrderRef = useRef(onOrder);
  onOrderRef.current = onOrder;

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
    const points: L.LatLngTuple[] = [];
    for (const d of drivers) {
      if (!d.position) continue;
      const title = `${d.name}: ${t(DRIVER_STATE_KEYS[d.state])}, ${positionAge(t, d)}`;
      const icon = dotIcon(DRIVER_STATE_COLOURS[d.state], 18, `driver-${d.state}`);
      L.marker(toLatLng(d.position), { icon, title, keyboard: false }).addTo(layer);
      points.push(toLatLng(d.position));
    }
    for (const o of waiting) {
      if (!o.venue) continue;
      const title = t('dispatchBoard.mapOrder', { number: o.order_number, minutes: o.age_minutes });
      const marker = L.marker(toLatLng(o.venue), { icon: pinIcon('waiting-order'), title, keyboard: false });
      marker.on('click', () => onOrderRef.current(o));
      marker.addTo(layer);
      points.push(toLatLng(o.venue));
    }
    if (!fittedRef.current && points.length > 0) {
      fittedRef.current = true;
      if (points.length === 1) map.setView(points[0]!, 14);
      else map.fitBounds(L.latLngBounds(points), { padding: [28, 28], maxZoom: 15 });
    }
  }, [mapRef, drivers, waiting, t]);

  return (
    <div className="space-y-1">
      <section
        ref={containerRef}
        aria-label={t('dispatchBoard.mapLabel')}
        className="h-80 w-full overflow-hidden rounded-xl border bg-muted [&_.leaflet-control-attribution_a]:underline!"
        data-testid="dispatch-map"
      />
      <p className="flex flex-wrap gap-x-4 text-xs text-muted-foreground">
        {(['free', 'on_job', 'stale'] as const).map((s) => (
          <span key={s} className="inline-flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-full"
              style={{ background: DRIVER_STATE_COLOURS[s] }}
            />
            {t(DRIVER_STATE_KEYS[s])}
          </span>
        ))}
      </p>
      {tilesFailed ? <p className="text-xs">{t('dispatchBoard.mapTiles')}</p> : null}
    </div>
  );
}

export { DispatchMap as default };
