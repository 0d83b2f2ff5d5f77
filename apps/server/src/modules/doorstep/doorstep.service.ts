import { randomBytes } from 'node:crypto';
import {
  DOORSTEP_WAIT_MS,
  doorstepWaitEndsAt,
  doorstepWaitOver,
  FAILED_DELIVERY_CANCEL_CODES,
  type FailedDeliveryOutcome,
  failedDeliveryMoney,
} from '@lekker/core/doorstep';
import { formatRand } from '@lekker/core/money';
import type { Logger } from 'pino';
import { conflict, notFound, unprocessable } from '../../domain/errors.ts';
import type { UploadBody } from '../../domain/upload.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { MoveOrder } from '../orders/order-transitions.ts';
import type { OrderRecord } from '../orders/orders.repository.ts';
import type { DataAccess } from '../repositories.ts';
import type { ObjectStorage } from '../storage/storage.ts';
import { readImageUpload, resizeImage } from '../venues/venue-images.ts';

/** What the customer reads in the order chat when the driver says they are not answering. */
export const notAnsweringText = (minutes: number) =>
  `I'm at your door with your order but you're not answering. I'll wait ${minutes} minute${minutes === 1 ? '' : 's'}: please come to the door or reply here.`;

const OUTCOME_TEXT: Record<FailedDeliveryOutcome, string> = {
  return_to_venue: 'Could not be delivered: returned to the venue',
  discard: 'Could not be delivered: discarded',
  redeliver: 'Could not be delivered: sent out again',
};

/**
 * When the door does not open (docs/product.md#when-the-door-does-not-open, decision 064): the driver says the
 * customer is not answering (the chat tells the customer, the wait starts on the server), and once the wait is over
 * leaves the order at the door (only if the customer chose it; a photo ends the delivery) or marks it undeliverable
 * (photo and note); an admin then returns it to the venue, discards it or sends it out again.
 */
