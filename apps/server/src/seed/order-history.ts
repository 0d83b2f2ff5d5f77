import { randomUUID } from 'node:crypto';
import { deliveryFeeCents } from '@lekker/core/delivery';
import { driverPayCents } from '@lekker/core/driver';
import { generateOrderNumber } from '@lekker/core/order-number';
import type { Db } from '../db/client.ts';
import { ledgerLines, orderItems, orderPayments, orders, reviews } from '../db/schema/index.ts';
import { ledgerLinesFor, providerFeeFromItn } from '../modules/ledger/ledger-rules.ts';

/**
 * Past orders of a venue, delivered or turned down, with their items, ledger lines (through the ledger's own rules)
 * and ratings: the demo's eight weeks of history (analytics and statements look real) and the randomised data of
 * the analytics tests. Planning is pure and deterministic for a given random source; inserting is a few bulk
 * statements.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SAST_MS = 2 * 60 * MINUTE;

export type HistoryMenuItem = { id: string; name: string; priceCents: number };

export type PlannedOrderItem = { menuItemId: string; name: string; unitPriceCents: number; quantity: number };

export type PlannedOrder = {
  id: string;
  orderNumber: string;
  customerIndex: number;
  driverIndex: number | null;
  status: 'delivered' | 'cancelled';
  /** Why it was turned down: a desk reject code, 'auto_rejected' (missed) or null (the customer cancelled). */
  cancelCode: string | null;
  paymentMethod: 'payfast' | 'cash';
  items: PlannedOrderItem[];
  subtotalCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  driverPayCents: number | null;
  providerFeeCents: number | null;
  distanceKm: number;
  preparationMinutes: number | null;
  placedAt: Date;
  confirmedAt: Date | null;
  readyAt: Date | null;
  pickedUpAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  rating: number | null;
  comment: string | null;
  ratedAt: Date | null;
};

export type HistoryPlan = {
  random: () => number;
  /** History ends before this instant (the seed's "now"). */
  now: Date;
  /** Whole local days back from yesterday (1 … days). */
  days: number;
  /** Orders on a quiet weekday; weekends bring about 40 % more. */
  ordersPerDay: [number, number];
  items: HistoryMenuItem[];
  customers: number;
  drivers: number;
  /** Include today's orders placed before `now` too (tests); the demo's history ends yesterday. */
  includeToday?: boolean;
};

// When people order (local hour → weight): breakfast, a lunch peak and a bigger supper peak.
const HOUR_WEIGHTS = [
  0, 0, 0, 0, 0, 0, 0.2, 0.6, 1, 1, 1.2, 2, 4, 3.6, 1.8, 1.2, 1.6, 3, 5, 4.6, 3, 1.6, 0.8, 0.2,
];
const REJECT_CODES = ['too_busy', 'item_sold_out', 'closing_early'] as const;
const COMMENTS = [
  'Hot and on time, thank you!',
  'Lekker as always.',
  'Driver was friendly, food was great.',
  'Took a bit long but worth it.',
  'Portions are generous.',
  'Chips were a little cold.',
  'Best in Mahikeng.',
  'Order was missing a sauce.',
  'Will order again.',
  'Good value for money.',
];

