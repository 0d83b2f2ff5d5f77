import type { PaymentForm } from '@lekker/core/contracts/orders';
import type { TipAfter, TipAfterPayment } from '@lekker/core/contracts/tips';
import { tipAfterDeliveryClosesAt, tipAfterDeliveryOpen } from '@lekker/core/tips';
import { conflict, notFound } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { OrderRecord } from '../orders/orders.repository.ts';
import type { DataAccess } from '../repositories.ts';
import { type TipPaymentRecord, tipIdOfReference, tipPaymentReference } from './tip-payments.repository.ts';

export type BuildTipPaymentForm = (input: {
  reference: string;
  orderId: string;
  orderNumber: string;
  amountCents: number;
  customer: { name: string; email: string; phone: string | null };
}) => PaymentForm;

/** The tip as PayFast's ITN sees it (after its checks): its reference stands in for the order number. */
export type PayableTip = { id: string; totalCents: number; status: string };

const firstName = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] || null;

/**
 * Tip the driver after delivery (docs/decisions/069-driver-tips.md): the order's customer, within 24 hours of a
 * delivery by a driver, once; a PayFast payment of its own. Only the ITN marks it paid, and then the `tip` and
 * `driver_tip` ledger lines (entry `tip_after`) give all of it to the driver; the venue's lines never see it.
 */
export function createTipAfterService(deps: {
  data: DataAccess;
  buildPaymentForm: BuildTipPaymentForm;
  clock: () => Date;
}) {
  const { data } = deps;

  async function ownOrder(viewer: Viewer, id: string): Promise<OrderRecord> {
    const o = await data.orders.findById(id);
    if (!o || o.customerId !== viewer.user.id) throw notFound('Order not found.');
    return o;
  }

  async function stateOf(o: OrderRecord, tip: TipPaymentRecord | undefined): Promise<TipAfter> {
    const byDriver = o.status === 'delivered' && o.driverId !== null && o.deliveredAt !== null;
    const driver = byDriver ? await data.drivers.findProfile(o.driverId!) : undefined;
    return {
      can_tip: byDriver && tip?.status !== 'paid' && tipAfterDeliveryOpen(o.deliveredAt, deps.clock()),
      closes_at: byDriver ? tipAfterDeliveryClosesAt(o.deliveredAt!).toISOString() : null,
      driver_name: firstName(driver?.name),
      tip: tip ? { amount_cents: tip.amountCents, status: tip.status } : null,
    };
  }

  return {
    async get(viewer: Viewer, orderId: string): Promise<TipAfter> {
      const o = await ownOrder(viewer, orderId);
      return stateOf(o, await data.tipPayments.findForOrder(o.id));
    },

    /** Starts (or restarts, while unpaid) the order's tip and answers PayFast's form for it. */
    async start(viewer: Viewer, orderId: string, amountCents: number): Promise<TipAfterPayment> {
      const o = await ownOrder(viewer, orderId);
      if (o.status !== 'delivered' || !o.deliveredAt)
        throw conflict('A tip can be given once the order has been delivered.');
      if (!o.driverId) throw conflict('This order was not brought by a driver, so there is no one to tip.');
      if (!tipAfterDeliveryOpen(o.deliveredAt, deps.clock()))
        throw conflict('A tip can be given up to 24 hours after delivery; that time has passed.');
      const tip = await data.tipPayments.startAttempt(o.id, amountCents, deps.clock());
      if (!tip) throw conflict('You have already tipped the driver for this order. Thank you!');
      const customer = await data.orders.customerOf(o.customerId);
      const payment = deps.buildPaymentForm({
        reference: tipPaymentReference(tip.id),
        orderId: o.id,
        orderNumber: o.orderNumber,
        amountCents: tip.amountCents,
        customer: {
          name: customer?.fullName ?? customer?.name ?? '',
          email: customer?.email ?? '',
          phone: customer?.phone ?? null,
        },
      });
      return { tip: await stateOf(o, tip), payment };
    },

    /** The tip an m_payment_id names, for the ITN's checks; undefined when it names none. */
    async findPayable(reference: string): Promise<PayableTip | undefined> {
      const id = tipIdOfReference(reference);
      const tip = id ? await data.tipPayments.findById(id) : undefined;
      return tip && { id: tip.id, totalCents: tip.amountCents, status: tip.status };
    },

    /**
     * PayFast's COMPLETE: the tip paid once (a conditional update) and its two ledger lines in the same
     * transaction. 'already_paid' when an earlier notification paid it.
     */
    async markPaid(tipId: string, pfPaymentId: string): Promise<'paid' | 'already_paid'> {
      const at = deps.clock();
      return data.withTransaction(async (r) => {
        const tip = await r.tipPayments.markPaid(tipId, pfPaymentId, at);
        if (!tip) return 'already_paid';
        const o = await r.orders.findById(tip.orderId);
        if (!o) throw notFound('Order not found.');
        const line = (kind: 'tip' | 'driver_tip') => ({
          orderId: o.id,
          restaurantId: o.restaurantId,
          driverId: o.driverId,
          kind,
          amountCents: tip.amountCents,
          entryKey: 'tip_after',
          occurredAt: at,
        });
        await r.ledger.append([line('tip'), line('driver_tip')]);
        return 'paid';
      });
    },

    async markFailed(tipId: string): Promise<void> {
      await data.tipPayments.markFailed(tipId);
    },
  };
}
export type TipAfterService = ReturnType<typeof createTipAfterService>;
