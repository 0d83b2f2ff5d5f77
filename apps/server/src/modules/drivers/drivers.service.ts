import { randomInt } from 'node:crypto';
import { DRIVER_RADIUS_KM, TIME_ZONE } from '@lekker/core/constants';
import type {
  DriverActiveJob,
  DriverDeliverRequest,
  DriverEarnings,
  DriverJobOffer,
  DriverJobOffers,
  DriverShift,
} from '@lekker/core/contracts/drivers';
import type { DriverLocation, OrderSummary } from '@lekker/core/contracts/orders';
import type { RealtimeEvent } from '@lekker/core/contracts/realtime';
import { haversineKm } from '@lekker/core/distance';
import {
  checkDeliveryCode,
  DELIVERY_CODE_MAX_ATTEMPTS,
  DRIVER_POSITION_FRESH_MS,
  driverPayCents,
  firstName,
  generateDeliveryCode,
  isPositionFresh,
} from '@lekker/core/driver';
import { formatRand } from '@lekker/core/money';
import { DRIVER_ACCEPTABLE_STATUSES } from '@lekker/core/order-status';
import type { Logger } from 'pino';
import { AppError, conflict, notFound, unprocessable } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { Publish } from '../notifications/notifications.service.ts';
import type { Announce } from '../orders/order-announcer.ts';
import type { MoveOrder } from '../orders/order-transitions.ts';
import { toOrderSummary } from '../orders/order-views.ts';
import type { OrderRecord } from '../orders/orders.repository.ts';
import type { DataAccess } from '../repositories.ts';
import { createPositionBuffer } from './driver-positions.ts';

