import { randomInt } from 'node:crypto';
import { DRIVER_RADIUS_KM, TIME_ZONE } from '@lekker/core/constants';
import type {
  DriverActiveJob,
  DriverDeliverRequest,
  DriverEarnings,
  DriverJobOffers,
  DriverShift,
} from '@lekker/core/contracts/drivers';
import type { OrderSummary } from '@lekker/core/contracts/orders';
import { haversineKm } from '@lekker/core/distance';
import {
  checkDeliveryCode,
  driverPayCents,
  generateDeliveryCode,
  isPositionFresh,
} from '@lekker/core/driver';
import { formatRand } from '@lekker/core/money';
import type { Logger } from 'pino';
import { AppError, conflict, notFound, unprocessable } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { Publish } from '../notifications/notifications.service.ts';
import type { Announce } from '../orders/order-announcer.ts';
import type { MoveOrder } from '../orders/order-transitions.ts';
import { toOrderSummary } from '../orders/order-views.ts';
import type { DataAccess } from '../repositories.ts';
import { activeJobView, isAcceptable, offerView, shiftView } from './driver-job-views.ts';
import { createDriverPositionsService } from './driver-positions.service.ts';

export { offerView, payFor } from './driver-job-views.ts';
export { createOfferFeed } from './driver-offer-feed.ts';
export { LOCATION_RIGHTS_TTL_MS } from './driver-positions.service.ts';

