import type { LatLng } from '@lekker/core/distance';
import {
  learnRoadFactors,
  NO_LEARNT_FACTORS,
  ROAD_FACTOR_REFRESH_MINUTES,
  type RoadFactorChoice,
  type RoadFactors,
  roadFactorFor,
} from '@lekker/core/road-factor';
import type { Logger } from 'pino';
import type { RoadFactorsRepository } from './road-factors.repository.ts';

/** Trips older than this teach nothing any more (roads, works, the town's traffic change). */
const LOOKBACK_DAYS = 60;
/** At most this many trips are read per recomputation (the newest): enough for 50 per area in a town. */
const MAX_TRIPS = 20_000;

/**
 * The learnt road factors, cached per instance and recomputed at most every ROAD_FACTOR_REFRESH_MINUTES (by the
 * clock, so tests move time on): the customer's planned ETA and the dispatcher's travel estimate read them. When
 * the read fails the last factors stay (or none: the defaults).
 */
export function createRoadFactorsService(deps: {
  repo: RoadFactorsRepository;
  clock: () => Date;
  logger: Pick<Logger, 'error'>;
}) {
  let cached: { at: number; factors: RoadFactors } | null = null;
  let loading: Promise<RoadFactors> | null = null;

  async function load(now: Date): Promise<RoadFactors> {
    try {
      const since = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000);
      const factors = learnRoadFactors(await deps.repo.deliveredTrips(since, MAX_TRIPS));
      cached = { at: now.getTime(), factors };
      return factors;
    } catch (error) {
      deps.logger.error({ err: error }, 'road factors could not be learnt');
      return cached?.factors ?? NO_LEARNT_FACTORS;
    } finally {
      loading = null;
    }
  }

  async function current(): Promise<RoadFactors> {
    const now = deps.clock();
    const fresh = cached && now.getTime() - cached.at < ROAD_FACTOR_REFRESH_MINUTES * 60_000;
    if (fresh && cached) return cached.factors;
    loading ??= load(now);
    return loading;
  }

  return {
    current,
    /** The factor for a trip ending at `to` (learnt for its area, the town's, or the default 1.35). */
    async factorFor(to: LatLng): Promise<RoadFactorChoice> {
      return roadFactorFor(await current(), to);
    },
    /** The factor for the customer's plan: only a learnt one (null keeps the delivery time rule). */
    async learntFactorFor(to: LatLng | null): Promise<number | null> {
      if (!to) return null;
      const choice = roadFactorFor(await current(), to);
      return choice.source === 'default' ? null : choice.factor;
    },
  };
}
export type RoadFactorsService = ReturnType<typeof createRoadFactorsService>;
