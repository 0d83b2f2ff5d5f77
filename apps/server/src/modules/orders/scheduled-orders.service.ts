import type { ReleaseScheduledResult, ScheduleSlots } from '@lekker/core/contracts/scheduling';
import { ORDER_NOTICE_TITLE } from '@lekker/core/notifications';
import {
  checkSlot,
  type SchedulingVenue,
  scheduleSlots,
  slotRefusalText,
  venueOpenAt,
} from '@lekker/core/scheduling';
import { formatLocalTime } from '@lekker/core/venue-status';
import type { Logger } from 'pino';
import { AppError, notFound, unprocessable } from '../../domain/errors.ts';
import type { RefundActor } from '../ledger/refunds.service.ts';
import type { DataAccess } from '../repositories.ts';
import type { Announce } from './order-announcer.ts';
import type { MoveOrder } from './order-transitions.ts';
import type { OrderRecord, OrdersRepository } from './orders.repository.ts';

type VenueRow = NonNullable<Awaited<ReturnType<OrdersRepository['findRestaurant']>>>;

/** What the slot rules read of a venue row. */
export function schedulingVenue(v: VenueRow): SchedulingVenue {
  return {
    is_open: v.isOpen,
    is_active: v.isActive && v.suspendedAt === null,
    opening_hours: v.openingHours,
    paused_until: v.pausedUntil,
    closed_dates: v.closedDates,
    load_shedding: v.loadShedding,
    scheduling_enabled: v.schedulingEnabled,
    scheduling_lead_minutes: v.schedulingLeadMinutes,
  };
}

/**
 * The slot a checkout asks for, checked against the venue at `now` (docs/product.md#order-for-later): a slot in the
 * past, outside the venue's hours, beyond the 6 days or within its notice is refused with the sentence the customer
 * reads, before anything is created or charged.
 */
export function assertSlot(venue: VenueRow, requested: string, now: Date): Date {
  const slot = new Date(requested);
  const refusal = checkSlot(schedulingVenue(venue), slot, now);
  if (refusal === null) return slot;
  const text = slotRefusalText(refusal, venue.name, venue.schedulingLeadMinutes);
  throw unprocessable(text, { scheduled_for: text });
}

/** The sentence a customer reads when the venue closed before their slot. */
export function closedBeforeSlotText(venueName: string, slot: Date, now: Date): string {
  return `${venueName} is closed at the time you chose (${formatLocalTime(slot, now)}), so your order was cancelled. If you paid online, your payment will be refunded.`;
}

export type RefundPort = {
  refundable(orderId: string): Promise<{ paid: number; refundable: number }>;
  refund(
    input: { orderId: string; amountCents: number; reason: string; idempotencyKey: string },
    actor: RefundActor,
  ): Promise<unknown>;
};

/**
 * Order for later, after checkout: the slots a venue offers, and the sweep (every minute, on the job runner) that
 * puts each scheduled order into the kitchen queue at its slot minus its preparation time — the desk rings then —
 * or, when the venue is no longer open at the slot (paused, closed date, load-shedding, hours changed), cancels it as
 * the system: the customer is told on their channels and a paid order is refunded through the payments port.
 * Every step is claimed by a conditional update, so sweeps on several instances at once act once.
 */
export function createScheduledOrders(deps: {
  data: DataAccess;
  move: MoveOrder;
  announce: Announce;
  /** The venue's new-order push (modules/messaging's order messages). */
  venueNewOrder: (o: OrderRecord) => Promise<void>;
  notify: (userId: string, n: { title: string; message: string; orderId: string }) => Promise<unknown>;
  refunds: RefundPort;
  clock: () => Date;
  logger: Pick<Logger, 'error'>;
}) {
  const { data } = deps;

  async function refundPaid(o: OrderRecord, reason: string) {
    if (o.paymentMethod !== 'payfast' || !o.pfPaymentId) return;
    try {
      const { refundable } = await deps.refunds.refundable(o.id);
      if (refundable > 0)
        await deps.refunds.refund(
          { orderId: o.id, amountCents: refundable, reason, idempotencyKey: `scheduled-closed:${o.id}` },
          { id: null, email: null },
        );
    } catch (error) {
      // It stays owed: the admin console's refunds list shows it, as any refund that did not go through.
      deps.logger.error({ err: error, orderId: o.id }, 'refunding a scheduled order failed');
    }
  }

  async function cancelClosed(o: OrderRecord, venueName: string, now: Date): Promise<boolean> {
    const text = closedBeforeSlotText(venueName, o.scheduledFor!, now);
    let moved: OrderRecord;
    try {
      moved = await deps.move(
        o,
        'cancelled',
        { id: null, role: 'system' },
        { cancelReason: text, cancelCode: 'venue_closed' },
        text,
      );
    } catch (error) {
      // Moved meanwhile (paid, cancelled by the customer, another instance): nothing to do here.
      if (error instanceof AppError && error.status === 409) return false;
      throw error;
    }
    await deps.notify(o.customerId, { title: ORDER_NOTICE_TITLE, message: text, orderId: o.id });
    await refundPaid(moved, text);
    return true;
  }

  return {
    /** The venue's slots now (public: the checkout lists them). A venue customers cannot see does not exist. */
    async slots(restaurantId: string): Promise<ScheduleSlots> {
      const venue = await data.orders.findRestaurant(restaurantId);
      if (!venue?.isActive || venue.suspendedAt !== null) throw notFound('Restaurant not found.');
      const v = schedulingVenue(venue);
      return {
        enabled: v.scheduling_enabled,
        lead_minutes: v.scheduling_lead_minutes,
        slots: scheduleSlots(v, deps.clock()).map((d) => d.toISOString()),
      };
    },

    /** One sweep as at `at` (the clock by default): releases what is due, cancels what can no longer happen. */
    async releaseDue(at: Date = deps.clock()): Promise<ReleaseScheduledResult> {
      let released = 0;
      let cancelled = 0;
      for (const { order: o, venue } of await data.scheduledOrders.waiting()) {
        const open = venueOpenAt({
          is_open: venue.isOpen,
          is_active: venue.isActive && venue.suspendedAt === null,
          opening_hours: venue.openingHours,
          paused_until: venue.pausedUntil,
          closed_dates: venue.closedDates,
          load_shedding: venue.loadShedding,
        });
        if (!open(o.scheduledFor!)) {
          if (await cancelClosed(o, venue.name, at)) cancelled++;
          continue;
        }
        if (o.status !== 'placed' || !o.releaseAt || o.releaseAt.getTime() > at.getTime()) continue;
        const row = await data.scheduledOrders.release(o.id, at);
        if (!row) continue;
        released++;
        // The desk moves it from Scheduled to New live, and the venue's members get the new-order push.
        await deps.announce(row, { statusChanged: false });
        await deps
          .venueNewOrder(row)
          .catch((error) => deps.logger.error({ err: error, orderId: row.id }, 'new-order push failed'));
      }
      return { released, cancelled };
    },
  };
}
export type ScheduledOrders = ReturnType<typeof createScheduledOrders>;
