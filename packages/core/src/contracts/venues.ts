// The owner's venue: settings, pause, closed dates, load-shedding plan, open status and go-live (docs/product.md#venue-go-live).
import { z } from 'zod';
import { SCHEDULING_LEAD_MAX_MINUTES } from '../constants.ts';
import { contractMessage } from '../contract-messages.ts';
import { VENUE_DESCRIPTION_MAX_CHARS, VENUE_NAME_MAX_CHARS } from '../text-limits.ts';
import { OPEN_REASONS, OpeningHoursSchema, WEEKDAYS } from './catalogue.ts';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const HhMmSchema = z.string().regex(HH_MM, 'use HH:MM (24-hour), e.g. 18:30');

/** A calendar date in Africa/Johannesburg, YYYY-MM-DD. */
export const LocalDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'not a real date',
  );

/** Holidays and other closed days: at most a year's worth of dates, no duplicates. */
export const ClosedDatesSchema = z
  .array(LocalDateSchema)
  .max(366)
  .refine((dates) => new Set(dates).size === dates.length, 'a date is listed twice');

/**
 * One weekly load-shedding slot in local time. `end` earlier than (or equal to) `start` runs past midnight into
 * the next day; `end` is exclusive (at 18:30 a 16:30–18:30 slot is over).
 */
export const LoadSheddingSlotSchema = z
  .object({ day: z.enum(WEEKDAYS), start: HhMmSchema, end: HhMmSchema })
  .refine((s) => s.start !== s.end, { message: 'start and end must differ', path: ['end'] })
  .meta({ id: 'LoadSheddingSlot' });
export type LoadSheddingSlot = z.infer<typeof LoadSheddingSlotSchema>;

export const LOAD_SHEDDING_MODES = ['pause', 'reduced_menu'] as const;
export type LoadSheddingMode = (typeof LOAD_SHEDDING_MODES)[number];

/**
 * What the owner plans for load-shedding: the weekly slots (from the municipal schedule of their stage), and what
 * happens during one — close (pause) or serve only items that cook without power (reduced_menu) — plus minutes
 * added to the delivery time while a slot runs.
 */
export const LoadSheddingPlanSchema = z
  .object({
    mode: z.enum(LOAD_SHEDDING_MODES),
    extra_prep_minutes: z.number().int().min(0).max(120),
    slots: z.array(LoadSheddingSlotSchema).max(70),
  })
  .meta({ id: 'LoadSheddingPlan' });
export type LoadSheddingPlan = z.infer<typeof LoadSheddingPlanSchema>;

/**
 * A venue's state right now. `reason` is null when it is simply open; 'load_shedding' with `open: true` means the
 * reduced menu. Instants are ISO strings.
 */
export const OpenStatusSchema = z
  .object({
    open: z.boolean(),
    reason: z.enum(OPEN_REASONS).nullable(),
    reopens_at: z.string().optional(),
    limited_menu_until: z.string().optional(),
    /** Minutes added to preparation/delivery while a load-shedding slot runs. */
    extra_prep_minutes: z.number().int().optional(),
    /** The customer-facing sentence, e.g. 'Load-shedding: limited menu until 18:30'; null when simply open. */
    label: z.string().nullable(),
  })
  .meta({ id: 'OpenStatus' });
export type OpenStatusView = z.infer<typeof OpenStatusSchema>;

/** Everything the settings page edits, as stored. Money in cents, radius in km, times in minutes. */
export const VenueSettingsSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    cuisine_type: z.string().nullable(),
    description: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    service_radius_km: z.number().nullable(),
    /** Delivery time range shown to customers: the upper bound; the lower is max − 10 (min 15). */
    estimated_delivery_time: z.number().int().nullable(),
    logo_url: z.string().nullable(),
    cover_image_url: z.string().nullable(),
    opening_hours: OpeningHoursSchema.nullable(),
    closed_dates: z.array(z.string()),
    paused_until: z.string().nullable(),
    load_shedding: LoadSheddingPlanSchema.nullable(),
    /** Order for later (docs/product.md#order-for-later): slots offered, and the notice asked, in minutes. */
    scheduling_enabled: z.boolean(),
    scheduling_lead_minutes: z.number().int(),
    /** Collect it yourself (decision 068): customers may choose to collect at the venue. */
    offers_collection: z.boolean(),
    is_active: z.boolean(),
    went_live_at: z.string().nullable(),
    status: OpenStatusSchema,
  })
  .meta({ id: 'VenueSettings' });
