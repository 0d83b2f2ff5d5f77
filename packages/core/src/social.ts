// Rules of the portal's social pages (docs/product.md#restaurant-social): how people are named to each other, when an
// order's conversation is open, and how long a story lives. The server enforces them; the web shows the same texts.
import type { OrderStatus } from './order-status.ts';

/**
 * A person as other people see them: the first name and the initial of the last ("Thandi M."), never more. One word
 * stays as it is ("Thandi"); nothing usable gives `fallback`.
 */
export function shortName(fullName: string | null | undefined, fallback = 'Customer'): string {
  const words = (fullName ?? '')
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, ''))
    .filter((w) => w.length > 0);
  if (words.length === 0) return fallback;
  const first = words[0]!;
  const firstName = first.charAt(0).toUpperCase() + first.slice(1);
  if (words.length === 1) return firstName;
  const initial = [...words.at(-1)!][0]!.toUpperCase();
  return `${firstName} ${initial}.`;
}

/** The longest message, in characters (after trimming). */
export const MESSAGE_MAX_CHARS = 1000;
/** Messages one person may send per minute, across all their conversations. */
export const MESSAGES_PER_MINUTE = 20;
/** A conversation stays open this long after the order is delivered (or cancelled), then it is read-only. */
export const CONVERSATION_OPEN_HOURS_AFTER_END = 24;

export type ConversationState =
  | { state: 'not_started'; closes_at: null }
  | { state: 'open'; closes_at: Date | null }
  | { state: 'closed'; closes_at: Date };

/**
 * An order's conversation: not started while the order awaits payment (or its payment failed); open from the moment
 * it is placed; closed 24 hours after delivery or cancellation (read-only from then on).
 */
export function conversationState(
  order: { status: OrderStatus; deliveredAt: Date | null; cancelledAt: Date | null },
  now: Date,
): ConversationState {
  if (order.status === 'pending_payment' || order.status === 'payment_failed')
    return { state: 'not_started', closes_at: null };
  const endedAt =
    order.status === 'delivered'
      ? order.deliveredAt
      : order.status === 'cancelled'
        ? order.cancelledAt
        : null;
  if (!endedAt) return { state: 'open', closes_at: null };
  const closesAt = new Date(endedAt.getTime() + CONVERSATION_OPEN_HOURS_AFTER_END * 3600_000);
  return now < closesAt ? { state: 'open', closes_at: closesAt } : { state: 'closed', closes_at: closesAt };
}

/** A story shows for this long after it is posted; then it disappears and a job removes its photo. */
export const STORY_LIFETIME_HOURS = 24;
export const STORY_CAPTION_MAX_CHARS = 150;
/** Live stories a venue may have at once. */
export const STORY_MAX_LIVE = 10;
/** How far from the customer a venue's stories reach at most (its own delivery radius also applies). */
export const STORY_NEAR_KM = 20;

export function storyExpiresAt(postedAt: Date): Date {
  return new Date(postedAt.getTime() + STORY_LIFETIME_HOURS * 3600_000);
}

/** The longest public reply to a review, in characters. */
export const REVIEW_REPLY_MAX_CHARS = 1000;
