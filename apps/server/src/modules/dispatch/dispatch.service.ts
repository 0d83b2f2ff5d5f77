import { DRIVER_RADIUS_KM } from '@lekker/core/constants';
import type { AdminOrderDispatch, DriverDispatchOffer } from '@lekker/core/contracts/dispatch';
import { DEFAULT_PREP_MINUTES } from '@lekker/core/desk';
import {
  type DispatchCandidate,
  type DispatchJob,
  exclusion,
  rankCandidates,
  scoreCandidate,
} from '@lekker/core/dispatch-score';
import {
  DISPATCH_RETRY_SECONDS,
  firstOfferAt,
  LAST_WAVE,
  nextWave,
  OFFER_WINDOW_SECONDS,
} from '@lekker/core/dispatch-waves';
import { DRIVER_POSITION_FRESH_MS } from '@lekker/core/driver';
import { DRIVER_ACCEPTABLE_STATUSES } from '@lekker/core/order-status';
import type { Logger } from 'pino';
import { conflict, notFound } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import { offerView, payFor } from '../drivers/drivers.service.ts';
import type { Publish } from '../notifications/notifications.service.ts';
import type { OrderRecord } from '../orders/orders.repository.ts';
import type { DataAccess } from '../repositories.ts';
import type { RoadFactorsService } from './road-factors.service.ts';

// A collection never goes to drivers (decision 068).
const acceptable = (o: OrderRecord) =>
  o.fulfilment === 'delivery' &&
  o.driverId === null &&
  (DRIVER_ACCEPTABLE_STATUSES as readonly string[]).includes(o.status);

export type OfferPush = (
  job: { orderId: string; restaurantName: string; payCents: number },
  driverId: string,
) => Promise<void>;

/**
 * The dispatcher (docs/decisions/063-dispatch-rules-and-weights.md): when a venue accepts an order it is offered to
 * the best driver, then in waves to more drivers farther out, each offer open 30 s, until one accepts; after the last
 * wave it stays in the 20 km feed. Every step is claimed by compare-and-set, so any number of instances may run the
 * sweep and an order's waves still go out once. The rules are core's; this only reads, claims and tells.
 */
