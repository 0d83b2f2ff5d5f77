// Money and distance formatting (docs/product.md#money; docs/decisions/003-money-in-cents.md): integer cents, shown as R50.00.

/**
 * Rounds a value to the nearest integer after removing binary floating-point noise
 * (19.99 * 100 = 1998.9999999999998 → 1999). Halves round away from zero.
 */
export function roundHalfAwayFromZero(value: number): number {
  const cleaned = Number(value.toPrecision(12));
  return Math.sign(cleaned) * Math.round(Math.abs(cleaned)) + 0;
}

/** 5000 → 'R50.00'; -500 → '-R5.00'. No thousands separator. Fractions of a cent are rounded. */
export function formatRand(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Cannot format ${cents} as rand`);
  const rounded = roundHalfAwayFromZero(cents);
  const abs = Math.abs(rounded);
  const rand = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${rounded < 0 ? '-' : ''}R${rand}.${rest}`;
}

/** 19.99 → 1999, rounded to the nearest cent. */
export function randToCents(rand: number): number {
  if (!Number.isFinite(rand)) throw new RangeError(`Cannot convert ${rand} rand to cents`);
  return roundHalfAwayFromZero(rand * 100);
}

export function centsToRand(cents: number): number {
  return cents / 100;
}

/** 3.44 → '3.4 km' (one decimal). */
export function formatKm(km: number): string {
  return `${km.toFixed(1)} km`;
}
