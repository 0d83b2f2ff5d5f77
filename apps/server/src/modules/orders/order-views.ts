import type { Order, OrderSummary } from '@lekker/core/contracts/orders';
import { firstName } from '@lekker/core/driver';
import { plannedEta } from '@lekker/core/order-eta';
import { isDriverJobActive, isLive } from '@lekker/core/order-status';
import type { OrderEventRecord, OrderItemRecord, OrderRecord } from './orders.repository.ts';

type RestaurantInfo = {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
};
type DriverInfo = {
  lastLatitude: number | null;
  lastLongitude: number | null;
  heading: number | null;
  speedKmh: number | null;
  accuracy: number | null;
  locationUpdatedAt: Date | null;
  /** The driver's name (only the first name is shown). */
  name?: string | null;
  /** The driver's phone: shown to the customer only while the job is active. */
  phone?: string | null;
};

const restaurantView = (r: RestaurantInfo) => ({
  id: r.id,
  name: r.name,
  address: r.address,
  phone: r.phone,
  latitude: r.latitude,
  longitude: r.longitude,
});

const itemView = (i: OrderItemRecord) => ({
  id: i.id,
  menu_item_id: i.menuItemId,
  name: i.name,
  unit_price_cents: i.unitPriceCents,
  quantity: i.quantity,
  special_instructions: i.specialInstructions,
});

/**
 * What the order's customer is owed (not sent yet), has on its way (sent, no answer yet) and was paid back (the
 * refunds repository's customerRefundOf; docs/decisions/026-one-refunds-story.md).
 */
export type RefundState = {
  owedCents: number;
  pendingCents?: number;
  refundedCents: number;
  refundedAt: Date | null;
};

/**
 * The customer's refund as the order shows it: owed while any of it is owed or sent without the provider's answer
 * (with what the provider already confirmed), refunded once it all went through; null when nothing is owed or was
 * refunded (cash, unpaid).
 */
export function refundView(r: RefundState | null | undefined): Order['refund'] {
  if (!r) return null;
  const outstanding = r.owedCents + (r.pendingCents ?? 0);
  if (outstanding > 0)
    return {
      status: 'owed',
      amount_cents: outstanding,
      refunded_cents: r.refundedCents,
      refunded_at: r.refundedCents > 0 ? (r.refundedAt?.toISOString() ?? null) : null,
    };
  if (r.refundedCents > 0)
    return {
      status: 'refunded',
      amount_cents: r.refundedCents,
      refunded_at: r.refundedAt?.toISOString() ?? null,
    };
  return null;
}

/**
 * Expected delivery by plan (the core's `plannedEta`: confirmation + preparation + travel), while the order is on its
 * way. The customer's screen replaces it with the driver's position once known (`orderEta`).
 */
/** The customer sees the delivery code once it is on its way, a collection's pick-up code while it is live. */
function showsCode(o: OrderRecord): boolean {
  return o.fulfilment === 'collection' ? isLive(o.status) : o.status === 'picked_up';
}

export function etaOf(o: OrderRecord, learntRoadFactor: number | null = null): string | null {
  if (!o.confirmedAt || o.deliveredAt || o.cancelledAt) return null;
  // A collection is due when the kitchen is done: no trip after it (decision 068).
  if (o.fulfilment === 'collection')
    return new Date(o.confirmedAt.getTime() + (o.preparationMinutes ?? 0) * 60_000).toISOString();
  return plannedEta({
    confirmedAt: o.confirmedAt,
    preparationMinutes: o.preparationMinutes,
    distanceKm: o.deliveryDistanceKm,
    learntRoadFactor,
  }).toISOString();
}

