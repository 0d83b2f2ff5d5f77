// The delivery point: the one map pin that prices and routes an order (docs/product.md#delivery-point). Pure rules
// shared by checkout, custom delivery and the saved addresses; the picker that shows them is delivery-point-picker.tsx.
import type { GeocodeResult } from '@lekker/core/contracts/geo';
import type { LatLng } from './location-picker.tsx';

/**
 * How the pin got where it is: 'address' — a street-level geocoder placed it on the typed address; 'customer' —
 * the customer placed, moved or accepted it; 'place' — only the town or suburb was found, so the pin waits at its
 * centre for the customer to move or accept it.
 */
export type PinSource = 'address' | 'customer' | 'place';
export type DeliveryPoint = { pin: LatLng | null; source: PinSource | null };

export const NO_POINT: DeliveryPoint = { pin: null, source: null };

/** A pin the order may be priced and delivered by: placed on the street, or confirmed by the customer. */
export function isPointConfirmed(point: DeliveryPoint): boolean {
  return point.pin !== null && (point.source === 'address' || point.source === 'customer');
}

/** A saved pin (a saved address, a draft) was the customer's choice. */
export function savedPoint(pin: LatLng | null | undefined): DeliveryPoint {
  return pin ? { pin, source: 'customer' } : NO_POINT;
}

export type AddressText = { street: string; city: string; province: string };

/** The text looked up for an address, or null until street, city and province are all filled in. */
export function addressQuery(address: AddressText): string | null {
  const parts = [address.street, address.city, address.province].map((p) => p.trim());
  return parts.every(Boolean) ? parts.join(', ') : null;
}

export const CONFIRM_PIN_MESSAGE =
  "Show us where to deliver: drag the pin to your door (or use the arrows), then press 'Deliver to this pin'.";

/**
 * What a finished lookup of the typed address does to the point: the customer's own pin always stays; a street
 * found places the pin; a town or suburb found proposes its centre for the customer to adjust and accept; nothing
 * found takes an automatic pin away.
 */
export function pointFromLookup(point: DeliveryPoint, result: GeocodeResult | null): DeliveryPoint {
  if (point.source === 'customer') return point;
  const found =
    result?.success && typeof result.latitude === 'number' && typeof result.longitude === 'number'
      ? { latitude: result.latitude, longitude: result.longitude }
      : null;
  if (!found) return NO_POINT;
  return { pin: found, source: result?.precision === 'street' ? 'address' : 'place' };
}

/** The sentence under the map for the point and the lookup's state. */
export function pointStatus(
  point: DeliveryPoint,
  lookup: { query: string | null; result: GeocodeResult | null; pending: boolean },
): string {
  if (point.source === 'customer') return 'Pin placed: the driver comes to this point. Move it any time.';
  if (lookup.pending) return 'Finding your address on the map…';
  if (point.source === 'address')
    return `We put the pin on ${lookup.result?.formatted_address ?? 'your address'}. Check that it is your door and drag it if not.`;
  if (point.source === 'place') {
    const place =
      lookup.result?.area || lookup.result?.city || lookup.result?.formatted_address || 'your area';
    return `We found ${place} but not your street. ${CONFIRM_PIN_MESSAGE}`;
  }
  if (lookup.query)
    return "We couldn't find that address on the map. Tap the map where you are, or use your current location.";
  return 'Fill in the address and we will show it on the map, or place the pin yourself.';
}
