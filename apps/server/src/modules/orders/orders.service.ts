import type {
  CheckoutRequest,
  Order,
  OrderSummary,
  PaymentForm,
  Quote,
  QuoteRequest,
} from '@lekker/core/contracts/orders';
import { suggestedPrepMinutes } from '@lekker/core/desk';
import { generateOrderNumber } from '@lekker/core/order-number';
import { canTransition, ORDER_STATUS_LABELS } from '@lekker/core/order-status';
import { releaseAt } from '@lekker/core/scheduling';
import { AppError, conflict, notFound } from '../../domain/errors.ts';
import type { Policy } from '../../domain/policy.ts';
import type { Viewer } from '../../domain/viewer.ts';
import { assertCashShield } from '../cash-shield/cash-shield.ts';
import type { RoadFactorsService } from '../dispatch/road-factors.service.ts';
import type { DataAccess } from '../repositories.ts';
import { collectionFields } from './collection-order.ts';
import type { Announce } from './order-announcer.ts';
import { type Locate, type PricedCart, priceCart, repriceWithClaims } from './order-pricing.ts';
import type { MoveOrder } from './order-transitions.ts';
import { toOrderSummary, toOrderView } from './order-views.ts';
import type { OrderRecord } from './orders.repository.ts';
import { assertSlot } from './scheduled-orders.service.ts';

export type BuildPaymentForm = (input: {
  orderNumber: string;
  totalCents: number;
  customer: { firstName: string; lastName: string; email: string; phone: string | null };
}) => PaymentForm;

export type OrdersServiceDeps = {
  data: DataAccess;
  policy: Policy;
  announce: Announce;
  move: MoveOrder;
  locate: Locate;
  buildPaymentForm: BuildPaymentForm;
  discountCapCents: number;
  /** The road factor learnt for the door's area (decision 072): the planned ETA's travel uses it once learnt. */
  roadFactors: Pick<RoadFactorsService, 'learntFactorFor'>;
  clock: () => Date;
};

function splitName(full: string): { firstName: string; lastName: string } {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: 'Customer', lastName: '' };
  return { firstName: parts[0]!, lastName: parts.slice(1).join(' ') };
}