export function createDispatchService(deps: {
  data: DataAccess;
  publish: Publish;
  /** Each offer's push (the messaging port's `driver_offer`), to the drivers of its wave only. */
  offerPush: OfferPush;
  clock: () => Date;
  logger: Pick<Logger, 'error'>;
  /** The road factor learnt for the venue's area (decision 072): the travel minutes to the venue use it. */
  roadFactors: Pick<RoadFactorsService, 'factorFor'>;
}) {
  const { data } = deps;
  const repo = data.dispatch;
  const tell = (driverId: string, orderId: string, reason: 'added' | 'gone') =>
    deps.publish(`driver:${driverId}`, {
      type: 'offers.changed',
      at: deps.clock().toISOString(),
      order_id: orderId,
      reason,
    });

  /** The drivers who may take the order now, best first. */
  async function ranking(o: OrderRecord) {
    const venue = await data.restaurants.findById(o.restaurantId);
    if (venue?.latitude == null || venue.longitude == null) return null;
    const now = deps.clock();
    const pin = { latitude: venue.latitude, longitude: venue.longitude };
    const rows = await repo.candidates(
      pin,
      DRIVER_RADIUS_KM,
      new Date(now.getTime() - DRIVER_POSITION_FRESH_MS),
      now,
    );
    const candidates: DispatchCandidate[] = rows.map((r) => ({
      driverId: r.driverId,
      position: { latitude: r.latitude, longitude: r.longitude },
      idleMinutes: r.idleSince ? Math.max(0, (now.getTime() - r.idleSince.getTime()) / 60_000) : 0,
      cashHeldCents: r.cashHeldCents,
    }));
    const road = await deps.roadFactors.factorFor(pin);
    const job: DispatchJob = { venue: pin, paymentMethod: o.paymentMethod, totalCents: o.totalCents };
    const ranked = rankCandidates(job, candidates, road.factor);
    return { venue, ranked, job, candidates, road };
  }

  /** Moves an order on from `fromWave`: the next wave with someone new, or the feed when none is left. */
  async function step(orderId: string, fromWave: number): Promise<void> {
    const now = deps.clock();
    const o = await data.orders.findById(orderId);
    if (!o || !acceptable(o)) {
      await repo.close(orderId, 'placed', now);
      return;
    }
    const found = await ranking(o);
    const offered = new Set((await repo.offersOf(orderId)).map((x) => x.driverId));
    const wave = found ? nextWave(found.ranked, fromWave, offered) : null;
    if (!found || !wave) {
      // Nobody new yet: look again shortly (a driver comes free or online), until the last wave went out.
      const retry = found !== null && fromWave < LAST_WAVE;
      const to = retry
        ? {
            state: 'offering' as const,
            wave: fromWave,
            nextAt: new Date(now.getTime() + DISPATCH_RETRY_SECONDS * 1000),
          }
        : { state: 'fallback' as const, wave: fromWave, nextAt: now };
      if (!(await repo.claim(orderId, fromWave, to, now))) return;
      for (const id of await repo.endOpen(orderId, 'expired', now)) await tell(id, orderId, 'gone');
      return;
    }
    const expiresAt = new Date(now.getTime() + OFFER_WINDOW_SECONDS * 1000);
    const byId = new Map(found.ranked.map((r) => [r.driverId, r]));
    const moved = await data.withTransaction(async (r) => {
      if (
        !(await r.dispatch.claim(
          orderId,
          fromWave,
          { state: 'offering', wave: wave.wave, nextAt: expiresAt },
          now,
        ))
      )
        return null;
      const expired = await r.dispatch.endOpen(orderId, 'expired', now);
      const made = await r.dispatch.insertOffers(
        wave.driverIds.map((driverId) => {
          const c = byId.get(driverId)!;
          return {
            orderId,
            driverId,
            wave: wave.wave,
            score: c.score,
            travelMinutes: c.travelMinutes,
            distanceKm: c.distanceKm,
            offeredAt: now,
            expiresAt,
          };
        }),
      );
      return { expired, made };
    });
    if (!moved) return;
    for (const id of moved.expired) await tell(id, orderId, 'gone');
    const job = { orderId, restaurantName: found.venue.name, payCents: payFor(o) };
    for (const id of moved.made) {
      await tell(id, orderId, 'added');
      await deps.offerPush(job, id);
    }
  }

  async function opened(o: OrderRecord) {
    const now = deps.clock();
    const found = await ranking(o);
    // The kitchen's clock starts now (the confirmation): the first wave is timed to the food being ready.
    const nextAt = firstOfferAt({
      confirmedAt: now,
      preparationMinutes: o.preparationMinutes ?? DEFAULT_PREP_MINUTES,
      bestTravelMinutes: found?.ranked[0]?.travelMinutes ?? 0,
    });
    if (!(await repo.open(o.id, nextAt, now))) return;
    if (nextAt.getTime() <= now.getTime()) await step(o.id, 0);
  }

  return {
    /** After every order change (the announcer's): a confirmed order starts dispatching; a taken one ends it. */
    async orderChanged(o: OrderRecord, opts: { statusChanged?: boolean; driverAssigned?: boolean } = {}) {
      // The announcer's default: a change without a driver joining is a status change.
      const statusChanged = opts.statusChanged ?? opts.driverAssigned !== true;
      if (statusChanged && o.status === 'confirmed' && acceptable(o)) return opened(o);
      if (acceptable(o)) return;
      const now = deps.clock();
      if (o.driverId) await repo.answer(o.id, o.driverId, 'accepted', now);
      const withdrawn = await repo.close(o.id, 'placed', now);
      for (const id of withdrawn) if (id !== o.driverId) await tell(id, o.id, 'gone');
    },

    /** Recurring (every 5 s on every instance): first waves due and waves whose 30 s ended move on. */
    async sweep(): Promise<number> {
      let moved = 0;
      for (const row of await repo.due(deps.clock())) {
        try {
          await step(row.orderId, row.wave);
          moved++;
        } catch (error) {
          deps.logger.error({ err: error, orderId: row.orderId }, 'dispatch step failed');
        }
      }
      return moved;
    },

    /** The driver's open offer with its countdown, or null. */
    async currentOffer(viewer: Viewer): Promise<DriverDispatchOffer | null> {
      const row = await repo.openOfferFor(viewer.user.id, deps.clock());
      if (!row) return null;
      const items = await data.orders.itemsOf(row.order.id);
      const job = offerView(
        { order: row.order, restaurant: row.restaurant, distanceKm: row.offer.distanceKm },
        items,
        await data.cashShield.newCustomersAmong([row.order.customerId]),
      );
      return {
        job,
        wave: row.offer.wave,
        offered_at: row.offer.offeredAt.toISOString(),
        expires_at: row.offer.expiresAt.toISOString(),
        window_seconds: OFFER_WINDOW_SECONDS,
      };
    },

    /** Declined: the offer ends; once no offer of the wave is open, the next wave goes out now. */
    async decline(viewer: Viewer, orderId: string): Promise<void> {
      const now = deps.clock();
      if (!(await repo.answer(orderId, viewer.user.id, 'declined', now)))
        throw conflict('This offer has ended.');
      const state = await repo.find(orderId);
      if (state?.state !== 'offering') return;
      const open = (await repo.offersOf(orderId)).some((x) => x.status === 'open');
      if (!open) await step(orderId, state.wave);
    },

    /**
     * The drivers the dispatcher would consider for the order now, scored exactly as its next wave would rank them
     * (the same candidates, the same function and road factor), with those left out and why (the admin's board).
     */
    async scoredCandidates(orderId: string) {
      const o = await data.orders.findById(orderId);
      if (!o) throw notFound('Order not found.');
      const found = await ranking(o);
      if (!found) return null;
      const rank = new Map(found.ranked.map((r, i) => [r.driverId, i + 1]));
      const byId = new Map(found.candidates.map((c) => [c.driverId, c]));
      const excluded = found.candidates
        .filter((c) => !rank.has(c.driverId))
        .map((c) => ({
          ...scoreCandidate(found.job, c, found.road.factor),
          excluded: exclusion(found.job, c),
        }));
      const rows = [...found.ranked.map((r) => ({ ...r, excluded: null })), ...excluded];
      return {
        road: found.road,
        candidates: rows.map((r) => ({
          ...r,
          rank: rank.get(r.driverId) ?? null,
          idleMinutes: byId.get(r.driverId)?.idleMinutes ?? 0,
          cashHeldCents: byId.get(r.driverId)?.cashHeldCents ?? 0,
        })),
      };
    },

    /** Why each driver was offered an order (tests). */
    offersOf: (orderId: string) => repo.offersOf(orderId),

    /** The admin's view of an order's dispatch: where it is, and whom it was offered to with their scores. */
    async adminView(orderId: string): Promise<AdminOrderDispatch> {
      if (!(await data.orders.findById(orderId))) throw notFound('Order not found.');
      const [state, offers] = await Promise.all([repo.find(orderId), repo.offersWithNames(orderId)]);
      const round = (x: number) => Math.round(x * 10) / 10;
      return {
        state: state?.state ?? null,
        wave: state?.wave ?? 0,
        next_at:
          state && (state.state === 'waiting' || state.state === 'offering')
            ? state.nextAt.toISOString()
            : null,
        offers: offers.map(({ offer: x, name }) => ({
          driver_id: x.driverId,
          driver_name: name,
          wave: x.wave,
          score: round(x.score),
          travel_minutes: round(x.travelMinutes),
          distance_km: Math.round(x.distanceKm * 100) / 100,
          status: x.status,
          offered_at: x.offeredAt.toISOString(),
          answered_at: x.answeredAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
export type DispatchService = ReturnType<typeof createDispatchService>;
