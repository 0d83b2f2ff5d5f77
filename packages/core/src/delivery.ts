// Delivery fee and time (docs/product.md#delivery-fee; docs/decisions/004-delivery-fee-rule.md).
import { DEFAULT_DISTANCE_KM } from './constants.ts';
import { randToCents } from './money.ts';

const BASE_RAND = 15;
const RAND_PER_KM = 4;
const RAND_PER_MINUTE_OVER = 1;
const FREE_MINUTES = 25;
const FREE_KM = 2;
const CAP_RAND = 65;

function assertDistance(distanceKm: number): void {
  if (!Number.isFinite(distanceKm) || distanceKm < 0) {
    throw new RangeError(`Delivery distance must be a finite number of km ≥ 0, got ${distanceKm}`);
  }
}

/** Estimated delivery minutes: 20 + 2 × distance (5 km ↔ 30 min). Not rounded. */
export function estimatedMinutes(distanceKm: number): number {
  assertDistance(distanceKm);
  return 20 + 2 * distanceKm;
}

/** Charged distance: distance − 2 km, never below 0 (the brief's rule from 6 km, extended below it: docs/decisions/004-delivery-fee-rule.md). */
export function chargedKm(distanceKm: number): number {
  assertDistance(distanceKm);
  return Math.max(0, distanceKm - FREE_KM);
}

/** Fee in cents: min(65, 15 + 4 × charged km + 1 × minutes over 25) rand, rounded to the cent. */
export function deliveryFeeCents(distanceKm: number): number {
  const overMinutes = Math.max(0, estimatedMinutes(distanceKm) - FREE_MINUTES);
  const rand = BASE_RAND + RAND_PER_KM * chargedKm(distanceKm) + RAND_PER_MINUTE_OVER * overMinutes;
  return randToCents(Math.min(CAP_RAND, rand));
}

export type DeliveryQuote = { distance_km: number; minutes: number; fee_cents: number };

/** Distance as given, minutes rounded up to a whole minute, fee in cents. */
export function deliveryQuote(distanceKm: number): DeliveryQuote {
  // toPrecision strips float noise so that e.g. 26.000000000000004 is not rounded up to 27.
  const minutes = Math.ceil(Number(estimatedMinutes(distanceKm).toPrecision(12)));
  return { distance_km: distanceKm, minutes, fee_cents: deliveryFeeCents(distanceKm) };
}

/** The cart's delivery fee outside delivery-only mode: the fee for 5 km (R32.00). */
export const DEFAULT_CART_DELIVERY_FEE_CENTS = deliveryFeeCents(DEFAULT_DISTANCE_KM);
