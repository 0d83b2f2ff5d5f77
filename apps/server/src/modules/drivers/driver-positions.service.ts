import type { DriverLocation } from '@lekker/core/contracts/orders';
import type { RealtimeEvent } from '@lekker/core/contracts/realtime';
import type { Logger } from 'pino';
import type { Viewer } from '../../domain/viewer.ts';
import type { Publish } from '../notifications/notifications.service.ts';
import type { DataAccess } from '../repositories.ts';
import { createPositionBuffer } from './driver-positions.ts';

type LocationRights = { approved: boolean; orderIds: string[] };
/** A driver's cached rights for positions are read again after this long at the latest (decision 037). */
export const LOCATION_RIGHTS_TTL_MS = 5000;
/** Rights reads at once (the pool has 10 connections; the rest wait their turn). */
const RIGHTS_READS_AT_ONCE = 3;

/**
 * Drivers' positions: taken over HTTP or the socket, pushed at once to the rooms of the driver's active jobs and
 * written in batches (driver-positions.ts), authorised by each driver's cached rights (decision 037).
 */
export function createDriverPositionsService(deps: {
  data: DataAccess;
  publish: Publish;
  clock: () => Date;
  /** How often the latest positions are written in one batch (0: each at once; driver-positions.ts). */
  positionFlushMs?: number;
  logger?: Logger;
}) {
  const { data } = deps;
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

  return {
    profileOf,
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
  };
}