function pickWeighted(random: () => number, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

/** The local calendar date `days` before the one `t` falls on, as its midnight instant. */
function localMidnightDaysAgo(t: Date, days: number): Date {
  const local = new Date(t.getTime() + SAST_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - SAST_MS;
  return new Date(midnight - days * DAY);
}

/** Plans a venue's history: every order with its times, items, money and rating. Pure. */
export function planOrderHistory(plan: HistoryPlan): PlannedOrder[] {
  const { random, now, items } = plan;
  if (items.length === 0) return [];
  // Some dishes sell far more than others: a Zipf-like weight over a shuffled menu.
  const order = items.map((item) => ({ item, key: random() })).sort((a, b) => a.key - b.key);
  const itemWeights = order.map((_, i) => 1 / (i + 1));
  const planned: PlannedOrder[] = [];
  const lastDay = plan.includeToday ? 0 : 1;
  for (let back = plan.days; back >= lastDay; back--) {
    const dayStart = localMidnightDaysAgo(now, back);
    const weekday = new Date(dayStart.getTime() + SAST_MS).getUTCDay(); // 0 Sunday … 6 Saturday
    const busy = weekday === 5 || weekday === 6 || weekday === 0 ? 1.4 : 1;
    const count = Math.round(between(random, plan.ordersPerDay[0], plan.ordersPerDay[1]) * busy);
    // The kitchen got quicker over the weeks: older orders took a few minutes longer.
    const slower = (4 * back) / Math.max(1, plan.days);
    for (let n = 0; n < count; n++) {
      const hour = pickWeighted(random, HOUR_WEIGHTS);
      const placedAt = new Date(dayStart.getTime() + hour * 60 * MINUTE + between(random, 0, 59) * MINUTE);
      if (placedAt.getTime() >= now.getTime() - 2 * 60 * MINUTE) continue;
      const lines: PlannedOrderItem[] = [];
      const lineCount = pickWeighted(random, [0, 5, 4, 2, 1]);
      for (let l = 0; l < lineCount; l++) {
        const item = order[pickWeighted(random, itemWeights)]!.item;
        const existing = lines.find((x) => x.menuItemId === item.id);
        const quantity = pickWeighted(random, [0, 6, 3, 1]);
        if (existing) existing.quantity += quantity;
        else lines.push({ menuItemId: item.id, name: item.name, unitPriceCents: item.priceCents, quantity });
      }
      const subtotal = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
      const distanceKm = Math.round((0.8 + random() * 6.5) * 10) / 10;
      const fee = deliveryFeeCents(distanceKm);
      const cash = random() < 0.45;
      const outcome = random();
      const status: PlannedOrder['status'] = outcome < 0.91 ? 'delivered' : 'cancelled';
      // Card orders are only ever delivered here: a paid cancellation would leave a refund owed in the demo.
      const paymentMethod = status === 'cancelled' || cash ? 'cash' : 'payfast';
      const cancelCode =
        status === 'delivered'
          ? null
          : outcome < 0.95
            ? REJECT_CODES[between(random, 0, REJECT_CODES.length - 1)]!
            : outcome < 0.97
              ? 'auto_rejected'
              : null;
      const o: PlannedOrder = {
        id: randomUUID(),
        orderNumber: generateOrderNumber(placedAt.getTime(), random),
        customerIndex: between(random, 0, plan.customers - 1),
        driverIndex: null,
        status,
        cancelCode,
        paymentMethod,
        items: lines,
        subtotalCents: subtotal,
        deliveryFeeCents: fee,
        totalCents: subtotal + fee,
        driverPayCents: null,
        providerFeeCents: null,
        distanceKm,
        preparationMinutes: null,
        placedAt,
        confirmedAt: null,
        readyAt: null,
        pickedUpAt: null,
        deliveredAt: null,
        cancelledAt: null,
        rating: null,
        comment: null,
        ratedAt: null,
      };
      if (status === 'cancelled') {
        // Missed orders are turned down automatically after 5 minutes unanswered.
        const after = cancelCode === 'auto_rejected' ? 5 : between(random, 1, 4);
        o.cancelledAt = new Date(placedAt.getTime() + after * MINUTE);
      } else {
        const prep = Math.max(6, Math.round(12 + slower + random() * 12));
        o.preparationMinutes = 5 * Math.ceil((prep + 2) / 5);
        o.confirmedAt = new Date(placedAt.getTime() + between(random, 1, 4) * MINUTE);
        o.readyAt = new Date(o.confirmedAt.getTime() + prep * MINUTE);
        o.pickedUpAt = new Date(o.readyAt.getTime() + between(random, 2, 9) * MINUTE);
        o.deliveredAt = new Date(o.pickedUpAt.getTime() + Math.round(6 + distanceKm * 2.5) * MINUTE);
        o.driverIndex = plan.drivers > 0 ? between(random, 0, plan.drivers - 1) : null;
        o.driverPayCents = o.driverIndex === null ? null : driverPayCents({ distanceKm, type: 'food' });
        // PayFast's fee as its ITN reports it: 3.5 % + R2.00 (incl. VAT), to the cent.
        if (paymentMethod === 'payfast')
          o.providerFeeCents = providerFeeFromItn(`-${((o.totalCents * 0.035 + 200) / 100).toFixed(2)}`)!;
        if (random() < 0.38) {
          // Mostly happy; a slow kitchen day shows in the stars.
          o.rating = pickWeighted(random, [0, 1, 1.5, 4, 12 - slower, 20 - slower * 2]);
          o.comment = random() < 0.3 ? COMMENTS[between(random, 0, COMMENTS.length - 1)]! : null;
          const rated = o.deliveredAt.getTime() + between(random, 15, 240) * MINUTE;
          o.ratedAt = new Date(Math.min(rated, now.getTime() - MINUTE));
        }
      }
      if ((o.deliveredAt ?? o.cancelledAt)!.getTime() >= now.getTime()) continue;
      planned.push(o);
    }
  }
  return planned;
}

/** A history order's PayFast payment id: unique per order (the whole id), within the 40 characters PayFast uses. */
const historyPaymentId = (o: PlannedOrder) =>
  o.paymentMethod === 'payfast' ? `hist-${o.id.replaceAll('-', '')}` : null;

const chunk = <T>(rows: T[], size = 400): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/**
 * Inserts a planned history for one venue: orders, their items, the ledger lines their outcome writes (the same
 * rules as a live delivery, at the venue's commission rate) and the ratings. Returns the ledger lines written.
 */
export async function insertOrderHistory(
  db: Db,
  input: {
    restaurantId: string;
    commissionBps: number;
    customerIds: string[];
    driverIds: string[];
    orders: PlannedOrder[];
  },
) {
  const { restaurantId, orders: planned } = input;
  const driverOf = (o: PlannedOrder) =>
    o.driverIndex === null ? null : (input.driverIds[o.driverIndex] ?? null);
  for (const part of chunk(planned, 300)) {
    await db.insert(orders).values(
      part.map((o) => ({
        id: o.id,
        orderNumber: o.orderNumber,
        customerId: input.customerIds[o.customerIndex]!,
        restaurantId,
        driverId: driverOf(o),
        status: o.status,
        paymentMethod: o.paymentMethod,
        subtotalCents: o.subtotalCents,
        deliveryFeeCents: o.deliveryFeeCents,
        totalCents: o.totalCents,
        deliveryAddress: {
          street: `${(o.customerIndex % 40) + 1} Sekame Road`,
          city: 'Mahikeng',
          province: 'North West',
        },
        deliveryDistanceKm: o.distanceKm,
        preparationMinutes: o.preparationMinutes,
        cancelCode: o.cancelCode,
        cancelReason:
          o.status === 'cancelled'
            ? o.cancelCode
              ? 'Turned down by the restaurant'
              : 'Cancelled by the customer'
            : null,
        driverPayCents: driverOf(o) ? o.driverPayCents : null,
        cashCollectedCents: o.status === 'delivered' && o.paymentMethod === 'cash' ? o.totalCents : null,
        driverAssignedAt: o.confirmedAt,
        pfPaymentId: historyPaymentId(o),
        createdAt: o.placedAt,
        updatedAt: o.deliveredAt ?? o.cancelledAt ?? o.placedAt,
        placedAt: o.placedAt,
        confirmedAt: o.confirmedAt,
        preparingAt: o.confirmedAt ? new Date(o.confirmedAt.getTime() + MINUTE) : null,
        readyAt: o.readyAt,
        pickedUpAt: o.pickedUpAt,
        deliveredAt: o.deliveredAt,
        cancelledAt: o.cancelledAt,
      })),
    );
  }
  // Each paid order's PayFast payment, as the ITN records it with the order (docs/decisions/026-one-refunds-story.md):
  // the admin console shows what was paid and can refund it.
  const paymentRows = planned
    .filter((o) => o.paymentMethod === 'payfast')
    .map((o) => ({
      pfPaymentId: historyPaymentId(o)!,
      orderId: o.id,
      amountCents: o.totalCents,
      receivedAt: o.placedAt,
    }));
  for (const part of chunk(paymentRows, 500)) await db.insert(orderPayments).values(part);
  const itemRows = planned.flatMap((o) =>
    o.items.map((i) => ({
      orderId: o.id,
      menuItemId: i.menuItemId,
      name: i.name,
      unitPriceCents: i.unitPriceCents,
      quantity: i.quantity,
    })),
  );
  for (const part of chunk(itemRows, 500)) await db.insert(orderItems).values(part);

  const lines = planned.flatMap((o) => {
    const ledgerOrder = {
      status: o.status,
      paymentMethod: o.paymentMethod,
      pfPaymentId: o.paymentMethod === 'payfast' ? 'paid' : null,
      subtotalCents: o.subtotalCents,
      discountCents: 0,
      deliveryFeeCents: o.deliveryFeeCents,
      totalCents: o.totalCents,
      driverPayCents: o.driverPayCents,
      cashCollectedCents: o.status === 'delivered' && o.paymentMethod === 'cash' ? o.totalCents : null,
      driverId: driverOf(o),
      // No promotions in the history: the venue funds no discount.
      venueDiscountCents: 0,
      // No tips in the history (decision 069).
      tipCents: 0,
    };
    const occurredAt = (o.deliveredAt ?? o.cancelledAt)!;
    return ledgerLinesFor(ledgerOrder, {
      commissionBps: input.commissionBps,
      providerFeeCents: o.providerFeeCents,
    }).map((d) => ({
      orderId: o.id,
      restaurantId,
      driverId: driverOf(o),
      kind: d.kind,
      amountCents: d.amountCents,
      entryKey: o.status,
      occurredAt,
      createdAt: occurredAt,
    }));
  });
  for (const part of chunk(lines, 800)) await db.insert(ledgerLines).values(part);

  const rated = planned.filter((o) => o.rating !== null);
  for (const part of chunk(rated, 400))
    await db.insert(reviews).values(
      part.map((o) => ({
        restaurantId,
        customerId: input.customerIds[o.customerIndex]!,
        orderId: o.id,
        restaurantRating: o.rating,
        restaurantComment: o.comment,
        createdAt: o.ratedAt!,
      })),
    );
  return lines;
}