export function toOrderView(input: {
  order: OrderRecord;
  items: OrderItemRecord[];
  events: OrderEventRecord[];
  restaurant: RestaurantInfo;
  customer: { name: string; phone: string | null };
  driver: DriverInfo | null;
  canReview: boolean;
  /** The stars the viewer gave this order, when they reviewed it. */
  myRating?: number | null;
  viewerIsCustomer: boolean;
  refund?: RefundState | null;
  /** The road factor learnt for the door's area; null keeps the delivery time rule (decision 072). */
  learntRoadFactor?: number | null;
  /** The tip given after delivery, if one was asked for (decision 069). */
  tipAfter?: { amountCents: number; status: 'pending' | 'paid' | 'failed' } | null;
}): Order {
  const { order: o, driver } = input;
  const showDriver =
    o.status === 'picked_up' &&
    driver?.lastLatitude != null &&
    driver.lastLongitude != null &&
    driver.locationUpdatedAt;
  return {
    id: o.id,
    order_number: o.orderNumber,
    type: o.type,
    status: o.status,
    payment_method: o.paymentMethod,
    fulfilment: o.fulfilment,
    restaurant: restaurantView(input.restaurant),
    customer: input.customer,
    items: input.items.map(itemView),
    subtotal_cents: o.subtotalCents,
    discount_cents: o.discountCents,
    promotion_discount_cents: o.venueDiscountCents,
    delivery_fee_cents: o.deliveryFeeCents,
    tip_cents: o.tipCents,
    tip_after: input.tipAfter
      ? { amount_cents: input.tipAfter.amountCents, status: input.tipAfter.status }
      : null,
    total_cents: o.totalCents,
    delivery_address: o.deliveryAddress,
    delivery_location:
      o.deliveryLat != null && o.deliveryLng != null
        ? { latitude: o.deliveryLat, longitude: o.deliveryLng }
        : null,
    delivery_distance_km: o.deliveryDistanceKm,
    special_instructions: o.specialInstructions,
    custom_delivery: o.customDeliveryData ?? null,
    preparation_minutes: o.preparationMinutes,
    cancel_reason: o.cancelReason,
    refund: refundView(input.refund),
    has_driver: o.driverId !== null,
    driver_position: showDriver
      ? {
          latitude: driver.lastLatitude!,
          longitude: driver.lastLongitude!,
          heading: driver.heading,
          speed_kmh: driver.speedKmh,
          accuracy: driver.accuracy,
          updated_at: driver.locationUpdatedAt!.toISOString(),
        }
      : null,
    eta: etaOf(o, input.learntRoadFactor ?? null),
    can_review: input.canReview,
    my_rating: input.myRating ?? null,
    driver_first_name: o.driverId && driver?.name ? firstName(driver.name, 'Your driver') : null,
    driver_phone:
      input.viewerIsCustomer && o.driverId && isDriverJobActive(o.status) ? (driver?.phone ?? null) : null,
    delivery_code: input.viewerIsCustomer && showsCode(o) ? o.deliveryCode : null,
    viewer_is_customer: input.viewerIsCustomer,
    scheduled_for: o.scheduledFor?.toISOString() ?? null,
    created_at: o.createdAt.toISOString(),
    events: input.events
      .filter((e) => e.fromStatus !== e.toStatus)
      .map((e) => ({
        from_status: e.fromStatus,
        to_status: e.toStatus,
        actor_role: e.actorRole,
        note: e.note,
        created_at: e.createdAt.toISOString(),
      })),
  };
}

export function toOrderSummary(
  o: OrderRecord,
  restaurant: RestaurantInfo,
  items: OrderItemRecord[],
  canReview: boolean,
  myRating: number | null = null,
): OrderSummary {
  return {
    id: o.id,
    order_number: o.orderNumber,
    type: o.type,
    status: o.status,
    payment_method: o.paymentMethod,
    fulfilment: o.fulfilment,
    restaurant: restaurantView(restaurant),
    total_cents: o.totalCents,
    created_at: o.createdAt.toISOString(),
    can_review: canReview,
    my_rating: myRating,
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    items: items.map(itemView),
  };
}
