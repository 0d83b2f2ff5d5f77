import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';
import { parseHhMm } from '../opening-hours.ts';
import { WEEKDAYS } from './catalogue.ts';

// Venue promotions (docs/product.md#promotions, docs/decisions/022-promotions.md): what an owner writes and what
// the portal, the menu and the cards read. The rules that price them live in promotions.ts and pricing.ts.

export const PROMOTION_DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type PromotionDiscountType = (typeof PROMOTION_DISCOUNT_TYPES)[number];

/** What the owner set: active (running or scheduled), paused (can resume), ended (final). */
export const PROMOTION_STATUSES = ['active', 'paused', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** What the owner sees: the stored status with the calendar applied. */
export const PROMOTION_STATES = ['scheduled', 'live', 'off_hours', 'paused', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** The percentage a promotion may take off: at least 1 %, at most 90 % (never free food). */
export const PROMOTION_PERCENT_MAX = 90;
/** The most a fixed promotion may take off: R1 000. */
export const PROMOTION_FIXED_MAX_CENTS = 100_000;

const hhmm = z
  .string()
  .trim()
  .refine((v) => parseHhMm(v) !== null && parseHhMm(v)! < 1440, contractMessage('timeLike'));

/** The fields both create and edit accept; the refinements below check them together. */
const PromotionFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, contractMessage('promotionName'))
    .max(60, contractMessage('promotionNameMax', { max: 60 })),
  discount_type: z.enum(PROMOTION_DISCOUNT_TYPES),
  /** Percent off (1–90) for 'percent'; cents off for 'fixed'. */
  discount_value: z
    .number()
    .int(contractMessage('wholeNumber'))
    .positive(contractMessage('discountPositive')),
  /** 'menu': every dish; 'items': only `item_ids`. */
  applies_to: z.enum(['menu', 'items']),
  item_ids: z.array(z.uuid()).max(200).default([]),
  min_order_cents: z
    .number()
    .int()
    .min(0, contractMessage('minOrderNegative'))
    .max(1_000_000, contractMessage('minOrderTooLarge'))
    .default(0),
  /** When it starts (ISO instant); absent or null: at once. */
  starts_at: z.iso.datetime({ offset: true }).nullish(),
  /** When it ends (ISO instant); null: until the owner ends it. */
  ends_at: z.iso.datetime({ offset: true }).nullish(),
  /** Happy hours: the weekdays on which the daily window opens; empty means every day. */
  weekdays: z.array(z.enum(WEEKDAYS)).max(7).default([]),
  /** Daily window in Africa/Johannesburg; both or neither. A window ending at or before its start runs overnight. */
  daily_start: hhmm.nullish(),
  daily_end: hhmm.nullish(),
  /** How many orders one customer may use it on; null: no limit. */
  per_customer_limit: z.number().int().min(1, contractMessage('limitMin')).max(1000).nullish(),
});

type Fields = z.infer<typeof PromotionFieldsSchema>;

/** Cross-field checks, written as sentences for the owner and attached to the field at fault. */
function checkFields(v: Partial<Fields>, ctx: z.RefinementCtx) {
  if (
    v.discount_type === 'percent' &&
    v.discount_value !== undefined &&
    v.discount_value > PROMOTION_PERCENT_MAX
  )
    ctx.addIssue({
      code: 'custom',
      path: ['discount_value'],
      message: contractMessage('percentMax', { max: PROMOTION_PERCENT_MAX }),
    });
  if (
    v.discount_type === 'fixed' &&
    v.discount_value !== undefined &&
    v.discount_value > PROMOTION_FIXED_MAX_CENTS
  )
    ctx.addIssue({
      code: 'custom',
      path: ['discount_value'],
      message: contractMessage('fixedMax'),
    });
  if (v.applies_to === 'items' && (v.item_ids?.length ?? 0) === 0)
    ctx.addIssue({ code: 'custom', path: ['item_ids'], message: contractMessage('chooseDish') });
  if ((v.daily_start == null) !== (v.daily_end == null))
    ctx.addIssue({
      code: 'custom',
      path: [v.daily_start == null ? 'daily_start' : 'daily_end'],
      message: contractMessage('bothTimes'),
    });
  if (v.daily_start != null && v.daily_end != null && parseHhMm(v.daily_start) === parseHhMm(v.daily_end))
    ctx.addIssue({
      code: 'custom',
      path: ['daily_end'],
      message: contractMessage('endDiffers'),
    });
  if (v.starts_at && v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at))
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: contractMessage('endAfterStart') });
}

export const PromotionInputSchema = PromotionFieldsSchema.superRefine(checkFields).meta({
  id: 'PromotionInput',
});
export type PromotionInput = z.input<typeof PromotionInputSchema>;

/** Pause, resume or end: the only changes after creation besides editing the fields. */
export const PromotionActionSchema = z
  .object({ action: z.enum(['pause', 'resume', 'end']) })
  .meta({ id: 'PromotionAction' });

export const PromotionSchema = z
  .object({
    id: z.uuid(),
    restaurant_id: z.uuid(),
    name: z.string(),
    discount_type: z.enum(PROMOTION_DISCOUNT_TYPES),
    discount_value: z.number().int(),
    applies_to: z.enum(['menu', 'items']),
    item_ids: z.array(z.uuid()),
    min_order_cents: z.number().int(),
    starts_at: z.string(),
    ends_at: z.string().nullable(),
    weekdays: z.array(z.enum(WEEKDAYS)),
    daily_start: z.string().nullable(),
    daily_end: z.string().nullable(),
    per_customer_limit: z.number().int().nullable(),
    status: z.enum(PROMOTION_STATUSES),
    /** The status with the calendar applied (scheduled, live, outside its hours, paused, ended). */
    state: z.enum(PROMOTION_STATES),
    /** The customer-facing badge, e.g. '20% off' or 'R30 off selected dishes'. */
    label: z.string(),
    /** Orders that used it (not cancelled) and what it gave away on them. */
    redemptions: z.number().int(),
    discount_given_cents: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'Promotion' });
export type Promotion = z.infer<typeof PromotionSchema>;

export const PromotionListSchema = z
  .object({ promotions: z.array(PromotionSchema) })
  .meta({ id: 'PromotionList' });

// The menu's view of a live promotion lives with the menu contract (contracts/catalogue.ts).
export { type PublicPromotion, PublicPromotionSchema } from './catalogue.ts';
