// What the driver's screens are shown of a job: offers, the active job, the shift, pay and cash (pure, from rows).
import type { DriverActiveJob, DriverJobOffer, DriverShift } from '@lekker/core/contracts/drivers';
import { doorstepWaitEndsAt, doorstepWaitOver } from '@lekker/core/doorstep';
import { DELIVERY_CODE_MAX_ATTEMPTS, driverPayCents, firstName, isPositionFresh } from '@lekker/core/driver';
import { DRIVER_ACCEPTABLE_STATUSES } from '@lekker/core/order-status';
import { riskNotes } from '@lekker/core/risk-notes';
import type { OrderItemRecord, OrderRecord } from '../orders/orders.repository.ts';
import type { DataAccess } from '../repositories.ts';

export type ActiveJobRow = NonNullable<Awaited<ReturnType<DataAccess['drivers']['activeJob']>>>;
type OfferRow = Awaited<ReturnType<DataAccess['drivers']['listOffersNear']>>[number];

type RestaurantRow = {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
};

export const isAcceptable = (status: OrderRecord['status']) =>
  (DRIVER_ACCEPTABLE_STATUSES as readonly string[]).includes(status);

/** What an order pays the driver: the rule of decision 010 on the restaurant → customer distance. */
export const payFor = (o: OrderRecord) =>
  o.driverPayCents ?? driverPayCents({ distanceKm: o.deliveryDistanceKm, type: o.type });

export const cashToCollect = (o: OrderRecord) => (o.paymentMethod === 'cash' ? o.totalCents : null);

export function customItems(o: OrderRecord) {
  const c = o.customDeliveryData;
  if (!c) return null;
  return {
    items_requested: c.items_requested,
    estimated_total_cents: c.estimated_total_cents ?? null,
    receipt_path: c.receipt_path ?? null,
    special_notes: c.special_notes ?? null,
  };
}

/** The drop-off's town or suburb only; the street is shown once the job is taken. */
export function suburbOf(o: OrderRecord): string {
  const city = o.deliveryAddress.city?.trim();
  if (city) return city;
  return o.customDeliveryData?.city?.trim() || 'Address on accept';
}

export const restaurantView = (r: RestaurantRow) => ({
  id: r.id,
  name: r.name,
  address: r.address,
  phone: r.phone,
  latitude: r.latitude,
  longitude: r.longitude,
});

/** One open job as the feed offers it: the drop-off's suburb only, until the job is taken. */
export function offerView(
  { order: o, restaurant: r, distanceKm }: OfferRow,
  items: OrderItemRecord[],
  /** The customers among these offers with no delivered order yet (the risk note 'new_customer'). */
  newCustomers: ReadonlySet<string>,
): DriverJobOffer {
  return {
    order_id: o.id,
    order_number: o.orderNumber,
    type: o.type,
    status: o.status,
    payment_method: o.paymentMethod,
    restaurant: { id: r.id, name: r.name, address: r.address },
    restaurant_distance_km: Math.round(Number(distanceKm) * 100) / 100,
    dropoff_suburb: suburbOf(o),
    dropoff_distance_km: o.deliveryDistanceKm,
    pay_cents: payFor(o),
    cash_to_collect_cents: cashToCollect(o),
    custom_items: customItems(o),
    item_count: items.filter((i) => i.orderId === o.id).reduce((n, i) => n + i.quantity, 0),
    created_at: o.createdAt.toISOString(),
    risk_notes: riskNotes({
      paymentMethod: o.paymentMethod,
      totalCents: o.totalCents,
      customerIsNew: newCustomers.has(o.customerId),
    }),
  };
}

export function shiftView(
  now: Date,
  profile: { isOnline: boolean; onlineSince: Date | null; locationUpdatedAt: Date | null } | undefined,
): DriverShift {
  return {
    online: profile?.isOnline ?? false,
    online_since: profile?.onlineSince?.toISOString() ?? null,
    location_updated_at: profile?.locationUpdatedAt?.toISOString() ?? null,
    position_fresh: isPositionFresh(profile?.locationUpdatedAt, now),
  };
}

export function activeJobView(
  row: ActiveJobRow,
  items: OrderItemRecord[],
  now: Date,
  doorstepWaitMs?: number,
): DriverActiveJob {
  const { order: o, restaurant: r } = row;
  const locked =
    o.deliveryCodeLockedUntil && o.deliveryCodeLockedUntil > now ? o.deliveryCodeLockedUntil : null;
  const attemptsUsed = o.deliveryCodeLockedUntil && !locked ? 0 : o.deliveryCodeAttempts;
  const custom = o.customDeliveryData;
  return {
    order_id: o.id,
    order_number: o.orderNumber,
    type: o.type,
    status: o.status,
    payment_method: o.paymentMethod,
    restaurant: restaurantView(r),
    customer: {
      first_name: firstName(custom?.customer_name ?? row.customerFullName ?? row.customerName),
      phone: custom?.customer_phone ?? row.customerPhone ?? null,
    },
    delivery_address: o.deliveryAddress,
    delivery_location:
      o.deliveryLat != null && o.deliveryLng != null
        ? { latitude: o.deliveryLat, longitude: o.deliveryLng }
        : null,
    dropoff_distance_km: o.deliveryDistanceKm,
    items: items.map((i) => ({
      id: i.id,
      menu_item_id: i.menuItemId,
      name: i.name,
      unit_price_cents: i.unitPriceCents,
      quantity: i.quantity,
      special_instructions: i.specialInstructions,
    })),
    pay_cents: payFor(o),
    cash_to_collect_cents: cashToCollect(o),
    custom_items: customItems(o),
    can_pick_up: o.status === 'ready',
    code_attempts_left: locked ? 0 : Math.max(0, DELIVERY_CODE_MAX_ATTEMPTS - attemptsUsed),
    code_locked_until: locked?.toISOString() ?? null,
    assigned_at: o.driverAssignedAt?.toISOString() ?? null,
    doorstep: {
      leave_at_door: o.leaveAtDoor,
      wait_started_at: o.doorstepWaitStartedAt?.toISOString() ?? null,
      wait_ends_at: o.doorstepWaitStartedAt
        ? doorstepWaitEndsAt(o.doorstepWaitStartedAt, doorstepWaitMs).toISOString()
        : null,
      wait_over: doorstepWaitOver(o.doorstepWaitStartedAt, now, doorstepWaitMs),
    },
  };
}
