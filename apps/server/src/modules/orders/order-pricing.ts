import { MIN_ORDER_CENTS, RESTAURANT_DEFAULTS } from '@lekker/core/constants';
import type { CheckoutRequest, DeliveryAddressInput, Totals } from '@lekker/core/contracts/orders';
import { deliveryQuote } from '@lekker/core/delivery';
import { haversineKm, type LatLng } from '@lekker/core/distance';
import { formatRand } from '@lekker/core/money';
import {
  isMenuItemOrderable,
  isOnReducedMenu,
  venueOpenStatus,
  venueStatusLabel,
} from '@lekker/core/venue-status';
import { AppError, notFound } from '../../domain/errors.ts';
import type { OrdersRepository } from './orders.repository.ts';

export type Locate = (address: DeliveryAddressInput) => Promise<LatLng | null>;

export type PricedLine = {
  menuItemId: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
  specialInstructions: string | null;
};

export type PricedCart = {
  restaurant: NonNullable<Awaited<ReturnType<OrdersRepository['findRestaurant']>>>;
  lines: PricedLine[];
  location: LatLng;
  totals: Totals;
};

/**
 * How far a pin may sit from where its address geocodes before the customer must confirm it. The offline geocoder
 * resolves addresses to the town (or suburb), so a right pin can be several km from that point; a pin at the
 * venue for an address in another town is far beyond it.
 */
export const PIN_ADDRESS_TOLERANCE_KM = 10;

const unprocessable = (message: string, fields?: Record<string, string>) =>
  new AppError(422, 'unprocessable', message, fields);

/** 50% off the food subtotal of a customer's first order, capped (docs/product.md#first-order-discount). */
export function firstOrderDiscountCents(
  subtotalCents: number,
  isFirstOrder: boolean,
  capCents: number,
): number {
  return isFirstOrder ? Math.min(Math.floor(subtotalCents / 2), capCents) : 0;
}

/**
 * Prices a cart from the database, never from the browser: the items must exist, belong to the restaurant and be
 * available; the restaurant must be active and open; the subtotal must reach R50; the address must be inside the
 * restaurant's service radius. The delivery fee follows the shared rule on the restaurant-to-address distance.
 */
export async function priceCart(
  repo: OrdersRepository,
  request: Pick<
    CheckoutRequest,
    'restaurant_id' | 'items' | 'delivery_address' | 'delivery_location' | 'pin_confirmed'
  >,
  opts: { customerId: string; now: Date; locate: Locate; discountCapCents: number },
): Promise<PricedCart> {
  const restaurant = await repo.findRestaurant(request.restaurant_id);
  if (!restaurant) throw notFound('Restaurant not found.');
  if (!restaurant.isActive) throw unprocessable(`${restaurant.name} is not taking orders right now.`);
  // One open status for list, menu and checkout: hours, the owner's pause, closed dates and load-shedding.
  const status = venueOpenStatus(
    {
      is_open: restaurant.isOpen,
      opening_hours: restaurant.openingHours,
      paused_until: restaurant.pausedUntil,
      closed_dates: restaurant.closedDates,
      load_shedding: restaurant.loadShedding,
    },
    opts.now,
  );
  if (!status.open) {
    // Hours and the owner's plain off switch keep the usual sentence; a pause, holiday or slot says until when.
    const label = status.reopensAt && status.reason !== 'hours' ? venueStatusLabel(status, opts.now) : null;
    throw unprocessable(
      `${restaurant.name} is closed right now${label ? ` (${label})` : ''}. Please order again when they are open.`,
    );
  }

  const menu = new Map(
    (await repo.menuItemsByIds(request.items.map((i) => i.menu_item_id))).map((m) => [m.id, m]),
  );
  const missing: string[] = [];
  const soldOut: string[] = [];
  const lines: PricedLine[] = [];
  for (const item of request.items) {
    const m = menu.get(item.menu_item_id);
    if (!m || m.restaurantId !== restaurant.id) missing.push(item.menu_item_id);
    else if (
      !isMenuItemOrderable({ is_available: m.isAvailable, sold_out_until: m.soldOutUntil }, opts.now) ||
      // During a load-shedding slot only the reduced menu can be ordered.
      !isOnReducedMenu(status, { cooks_without_power: m.cooksWithoutPower })
    )
      soldOut.push(m.name);
    else
      lines.push({
        menuItemId: m.id,
        name: m.name,
        unitPriceCents: m.priceCents,
        quantity: item.quantity,
        specialInstructions: item.special_instructions || null,
      });
  }
  if (missing.length > 0)
    throw unprocessable('Some items in your cart are no longer on the menu. Please review your cart.', {
      items: `${missing.length} item(s) not found`,
    });
  if (soldOut.length > 0)
    throw unprocessable(
      `Sold out right now: ${soldOut.join(', ')}. Remove them from your cart to continue.`,
      {
        items: soldOut.join(', '),
      },
    );

  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  if (subtotalCents < MIN_ORDER_CENTS)
    throw unprocessable(
      `Minimum order amount is R50. Add ${formatRand(MIN_ORDER_CENTS - subtotalCents)} to proceed`,
      { subtotal: 'below the minimum order' },
    );

  // One confirmed point prices and routes the order (issue 12 item 10): the pin, unless it contradicts the
  // address, in which case the customer must move it or confirm it.
  const pin = request.delivery_location ?? null;
  const geocoded = await opts.locate(request.delivery_address);
  if (pin && geocoded && !request.pin_confirmed) {
    const apartKm = haversineKm(pin, geocoded);
    if (apartKm > PIN_ADDRESS_TOLERANCE_KM)
      throw unprocessable(
        `The map pin is ${apartKm.toFixed(1)} km from ${request.delivery_address.street}, ${request.delivery_address.city}. Move the pin onto your address, or confirm that we should deliver to the pin.`,
        { delivery_location: 'far from the address; confirm the pin or move it' },
      );
  }
  const location = pin ?? geocoded;
  if (!location)
    throw unprocessable(
      "We couldn't find that address on the map. Drop a pin on the map so we can check that we deliver there.",
      { delivery_location: 'required for this address' },
    );

  let distanceKm: number | null = null;
  if (restaurant.latitude != null && restaurant.longitude != null) {
    distanceKm = haversineKm({ latitude: restaurant.latitude, longitude: restaurant.longitude }, location);
    const radius = restaurant.serviceRadiusKm ?? RESTAURANT_DEFAULTS.serviceRadiusKm;
    if (distanceKm > radius)
      throw unprocessable(
        `${restaurant.name} does not deliver that far: the address is ${distanceKm.toFixed(1)} km away and they deliver within ${radius} km.`,
        { delivery_address: 'outside the delivery area' },
      );
  }
  const quote = distanceKm === null ? null : deliveryQuote(distanceKm);
  const deliveryFeeCents = quote?.fee_cents ?? deliveryQuote(5).fee_cents;
  const isFirst = !(await repo.hasCommittedOrder(opts.customerId));
  const discountCents = firstOrderDiscountCents(subtotalCents, isFirst, opts.discountCapCents);
  return {
    restaurant,
    lines,
    location,
    totals: {
      subtotal_cents: subtotalCents,
      discount_cents: discountCents,
      delivery_fee_cents: deliveryFeeCents,
      total_cents: subtotalCents - discountCents + deliveryFeeCents,
      distance_km: distanceKm,
      estimated_minutes: quote?.minutes ?? null,
    },
  };
}
