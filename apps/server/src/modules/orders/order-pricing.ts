import { MIN_ORDER_CENTS, RESTAURANT_DEFAULTS } from '@lekker/core/constants';
import type { DeliveryAddressInput, QuoteRequest } from '@lekker/core/contracts/orders';
import { haversineKm, type LatLng } from '@lekker/core/distance';
import { formatRand } from '@lekker/core/money';
import { type PriceBreakdown, priceOrder } from '@lekker/core/pricing';
import type { PromotionRule } from '@lekker/core/promotions';
import type { SubstitutionPreference } from '@lekker/core/substitution';
import {
  isMenuItemOrderable,
  isOnReducedMenu,
  venueOpenStatus,
  venueStatusLabel,
} from '@lekker/core/venue-status';
import { AppError, notFound } from '../../domain/errors.ts';
import { type PromotionsRepository, toPromotionRule } from '../promotions/promotions.repository.ts';
import type { OrdersRepository } from './orders.repository.ts';
import { substituteIdsOf, substitutionOf } from './substitution-choice.ts';

export type Locate = (address: DeliveryAddressInput) => Promise<LatLng | null>;

export type PricedLine = {
  menuItemId: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
  specialInstructions: string | null;
  /** Grocery lines: the customer's rule if unavailable (decision 070). */
  substitutionPreference?: SubstitutionPreference;
  substituteItemId?: string | null;
};

export type PricedCart = {
  restaurant: NonNullable<Awaited<ReturnType<OrdersRepository['findRestaurant']>>>;
  lines: PricedLine[];
  /** The point that prices (and, at checkout, routes) the order; null for an estimate without a location. */
  location: LatLng | null;
  totals: PriceBreakdown;
  /** Priced without a confirmed delivery address (docs/decisions/021-one-price-quote.md). */
  estimate: boolean;
  /** Whether pricing counted the customer as on their first order (null: a signed-out visitor). */
  firstOrder: boolean | null;
  /** What priced it, so checkout can price again with only the claims it won (decisions 011 and 022). */
  promotions: PromotionRule[];
  promotionUses: Record<string, number>;
  /** Collect it yourself (decision 068): priced without a delivery fee. */
  collection: boolean;
};

/** The repositories pricing reads. */
export type PricingRepos = { orders: OrdersRepository; promotions: PromotionsRepository };

/**
 * How far a pin may sit from where its address geocodes before the customer must confirm it. The offline geocoder
 * resolves addresses to the town (or suburb), so a right pin can be several km from that point; a pin at the
 * venue for an address in another town is far beyond it.
 */
export const PIN_ADDRESS_TOLERANCE_KM = 10;

const unprocessable = (message: string, fields?: Record<string, string>) =>
  new AppError(422, 'unprocessable', message, fields);

/**
 * Prices a cart from the database, never from the browser: the items must exist, belong to the restaurant and be
 * available; the restaurant must be active and open; the subtotal must reach R50; the address must be inside the
 * restaurant's service radius. The delivery fee follows the shared rule on the restaurant-to-address distance.
 */