type RestaurantRow = {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** 423: the delivery code is locked after 5 wrong tries. */
const codeLocked = (seconds: number) =>
  new AppError(
    423,
    'locked',
    `Too many wrong codes. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  );

export const TAKEN_MESSAGE = 'Another driver took this job';
export const BUSY_MESSAGE = 'You already have a job: deliver it before taking another.';

const isAcceptable = (status: OrderRecord['status']) =>
  (DRIVER_ACCEPTABLE_STATUSES as readonly string[]).includes(status);

/** What an order pays the driver: the rule of decision 010 on the restaurant → customer distance. */
const payFor = (o: OrderRecord) =>
  o.driverPayCents ?? driverPayCents({ distanceKm: o.deliveryDistanceKm, type: o.type });

const cashToCollect = (o: OrderRecord) => (o.paymentMethod === 'cash' ? o.totalCents : null);

function customItems(o: OrderRecord) {
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
function suburbOf(o: OrderRecord): string {
  const city = o.deliveryAddress.city?.trim();
  if (city) return city;
  return o.customDeliveryData?.city?.trim() || 'Address on accept';
}

type LocationRights = { approved: boolean; orderIds: string[] };
/** A driver's cached rights for positions are read again after this long at the latest (decision 037). */
export const LOCATION_RIGHTS_TTL_MS = 5000;
/** Rights reads at once (the pool has 10 connections; the rest wait their turn). */
const RIGHTS_READS_AT_ONCE = 3;

/**
 * The driver's side: shifts, position, open jobs within 20 km pushed live, accept (first wins, one job at a time),
 * pick up (once ready, drawing the delivery code), deliver (code and cash), earnings.
 */
export function createDriversService(deps: {
  data: DataAccess;
  move: MoveOrder;
  announce: Announce;
  publish: Publish;
  clock: () => Date;
  /** The delivery code's random source, [0, 1); crypto-strong by default. */
  random?: () => number;
  /** How often the latest positions are written in one batch (0: each at once; driver-positions.ts). */
  positionFlushMs?: number;
  logger?: Logger;
}) {
  const { data, move } = deps;
  const random = deps.random ?? (() => randomInt(0, 10_000) / 10_000);
  const positions = createPositionBuffer({
    save: (rows) => data.drivers.savePositions(rows),
    flushMs: deps.positionFlushMs ?? 0,
    clock: deps.clock,
    logger: deps.logger,
  });

  /**
   * What each driver's position may do (decision 037): approved or not, and the active jobs it is pushed to. Kept
   * per driver for 1–1.5 × LOCATION_RIGHTS_TTL_MS (then used once more while read again), and forgotten at once when one of those jobs changes or the
   * driver gets a new one (`orderEvent`, every instance hears it over the bus), when this instance's driver
   * accepts, picks up or delivers, and when the driver's access ends (`forgetDriver`).
   */
  const rights = new Map<string, LocationRights & { until: number }>();
  /** Order id → the driver whose cached rights list it. */
  const holders = new Map<string, string>();
  const loading = new Map<string, Promise<LocationRights>>();
  /** Bumped by every invalidation: a read that started before one is used once but not kept. */
  let epoch = 0;

  function forgetDriver(userId: string) {
    epoch += 1;
    const cached = rights.get(userId);
    if (!cached) return;
    rights.delete(userId);
    for (const id of cached.orderIds) if (holders.get(id) === userId) holders.delete(id);
  }

  /** Rights reads running now, and those waiting for a turn: a burst of drivers never takes the whole pool. */
  let reading = 0;
  const waiting: (() => void)[] = [];
  async function readRights(userId: string) {
    if (reading >= RIGHTS_READS_AT_ONCE) await new Promise<void>((go) => waiting.push(go));
    reading += 1;
    try {
      return await data.drivers.locationRights(userId);
    } finally {
      reading -= 1;
      waiting.shift()?.();
    }
  }

  function rightsOf(userId: string): LocationRights | Promise<LocationRights> {
    const cached = rights.get(userId);
    const now = Date.now();
    if (cached && now < cached.until) return cached;
    // Past its time (the backstop for a lost bus event), a known entry is used once more while it is read again,
    // so drivers' entries expiring together never stall their positions; a forgotten one is always read first.
    if (cached && !loading.has(userId)) void load(userId).catch(() => {});
    if (cached) return cached;
    return load(userId);
  }
  function load(userId: string): Promise<LocationRights> {
    let read = loading.get(userId);
    if (!read) {
      const started = epoch;
      read = readRights(userId)
        .then((r) => {
          if (epoch === started) {
            forgetDriver(userId);
            epoch = started; // Forgetting the stale entry is not an invalidation.
            // Spread over 1–1.5 × the TTL so entries read together do not expire together.
            const ttl = LOCATION_RIGHTS_TTL_MS * (1 + Math.random() / 2);
            rights.set(userId, { ...r, until: Date.now() + ttl });
            for (const id of r.orderIds) holders.set(id, userId);
          }
          return r;
        })
        .finally(() => loading.delete(userId));
      loading.set(userId, read);
    }
    return read;
  }

  /** Pushes the position to the rooms of `orderIds` at once and keeps it for the next batch. */
  async function share(userId: string, p: DriverLocation, orderIds: string[]) {
    const at = deps.clock();
    const stored = positions.record({
      userId,
      latitude: p.latitude,
      longitude: p.longitude,
      heading: p.heading ?? null,
      speedKmh: p.speed_kmh ?? null,
      accuracy: p.accuracy ?? null,
      at,
    });
    const position = {
      latitude: p.latitude,
      longitude: p.longitude,
      heading: p.heading ?? null,
      speed_kmh: p.speed_kmh ?? null,
      accuracy: p.accuracy ?? null,
      updated_at: at.toISOString(),
    };
    await Promise.all([
      stored,
      ...orderIds.map((orderId) =>
        deps.publish(`order:${orderId}`, { type: 'driver.location', order_id: orderId, position }),
      ),
    ]);
  }

  /** The stored profile with this instance's newer position, if one waits for the next batch. */
  async function profileOf(userId: string) {
    const profile = await data.drivers.findProfile(userId);
    const waiting = positions.pending(userId);
    if (!profile || !waiting) return profile;
    if (profile.locationUpdatedAt && profile.locationUpdatedAt > waiting.at) return profile;
    return {
      ...profile,
      lastLatitude: waiting.latitude,
      lastLongitude: waiting.longitude,
      locationUpdatedAt: waiting.at,
    };
  }

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

  function shiftView(
    profile: { isOnline: boolean; onlineSince: Date | null; locationUpdatedAt: Date | null } | undefined,
  ): DriverShift {
    return {
      online: profile?.isOnline ?? false,
      online_since: profile?.onlineSince?.toISOString() ?? null,
      location_updated_at: profile?.locationUpdatedAt?.toISOString() ?? null,
      position_fresh: isPositionFresh(profile?.locationUpdatedAt, deps.clock()),
    };
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

  function activeJobView(
    row: NonNullable<Awaited<ReturnType<typeof data.drivers.activeJob>>>,
    items: Awaited<ReturnType<typeof data.orders.itemsOf>>,
  ): DriverActiveJob {
    const { order: o, restaurant: r } = row;
    const now = deps.clock();
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
    };
  }

  return {
    async shift(viewer: Viewer): Promise<DriverShift> {
      return shiftView(await profileOf(viewer.user.id));
    },

    /** Going online or offline. Offline drivers get no offers and no pushes. */
    async setShift(viewer: Viewer, online: boolean): Promise<DriverShift> {
      const saved = await data.drivers.setOnline(viewer.user.id, online, deps.clock());
      if (!saved) throw notFound('No driver profile: apply to drive first.');
      return shiftView(saved);
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
      const offers: DriverJobOffer[] = rows.map(({ order: o, restaurant: r, distanceKm }) => ({
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
      }));
      return { offers, online, position_fresh: fresh };
    },

    async deliveries(viewer: Viewer): Promise<OrderSummary[]> {
      return summaries(await data.drivers.listForDriver(viewer.user.id));
    },

    async activeJob(viewer: Viewer): Promise<DriverActiveJob | null> {
      const row = await data.drivers.activeJob(viewer.user.id);
      if (!row) return null;
      return activeJobView(row, await data.orders.itemsOf(row.order.id));
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

    /**
     * The driver's position (update_driver_location, the HTTP fallback): pushed at once to the `order:` room of each
     * job they hold (its customer and restaurant listen) — only the assigned driver's position reaches an order —
     * and kept as their latest position, written to the driver profile and the profile in the next batch
     * (docs/decisions/032-sockets-and-positions-at-scale.md). The route guard has checked the driver is approved.
     */
    async updateLocation(viewer: Viewer, p: DriverLocation) {
      const { orderIds } = await rightsOf(viewer.user.id);
      await share(viewer.user.id, p, orderIds);
      return { active_orders: orderIds.length };
    },

    /**
     * A `location` frame from the driver's signed-in socket (docs/decisions/037-driver-positions-over-the-socket.md):
     * the same as the POST, authorised by the cached rights (approved driver; `order_id`, if named, one of their
     * active jobs). Null when taken; otherwise why it was refused (nothing was stored or pushed).
     */
    async socketLocation(
      viewer: Viewer,
      frame: { position: DriverLocation; order_id?: string },
    ): Promise<string | null> {
      if (!viewer.roles.includes('driver')) return 'Only drivers share their position.';
      const r = await rightsOf(viewer.user.id);
      if (!r.approved) return 'Your driver account is not active.';
      if (frame.order_id !== undefined && !r.orderIds.includes(frame.order_id))
        return 'You are not delivering that order.';
      await share(viewer.user.id, frame.position, r.orderIds);
      return null;
    },

    /**
     * Every realtime event this instance hears (the bus): an order change forgets the rights of the driver who held
     * it, and of the driver it went to (its `driver:` room), so a new, ended or released job counts at once.
     */
    orderEvent(room: string, event: RealtimeEvent) {
      if (event.type !== 'order.updated') return;
      if (room.startsWith('driver:')) forgetDriver(room.slice('driver:'.length));
      const holder = holders.get(event.order_id);
      if (holder) forgetDriver(holder);
    },

    /** Forgets a driver's cached rights (access ended: suspended, signed out everywhere). */
    forgetDriver,

    /** Writes the positions waiting for their batch and stops the timer (shutdown, tests). */
    closePositions: () => positions.close(),

    /** Today, this week (Mon–Sun, Africa/Johannesburg), cash held against pay, and completed jobs — in SQL. */
    async earnings(viewer: Viewer): Promise<DriverEarnings> {
      const e = await data.drivers.earnings(viewer.user.id, deps.clock(), TIME_ZONE);
      return {
        today: { jobs: e.today.jobs, pay_cents: e.today.pay, cash_collected_cents: e.today.cash },
        week: { jobs: e.week.jobs, pay_cents: e.week.pay, cash_collected_cents: e.week.cash },
        week_starts_on: e.week.since,
        cash_held_cents: e.week.cash,
        cash_owed_cents: e.week.cash - e.week.pay,
        jobs: e.jobs.map((j) => ({
          order_id: j.id,
          order_number: j.orderNumber,
          restaurant_name: j.restaurantName,
          delivered_at: j.deliveredAt!.toISOString(),
          pay_cents: j.pay ?? 0,
          cash_collected_cents: j.cash ?? 0,
          distance_km: j.distanceKm,
        })),
      };
    },
  };
}
export type DriversService = ReturnType<typeof createDriversService>;

const restaurantView = (r: RestaurantRow) => ({
  id: r.id,
  name: r.name,
  address: r.address,
  phone: r.phone,
  latitude: r.latitude,
  longitude: r.longitude,
});

/**
 * Pushes the job feed: when an order opens (confirmed, preparing, ready, unassigned) the online drivers with a fresh
 * position within 20 km of its restaurant hear `offers.changed` 'added' on their `driver:` room; when it is taken
 * or cancelled, 'taken' / 'gone', so it leaves their screens at once.
 */
export function createOfferFeed(deps: { data: DataAccess; publish: Publish; clock: () => Date }) {
  return async function orderChanged(o: OrderRecord): Promise<void> {
    let reason: 'added' | 'taken' | 'gone';
    if (isAcceptable(o.status)) reason = o.driverId === null ? 'added' : 'taken';
    else if (o.status === 'cancelled' && o.driverId === null) reason = 'gone';
    else return;
    const restaurant = await deps.data.restaurants.findById(o.restaurantId);
    if (restaurant?.latitude == null || restaurant.longitude == null) return;
    const freshSince = new Date(deps.clock().getTime() - DRIVER_POSITION_FRESH_MS);
    const drivers = await deps.data.drivers.onlineDriversNear(
      { latitude: restaurant.latitude, longitude: restaurant.longitude },
      DRIVER_RADIUS_KM,
      freshSince,
    );
    const at = deps.clock().toISOString();
    await Promise.all(
      drivers
        .filter((id) => id !== o.driverId)
        .map((id) => deps.publish(`driver:${id}`, { type: 'offers.changed', at, order_id: o.id, reason })),
    );
  };
}