/** 423: the delivery code is locked after 5 wrong tries. */
const codeLocked = (seconds: number) =>
  new AppError(
    423,
    'locked',
    `Too many wrong codes. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  );

export const TAKEN_MESSAGE = 'Another driver took this job';
export const BUSY_MESSAGE = 'You already have a job: deliver it before taking another.';

/**
 * The driver's side: shifts, position, open jobs within 20 km pushed live, accept (first wins, one job at a time),
 * pick up (once ready, drawing the delivery code), deliver (code and cash), earnings; positions in
 * driver-positions.service.ts.
 */
export function createDriversService(deps: {
  data: DataAccess;
  move: MoveOrder;
  announce: Announce;
  publish: Publish;
  clock: () => Date;
  /** The delivery code's random source, [0, 1); crypto-strong by default. */
  random?: () => number;
  /** The doorstep wait (docs/product.md#when-the-door-does-not-open), 10 minutes unless configured. */
  doorstepWaitMs?: number;
  /** How often the latest positions are written in one batch (0: each at once; driver-positions.ts). */
  positionFlushMs?: number;
  logger?: Logger;
}) {
  const { data, move } = deps;
  const random = deps.random ?? (() => randomInt(0, 10_000) / 10_000);
  const positions = createDriverPositionsService(deps);
  const { profileOf, forgetDriver } = positions;

  async function driverOrder(viewer: Viewer, id: string) {
    const o = await data.orders.findById(id);
    if (!o || o.driverId !== viewer.user.id) throw notFound('Order not found.');
    return o;
  }

  /** The driver's position if they are online and it is younger than 2 minutes, else why not. */
  async function readiness(userId: string) {
    const profile = await profileOf(userId);
    const online = profile?.isOnline ?? false;
    const fresh = isPositionFresh(profile?.locationUpdatedAt, deps.clock());
    const here =
      profile?.lastLatitude != null && profile.lastLongitude != null
        ? { latitude: profile.lastLatitude, longitude: profile.lastLongitude }
        : null;
    return { profile, online, fresh: fresh && here !== null, here };
  }

  async function summaries(rows: Awaited<ReturnType<typeof data.drivers.listForDriver>>) {
    const items = await data.orders.itemsOfMany(rows.map((r) => r.order.id));
    return rows.map(({ order, restaurant }) =>
      toOrderSummary(
        order,
        restaurant,
        items.filter((i) => i.orderId === order.id),
        false,
      ),
    );
  }

  return {
    async shift(viewer: Viewer): Promise<DriverShift> {
      return shiftView(deps.clock(), await profileOf(viewer.user.id));
    },

    /** Going online or offline. Offline drivers get no offers and no pushes. */
    async setShift(viewer: Viewer, online: boolean): Promise<DriverShift> {
      const saved = await data.drivers.setOnline(viewer.user.id, online, deps.clock());
      if (!saved) throw notFound('No driver profile: apply to drive first.');
      return shiftView(deps.clock(), saved);
    },

    /**
     * Open jobs whose restaurant is within 20 km of the driver, nearest first — only for an online driver whose
     * position is younger than 2 minutes (an empty list says why through `online` and `position_fresh`).
     */
    async offers(viewer: Viewer): Promise<DriverJobOffers> {
      const { online, fresh, here } = await readiness(viewer.user.id);
      if (!online || !fresh || !here) return { offers: [], online, position_fresh: fresh };
      const rows = await data.drivers.listOffersNear(here, DRIVER_RADIUS_KM);
      const items = await data.orders.itemsOfMany(rows.map((r) => r.order.id));
      const newCustomers = await data.cashShield.newCustomersAmong(rows.map((r) => r.order.customerId));
      const offers = rows.map((row) => offerView(row, items, newCustomers));
      return { offers, online, position_fresh: fresh };
    },

    async deliveries(viewer: Viewer): Promise<OrderSummary[]> {
      return summaries(await data.drivers.listForDriver(viewer.user.id));
    },

    async activeJob(viewer: Viewer): Promise<DriverActiveJob | null> {
      const row = await data.drivers.activeJob(viewer.user.id);
      if (!row) return null;
      return activeJobView(row, await data.orders.itemsOf(row.order.id), deps.clock(), deps.doorstepWaitMs);
    },

    /**
     * Atomic: of several drivers accepting at once exactly one is assigned (the others: 409 "Another driver took
     * this job"); a driver holding a job cannot take a second (checked in the same UPDATE, under a lock on the
     * driver's row). The pay is fixed now.
     */
    async accept(viewer: Viewer, id: string) {
      const o = await data.orders.findById(id);
      if (!o) throw notFound('Order not found.');
      const { online, fresh, here } = await readiness(viewer.user.id);
      if (!online) throw unprocessable('Go online to accept jobs.');
      if (!fresh || !here)
        throw unprocessable('Your location is more than 2 minutes old. Share your location to accept jobs.');
      const restaurant = await data.restaurants.findById(o.restaurantId);
      if (restaurant?.latitude == null || restaurant.longitude == null)
        throw unprocessable('This restaurant has no map pin yet: it cannot be offered to drivers.');
      const km = haversineKm(here, { latitude: restaurant.latitude, longitude: restaurant.longitude });
      if (km > DRIVER_RADIUS_KM)
        throw unprocessable(
          `This job is ${km.toFixed(1)} km away: you can accept jobs within ${DRIVER_RADIUS_KM} km.`,
        );
      const at = deps.clock();
      const pay = driverPayCents({ distanceKm: o.deliveryDistanceKm, type: o.type });
      const assigned = await data.withTransaction(async (r) => {
        await r.drivers.lockProfile(viewer.user.id);
        return r.drivers.assign(id, viewer.user.id, pay, at);
      });
      if (!assigned) {
        const now = await data.orders.findById(id);
        if (now?.driverId === viewer.user.id) throw conflict('You have already accepted this job.');
        if (now?.driverId) throw conflict(TAKEN_MESSAGE);
        if (!now || !isAcceptable(now.status)) throw conflict('This job is not open for drivers.');
        throw conflict(BUSY_MESSAGE);
      }
      // The driver joins; the status is unchanged. The customer hears 'Your driver … is on the way'; drivers
      // nearby drop the job.
      forgetDriver(viewer.user.id);
      await deps.announce(assigned, { statusChanged: false, driverAssigned: true });
      return assigned;
    },

    /** Picked up: only once the restaurant marked it ready (the status machine's rule); draws the delivery code. */
    async pickUp(viewer: Viewer, id: string) {
      const o = await driverOrder(viewer, id);
      if (o.status !== 'ready' && isAcceptable(o.status))
        throw conflict('The restaurant has not marked this order ready yet.');
      if (o.status === 'ready') await data.drivers.setDeliveryCode(o.id, generateDeliveryCode(random));
      forgetDriver(viewer.user.id);
      return move(o, 'picked_up', { id: viewer.user.id, role: 'driver' });
    },

    /**
     * Delivered: with the customer's 4-digit code (5 wrong tries lock it for 60 s: 423) and, for Cash on Delivery,
     * the cash collected. A refused try changes nothing but the attempt count.
     */
    async deliver(viewer: Viewer, id: string, input: DriverDeliverRequest) {
      const o = await driverOrder(viewer, id);
      if (o.status !== 'picked_up')
        throw conflict('Pick the order up first: it can be delivered once it is on its way.');
      let cash: number | null = null;
      if (o.paymentMethod === 'cash') {
        if (input.cash_collected_cents == null)
          throw unprocessable(`Confirm the ${formatRand(o.totalCents)} cash you collected.`, {
            cash_collected_cents: 'Confirm the cash collected',
          });
        if (input.cash_collected_cents < o.totalCents)
          throw unprocessable(`Collect the full ${formatRand(o.totalCents)} in cash before completing.`, {
            cash_collected_cents: `The order total is ${formatRand(o.totalCents)}`,
          });
        cash = o.totalCents;
      }
      const now = deps.clock();
      // Read, judged and counted under the order row's lock (decision 044): of many tries at once only the allowed
      // number is evaluated, and once the lock is written every later try sees it.
      const check = await data.withTransaction(async (r) => {
        const state = await r.drivers.lockDeliveryCode(o.id);
        if (!state) return undefined;
        const judged = checkDeliveryCode(state, input.code, now);
        if (judged.outcome === 'wrong')
          await r.drivers.recordCodeFailure(o.id, judged.attempts, judged.lockedUntil);
        return judged;
      });
      if (!check) throw conflict('Pick the order up first: it can be delivered once it is on its way.');
      if (check.outcome === 'locked') throw codeLocked(check.retryAfterSeconds);
      if (check.outcome === 'wrong') {
        if (check.lockedUntil)
          throw codeLocked(Math.ceil((check.lockedUntil.getTime() - now.getTime()) / 1000));
        throw unprocessable(
          `Wrong code. ${check.attemptsLeft} ${check.attemptsLeft === 1 ? 'try' : 'tries'} left.`,
          { code: 'Wrong code' },
        );
      }
      if (cash !== null) await data.drivers.setCashCollected(o.id, cash);
      forgetDriver(viewer.user.id);
      return move(o, 'delivered', { id: viewer.user.id, role: 'driver' });
    },

    updateLocation: positions.updateLocation,
    socketLocation: positions.socketLocation,
    orderEvent: positions.orderEvent,
    forgetDriver,
    closePositions: positions.closePositions,

    /** Today, this week (Mon–Sun, Africa/Johannesburg), cash held against pay, and completed jobs — in SQL. */
    async earnings(viewer: Viewer): Promise<DriverEarnings> {
      const e = await data.drivers.earnings(viewer.user.id, deps.clock(), TIME_ZONE);
      return {
        today: {
          jobs: e.today.jobs,
          pay_cents: e.today.pay,
          tips_cents: e.today.tips,
          cash_collected_cents: e.today.cash,
        },
        week: {
          jobs: e.week.jobs,
          pay_cents: e.week.pay,
          tips_cents: e.week.tips,
          cash_collected_cents: e.week.cash,
        },
        week_starts_on: e.week.since,
        cash_held_cents: e.week.cash,
        // Pay and tips are the driver's (decision 069): a cash order's tip is in the cash they hold.
        cash_owed_cents: e.week.cash - e.week.pay - e.week.tips,
        // Delivered jobs and paid failed trips, newest first.
        jobs: [
          ...e.jobs.map((j) => ({
            order_id: j.id,
            order_number: j.orderNumber,
            restaurant_name: j.restaurantName,
            delivered_at: j.deliveredAt!.toISOString(),
            pay_cents: j.pay ?? 0,
            tip_cents: j.tip,
            cash_collected_cents: j.cash ?? 0,
            distance_km: j.distanceKm,
            outcome: 'delivered' as const,
          })),
          ...e.failed.map((f) => ({
            order_id: f.id,
            order_number: f.orderNumber,
            restaurant_name: f.restaurantName,
            delivered_at: f.at.toISOString(),
            pay_cents: f.pay,
            tip_cents: 0,
            cash_collected_cents: 0,
            distance_km: f.distanceKm,
            outcome: 'failed' as const,
          })),
        ]
          .sort((a, b) => b.delivered_at.localeCompare(a.delivered_at))
          .slice(0, 50),
      };
    },
  };
}
export type DriversService = ReturnType<typeof createDriversService>;
