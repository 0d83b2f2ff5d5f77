import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { type RefObject, useEffect, useRef, useState } from 'react';

export type LatLng = { latitude: number; longitude: number };

/** Mahikeng, where the demo restaurants are: where a map starts when nothing better is known. */
export const FALLBACK_CENTRE: LatLng = { latitude: -25.856, longitude: 25.6403 };

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The one tile setting: `<meta name="map-tile-url">` when the page sets one (tests, a tile proxy), else OpenStreetMap. */
export function tileUrl(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="map-tile-url"]')?.content || DEFAULT_TILE_URL;
}

export const toLatLng = (p: LatLng): L.LatLngTuple => [p.latitude, p.longitude];

const MARKER_SHADOW = 'border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5)';

/** A round marker drawn with CSS, so it shows even when no tile or icon image can load (offline, towers down). */
export function dotIcon(colour: string, size: number, label: string): L.DivIcon {
  return L.divIcon({
    className: '',
    html: `<span aria-hidden="true" data-marker="${label}" style="display:block;width:${size}px;height:${size}px;border-radius:9999px;background:${colour};${MARKER_SHADOW}"></span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** A drop pin drawn with CSS, its point on the spot (the delivery pin, the venue pin). */
export function pinIcon(label: string): L.DivIcon {
  return L.divIcon({
    className: '',
    html: `<span data-marker="${label}" style="display:block;width:22px;height:22px;border-radius:9999px 9999px 9999px 0;transform:rotate(-45deg);background:#c2410c;${MARKER_SHADOW}"></span>`,
    iconSize: [22, 22],
    iconAnchor: [11, 22],
  });
}

type MapSetup = {
  centre: LatLng;
  zoom: number;
  options?: L.MapOptions;
  /** A click on the map (the pin pickers place their pin there). */
  onClick?: (at: LatLng) => void;
};

/**
 * One Leaflet map in `container`, created once (the first render's centre and zoom) with the one tile layer, and
 * removed on unmount. `tilesFailed` turns true when a map picture cannot load, so the caller can say that the
 * markers still show. Callers move markers in their own effects through `mapRef`.
 */
export function useLeafletMap(container: RefObject<HTMLElement | null>, setup: MapSetup) {
  const mapRef = useRef<L.Map | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const onClickRef = useRef(setup.onClick);
  onClickRef.current = setup.onClick;
  const first = useRef(setup);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { centre, zoom, options } = first.current;
    const map = L.map(element, { zoomControl: true, ...options }).setView(toLatLng(centre), zoom);
    // No 'Leaflet' link in the attribution: a link told apart by colour only fails axe (link-in-text-block).
    map.attributionControl?.setPrefix(false);
    const tiles = L.tileLayer(tileUrl(), { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.addTo(map);
    map.on('click', (event: L.LeafletMouseEvent) =>
      onClickRef.current?.({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
    );
    mapRef.current = map;
    // A dialog or sheet animates open: measure again once the container has its final size.
    const resize = window.setTimeout(() => map.invalidateSize(), 200);
    return () => {
      window.clearTimeout(resize);
      map.remove();
      mapRef.current = null;
    };
  }, [container]);

  return { mapRef, tilesFailed };
}

/**
 * A draggable pin kept at `value` on `map`: created on the first value, moved on later ones, and the map follows
 * it when it leaves the view. Dragging reports the new place through `onMove`.
 */
export function useDraggablePin(
  mapRef: RefObject<L.Map | null>,
  value: LatLng | null,
  { label, onMove, zoom }: { label: string; onMove: (at: LatLng) => void; zoom: number },
) {
  const markerRef = useRef<L.Marker | null>(null);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!value) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const at = toLatLng(value);
    if (markerRef.current) markerRef.current.setLatLng(at);
    else {
      const marker = L.marker(at, { icon: pinIcon(label), draggable: true, keyboard: false, title: label });
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLatLng();
        onMoveRef.current({ latitude: lat, longitude: lng });
      });
      marker.addTo(map);
      markerRef.current = marker;
    }
    if (!map.getBounds().contains(at)) map.setView(at, Math.max(map.getZoom(), zoom));
  }, [mapRef, value, label, zoom]);

  useEffect(
    () => () => {
      markerRef.current = null;
    },
    [],
  );
}
