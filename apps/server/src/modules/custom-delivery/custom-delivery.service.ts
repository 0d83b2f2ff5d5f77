import { DRIVER_RADIUS_KM } from '@lekker/core/constants';
import type { CustomDeliveryRequest } from '@lekker/core/contracts/custom-delivery';
import type { Order, PaymentForm } from '@lekker/core/contracts/orders';
import { deliveryQuote } from '@lekker/core/delivery';
import { haversineKm } from '@lekker/core/distance';
import { generateOrderNumber } from '@lekker/core/order-number';
import { todayInSouthAfrica } from '@lekker/core/today';
import { type VenueStatusInput, venueOpenStatus, venueStatusLabel } from '@lekker/core/venue-status';
import { AppError, notFound } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { Announce } from '../orders/order-announcer.ts';
import type { OrderRecord } from '../orders/orders.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { receiptRequired } from '../receipts/receipts.service.ts';
import type { DataAccess } from '../repositories.ts';

/** What the orders code needs from receipts (implemented by the receipts module). */
export type ReceiptsPort = {
  /** The caller's own, stored, not yet used receipt — else 422 with the product's message (docs/product.md#validation). */
  assertUsable(userId: string, path: string): Promise<void>;
};

const unprocessable = (message: string, fields?: Record<string, string>) =>
  new AppError(422, 'unprocessable', message, fields);

type VenueForCustomDelivery = {
  name: string;
  isOpen: boolean;
  openingHours: unknown;
  pausedUntil: Date | null;
  closedDates: unknown;
  loadShedding: unknown;
};

/**
 * Why a venue cannot take a custom delivery now, or null: it must be open (the same open status as ordering) and
 * run by someone — an owner or staff member — who can hand the bought items to the driver (docs/product.md#custom-delivery).
 * Both are checked before payment, so nobody pays to send a driver to a closed or unmanned venue.
 */
export function customDeliveryRefusal(
  venue: VenueForCustomDelivery,
  managed: boolean,
  now: Date,
): { short: string; message: string; field: string } | null {
  if (!managed)
    return {
      short: 'Not taking custom deliveries',
      message: `${venue.name} does not take custom deliveries yet: nobody there can hand your items to a driver. Please choose another restaurant or store.`,
      field: 'not taking custom deliveries',
    };
  const input: VenueStatusInput = {
    is_open: venue.isOpen,
    opening_hours: venue.openingHours,
    paused_until: venue.pausedUntil,
    closed_dates: venue.closedDates,
    load_shedding: venue.loadShedding,
  };
  const status = venueOpenStatus(input, now);
  if (status.open) return null;
  const label = venueStatusLabel(status, now) ?? 'Closed now';
  return {
    short: label,
    message: `${venue.name} is closed right now${status.reopensAt ? ` (${label})` : ''}. A driver can only collect your items while they are open: please try again then, or choose another restaurant or store.`,
    field: 'closed',
  };
}

/**
 * Custom deliveries: the customer bought the items at a restaurant and pays for the delivery alone. The fee is the
 * shared rule on the restaurant-to-location distance; drivers go at most 20 km.
 */
