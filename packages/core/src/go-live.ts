// The go-live checklist of a newly approved venue (docs/product.md#venue-go-live): customers never see a venue until it is complete.
import type { GoLiveCheck } from './contracts/venues.ts';
import { parseHhMm, parseOpeningHours } from './opening-hours.ts';

/** A venue goes live with at least this many available menu items. */
export const GO_LIVE_MIN_MENU_ITEMS = 5;

export type GoLiveInput = {
  latitude: number | null;
  longitude: number | null;
  opening_hours: unknown;
  /** Items switched on (sold-out-today items still count: they come back tomorrow). */
  available_items: number;
  logo_url: string | null;
};

/** Hours count as set when at least one weekday has a readable open and close and is not flagged closed. */
export function hasOpeningHours(raw: unknown): boolean {
  const hours = parseOpeningHours(raw);
  return Object.values(hours ?? {}).some(
    (d) => d && !d.closed && d.open && d.close && parseHhMm(d.open) !== null && parseHhMm(d.close) !== null,
  );
}

export function goLiveChecklist(input: GoLiveInput): {
  items: { key: GoLiveCheck; label: string; done: boolean }[];
  complete: boolean;
} {
  const items: { key: GoLiveCheck; label: string; done: boolean }[] = [
    {
      key: 'pin',
      label: 'Map pin set (drivers and customers find you by it)',
      done: input.latitude != null && input.longitude != null,
    },
    { key: 'hours', label: 'Opening hours set', done: hasOpeningHours(input.opening_hours) },
    {
      key: 'menu',
      label: `At least ${GO_LIVE_MIN_MENU_ITEMS} available menu items (${Math.min(input.available_items, GO_LIVE_MIN_MENU_ITEMS)}/${GO_LIVE_MIN_MENU_ITEMS})`,
      done: input.available_items >= GO_LIVE_MIN_MENU_ITEMS,
    },
    { key: 'logo', label: 'Logo uploaded', done: input.logo_url != null && input.logo_url.trim() !== '' },
  ];
  return { items, complete: items.every((i) => i.done) };
}
