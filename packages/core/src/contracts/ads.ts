import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';

/**
 * Home-page ads with moderation (docs/product.md#ads): a venue requests one (pending); an admin approves it with a
 * schedule and a place in the order, or rejects it with a reason. Only approved ads inside their window run, by
 * priority ascending (the admin's order).
 */
export const AD_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];
export const AdStatusSchema = z.enum(AD_STATUSES);
export const AD_STATUS_LABELS: Record<AdStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

const LocalDate = z.iso.date({ message: contractMessage('dateLike') });

export const AdRequestSchema = z
  .object({
    special_offer: z.string().trim().min(3, contractMessage('offerMin3')).max(60),
    offer_description: z
      .string()
      .trim()
      .max(200, contractMessage('atMostChars', { max: 200 }))
      .transform((s) => (s === '' ? null : s))
      .nullable()
      .optional(),
    cta_text: z
      .string()
      .trim()
      .max(24, contractMessage('atMostChars', { max: 24 }))
      .transform((s) => (s === '' ? null : s))
      .nullable()
      .optional(),
    /** The first and last day the venue would like it to run (Africa/Johannesburg dates; the admin decides). */
    start_date: LocalDate,
    end_date: LocalDate.nullable().optional(),
  })
  .refine((v) => !v.end_date || v.end_date >= v.start_date, {
    message: contractMessage('lastDayNotBeforeFirst'),
    path: ['end_date'],
  })
  .meta({ id: 'AdRequest' });
export type AdRequest = z.infer<typeof AdRequestSchema>;

export const AdSchema = z
  .object({
    id: z.uuid(),
    restaurant_id: z.uuid(),
    restaurant_name: z.string(),
    special_offer: z.string().nullable(),
    offer_description: z.string().nullable(),
    cta_text: z.string().nullable(),
    ad_image_url: z.string().nullable(),
    status: AdStatusSchema,
    reject_reason: z.string().nullable(),
    priority: z.number().int(),
    /** First and last day it runs (Africa/Johannesburg); `end_date` null: until taken down. */
    start_date: z.iso.date(),
    end_date: z.iso.date().nullable(),
    /** Shown on the home page right now (approved, switched on, inside its window, venue active). */
    running: z.boolean(),
    /** Its window from its dates alone (core ads.ts adSchedule): before it, inside it, or past it. */
    schedule: z.enum(['scheduled', 'live', 'expired']),
    created_at: z.iso.datetime(),
    decided_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Ad' });
export type Ad = z.infer<typeof AdSchema>;
export const AdListSchema = z.object({ ads: z.array(AdSchema) }).meta({ id: 'AdList' });

export const AdsQuerySchema = z.object({ status: AdStatusSchema.optional() });

/** Approve with its window (the venue's wish by default). */
export const AdScheduleSchema = z
  .object({ start_date: LocalDate, end_date: LocalDate.nullable() })
  .refine((v) => !v.end_date || v.end_date >= v.start_date, {
    message: contractMessage('lastDayNotBeforeFirst'),
    path: ['end_date'],
  })
  .meta({ id: 'AdSchedule' });
export type AdSchedule = z.infer<typeof AdScheduleSchema>;

/** The home page's order: these ads first, in this order (their priorities become 10, 20, 30 …). */
export const AdOrderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) }).meta({ id: 'AdOrder' });
