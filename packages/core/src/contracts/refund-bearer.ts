import { z } from 'zod';

/**
 * Who bears a refund (docs/decisions/050-refund-bearer.md): the venue for its own faults (it is debited on its
 * statement, at most what it earned on the order), the marketplace for delivery and platform faults and goodwill.
 * The admin picks a cause; its default bearer is preselected and the admin may change it per refund.
 */
export const REFUND_CAUSES = [
  'missing_or_wrong_items',
  'food_quality',
  'venue_delay',
  'delivery_problem',
  'platform_error',
  'goodwill',
] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];
export const RefundCauseSchema = z.enum(REFUND_CAUSES);

export const REFUND_BEARERS = ['venue', 'marketplace'] as const;
export type RefundBearer = (typeof REFUND_BEARERS)[number];
export const RefundBearerSchema = z.enum(REFUND_BEARERS);

export const REFUND_CAUSE_LABELS: Record<RefundCause, string> = {
  missing_or_wrong_items: 'Missing or wrong items',
  food_quality: 'Food quality',
  venue_delay: 'Venue was late preparing',
  delivery_problem: 'Late or damaged delivery',
  platform_error: 'App or payment error',
  goodwill: 'Goodwill gesture',
};

export const REFUND_BEARER_LABELS: Record<RefundBearer, string> = {
  venue: 'The venue',
  marketplace: 'Lekker Eats',
};

/** The bearer a cause suggests: the venue for what happened in its kitchen, the marketplace for the rest. */
export const DEFAULT_REFUND_BEARER: Record<RefundCause, RefundBearer> = {
  missing_or_wrong_items: 'venue',
  food_quality: 'venue',
  venue_delay: 'venue',
  delivery_problem: 'marketplace',
  platform_error: 'marketplace',
  goodwill: 'marketplace',
};

/** The bearer of a refund request: the admin's choice, else the cause's default, else the marketplace. */
export function refundBearerOf(input: {
  cause?: RefundCause | null;
  bearer?: RefundBearer | null;
}): RefundBearer {
  return input.bearer ?? (input.cause ? DEFAULT_REFUND_BEARER[input.cause] : 'marketplace');
}
