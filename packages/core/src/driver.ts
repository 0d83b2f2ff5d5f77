// Driver rules (docs/product.md#driver-jobs; docs/product.md#driver-location, docs/product.md#roles for the 20 km;
// docs/decisions/010-driver-pay.md). Pure: the clock and the random source are passed in.
import { DEFAULT_DISTANCE_KM } from './constants.ts';
import type { LatLng } from './distance.ts';
import { randToCents } from './money.ts';

// ── Pay ──────────────────────────────────────────────────────────────────────────────────────────────────────────

export const DRIVER_PAY_BASE_CENTS = 2000;
export const DRIVER_PAY_PER_KM_CENTS = 400;
/** A custom delivery makes the driver shop first: a flat extra for the time in the store. */
export const DRIVER_PAY_SHOPPING_CENTS = 1000;

export type DriverPayInput = {
  /** Restaurant → customer great-circle distance; null when the order has no pin (the 5 km default is used). */
  distanceKm: number | null;
  type: 'food' | 'custom_delivery';
};

/** R20 base + R4 per km restaurant → customer (+ R10 for a custom delivery), rounded to the cent. */
export function driverPayCents({ distanceKm, type }: DriverPayInput): number {
  const km = distanceKm ?? DEFAULT_DISTANCE_KM;
  if (!Number.isFinite(km) || km < 0)
    throw new RangeError(`Distance must be a finite number of km ≥ 0, got ${km}`);
  const perKm = randToCents((DRIVER_PAY_PER_KM_CENTS / 100) * km);
  return DRIVER_PAY_BASE_CENTS + perKm + (type === 'custom_delivery' ? DRIVER_PAY_SHOPPING_CENTS : 0);
}

// ── Position freshness and throttling ────────────────────────────────────────────────────────────────────────────

/** A driver's position counts for offers and accepting only while younger than this. */
export const DRIVER_POSITION_FRESH_MS = 2 * 60_000;

export function isPositionFresh(updatedAt: Date | string | null | undefined, now: Date): boolean {
  if (!updatedAt) return false;
  const at = typeof updatedAt === 'string' ? Date.parse(updatedAt) : updatedAt.getTime();
  if (!Number.isFinite(at)) return false;
  const age = now.getTime() - at;
  // A clock a little ahead on the client is tolerated; a position from "the future" beyond that is not fresh.
  return age < DRIVER_POSITION_FRESH_MS && age > -DRIVER_POSITION_FRESH_MS;
}