export type VenueSettings = z.infer<typeof VenueSettingsSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();

/** The venue's profile as both its owner (settings) and an admin may edit it: only the fields sent change. */
export const venueProfileEditFields = {
  name: z
    .string()
    .trim()
    .min(2, contractMessage('atLeastChars', { min: 2 }))
    .max(VENUE_NAME_MAX_CHARS)
    .optional(),
  cuisine_type: optionalText(60),
  description: optionalText(VENUE_DESCRIPTION_MAX_CHARS),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, contractMessage('venuePhone'))
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  address: optionalText(300),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  service_radius_km: z
    .number()
    .min(1, contractMessage('atLeastKm', { min: 1 }))
    .max(50, contractMessage('atMostKm', { max: 50 }))
    .nullable()
    .optional(),
  estimated_delivery_time: z.number().int().min(15).max(180).nullable().optional(),
};

/** The pin's two halves travel together. */
export const pinHalvesTogether = [
  (v: { latitude?: number | null; longitude?: number | null }) =>
    (v.latitude === undefined) === (v.longitude === undefined),
  { message: contractMessage('latLngTogether'), path: ['latitude'] as PropertyKey[] },
] as const;

/** PATCH of the settings: only the fields sent change. */
export const UpdateVenueSettingsSchema = z
  .object({
    ...venueProfileEditFields,
    opening_hours: OpeningHoursSchema.nullable().optional(),
    closed_dates: ClosedDatesSchema.optional(),
    load_shedding: LoadSheddingPlanSchema.nullable().optional(),
    scheduling_enabled: z.boolean().optional(),
    offers_collection: z.boolean().optional(),
    scheduling_lead_minutes: z
      .number()
      .int(contractMessage('noticeWhole'))
      .min(0, contractMessage('noticeMin', { min: 0 }))
      .max(SCHEDULING_LEAD_MAX_MINUTES, contractMessage('noticeMax', { max: SCHEDULING_LEAD_MAX_MINUTES }))
      .optional(),
  })
  .refine(...pinHalvesTogether)
  .meta({ id: 'UpdateVenueSettings' });
export type UpdateVenueSettings = z.infer<typeof UpdateVenueSettingsSchema>;

/** The manual pause: 30 or 60 minutes, until the next local opening day ("until tomorrow"), or resume now. */
export const PauseRequestSchema = z
  .object({ pause: z.enum(['30m', '60m', 'tomorrow', 'resume']) })
  .meta({ id: 'PauseRequest' });
export type PauseRequest = z.infer<typeof PauseRequestSchema>;

export const GO_LIVE_CHECKS = ['pin', 'hours', 'menu', 'logo'] as const;
export type GoLiveCheck = (typeof GO_LIVE_CHECKS)[number];

/**
 * An admin's suspension of a venue (docs/decisions/049-suspension-wins.md): while it lasts no owner action changes the
 * venue, customers never see it, and only an admin's reinstatement lifts it.
 */
export const VenueSuspensionSchema = z
  .object({ reason: z.string(), suspended_at: z.string() })
  .meta({ id: 'VenueSuspension' });
export type VenueSuspension = z.infer<typeof VenueSuspensionSchema>;

export const GoLiveChecklistSchema = z
  .object({
    items: z.array(z.object({ key: z.enum(GO_LIVE_CHECKS), label: z.string(), done: z.boolean() })),
    complete: z.boolean(),
    is_live: z.boolean(),
    went_live_at: z.string().nullable(),
    /** Set while suspended: the venue cannot go live (the portal shows why instead of the button). */
    suspension: VenueSuspensionSchema.nullable(),
  })
  .meta({ id: 'GoLiveChecklist' });
export type GoLiveChecklist = z.infer<typeof GoLiveChecklistSchema>;

export const VenueImageKindSchema = z.enum(['logo', 'cover']);
export const VenueImageParamsSchema = z.object({ id: z.uuid(), kind: VenueImageKindSchema });
export const UploadedImageSchema = z.object({ url: z.string() }).meta({ id: 'UploadedImage' });
