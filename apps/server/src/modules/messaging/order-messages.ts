import { formatRand } from '@lekker/core/money';
import { orderStatusNotice } from '@lekker/core/notifications';
import { normaliseSaPhone } from '@lekker/core/phone';
import type { Logger } from 'pino';
import type { Messaging, VenueRecipients } from './messaging.port.ts';
import type { OrderReachRepository } from './reach.repository.ts';

/** A new order unanswered this long texts the venue's phone and pushes its members, once. */
export const ESCALATE_AFTER_MINUTES = 2;

/** What the order messages need of an order (orders.repository's record has all of it). */
export type OrderForMessages = {
  id: string;
  orderNumber: string;
  customerId: string;
  restaurantId: string;
  driverId: string | null;
  status: string;
  paymentMethod: 'payfast' | 'cash';
  totalCents: number;
  cancelReason: string | null;
  placedAt: Date | null;
  /** Collect it yourself (decision 068): its own status texts; absent means delivery. */
  fulfilment?: 'delivery' | 'collection';
  /** Order for later: the slot, and when it entered the kitchen queue (docs/product.md#order-for-later). */
  scheduledFor?: Date | null;
  releasedAt?: Date | null;
};

/** A scheduled order still waiting for its slot: the venue's desk shows it under Scheduled, without a ring. */
const waitingForSlot = (o: OrderForMessages) => o.scheduledFor != null && o.releasedAt == null;

export const customerOrderUrl = (id: string) => `/order-tracking?order=${id}`;
export const deskOrderUrl = (id: string, restaurantId: string) =>
  `/restaurant/portal/orders?venue=${restaurantId}&order=${id}`;
export const DRIVER_JOBS_URL = '/driver/dashboard';

/**
 * The events of an order, sent through the messaging port (docs/decisions/057-messaging-channels.md#events): the
 * customer's status texts and cancellation, the venue's new order, the dispatcher's offers (modules/dispatch), and the
 * escalation. Each event has its key, so a repeat (the order outbox re-announcing, a second
 * instance) records nothing new.
 */
