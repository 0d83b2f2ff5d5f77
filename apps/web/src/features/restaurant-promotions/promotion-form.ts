// The promotion form's values and their conversion to and from the API (docs/product.md#promotions). Times are
// Africa/Johannesburg wall-clock (UTC+2 all year), whatever the browser's own zone.
import type { Weekday } from '@lekker/core/contracts/catalogue';
import { PromotionInputSchema } from '@lekker/core/contracts/promotions';
import { formatRand } from '@lekker/core/money';
import { SAST_OFFSET_MS, sastLocalInput, sastLocalToIso } from '@lekker/core/sa-time';
import { z } from 'zod';
import type { Promotion, PromotionInput } from '@/api/venue-promotions.ts';

export type PromotionFormValues = {
  name: string;
  discount_type: 'percent' | 'fixed';
  /** Percent ('20') or rand ('30.00'). */
  amount: string;
  applies_to: 'menu' | 'items';
  item_ids: string[];
  /** Rand; blank for none. */
  min_order: string;
  /** 'YYYY-MM-DDTHH:MM' in Johannesburg; blank: at once / no end. */
  starts_at: string;
  ends_at: string;
  weekdays: Weekday[];
  /** 'HH:MM'; both or neither. */
  daily_start: string;
  daily_end: string;
  /** Orders per customer; blank for no limit. */
  per_customer_limit: string;
};

export const emptyPromotionForm: PromotionFormValues = {
  name: '',
  discount_type: 'percent',
  amount: '',
  applies_to: 'menu',
  item_ids: [],
  min_order: '',
  starts_at: '',
  ends_at: '',
  weekdays: [],
  daily_start: '',
  daily_end: '',
  per_customer_limit: '',
};

/** Monday first, as South African calendars print the week. */
export const WEEK: { day: Weekday; short: string }[] = [
  { day: 'monday', short: 'Mon' },
  { day: 'tuesday', short: 'Tue' },
  { day: 'wednesday', short: 'Wed' },
  { day: 'thursday', short: 'Thu' },
  { day: 'friday', short: 'Fri' },
  { day: 'saturday', short: 'Sat' },
  { day: 'sunday', short: 'Sun' },
];

/** '2025-01-06T16:00' (Johannesburg) → '2025-01-06T16:00:00+02:00'; an instant → its Johannesburg input value. */
export { sastLocalToIso };
export const isoToSastLocal = sastLocalInput;

/** '12 Jan 2025, 16:00' in Johannesburg. */
export function formatSast(iso: string): string {
  const d = new Date(Date.parse(iso) + SAST_OFFSET_MS);
  const month = d.toLocaleString('en-ZA', { month: 'short', timeZone: 'UTC' });
  return `${d.getUTCDate()} ${month} ${d.getUTCFullYear()}, ${d.toISOString().slice(11, 16)}`;
}

const cents = (rand: string) => Math.round(Number(rand.replace(',', '.')) * 100);

/**
 * The API body for the values, or the fields a person must fix first (said as sentences). The server checks the
 * rest (limits, windows) and answers per field too.
 */
export function toPromotionInput(
  v: PromotionFormValues,
): { input: PromotionInput; errors?: undefined } | { input?: undefined; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const amount = Number(v.amount.replace(',', '.'));
  if (!v.amount.trim() || !Number.isFinite(amount) || amount <= 0)
    errors.discount_value =
      v.discount_type === 'percent'
        ? 'Enter the percentage off, e.g. 20'
        : 'Enter the rand amount off, e.g. 30';
  else if (v.discount_type === 'percent' && !Number.isInteger(amount))
    errors.discount_value = 'Use a whole percentage, e.g. 20';
  const min = v.min_order.trim() ? Number(v.min_order.replace(',', '.')) : 0;
  if (!Number.isFinite(min) || min < 0)
    errors.min_order_cents = 'Enter the minimum order in rand, or leave it blank';
  const limit = v.per_customer_limit.trim() ? Number(v.per_customer_limit) : null;
  if (limit !== null && (!Number.isInteger(limit) || limit < 1))
    errors.per_customer_limit = 'Enter a whole number of orders, or leave it blank';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      name: v.name.trim(),
      discount_type: v.discount_type,
      discount_value: v.discount_type === 'percent' ? amount : cents(v.amount),
      applies_to: v.applies_to,
      item_ids: v.applies_to === 'items' ? v.item_ids : [],
      min_order_cents: Math.round(min * 100),
      starts_at: sastLocalToIso(v.starts_at),
      ends_at: sastLocalToIso(v.ends_at),
      weekdays: v.weekdays,
      daily_start: v.daily_start || null,
      daily_end: v.daily_end || null,
      per_customer_limit: limit,
    },
  };
}

