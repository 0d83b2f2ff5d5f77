import { useRef } from 'react';
import { FALLBACK_CENTRE, type LatLng, useDraggablePin, useLeafletMap } from './map/use-leaflet-map.ts';

export type Pin = LatLng;

/**
 * A venue's map pin (the owner's settings, the admin's venue edit): click the map or drag the pin. Mouse-only by
 * nature, so each form pairs it with latitude/longitude fields (the accessible alternative).
 */
export function PinMap({ value, onChange }: { value: Pin | null; onChange(pin: Pin): void }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { mapRef } = useLeafletMap(containerRef, {
    centre: value ?? FALLBACK_CENTRE,
    zoom: value ? 16 : 13,
    options: { keyboard: false, zoomControl: true },
    onClick: onChange,
  });
  useDraggablePin(mapRef, value, { label: 'Venue pin', onMove: onChange, zoom: 16 });

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
