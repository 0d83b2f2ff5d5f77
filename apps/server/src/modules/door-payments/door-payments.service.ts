import { randomBytes } from 'node:crypto';
import type { DoorPayment, PayAtDoor } from '@lekker/core/contracts/door-payments';
import type { PaymentForm } from '@lekker/core/contracts/orders';
import { isDriverJobActive } from '@lekker/core/order-status';
import { conflict, notFound } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { PaymentFormInput } from '../payments/payfast-form.ts';
import type { DataAccess } from '../repositories.ts';
import type { DoorPaymentRecord } from './door-payments.repository.ts';

/** The short link's path: /pay/<token> (a web page that asks the API for the PayFast form). */
export const doorPaymentPath = (token: string) => `/pay/${token}`;

/**
 * Pay at the door without cash (docs/decisions/071-cash-order-safety.md): the driver of a Cash on
 * Delivery order at the door shows a QR code of a short link; whoever opens it pays exactly the order's total through
 * PayFast. Only the ITN (all four checks, modules/payments) settles it: the order becomes a card payment and the
 * driver's screen turns green live. The link is a secret; its page shows no personal data.
 */
export function createDoorPaymentsService(deps: {
  data: DataAccess;
  publicUrl: string;
  buildPaymentForm: (input: PaymentFormInput) => PaymentForm;
  clock: () => Date;
}) {
  const { data } = deps;

  async function driverJob(viewer: Viewer, orderId: string) {
    const o = await data.orders.findById(orderId);
    if (!o || o.driverId !== viewer.user.id) throw notFound('Order not found.');
    return o;
  }

  function view(totalCents: number, link: DoorPaymentRecord | undefined): DoorPayment {
    return {
      state: !link ? 'none' : link.paidAt ? 'paid' : 'open',
      url: link ? `${deps.publicUrl}${doorPaymentPath(link.token)}` : null,
      amount_cents: totalCents,
    };
  }

  async function openLink(token: string) {
    const row = await data.doorPayments.findByToken(token);
    if (!row) throw notFound('That payment link does not lead to anything we know.');
    const open = !row.payment.paidAt && row.paymentMethod === 'cash' && isDriverJobActive(row.status);
    return {
      row,
      state: row.payment.paidAt ? ('paid' as const) : open ? ('open' as const) : ('closed' as const),
    };
  }

  return {
    /** The driver's job: its door payment so far (none for a card order or before the driver shows the code). */
    async forDriver(viewer: Viewer, orderId: string): Promise<DoorPayment> {
      const o = await driverJob(viewer, orderId);
      return view(o.totalCents, await data.doorPayments.findByOrder(o.id));
    },
    /** "Customer pays by card": the link for a cash order on its way (one per order; a second tap shows the same). */
    async open(viewer: Viewer, orderId: string): Promise<DoorPayment> {
      const o = await driverJob(viewer, orderId);
      const existing = await data.doorPayments.findByOrder(o.id);
      if (existing) return view(o.totalCents, existing);
      if (o.paymentMethod !== 'cash') throw conflict('This order is already paid by card: collect no cash.');
      if (o.status !== 'picked_up') throw conflict('This is only possible while the order is on its way.');
      const token = randomBytes(18).toString('base64url');
      return view(o.totalCents, await data.doorPayments.open(o.id, viewer.user.id, token, deps.clock()));
    },
    /** What the link's page shows (anyone with the link). */
    async page(token: string): Promise<PayAtDoor> {
      const { row, state } = await openLink(token);
      return {
        order_number: row.orderNumber,
        venue_name: row.venueName,
        amount_cents: row.totalCents,
        state,
      };
    },
    /** The PayFast form for exactly the order's total; PayFast returns the payer to the link's page. */
    async paymentForm(token: string): Promise<PaymentForm> {
      const { row, state } = await openLink(token);
      if (state === 'paid') throw conflict('This order is already paid.');
      if (state === 'closed') throw conflict('This payment link is no longer open.');
      const back = `${deps.publicUrl}${doorPaymentPath(token)}`;
      return deps.buildPaymentForm({
        orderNumber: row.orderNumber,
        totalCents: row.totalCents,
        customer: {},
        returnUrl: back,
        cancelUrl: back,
      });
    },
  };
}
export type DoorPaymentsService = ReturnType<typeof createDoorPaymentsService>;