/**
 * The form's schema: the values a person types become the API body (the first checks above, in the form's words),
 * which the shared contract then checks — so its limits (a name of 2 to 60 characters, at most 90 % off, both
 * happy-hour times or neither, the end after the start) show in the field before anything is sent.
 */
export const PromotionFormSchema = z
  .custom<PromotionFormValues>((v) => typeof v === 'object' && v !== null)
  .transform((values, ctx): z.input<typeof PromotionInputSchema> => {
    const result = toPromotionInput(values);
    if (!result.errors) return result.input;
    for (const [path, message] of Object.entries(result.errors))
      ctx.addIssue({ code: 'custom', path: [path], message });
    return z.NEVER;
  })
  .pipe(PromotionInputSchema);

/** The longest name the contract keeps. */
export const PROMOTION_NAME_MAX_CHARS = PromotionInputSchema.shape.name.maxLength ?? 60;

/** A stored promotion back in the form, for editing. */
export function fromPromotion(p: Promotion): PromotionFormValues {
  return {
    name: p.name,
    discount_type: p.discount_type,
    amount: p.discount_type === 'percent' ? String(p.discount_value) : (p.discount_value / 100).toFixed(2),
    applies_to: p.applies_to,
    item_ids: p.item_ids,
    min_order: p.min_order_cents > 0 ? (p.min_order_cents / 100).toFixed(2) : '',
    starts_at: isoToSastLocal(p.starts_at),
    ends_at: isoToSastLocal(p.ends_at),
    weekdays: p.weekdays,
    daily_start: p.daily_start ?? '',
    daily_end: p.daily_end ?? '',
    per_customer_limit: p.per_customer_limit ? String(p.per_customer_limit) : '',
  };
}

export const STATE_LABELS: Record<Promotion['state'], string> = {
  scheduled: 'Scheduled',
  live: 'Live now',
  off_hours: 'Outside its hours',
  paused: 'Paused',
  ended: 'Ended',
};

/** The terms in words: dishes, minimum, hours, dates and limit. */
export function promotionTerms(p: Promotion, dishName: (id: string) => string | undefined): string[] {
  const terms: string[] = [];
  terms.push(
    p.applies_to === 'items'
      ? `On ${p.item_ids.map((id) => dishName(id) ?? 'a dish no longer on the menu').join(', ')}`
      : 'On the whole menu',
  );
  if (p.min_order_cents > 0) terms.push(`Orders from ${formatRand(p.min_order_cents)}`);
  const days = WEEK.filter((w) => p.weekdays.includes(w.day)).map((w) => w.short);
  const everyDay = days.length === 0 || days.length === 7;
  const times = p.daily_start && p.daily_end ? `${p.daily_start}–${p.daily_end}` : null;
  if (!everyDay || times) terms.push(`${everyDay ? 'Daily' : days.join(', ')}${times ? ` ${times}` : ''}`);
  terms.push(`From ${formatSast(p.starts_at)}${p.ends_at ? ` until ${formatSast(p.ends_at)}` : ''}`);
  if (p.per_customer_limit)
    terms.push(`${p.per_customer_limit} order${p.per_customer_limit === 1 ? '' : 's'} per customer`);
  return terms;
}
