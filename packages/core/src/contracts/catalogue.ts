import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';
import { LocationQuerySchema } from './common.ts';
import { ReviewPageQueryShape } from './review-pages.ts';

/** One day's entry of opening hours: HH:MM strings and a closed flag (docs/product.md#data). */
export const DayHoursSchema = z.object({
  open: z.string().optional(),
  close: z.string().optional(),
  closed: z.boolean().optional(),
});
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const OpeningHoursSchema = z
  .partialRecord(z.enum(WEEKDAYS), DayHoursSchema)
  .meta({ id: 'OpeningHours' });
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

/** Why a venue is closed (or on its reduced load-shedding menu); see venue-status.ts. */
export const OPEN_REASONS = ['hours', 'paused', 'closed_date', 'load_shedding', 'inactive'] as const;
export type OpenReason = (typeof OPEN_REASONS)[number];

export const RestaurantKindSchema = z.enum(['restaurant', 'grocery']);
export type RestaurantKind = z.infer<typeof RestaurantKindSchema>;

/** Restaurant list item (docs/product.md#data) with every default applied. Money in cents. */
export const RestaurantListItemSchema = z
  .object({
    id: z.uuid(),
    kind: RestaurantKindSchema,
    name: z.string(),
    address: z.string().nullable(),
    cuisine: z.string(),
    /** The list's default (4) while the venue has no reviews: sorting and filtering use it, nobody is shown it. */
    average_rating: z.number(),
    /** False while the venue has no rating of its own (no reviews yet): its cards say 'New' (decision 056). */
    has_rating: z.boolean(),
    delivery_time_min: z.number().int(),
    delivery_time_max: z.number().int(),
    delivery_fee_cents: z.number().int(),
    is_open: z.boolean(),
    /** Why it is closed, or 'load_shedding' while open with the reduced menu; null when simply open. */
    open_reason: z.enum(OPEN_REASONS).nullable().optional(),
    /** e.g. 'Closed · opens 17:00', 'Load-shedding: limited menu until 18:30'; null when simply open. */
    status_label: z.string().nullable().optional(),
    reopens_at: z.string().optional(),
    limited_menu_until: z.string().optional(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    service_radius_km: z.number(),
    image: z.string().nullable(),
    is_partnered: z.boolean(),
    /** On the detail; the paged list leaves it out (the card never shows it). */
    opening_hours: OpeningHoursSchema.nullable().optional(),
    /** On the detail: the customer may collect it themselves (decision 068). */
    offers_collection: z.boolean().optional(),
    /** Great-circle distance from the caller's location; present only when both locations are known. */
    distance_km: z.number().optional(),
    /** A live promotion's badge, e.g. '20% off' (docs/product.md#promotions); absent when none runs now. */
    promotion_label: z.string().max(40).optional(),
  })
  .meta({ id: 'RestaurantListItem' });
export type RestaurantListItem = z.infer<typeof RestaurantListItemSchema>;

/** Restaurants per page of the list (infinite scroll), and the most a caller may ask for. */
export const RESTAURANT_PAGE_SIZE = 30;
export const RESTAURANT_PAGE_MAX = 100;
export const TOP_PICKS_COUNT = 4;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** Query of GET /api/restaurants: an optional location plus the five list filters (docs/product.md#list-rules). */
export const RestaurantListQuerySchema = LocationQuerySchema.extend({
  kind: RestaurantKindSchema.optional(),
  cuisine: z.string().trim().min(1).max(60).optional(),
  min_rating: z.coerce.number().min(0).max(5).optional(),
  max_delivery_time: z.coerce.number().int().min(1).max(600).optional(),
  max_delivery_fee_cents: z.coerce.number().int().min(0).max(1_000_000).optional(),
  open_now: booleanQuery.optional(),
  /** The `next_cursor` of the previous page; absent for the first page. */
  cursor: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/, contractMessage('resultsPageGone'))
    .optional(),
  limit: z.coerce.number().int().min(1).max(RESTAURANT_PAGE_MAX).optional(),
  /** Also answer Top Picks (the best-rated open venues of the whole filtered list) with the first page. */
  top_picks: booleanQuery.optional(),
});
export type RestaurantListQuery = z.infer<typeof RestaurantListQuerySchema>;
export type RestaurantFilters = Pick<
  RestaurantListQuery,
  'cuisine' | 'min_rating' | 'max_delivery_time' | 'max_delivery_fee_cents' | 'open_now'
>;

/** One page of the list: `count` is this page's length; `next_cursor` null on the last page. */
export const RestaurantListResponseSchema = z
  .object({
    restaurants: z.array(RestaurantListItemSchema),
    count: z.number().int(),
    next_cursor: z.string().nullable(),
    /** With `top_picks=true` on the first page: up to 4 open venues, best-rated first. */
    top_picks: z.array(RestaurantListItemSchema).optional(),
  })
  .meta({ id: 'RestaurantList' });
export type RestaurantListResponse = z.infer<typeof RestaurantListResponseSchema>;

/** One restaurant for its menu page: the list item plus the raw presentation fields. */
export const RestaurantDetailSchema = RestaurantListItemSchema.extend({
  cuisine_type: z.string().nullable(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  image_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  is_active: z.boolean(),
}).meta({ id: 'RestaurantDetail' });
export type RestaurantDetail = z.infer<typeof RestaurantDetailSchema>;

export const MenuItemSchema = z
  .object({
    id: z.uuid(),
    restaurant_id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    price_cents: z.number().int(),
    image_url: z.string().nullable(),
    is_available: z.boolean(),
    preparation_time: z.number().int().nullable(),
    category: z.string().nullable(),
    /** Sold out today: unavailable until this instant (local midnight); is_available is then false. */
    sold_out_until: z.string().optional(),
    cooks_without_power: z.boolean().optional(),
    /** Position of the item's category in the owner's order (absent for items without a real category). */
    category_order: z.number().int().optional(),
  })
  .meta({ id: 'MenuItem' });
export type MenuItem = z.infer<typeof MenuItemSchema>;

/** A live promotion as customers see it on the menu (docs/product.md#promotions). */
export const PublicPromotionSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    label: z.string(),
    /** null: the whole menu. */
    item_ids: z.array(z.uuid()).nullable(),
    min_order_cents: z.number().int(),
    /** e.g. 'Mon, Fri 16:00–18:00', or null when it runs all day. */
    hours_label: z.string().nullable(),
    ends_at: z.string().nullable(),
  })
  .meta({ id: 'PublicPromotion' });
