import { firstName } from '@lekker/core/driver';
import { DEFAULT_LOCALE, resolveLocale } from '@lekker/core/locales';
import { orderStatusNotice } from '@lekker/core/notifications';
import type { Logger } from 'pino';
import { ADMIN_OPS_ROOM } from '../../realtime/rooms.ts';
import type { Mailer } from '../mail/mailer.ts';
import { orderPlacedMail } from '../mail/templates.ts';
import { buildMessage } from '../messaging/templates.ts';
import type { NotificationsService, Publish } from '../notifications/notifications.service.ts';
import type { OrderRecord, OrdersRepository } from './orders.repository.ts';

/**
 * What happens after an order changes: the live event to everyone watching it, the customer's notification for
 * the statuses docs/product.md#order-notifications names (and 'Your driver … is on the way' when a driver takes the
 * order), and the e-mailed receipt when an order is placed. Failures here never undo the change.
 */
export function createOrderAnnouncer(deps: {
  publish: Publish;
  notifications: NotificationsService;
  mailer: Mailer;
  repo: OrdersRepository;
  logger: Logger;
  publicUrl: string;
  /** Push, SMS and WhatsApp for the same change (modules/messaging's order messages): recorded, never awaited on a provider. */
  orderMessages?: {
    orderChanged(
      order: OrderRecord,
      opts: {
        statusChanged: boolean;
        driverAssigned: boolean;
        driverName?: string;
        byAdmin?: boolean;
        formerDriverId?: string | null;
      },
    ): Promise<void>;
  };
}) {
  return async function announce(
    order: OrderRecord,
    opts: {
      statusChanged?: boolean;
      driverAssigned?: boolean;
      /** The driver the order was just taken from (unassigned, reassigned): their app drops the job live. */
      formerDriverId?: string | null;
      /** An admin assigned the driver (not the driver's own tap): the driver is told outside the app too. */
      byAdmin?: boolean;
    } = {},
  ): Promise<void> {
    const customerLocale = async (id: string) =>
      resolveLocale({ stored: (await deps.repo.customerOf(id))?.language });
    const driverAssigned = opts.driverAssigned === true;
    const statusChanged = opts.statusChanged ?? !driverAssigned;
    const event = {
      type: 'order.updated' as const,
      order_id: order.id,
      order_number: order.orderNumber,
      restaurant_id: order.restaurantId,
      status: order.status,
      has_driver: order.driverId !== null,
      at: order.updatedAt.toISOString(),
    };
    const rooms = [`order:${order.id}`, `user:${order.customerId}`];
    if (order.status !== 'pending_payment' && order.status !== 'payment_failed')
      rooms.push(`restaurant:${order.restaurantId}`);
    if (order.driverId) rooms.push(`driver:${order.driverId}`);
    if (opts.formerDriverId && opts.formerDriverId !== order.driverId)
      rooms.push(`driver:${opts.formerDriverId}`);
    // The admin console's live board and overview follow every order.
    rooms.push(ADMIN_OPS_ROOM);
    try {
      await Promise.all(rooms.map((room) => deps.publish(room, event)));
      // The bell's notices in the customer's language: the words of the push of the same change.
      const notice = statusChanged && orderStatusNotice(order.status, order.fulfilment) !== null;
      const locale = notice || driverAssigned ? await customerLocale(order.customerId) : DEFAULT_LOCALE;
      const noticeOf = (template: string, params: Record<string, string>) => {
        const built = buildMessage(template, params, 'push', locale);
        return { title: built.title, message: built.text, orderId: order.id };
      };
      const params = { status: order.status, order_number: order.orderNumber };
      const statusTemplate = order.fulfilment === 'collection' ? 'order_collection_status' : 'order_status';
      if (notice) await deps.notifications.notify(order.customerId, noticeOf(statusTemplate, params));
      let driverName: string | undefined;
      if (driverAssigned && order.driverId) {
        // The driver's own name, as their profile gives it (the lookup reads any user, not only customers).
        const driver = await deps.repo.customerOf(order.driverId);
        driverName = driver ? firstName(driver.fullName ?? driver.name, '') : '';
        await deps.notifications.notify(
          order.customerId,
          noticeOf('order_driver_assigned', { ...params, driver_name: driverName }),
        );
      }
      // Each message has its event key: announcing the same change again (the outbox) records nothing new.
      await deps.orderMessages?.orderChanged(order, {
        statusChanged,
        driverAssigned,
        driverName,
        byAdmin: opts.byAdmin,
        formerDriverId: opts.formerDriverId,
      });
      if (statusChanged && order.status === 'placed') {
        const customer = await deps.repo.customerOf(order.customerId);
        if (customer)
          await deps.mailer.send(
            orderPlacedMail(
              customer.email,
              customer.fullName ?? customer.name,
              order,
              `${deps.publicUrl}/order-tracking?order=${order.id}`,
              resolveLocale({ stored: customer.language }),
            ),
          );
      }
      // Delivered: the outbox row written with the change is done (order-outbox.ts retries it otherwise).
      if (statusChanged) await deps.repo.markAnnounced(order.id, order.status);
      else if (driverAssigned)
        await deps.repo.markAnnounced(order.id, order.status, { driverAssigned: true });
      else await deps.repo.markAnnounced(order.id, order.status, { statusChanged: false });
    } catch (error) {
      deps.logger.error({ err: error, orderId: order.id }, 'announcing an order change failed');
    }
  };
}
export type Announce = ReturnType<typeof createOrderAnnouncer>;