/** Geolocation options (docs/product.md#driver-location). */
export const DRIVER_GEOLOCATION = {
  oneTime: { enableHighAccuracy: false, timeout: 3000, maximumAge: 60_000 },
  watch: { enableHighAccuracy: false, timeout: 5000, maximumAge: 10_000 },
  /** After the first fix a high-accuracy watch runs for `durationMs` to sharpen the position. */
  highAccuracy: { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
  highAccuracyDurationMs: 5000,
} as const;

/** Positions are sent at most every 5 s, or sooner once the driver moved 25 m. */
export const LOCATION_SEND_INTERVAL_MS = 5000;
export const LOCATION_SEND_DISTANCE_M = 25;

/** Geolocation reports m/s; the product speaks km/h (docs/product.md#driver-location: × 3.6). Null or negative speeds are unknown. */
export function speedKmh(metresPerSecond: number | null | undefined): number | null {
  if (metresPerSecond == null || !Number.isFinite(metresPerSecond) || metresPerSecond < 0) return null;
  return Math.round(metresPerSecond * 3.6 * 10) / 10;
}

// ── ETA ──────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Town riding speed assumed when the driver's speed is unknown or they are standing (robot, gate, traffic). */
export const FALLBACK_SPEED_KMH = 25;
/** Below this the reported speed says "standing", not "how fast the trip goes". */
export const MIN_MOVING_SPEED_KMH = 5;

/** Whole minutes (rounded up) to cover `distanceKm` at the driver's speed, or 25 km/h when unknown or standing. */
export function etaMinutes(distanceKm: number, speed: number | null | undefined): number {
  if (!Number.isFinite(distanceKm) || distanceKm < 0) {
    throw new RangeError(`Distance must be a finite number of km ≥ 0, got ${distanceKm}`);
  }
  const kmh =
    speed != null && Number.isFinite(speed) && speed >= MIN_MOVING_SPEED_KMH ? speed : FALLBACK_SPEED_KMH;
  return Math.ceil(Number(((distanceKm / kmh) * 60).toPrecision(12)));
}

// ── Proof of delivery ────────────────────────────────────────────────────────────────────────────────────────────

export const DELIVERY_CODE_LENGTH = 4;
export const DELIVERY_CODE_MAX_ATTEMPTS = 5;
export const DELIVERY_CODE_LOCK_MS = 60_000;
export const DELIVERY_CODE_PATTERN = /^\d{4}$/;

/** A 4-digit code, 0000–9999, from a random source returning [0, 1). */
export function generateDeliveryCode(random: () => number): string {
  const n = Math.floor(random() * 10 ** DELIVERY_CODE_LENGTH) % 10 ** DELIVERY_CODE_LENGTH;
  return String(n).padStart(DELIVERY_CODE_LENGTH, '0');
}

export type DeliveryCodeState = { code: string | null; attempts: number; lockedUntil: Date | null };

export type DeliveryCodeCheck =
  | { outcome: 'ok' }
  | { outcome: 'locked'; lockedUntil: Date; retryAfterSeconds: number }
  /** Wrong: `attempts` is the new count; `lockedUntil` is set when this try used up the last attempt. */
  | { outcome: 'wrong'; attempts: number; attemptsLeft: number; lockedUntil: Date | null };

/**
 * One try at the code. 5 wrong tries lock the code for 60 s; after the lock the count starts again. A locked code
 * is not compared at all (so guessing during the lock tells nothing).
 */
export function checkDeliveryCode(state: DeliveryCodeState, entered: string, now: Date): DeliveryCodeCheck {
  if (state.lockedUntil && state.lockedUntil.getTime() > now.getTime()) {
    return {
      outcome: 'locked',
      lockedUntil: state.lockedUntil,
      retryAfterSeconds: Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 1000),
    };
  }
  // A lock that has run out starts a fresh round of attempts.
  const before = state.lockedUntil ? 0 : state.attempts;
  if (state.code !== null && entered.trim() === state.code) return { outcome: 'ok' };
  const attempts = before + 1;
  const lockedUntil =
    attempts >= DELIVERY_CODE_MAX_ATTEMPTS ? new Date(now.getTime() + DELIVERY_CODE_LOCK_MS) : null;
  return {
    outcome: 'wrong',
    attempts,
    attemptsLeft: Math.max(0, DELIVERY_CODE_MAX_ATTEMPTS - attempts),
    lockedUntil,
  };
}

// ── Navigation ───────────────────────────────────────────────────────────────────────────────────────────────────

export type NavigationLinks = { google: string; apple: string; waze: string };

const coord = (n: number) => n.toFixed(6);

/** Turn-by-turn deep links to a point: Google Maps, Apple Maps and Waze (each opens the app when installed). */
export function navigationLinks(to: LatLng): NavigationLinks {
  const ll = `${coord(to.latitude)},${coord(to.longitude)}`;
  return {
    google: `https://www.google.com/maps/dir/?api=1&destination=${ll}&travelmode=driving`,
    apple: `https://maps.apple.com/?daddr=${ll}&dirflg=d`,
    waze: `https://waze.com/ul?ll=${ll}&navigate=yes`,
  };
}

/** 'Thabo Mokoena' → 'Thabo'. The driver sees and the customer is shown only first names. */
export function firstName(fullName: string | null | undefined, fallback = 'Customer'): string {
  const first = (fullName ?? '').trim().split(/\s+/)[0];
  return first ? first : fallback;
}