export function createCustomDeliveryService(deps: {
  data: DataAccess;
  orders: OrdersService;
  announce: Announce;
  receipts: ReceiptsPort;
  clock: () => Date;
}) {
  const { data } = deps;
  const repo = data.orders;

  async function activeRestaurant(id: string) {
    const r = await repo.findRestaurant(id);
    if (!r?.isActive) throw notFound('Restaurant not found.');
    return r;
  }

  /** An active venue that can take a custom delivery now; else 404 or 422 with the reason. */
  async function acceptingRestaurant(id: string) {
    const r = await activeRestaurant(id);
    const refusal = customDeliveryRefusal(r, await data.restaurants.hasMembers(r.id), deps.clock());
    if (refusal) throw unprocessable(refusal.message, { restaurant_id: refusal.field });
    return r;
  }

  function quoteFor(r: { latitude: number | null; longitude: number | null }, lat: number, lng: number) {
    const distance =
      r.latitude != null && r.longitude != null
        ? haversineKm({ latitude: r.latitude, longitude: r.longitude }, { latitude: lat, longitude: lng })
        : 5;
    const q = deliveryQuote(distance);
    return {
      distance_km: q.distance_km,
      minutes: q.minutes,
      fee_cents: q.fee_cents,
      within_range: distance <= DRIVER_RADIUS_KM,
    };
  }

  return {
    /**
     * Active restaurants' id, name and location (the picker, docs/product.md#custom-delivery-screen), each saying
     * whether it takes a custom delivery now and, if not, why.
     */
    async picker() {
      const now = deps.clock();
      const rows = await data.restaurants.listPicker();
      return {
        restaurants: rows.map((r) => {
          const refusal = customDeliveryRefusal(r, r.managed, now);
          return {
            id: r.id,
            name: r.name,
            latitude: r.latitude,
            longitude: r.longitude,
            accepts_custom_delivery: refusal === null,
            unavailable_reason: refusal?.short ?? null,
          };
        }),
      };
    },

    /** The fee for the distance — refused (422) for a venue that cannot take a custom delivery now. */
    async quote(restaurantId: string, latitude: number, longitude: number) {
      return quoteFor(await acceptingRestaurant(restaurantId), latitude, longitude);
    },

    async create(
      viewer: Viewer,
      request: CustomDeliveryRequest,
    ): Promise<{ order: Order; payment: PaymentForm | null }> {
      const existing = await repo.findByIdempotencyKey(viewer.user.id, request.idempotency_key);
      if (existing) {
        return {
          order: await deps.orders.view(existing, viewer),
          payment: existing.status === 'pending_payment' ? await deps.orders.paymentFormFor(existing) : null,
        };
      }
      const restaurant = await acceptingRestaurant(request.restaurant_id);
      if (
        request.preferred_delivery_time &&
        request.preferred_delivery_time < todayInSouthAfrica(deps.clock())
      )
        throw unprocessable('The preferred delivery date cannot be in the past.', {
          preferred_delivery_time: 'in the past',
        });
      const quote = quoteFor(restaurant, request.delivery_lat, request.delivery_lng);
      if (!quote.within_range)
        throw unprocessable(
          `That location is ${quote.distance_km.toFixed(1)} km from ${restaurant.name}: custom deliveries go up to ${DRIVER_RADIUS_KM} km.`,
          { delivery_location: 'too far' },
        );
      await deps.receipts.assertUsable(viewer.user.id, request.receipt_path);
      const cash = request.payment_method === 'cash';
      const order: OrderRecord = await data.withTransaction(async (r) => {
        const created = await r.orders.insertOrder(
          {
            orderNumber: generateOrderNumber(deps.clock().getTime()),
            type: 'custom_delivery',
            customerId: viewer.user.id,
            restaurantId: restaurant.id,
            status: cash ? 'placed' : 'pending_payment',
            paymentMethod: request.payment_method,
            subtotalCents: 0,
            discountCents: 0,
            deliveryFeeCents: quote.fee_cents,
            totalCents: quote.fee_cents,
            deliveryAddress: {
              street: request.delivery_address,
              city: request.city ?? '',
              province: request.province ?? '',
              postal_code: request.postal_code ?? null,
              notes: request.special_notes ?? null,
            },
            deliveryLat: request.delivery_lat,
            deliveryLng: request.delivery_lng,
            deliveryDistanceKm: quote.distance_km,
            specialInstructions: request.special_notes || null,
            customDeliveryData: {
              customer_name: request.customer_name,
              customer_phone: request.customer_phone,
              items_requested: request.items_requested,
              delivery_address: request.delivery_address,
              delivery_lat: request.delivery_lat,
              delivery_lng: request.delivery_lng,
              delivery_distance_km: quote.distance_km,
              city: request.city ?? null,
              province: request.province ?? null,
              postal_code: request.postal_code ?? null,
              special_notes: request.special_notes ?? null,
              preferred_delivery_time: request.preferred_delivery_time ?? null,
              estimated_total_cents: request.estimated_total_cents ?? null,
              receipt_path: request.receipt_path,
            },
            idempotencyKey: request.idempotency_key,
            placedAt: cash ? deps.clock() : null,
          },
          [],
          { id: viewer.user.id, role: cash ? 'system' : 'customer' },
        );
        // The receipt is used by this order only if the order commits.
        if (!(await r.receipts.attach(request.receipt_path, created.id))) throw receiptRequired();
        return created;
      });
      await deps.announce(order);
      return {
        order: await deps.orders.view(order, viewer),
        payment: cash ? null : await deps.orders.paymentFormFor(order),
      };
    },
  };
}
export type CustomDeliveryService = ReturnType<typeof createCustomDeliveryService>;