export type PublicPromotion = z.infer<typeof PublicPromotionSchema>;

export const MenuResponseSchema = z
  .object({
    items: z.array(MenuItemSchema),
    /** The owner's category names in menu order (items carry the name in `category`). */
    categories: z.array(z.string()).optional(),
    /** While a load-shedding slot runs with the reduced menu: when it ends (only items cooking without power). */
    limited_menu_until: z.string().optional(),
    /** e.g. 'Load-shedding: limited menu until 18:30'. */
    status_label: z.string().optional(),
    /** The venue's promotions running now; absent when none. */
    promotions: z.array(PublicPromotionSchema).optional(),
  })
  .meta({ id: 'Menu' });
export type MenuResponse = z.infer<typeof MenuResponseSchema>;

export const ReviewSchema = z
  .object({
    id: z.uuid(),
    restaurant_rating: z.number().int().min(1).max(5),
    restaurant_comment: z.string().nullable(),
    created_at: z.string(),
    owner_reply: z.string().nullable(),
    owner_replied_at: z.string().nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;

export const RatingSummarySchema = z
  .object({
    average: z.number(),
    count: z.number().int(),
    /** Count of reviews per star value, keys '1'..'5'. */
    distribution: z.object({
      '1': z.number().int(),
      '2': z.number().int(),
      '3': z.number().int(),
      '4': z.number().int(),
      '5': z.number().int(),
    }),
  })
  .meta({ id: 'RatingSummary' });
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** The menu page's reviews, a page at a time (20 unless asked, at most 50). */
export const ReviewsQuerySchema = z.object({ ...ReviewPageQueryShape });
export type ReviewsQuery = z.infer<typeof ReviewsQuerySchema>;

export const ReviewsResponseSchema = z
  .object({
    /** One page, newest first. */
    reviews: z.array(ReviewSchema),
    /** Pass back as `cursor` for the next page; null on the last page. */
    next_cursor: z.string().nullable(),
    /** Over every rated review of the venue, not the page. */
    summary: RatingSummarySchema,
  })
  .meta({ id: 'Reviews' });
export type ReviewsResponse = z.infer<typeof ReviewsResponseSchema>;

/** Ad card joined with its restaurant; defaults fee 20, rating 4, time 30 (docs/product.md#ads). */
export const AdCardSchema = z
  .object({
    id: z.uuid(),
    restaurant_id: z.uuid(),
    restaurant_name: z.string(),
    image: z.string().nullable(),
    cuisine: z.string(),
    rating: z.number(),
    /** False while the venue has no reviews: the card says 'New', not the default rating (decision 056). */
    has_rating: z.boolean(),
    delivery_time: z.number().int(),
    special_offer: z.string().nullable(),
    offer_description: z.string().nullable(),
    cta_text: z.string(),
    address: z.string().nullable(),
    distance_km: z.number().optional(),
    delivery_fee_cents: z.number().int(),
    priority: z.number().int(),
  })
  .meta({ id: 'AdCard' });
export type AdCard = z.infer<typeof AdCardSchema>;

export const AdsResponseSchema = z.object({ ads: z.array(AdCardSchema) }).meta({ id: 'Ads' });
