// Venue promotions: when one runs and what it takes off (docs/product.md#promotions,
// docs/decisions/022-promotions.md). Pure: the server prices with it, the portal and the menu label with it.
import type { Weekday } from './contracts/catalogue.ts';
import { WEEKDAYS } from './contracts/catalogue.ts';
import type { PromotionDiscountType, PromotionState, PromotionStatus } from './contracts/promotions.ts';
import { formatRand } from './money.ts';
import { localTimeParts, parseHhMm } from './opening-hours.ts';

/** A promotion as the rules read it (stored row or contract, instants as Date or ISO text). */
export type PromotionRule = {
  id: string;
  name: string;
  discount_type: PromotionDiscountType;
  /** Percent off (1–90) or cents off. */
  discount_value: number;
  applies_to: 'menu' | 'items';
  item_ids: readonly string[];
  min_order_cents: number;
  starts_at: Date | string;
  ends_at: Date | string | null;
  /** The weekdays on which the daily window opens; empty: every day. */
  weekdays: readonly Weekday[];
  daily_start: string | null;
  daily_end: string | null;
  per_customer_limit: number | null;
  status: PromotionStatus;
};

/** A line of the cart as priced by the server. */
export type PromotionLine = { menu_item_id: string; unit_price_cents: number; quantity: number };

const instant = (value: Date | string): number =>
  value instanceof Date ? value.getTime() : Date.parse(value);

const previousWeekday = (day: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]!;

/**
 * Whether `now` falls in the promotion's weekly window (Africa/Johannesburg). The weekdays name the day a window
 * opens, so Friday 22:00–02:00 also covers Saturday 01:30. No daily times: the whole of each listed day.
 */
export function isInWeeklyWindow(
  p: Pick<PromotionRule, 'weekdays' | 'daily_start' | 'daily_end'>,
  now: Date,
): boolean {
  const { weekday, minutes } = localTimeParts(now);
  const listed = (day: Weekday) => p.weekdays.length === 0 || p.weekdays.includes(day);
  const start = p.daily_start == null ? null : parseHhMm(p.daily_start);
  const end = p.daily_end == null ? null : parseHhMm(p.daily_end);
  if (start === null || end === null) return listed(weekday);
  if (start < end) return listed(weekday) && minutes >= start && minutes < end;
  // Overnight: the evening part belongs to today, the early-morning part to yesterday's window.
  if (minutes >= start) return listed(weekday);
  return minutes < end && listed(previousWeekday(weekday));
}

/** What the owner sees: the stored status with the calendar and the weekly window applied. */
export function promotionState(
  p: Pick<PromotionRule, 'status' | 'starts_at' | 'ends_at' | 'weekdays' | 'daily_start' | 'daily_end'>,
  now: Date,
): PromotionState {
  if (p.status === 'ended') return 'ended';
  const t = now.getTime();
  if (p.ends_at != null && t >= instant(p.ends_at)) return 'ended';
  if (p.status === 'paused') return 'paused';
  if (t < instant(p.starts_at)) return 'scheduled';
  return isInWeeklyWindow(p, now) ? 'live' : 'off_hours';
}

/** Whether checkout may apply it right now (before the minimum order and the customer's limit). */
export const isPromotionLive = (p: PromotionRule, now: Date): boolean => promotionState(p, now) === 'live';

/** The customer-facing badge: '20% off', 'R30.00 off', '20% off selected dishes'. */
export function promotionLabel(
  p: Pick<PromotionRule, 'discount_type' | 'discount_value' | 'applies_to'>,
): string {
  const amount = p.discount_type === 'percent' ? `${p.discount_value}%` : formatRand(p.discount_value);
  return p.applies_to === 'items' ? `${amount} off selected dishes` : `${amount} off`;
}

const SHORT_DAYS: Record<Weekday, string> = {
  sunday: 'Sun',
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
};

/** 'Mon, Fri 16:00–18:00', 'Daily 22:00–02:00', 'Sat, Sun'; null when it runs all day every day. */
export function hoursLabel(p: Pick<PromotionRule, 'weekdays' | 'daily_start' | 'daily_end'>): string | null {
  // In week order from Monday, as South African calendars print it.
  const days = [...WEEKDAYS.slice(1), WEEKDAYS[0]]
    .filter((d) => p.weekdays.includes(d))
    .map((d) => SHORT_DAYS[d]);
  const everyDay = days.length === 0 || days.length === 7;
  const times = p.daily_start && p.daily_end ? `${p.daily_start}–${p.daily_end}` : null;
  if (everyDay) return times ? `Daily ${times}` : null;
  return times ? `${days.join(', ')} ${times}` : days.join(', ');
}

/** The food the promotion covers: every line, or only its chosen dishes. */
export function eligibleSubtotalCents(
  p: Pick<PromotionRule, 'applies_to' | 'item_ids'>,
  lines: readonly PromotionLine[],
): number {
  const chosen = p.applies_to === 'items' ? new Set(p.item_ids) : null;
  return lines
    .filter((l) => chosen === null || chosen.has(l.menu_item_id))
    .reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0);
}

/**
 * What the promotion takes off these lines, ignoring when it runs: 0 below its minimum order (the whole food
 * subtotal counts); a percentage of the covered food rounded down to the cent; a fixed amount never more than
 * the covered food.
 */
export function promotionDiscountCents(
  p: Pick<PromotionRule, 'discount_type' | 'discount_value' | 'applies_to' | 'item_ids' | 'min_order_cents'>,
  lines: readonly PromotionLine[],
): number {
  const subtotal = lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0);
  if (subtotal < p.min_order_cents) return 0;
  const eligible = eligibleSubtotalCents(p, lines);
  if (p.discount_type === 'percent') return Math.floor((eligible * p.discount_value) / 100);
  return Math.min(p.discount_value, eligible);
}

/** Whether the customer may still use it: under the per-customer limit (orders not cancelled). */
export const isUnderCustomerLimit = (p: Pick<PromotionRule, 'per_customer_limit'>, uses: number): boolean =>
  p.per_customer_limit == null || uses < p.per_customer_limit;

export type AppliedPromotion = { promotion: PromotionRule; discount_cents: number };

/**
 * The one promotion an order gets: of those live now, under the customer's limit and with a discount on these
 * lines, the largest discount; on a tie the first given (callers pass them oldest first). Promotions never stack.
 */
export function bestPromotion(
  promotions: readonly PromotionRule[],
  lines: readonly PromotionLine[],
  now: Date,
  usesOf: (promotionId: string) => number = () => 0,
): AppliedPromotion | null {
  let best: AppliedPromotion | null = null;
  for (const p of promotions) {
    if (!isPromotionLive(p, now) || !isUnderCustomerLimit(p, usesOf(p.id))) continue;
    const discount = promotionDiscountCents(p, lines);
    if (discount > 0 && (best === null || discount > best.discount_cents))
      best = { promotion: p, discount_cents: discount };
  }
  return best;
}
