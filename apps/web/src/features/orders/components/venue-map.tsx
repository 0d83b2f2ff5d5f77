import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { type LatLng, pinIcon, toLatLng, useLeafletMap } from '@/components/map/use-leaflet-map.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** Where to collect the order: the venue's pin on a map (decision 068). */
export function VenueMap({ venue, name }: { venue: LatLng; name: string }) {
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const { mapRef, tilesFailed } = useLeafletMap(containerRef, { centre: venue, zoom: 16 });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the venue does not move; placed once.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const marker = L.marker(toLatLng(venue), { icon: pinIcon(name), title: name, keyboard: false }).addTo(
      map,
    );
    return () => {
      marker.remove();
    };
  }, [mapRef]);

  return (
    <div className="space-y-1">
      <section
        ref={containerRef}
        aria-label={t('collect.order.mapLabel', { name })}
        className="h-56 w-full overflow-hidden rounded-xl border bg-muted [&_.leaflet-control-attribution_a]:underline!"
        data-testid="venue-map"
      />
      {tilesFailed ? (
        <p className="text-xs text-muted-foreground">{t('collect.order.mapTilesFailed')}</p>
      ) : null}
    </div>
  );
}

export { VenueMap as default };