export async function priceCart(
  repos: PricingRepos,
  request: Pick<
    QuoteRequest,
    'restaurant_id' | 'items' | 'delivery_address' | 'delivery_location' | 'pin_confirmed' | 'fulfilment'
  >,
  opts: {
    customerId: string | null;
    now: Date;
    locate: Locate;
    discountCapCents: number;
    /** Order for later: the slot, checked already (scheduled-orders.service.ts); the venue must be open then. */
    scheduledFor?: Date | null;
  },
): Promise<PricedCart> {
  const repo = repos.orders;
  const address = request.delivery_address ?? null;
  const restaurant = await repo.findRestaurant(request.restaurant_id);
  if (!restaurant) throw notFound('Restaurant not found.');
  if (!restaurant.isActive) throw unprocessable(`${restaurant.name} is not taking orders right now.`);
  // Collect it yourself (decision 068): refused, before anything is priced or charged, where it is not offered.
  const collection = request.fulfilment === 'collection';
  if (collection && !restaurant.offersCollection)
    throw new AppError(422, 'collection_not_offered', `${restaurant.name} does not offer collection.`, {
      fulfilment: 'collection is not offered here',
    });
  // One open status for list, menu and checkout: hours, the owner's pause, closed dates and load-shedding.
  const status = venueOpenStatus(
    {
      is_open: restaurant.isOpen,
      opening_hours: restaurant.openingHours,
      paused_until: restaurant.pausedUntil,
      closed_dates: restaurant.closedDates,
      load_shedding: restaurant.loadShedding,
    },
    opts.scheduledFor ?? opts.now,
  );
  // An estimate (no address yet: the cart) still prices a closed venue; the cart says it is closed.
  if (!status.open && address) {
    // Hours and the owner's plain off switch keep the usual sentence; a pause, holiday or slot says until when.
    const label = status.reopensAt && status.reason !== 'hours' ? venueStatusLabel(status, opts.now) : null;
    throw unprocessable(
      `${restaurant.name} is closed right now${label ? ` (${label})` : ''}. Please order again when they are open.`,
    );
  }

  const menu = new Map(
    (
      await repo.menuItemsByIds([
        ...request.items.map((i) => i.menu_item_id),
        ...substituteIdsOf(request.items),
      ])
    ).map((m) => [m.id, m]),
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
        ...substitutionOf(item, (id) => menu.get(id)?.restaurantId === restaurant.id),
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
  if (address && subtotalCents < MIN_ORDER_CENTS)
    throw unprocessable(
      `Minimum order amount is R50. Add ${formatRand(MIN_ORDER_CENTS - subtotalCents)} to proceed`,
      { subtotal: 'below the minimum order' },
    );

  // One confirmed point prices and routes the order (docs/product.md#delivery-point): the pin, unless it contradicts the
  // address, in which case the customer must move it or confirm it. Without an address (an estimate) the
  // customer's location, if any, prices it.
  // A collection is not delivered: the address is neither geocoded nor checked against the radius.
  const pin = collection ? null : (request.delivery_location ?? null);
  let location: LatLng | null = pin;
  if (address && !collection) {
    const geocoded = await opts.locate(address);
    if (pin && geocoded && !request.pin_confirmed) {
      const apartKm = haversineKm(pin, geocoded);
      if (apartKm > PIN_ADDRESS_TOLERANCE_KM)
        throw unprocessable(
          `The map pin is ${apartKm.toFixed(1)} km from ${address.street}, ${address.city}. Move the pin onto your address, or confirm that we should deliver to the pin.`,
          { delivery_location: 'far from the address; confirm the pin or move it' },
        );
    }
    location = pin ?? geocoded;
    if (!location)
      throw unprocessable(
        "We couldn't find that address on the map. Drop a pin on the map so we can check that we deliver there.",
        { delivery_location: 'required for this address' },
      );
  }

  let distanceKm: number | null = null;
  if (location && restaurant.latitude != null && restaurant.longitude != null) {
    distanceKm = haversineKm({ latitude: restaurant.latitude, longitude: restaurant.longitude }, location);
    const radius = restaurant.serviceRadiusKm ?? RESTAURANT_DEFAULTS.serviceRadiusKm;
    if (distanceKm > radius)
      throw unprocessable(
        `${restaurant.name} does not deliver that far: the address is ${distanceKm.toFixed(1)} km away and they deliver within ${radius} km.`,
        { delivery_address: 'outside the delivery area' },
      );
  }

  // The one pricing function (docs/decisions/021-one-price-quote.md): the venue's promotion, then the first-order
  // discount on what remains (docs/decisions/022-promotions.md), then the fee by distance.
  const promotions = (await repos.promotions.openFor([restaurant.id])).map(toPromotionRule);
  const promotionUses = opts.customerId
    ? await repos.promotions.usesOf(
        opts.customerId,
        promotions.map((p) => p.id),
      )
    : {};
  const firstOrder = opts.customerId ? !(await repo.hasCommittedOrder(opts.customerId)) : null;
  const totals = priceOrder({
    lines: lines.map((l) => ({
      menu_item_id: l.menuItemId,
      unit_price_cents: l.unitPriceCents,
      quantity: l.quantity,
    })),
    distance_km: distanceKm,
    now: opts.now,
    first_order: firstOrder === true,
    first_order_cap_cents: opts.discountCapCents,
    promotions,
    promotion_uses: promotionUses,
    collection,
  });
  return {
    restaurant,
    lines,
    location,
    totals,
    estimate: address === null,
    firstOrder,
    promotions,
    promotionUses,
    collection,
  };
}

/**
 * The same order priced again with only the claims checkout won: without the promotion when its per-customer
 * limit was reached meanwhile, without the first-order discount when another order holds it.
 */
export function repriceWithClaims(
  priced: PricedCart,
  won: { promotion: boolean; firstOrder: boolean },
  opts: { now: Date; discountCapCents: number },
): PriceBreakdown {
  const applied = priced.totals.promotion?.id;
  return priceOrder({
    lines: priced.lines.map((l) => ({
      menu_item_id: l.menuItemId,
      unit_price_cents: l.unitPriceCents,
      quantity: l.quantity,
    })),
    distance_km: priced.totals.distance_km,
    now: opts.now,
    first_order: priced.firstOrder === true && won.firstOrder,
    first_order_cap_cents: opts.discountCapCents,
    promotions: won.promotion ? priced.promotions.filter((p) => p.id === applied) : [],
    promotion_uses: priced.promotionUses,
    collection: priced.collection,
  });
}