/** Customer-facing orders: quote, checkout (idempotent), payment form, history, tracking, cancel, review. */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { data } = deps;
  const repo = data.orders;
  const reviews = data.reviews;

  /** Who may see an order: its customer, its restaurant's members, its driver, admins. Others get a 404. */
  async function canView(viewer: Viewer, o: OrderRecord): Promise<boolean> {
    if (o.customerId === viewer.user.id || o.driverId === viewer.user.id) return true;
    return deps.policy.canManageRestaurant(viewer, o.restaurantId);
  }

  async function view(o: OrderRecord, viewer: Viewer | null): Promise<Order> {
    const door =
      o.deliveryLat != null && o.deliveryLng != null
        ? { latitude: o.deliveryLat, longitude: o.deliveryLng }
        : null;
    const [items, events, restaurant, customer, reviewed, refund, learntRoadFactor, tipAfter] =
      await Promise.all([
        repo.itemsOf(o.id),
        repo.eventsOf(o.id),
        repo.findRestaurant(o.restaurantId),
        repo.customerOf(o.customerId),
        reviews.ratingsForOrders([o.id]),
        data.ledger.customerRefundOf(o.id),
        deps.roadFactors.learntFactorFor(door),
        data.tipPayments.findForOrder(o.id),
      ]);
    const driver = o.driverId ? ((await data.drivers.findProfile(o.driverId)) ?? null) : null;
    return toOrderView({
      order: o,
      items,
      events,
      restaurant: restaurant!,
      customer: { name: customer?.fullName ?? customer?.name ?? 'Customer', phone: customer?.phone ?? null },
      driver,
      canReview: o.status === 'delivered' && viewer?.user.id === o.customerId && !reviewed.has(o.id),
      myRating: viewer?.user.id === o.customerId ? (reviewed.get(o.id) ?? null) : null,
      viewerIsCustomer: viewer?.user.id === o.customerId,
      refund,
      learntRoadFactor,
      tipAfter,
    });
  }

  async function paymentFormFor(o: OrderRecord): Promise<PaymentForm> {
    const customer = await repo.customerOf(o.customerId);
    return deps.buildPaymentForm({
      orderNumber: o.orderNumber,
      totalCents: o.totalCents,
      customer: {
        ...splitName(customer?.fullName ?? customer?.name ?? ''),
        email: customer?.email ?? '',
        phone: customer?.phone ?? null,
      },
    });
  }

  async function ownOrder(viewer: Viewer, id: string): Promise<OrderRecord> {
    const o = await repo.findById(id);
    if (!o || o.customerId !== viewer.user.id) throw notFound('Order not found.');
    return o;
  }

  /**
   * A new checkout takes over the first-order claim of the customer's unpaid order (Back pressed at PayFast, or a
   * failed payment): that order is cancelled as the customer's, which frees the claim in the same transaction
   * (docs/decisions/053). If a payment moved it meanwhile (409), the claim stays there and checkout prices without it.
   */
  async function releaseUnpaidClaim(viewer: Viewer) {
    const holder = await repo.unpaidClaimHolder(viewer.user.id);
    if (!holder) return;
    try {
      await deps.move(
        holder,
        'cancelled',
        { id: viewer.user.id, role: 'customer' },
        { cancelReason: 'Replaced by a new checkout' },
        'Unpaid order replaced by a new checkout',
      );
    } catch (error) {
      if (!(error instanceof AppError && error.status === 409)) throw error;
    }
  }

  /** The slot a checkout (or its quote) asks for, refused with a readable 422 when it is not one of the venue's. */
  async function scheduledSlot(request: Pick<QuoteRequest, 'restaurant_id' | 'scheduled_for'>, now: Date) {
    if (!request.scheduled_for) return null;
    const venue = await repo.findRestaurant(request.restaurant_id);
    if (!venue) throw notFound('Restaurant not found.');
    return { slot: assertSlot(venue, request.scheduled_for, now) };
  }

  /** The preparation time the desk would suggest for these lines: the kitchen starts that long before the slot. */
  async function prepMinutes(priced: PricedCart): Promise<number> {
    const items = await repo.menuItemsByIds(priced.lines.map((l) => l.menuItemId));
    return suggestedPrepMinutes(items.map((i) => ({ preparation_time: i.preparationTime })));
  }

  return {
    view,
    canView,
    paymentFormFor,

    /**
     * The price of a cart (docs/decisions/021-one-price-quote.md): with the delivery address, what checkout will
     * charge; without it, an estimate for the customer's location. Anyone may ask; only a signed-in customer's
     * quote knows about their first-order discount.
     */
    async quote(viewer: Viewer | null, request: QuoteRequest): Promise<Quote> {
      const now = deps.clock();
      const scheduled = await scheduledSlot(request, now);
      const priced = await priceCart(data, request, {
        customerId: viewer?.user.id ?? null,
        now,
        scheduledFor: scheduled?.slot,
        locate: deps.locate,
        discountCapCents: deps.discountCapCents,
      });
      const { promotion, ...totals } = priced.totals;
      return {
        ...totals,
        promotion: promotion ? { id: promotion.id, name: promotion.name, label: promotion.label } : null,
        estimate: priced.estimate,
        first_order_discount:
          priced.firstOrder === null ? 'sign_in' : priced.firstOrder ? 'applied' : 'not_eligible',
      };
    },

    /** The home banner's question: is the caller's first order still ahead (decision 053)? */
    async firstOrderDiscount(viewer: Viewer) {
      return { eligible: !(await repo.hasCommittedOrder(viewer.user.id)) };
    },

    /**
     * Creates the order from the cart, priced on the server. PayFast orders wait in `pending_payment` until the
     * ITN confirms them; cash orders are `placed` at once. The same idempotency key returns the same order.
     */
    async checkout(
      viewer: Viewer,
      request: CheckoutRequest,
    ): Promise<{ order: Order; payment: PaymentForm | null }> {
      const existing = await repo.findByIdempotencyKey(viewer.user.id, request.idempotency_key);
      if (existing) {
        const payment = existing.status === 'pending_payment' ? await paymentFormFor(existing) : null;
        return { order: await view(existing, viewer), payment };
      }
      const now = deps.clock();
      // Order for later: the slot is checked before anything is priced, created or charged.
      const scheduled = await scheduledSlot(request, now);
      const priced: PricedCart = await priceCart(data, request, {
        customerId: viewer.user.id,
        now,
        locate: deps.locate,
        discountCapCents: deps.discountCapCents,
        scheduledFor: scheduled?.slot,
      });
      // A collection has no delivery point (decision 068); a delivery always has one once priced with its address.
      const location = priced.location;
      const cash = request.payment_method === 'cash';
      // The tip (decision 069) is on top of the price, never part of the food or the commission.
      const tipCents = request.tip_cents ?? 0;
      // A collection has no driver to tip (decisions 068, 069): refused before anything is created.
      if (priced.collection && tipCents > 0)
        throw new AppError(
          422,
          'unprocessable',
          'A collection has no driver to tip. Remove the tip to continue.',
          {
            tip_cents: 'A collection has no driver to tip.',
          },
        );
      // The risk shield (decision 071): a large cash order needs a verified phone, or card.
      if (cash) await assertCashShield(data.cashShield, viewer.user.id, priced.totals.total_cents + tipCents);
      if (priced.totals.first_order_discount_cents > 0) await releaseUnpaidClaim(viewer);
      // Read before the transaction: the embedded database has one connection, which the transaction holds.
      const release = scheduled ? releaseAt(scheduled.slot, await prepMinutes(priced)) : null;
      let order: OrderRecord;
      try {
        order = await data.withTransaction(async (r) => {
          const inserted = await r.orders.insertOrder(
            {
              orderNumber: generateOrderNumber(deps.clock().getTime()),
              type: 'food',
              customerId: viewer.user.id,
              restaurantId: priced.restaurant.id,
              status: cash ? 'placed' : 'pending_payment',
              paymentMethod: request.payment_method,
              subtotalCents: priced.totals.subtotal_cents,
              discountCents: priced.totals.discount_cents,
              venueDiscountCents: priced.totals.promotion_discount_cents,
              deliveryFeeCents: priced.totals.delivery_fee_cents,
              tipCents,
              totalCents: priced.totals.total_cents + tipCents,
              deliveryAddress: request.delivery_address,
              deliveryLat: location?.latitude ?? null,
              deliveryLng: location?.longitude ?? null,
              deliveryDistanceKm: priced.totals.distance_km,
              specialInstructions: request.special_instructions || null,
              // Only a paid delivery can be left at the door: a cash one needs someone to take the cash.
              leaveAtDoor: request.leave_at_door === true && !cash && !priced.collection,
              ...collectionFields(priced.collection),
              idempotencyKey: request.idempotency_key,
              placedAt: cash ? deps.clock() : null,
              scheduledFor: scheduled?.slot ?? null,
              releaseAt: release,
            },
            priced.lines,
            { id: viewer.user.id, role: cash ? 'system' : 'customer' },
          );
          // The promotion's per-customer limit and the one first-order discount per customer are decided here,
          // atomically: a parallel checkout that took the last use, or an unpaid order still holding the
          // first-order claim, leaves this order priced without it (decisions 011 and 022).
          const promotion = priced.totals.promotion;
          const wonPromotion =
            promotion === null ||
            (await r.promotions.claimUse({
              promotionId: promotion.id,
              customerId: viewer.user.id,
              orderId: inserted.id,
              discountCents: promotion.discount_cents,
            }));
          const wonFirstOrder =
            priced.totals.first_order_discount_cents === 0 ||
            (await r.orders.claimFirstOrderDiscount(viewer.user.id, inserted.id));
          if (wonPromotion && wonFirstOrder) return inserted;
          const repriced = repriceWithClaims(
            priced,
            { promotion: wonPromotion, firstOrder: wonFirstOrder },
            { now, discountCapCents: deps.discountCapCents },
          );
          return r.orders.setDiscounts(inserted.id, {
            discountCents: repriced.discount_cents,
            venueDiscountCents: repriced.promotion_discount_cents,
            totalCents: repriced.total_cents + tipCents,
          });
        });
      } catch (error) {
        // A concurrent double-submit with the same key lost the race on the unique constraint: return the winner.
        const winner = await repo.findByIdempotencyKey(viewer.user.id, request.idempotency_key);
        if (!winner) throw error;
        order = winner;
      }
      await deps.announce(order);
      return { order: await view(order, viewer), payment: cash ? null : await paymentFormFor(order) };
    },

    /** A fresh PayFast form for an unpaid order (after a cancelled or failed payment). */
    async payAgain(viewer: Viewer, id: string): Promise<PaymentForm> {
      const o = await ownOrder(viewer, id);
      if (o.paymentMethod !== 'payfast' || (o.status !== 'pending_payment' && o.status !== 'payment_failed'))
        throw conflict(`This order is ${ORDER_STATUS_LABELS[o.status].toLowerCase()} and needs no payment.`);
      return paymentFormFor(o);
    },

    async get(viewer: Viewer, id: string): Promise<Order> {
      const o = await repo.findById(id);
      if (!o || !(await canView(viewer, o))) throw notFound('Order not found.');
      return view(o, viewer);
    },

    async getByNumber(viewer: Viewer, orderNumber: string): Promise<Order> {
      const o = await repo.findByOrderNumber(orderNumber);
      if (!o || !(await canView(viewer, o))) throw notFound('Order not found.');
      return view(o, viewer);
    },

    async history(viewer: Viewer): Promise<OrderSummary[]> {
      const rows = await repo.listForCustomer(viewer.user.id);
      const ids = rows.map((r) => r.order.id);
      const [items, reviewed] = await Promise.all([repo.itemsOfMany(ids), reviews.ratingsForOrders(ids)]);
      return rows.map(({ order, restaurant }) =>
        toOrderSummary(
          order,
          restaurant,
          items.filter((i) => i.orderId === order.id),
          order.status === 'delivered' && !reviewed.has(order.id),
          reviewed.get(order.id) ?? null,
        ),
      );
    },

    /** `order.updated` events for the customer's orders changed since a moment (realtime catch-up). */
    async changesSince(customerId: string, since: Date) {
      const rows = await repo.listUpdatedSince(customerId, since);
      return rows.map((o) => ({
        type: 'order.updated' as const,
        order_id: o.id,
        order_number: o.orderNumber,
        restaurant_id: o.restaurantId,
        status: o.status,
        has_driver: o.driverId !== null,
        at: o.updatedAt.toISOString(),
      }));
    },

    /** The customer cancels before the restaurant confirms. */
    async cancelByCustomer(viewer: Viewer, id: string): Promise<Order> {
      const o = await ownOrder(viewer, id);
      if (!canTransition(o.status, 'cancelled', 'customer'))
        throw conflict(
          `This order is already ${ORDER_STATUS_LABELS[o.status].toLowerCase()} and can no longer be cancelled here. Please contact the restaurant.`,
        );
      const moved = await deps.move(
        o,
        'cancelled',
        { id: viewer.user.id, role: 'customer' },
        {
          cancelReason: 'Cancelled by the customer',
        },
      );
      return view(moved, viewer);
    },

    /** One review per delivered order, by its customer. */
    async review(
      viewer: Viewer,
      id: string,
      input: { rating: number; comment?: string | null },
    ): Promise<void> {
      const o = await ownOrder(viewer, id);
      if (o.status !== 'delivered')
        throw new AppError(409, 'conflict', 'You can review an order once it has been delivered.');
      const inserted = await reviews.insertForOrder({
        orderId: o.id,
        restaurantId: o.restaurantId,
        customerId: viewer.user.id,
        rating: input.rating,
        comment: input.comment || null,
      });
      if (!inserted) throw conflict('You have already reviewed this order.');
      await reviews.refreshRestaurantRating(o.restaurantId);
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