export function createDoorstepService(deps: {
  data: DataAccess;
  move: MoveOrder;
  storage: ObjectStorage;
  /** The private bucket (the proof photos sit beside the receipts). */
  bucket: string;
  clock: () => Date;
  waitMs?: number;
  /** Writes in the order's chat as the driver (the messaging port reaches the customer outside the app). */
  say: (viewer: Viewer, orderId: string, body: string) => Promise<unknown>;
  logger: Pick<Logger, 'warn'>;
}) {
  const { data } = deps;
  const waitMs = deps.waitMs ?? DOORSTEP_WAIT_MS;

  async function driverOrder(viewer: Viewer, id: string) {
    const o = await data.orders.findById(id);
    if (!o || o.driverId !== viewer.user.id) throw notFound('Order not found.');
    if (o.status !== 'picked_up') throw conflict('This is only possible while the order is on its way.');
    return o;
  }

  function assertWaitOver(o: OrderRecord) {
    if (!o.doorstepWaitStartedAt) throw conflict('Tap "Customer not answering" first and wait at the door.');
    if (!doorstepWaitOver(o.doorstepWaitStartedAt, deps.clock(), waitMs)) {
      const left = doorstepWaitEndsAt(o.doorstepWaitStartedAt, waitMs).getTime() - deps.clock().getTime();
      const minutes = Math.max(1, Math.ceil(left / 60_000));
      throw conflict(`Please wait at the door ${minutes} more minute${minutes === 1 ? '' : 's'}.`);
    }
  }

  async function storePhoto(o: OrderRecord, kind: 'left' | 'undeliverable' | 'handover', upload: UploadBody) {
    const resized = await resizeImage(await readImageUpload(upload), 'item');
    const path = `doorstep/${o.id}/${kind}-${deps.clock().getTime()}-${randomBytes(4).toString('hex')}.webp`;
    await deps.storage.put(deps.bucket, path, resized, {
      contentType: 'image/webp',
      maxBytes: resized.length,
      contentLength: resized.length,
    });
    return path;
  }

  const asDriver = (viewer: Viewer) => ({ id: viewer.user.id, role: 'driver' as const });

  return {
    /** The wait starts once (server time, so a reload keeps it); the customer is told in the chat. */
    async notAnswering(viewer: Viewer, id: string): Promise<OrderRecord> {
      const o = await driverOrder(viewer, id);
      if (o.doorstepWaitStartedAt) return o;
      const started = await data.doorstep.startWait(o.id, viewer.user.id, deps.clock());
      if (!started) return (await data.orders.findById(id)) ?? o;
      // The message is a courtesy: a refused one (rate limit, closed chat) does not undo the wait.
      await deps
        .say(viewer, o.id, notAnsweringText(Math.round(waitMs / 60_000)))
        .catch((error) => deps.logger.warn({ err: error, orderId: o.id }, 'doorstep chat message failed'));
      return started;
    },

    /** Left at the door: the customer chose it, the wait is over, and the photo shows where. Ends the delivery. */
    async leaveAtDoor(viewer: Viewer, id: string, upload: UploadBody): Promise<OrderRecord> {
      const o = await driverOrder(viewer, id).catch((error) => {
        upload.body.destroy();
        throw error;
      });
      try {
        if (!o.leaveAtDoor) throw conflict('The customer did not ask to leave the order at the door.');
        assertWaitOver(o);
      } catch (error) {
        upload.body.destroy();
        throw error;
      }
      const path = await storePhoto(o, 'left', upload);
      return deps.move(o, 'delivered', asDriver(viewer), { doorstepPhotoPath: path }, 'left at the door');
    },

    /** Undeliverable: the wait is over; a photo of the door and a note. The order goes to the admins. */
    async undeliverable(viewer: Viewer, id: string, note: string, upload: UploadBody): Promise<OrderRecord> {
      const o = await driverOrder(viewer, id).catch((error) => {
        upload.body.destroy();
        throw error;
      });
      try {
        assertWaitOver(o);
      } catch (error) {
        upload.body.destroy();
        throw error;
      }
      const path = await storePhoto(o, 'undeliverable', upload);
      return deps.move(
        o,
        'undeliverable',
        asDriver(viewer),
        { doorstepPhotoPath: path, doorstepNote: note },
        note,
      );
    },

    /**
     * The code cannot be collected: a photo of the handover and the customer's word in the chat since pickup (for
     * Cash on Delivery, the cash collected). The order waits for an admin's review; the driver is free.
     */
    async codeNotCollected(
      viewer: Viewer,
      id: string,
      cashCents: number | undefined,
      upload: UploadBody,
    ): Promise<OrderRecord> {
      let o: OrderRecord;
      try {
        o = await driverOrder(viewer, id);
        if (o.paymentMethod === 'cash' && (cashCents === undefined || cashCents < o.totalCents))
          throw unprocessable(`Collect the full ${formatRand(o.totalCents)} in cash before completing.`, {
            cash_collected_cents: `The order total is ${formatRand(o.totalCents)}`,
          });
        const since = o.pickedUpAt ?? o.driverAssignedAt ?? o.createdAt;
        if (!(await data.doorstep.customerWroteSince(o.id, since)))
          throw conflict('Ask the customer to confirm in the messages that they have the order first.');
      } catch (error) {
        upload.body.destroy();
        throw error;
      }
      const path = await storePhoto(o, 'handover', upload);
      return deps.move(
        o,
        'handover_review',
        asDriver(viewer),
        {
          doorstepPhotoPath: path,
          ...(o.paymentMethod === 'cash' ? { cashCollectedCents: o.totalCents } : {}),
        },
        'handed over without the code',
      );
    },

    /** The admin's review of a handover without the code: delivered, or it could not be delivered (decision 064). */
    async reviewHandover(viewer: Viewer, id: string, approve: boolean): Promise<OrderRecord> {
      const o = await data.orders.findById(id);
      if (!o) throw notFound('Order not found.');
      if (o.status !== 'handover_review') throw conflict('Only a handover without the code can be reviewed.');
      const text = approve ? 'Handover checked: delivered' : 'Handover checked: not delivered';
      const moved = approve
        ? await deps.move(o, 'delivered', { id: viewer.user.id, role: 'admin' }, {}, text)
        : await deps.move(
            o,
            'undeliverable',
            { id: viewer.user.id, role: 'admin' },
            { cashCollectedCents: null, doorstepNote: text },
            text,
          );
      await data.audit.append({
        actorId: viewer.user.id,
        actorEmail: viewer.user.email,
        action: 'order.handover_review',
        targetType: 'order',
        targetId: o.id,
        summary: `${o.orderNumber}: ${text}`,
        details: { approve, driver_id: o.driverId },
      });
      return moved;
    },

    /**
     * The admin's outcome (decision 064): return to the venue or discard cancel it (a paid order is then owed its
     * charge back, the cancellation rule that exists); redeliver makes it ready again for a new driver.
     */
    async resolve(viewer: Viewer, id: string, outcome: FailedDeliveryOutcome): Promise<OrderRecord> {
      const o = await data.orders.findById(id);
      if (!o) throw notFound('Order not found.');
      if (o.status !== 'undeliverable')
        throw conflict('Only an order that could not be delivered can be resolved.');
      const admin = { id: viewer.user.id, role: 'admin' as const };
      const money = failedDeliveryMoney(
        { paymentMethod: o.paymentMethod, paid: o.pfPaymentId !== null, totalCents: o.totalCents },
        outcome,
      );
      const text = OUTCOME_TEXT[outcome];
      const moved =
        outcome === 'redeliver'
          ? await deps.move(
              o,
              'ready',
              admin,
              {
                driverId: null,
                driverAssignedAt: null,
                driverPayCents: null,
                deliveryCode: null,
                deliveryCodeAttempts: 0,
                deliveryCodeLockedUntil: null,
                doorstepWaitStartedAt: null,
                cashCollectedCents: null,
              },
              text,
            )
          : await deps.move(
              o,
              'cancelled',
              admin,
              { cancelReason: text, cancelCode: FAILED_DELIVERY_CANCEL_CODES[outcome] },
              text,
            );
      await data.audit.append({
        actorId: viewer.user.id,
        actorEmail: viewer.user.email,
        action: 'order.failed_delivery',
        targetType: 'order',
        targetId: o.id,
        summary: `${o.orderNumber}: ${text}`,
        details: { outcome, refund_owed_cents: money.refundOwedCents, driver_id: o.driverId },
      });
      return moved;
    },
  };
}
export type DoorstepService = ReturnType<typeof createDoorstepService>;
