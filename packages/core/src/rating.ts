// Customer reviews summary (docs/product.md#reviews).
import type { RatingSummary } from './contracts/catalogue.ts';
import { roundHalfAwayFromZero } from './money.ts';

const STARS = ['1', '2', '3', '4', '5'] as const;

/** Count, mean and per-star distribution; values that are not whole stars 1..5 are ignored. */
export function summarizeRatings(ratings: readonly number[]): RatingSummary {
  const valid = ratings.filter((r) => Number.isInteger(r) && r >= 1 && r <= 5);
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const r of valid) distribution[STARS[r - 1]!]++;
  const average = valid.length === 0 ? 0 : valid.reduce((sum, r) => sum + r, 0) / valid.length;
  return { average, count: valid.length, distribution };
}

/** Number of filled stars: the average rounded (Math.round). */
export function roundedStars(average: number): number {
  return Math.round(average);
}

/** The average with one decimal: 4.25 → '4.3'. */
export function formatAverage(average: number): string {
  return (roundHalfAwayFromZero(average * 10) / 10).toFixed(1);
}

/** The original brief wrote 'Based on N review(s)'; we print the proper singular or plural. */
export function reviewCountText(count: number): string {
  return `Based on ${count} ${count === 1 ? 'review' : 'reviews'}`;
}