export function createOrderMessages(deps: {
  messaging: Messaging;
  reach: OrderReachRepository;
  clock: () => Date;
  logger: Pick<Logger, 'error'>;
  /** The desk's auto-reject (ORDER_ACCEPT_TIMEOUT_MINUTES), named in the escalation text. */
  acceptTimeoutMinutes: number;
  /** The venues' own settings (the portal's Order alerts); without them, the venue's phone and every member. */
  venues?: VenueRecipients;
}) {
  const { messaging } = deps;

  /** The members a venue's new order and escalation are pushed to. */
  const pushRecipients = (restaurantId: string) =>
    deps.venues ? deps.venues.newOrderPushRecipients(restaurantId) : deps.reach.venueMembers(restaurantId);
  /** The number an escalation is texted to: the owners' Order alerts phone, else the venue's own if it is a mobile. */
  async function escalationPhone(restaurantId: string, venuePhone: string | null) {
    const set = deps.venues ? await deps.venues.escalationPhone(restaurantId) : null;
    if (set) return set;
    const own = venuePhone ? normaliseSaPhone(venuePhone) : null;
    return own?.ok ? own.phone : null;
  }

  async function cancelled(o: OrderForMessages) {
    // Never reached the venue (an abandoned payment) or the customer's own doing: they know already.
    if (!o.placedAt || o.cancelReason?.startsWith('Cancelled by the customer')) return;
    const paid = o.paymentMethod === 'payfast';
    const reason = (o.cancelReason ?? 'the order could not go ahead').replace(/[.\s]+$/, '');
    await messaging.send(
      {
        key: `order:${o.id}:cancelled`,
        template: 'order_cancelled',
        params: { order_number: o.orderNumber, reason, refund: paid ? formatRand(o.totalCents) : '' },
        purpose: 'transactional',
        url: customerOrderUrl(o.id),
        orderId: o.id,
      },
      { userId: o.customerId },
    );
  }

  /**
   * The driver's job changed without their doing: the venue marked it ready, it was cancelled, or an admin gave it
   * to them or to another driver. Push first, then the driver's phone channels (the fallback chain).
   */
  async function jobChanged(
    o: OrderForMessages,
    opts: { statusChanged: boolean; byAdmin?: boolean; formerDriverId?: string | null },
  ) {
    const { statusChanged, formerDriverId } = opts;
    const sends: { driverId: string; template: string; key: string }[] = [];
    if (opts.byAdmin && o.driverId)
      sends.push({
        driverId: o.driverId,
        template: 'driver_job_given',
        key: `order:${o.id}:driver:${o.driverId}:given`,
      });
    if (statusChanged && o.driverId && (o.status === 'ready' || o.status === 'cancelled'))
      sends.push({
        driverId: o.driverId,
        template: o.status === 'ready' ? 'driver_job_ready' : 'driver_job_cancelled',
        key: `order:${o.id}:driver:${o.driverId}:${o.status}`,
      });
    if (formerDriverId && formerDriverId !== o.driverId)
      sends.push({
        driverId: formerDriverId,
        template: 'driver_job_removed',
        key: `order:${o.id}:driver:${formerDriverId}:removed:${o.driverId ?? 'none'}`,
      });
    if (sends.length === 0) return;
    const venue = await deps.reach.venue(o.restaurantId);
    for (const send of sends)
      await messaging.send(
        {
          key: send.key,
          template: send.template,
          params: { order_number: o.orderNumber, venue_name: venue?.name ?? 'the venue' },
          purpose: 'transactional',
          url: DRIVER_JOBS_URL,
          orderId: o.id,
        },
        { userId: send.driverId },
      );
  }

  /** The venue's members get a push for a new order in the kitchen queue (once: the event key). */
  async function venueNewOrder(o: OrderForMessages) {
    const event = {
      key: `order:${o.id}:new`,
      template: 'venue_new_order',
      params: { order_number: o.orderNumber, total: formatRand(o.totalCents) },
      purpose: 'transactional' as const,
      url: deskOrderUrl(o.id, o.restaurantId),
      orderId: o.id,
    };
    for (const userId of await pushRecipients(o.restaurantId))
      await messaging.send(event, { userId }, ['push']);
  }

  return {
    /** After an order changed (the announcer calls it after the commit). */
    async orderChanged(
      o: OrderForMessages,
      opts: {
        statusChanged: boolean;
        driverAssigned: boolean;
        driverName?: string;
        /** An admin gave the order to its driver (and took it from `formerDriverId`, if any). */
        byAdmin?: boolean;
        formerDriverId?: string | null;
      },
    ) {
      await jobChanged(o, opts);
      const fulfilment = o.fulfilment ?? 'delivery';
      if (opts.statusChanged && orderStatusNotice(o.status, fulfilment))
        await messaging.send(
          {
            key: `order:${o.id}:status:${o.status}`,
            template: fulfilment === 'collection' ? 'order_collection_status' : 'order_status',
            params: { status: o.status, order_number: o.orderNumber },
            purpose: 'transactional',
            url: customerOrderUrl(o.id),
            orderId: o.id,
          },
          { userId: o.customerId },
        );
      if (opts.statusChanged && o.status === 'cancelled') await cancelled(o);
      if (opts.driverAssigned && o.driverId)
        await messaging.send(
          {
            key: `order:${o.id}:driver:${o.driverId}`,
            template: 'order_driver_assigned',
            params: { driver_name: opts.driverName ?? '', order_number: o.orderNumber },
            purpose: 'transactional',
            url: customerOrderUrl(o.id),
            orderId: o.id,
          },
          { userId: o.customerId },
        );
      // A scheduled order rings the venue when it enters the kitchen queue (venueNewOrder), not when placed.
      if (opts.statusChanged && o.status === 'placed' && !waitingForSlot(o)) await venueNewOrder(o);
    },

    venueNewOrder,

    /**
     * A dispatcher's offer to one driver (docs/decisions/063-dispatch-rules-and-weights.md): each wave's push goes to
     * its drivers only, and never twice to the same driver for one order (the event key).
     */
    async offerJob(job: { orderId: string; restaurantName: string; payCents: number }, driverId: string) {
      await messaging.send(
        {
          key: `order:${job.orderId}:offer`,
          template: 'driver_offer',
          params: { venue_name: job.restaurantName, pay: formatRand(job.payCents) },
          purpose: 'transactional',
          url: DRIVER_JOBS_URL,
          orderId: job.orderId,
        },
        { userId: driverId },
        ['push'],
      );
    },

    /**
     * Recurring: every placed order unanswered for ESCALATE_AFTER_MINUTES texts the venue's phone and pushes each
     * member, once (the event key). Returns how many orders it escalated.
     */
    async escalateUnanswered(): Promise<number> {
      const cutoff = new Date(deps.clock().getTime() - ESCALATE_AFTER_MINUTES * 60_000);
      const rows = await deps.reach.unansweredSince(cutoff);
      for (const o of rows) {
        const event = {
          key: `order:${o.id}:escalation`,
          template: 'venue_escalation',
          params: {
            order_number: o.orderNumber,
            minutes: String(ESCALATE_AFTER_MINUTES),
            cancel_after: String(deps.acceptTimeoutMinutes),
          },
          purpose: 'transactional' as const,
          url: deskOrderUrl(o.id, o.restaurantId),
          orderId: o.id,
        };
        try {
          const phone = await escalationPhone(o.restaurantId, o.restaurantPhone);
          if (phone) await messaging.send(event, { phone }, ['sms']);
          for (const userId of await pushRecipients(o.restaurantId))
            await messaging.send(event, { userId }, ['push']);
        } catch (error) {
          deps.logger.error({ err: error, orderId: o.id }, 'escalation failed');
        }
      }
      return rows.length;
    },
  };
}
export type OrderMessages = ReturnType<typeof createOrderMessages>;
