import { z } from 'zod';
import { REVIEW_REPLY_MAX_CHARS } from '../social.ts';
import { RatingSummarySchema } from './catalogue.ts';

/**
 * The portal's reviews page (docs/product.md#restaurant-social): the venue's rated reviews with filters, the rating
 * distribution and one public, editable reply per review. The reviewer is named by first name and initial only.
 */
export const VenueReviewSchema = z
  .object({
    id: z.uuid(),
    /** First name and last initial ("Thandi M."), or 'Customer'. */
    reviewer_name: z.string(),
    restaurant_rating: z.number().int().min(1).max(5),
    restaurant_comment: z.string().nullable(),
    created_at: z.string(),
    /** The order it reviews, when it came from one. */
    order_number: z.string().nullable(),
    owner_reply: z.string().nullable(),
    owner_replied_at: z.string().nullable(),
  })
  .meta({ id: 'VenueReview' });
export type VenueReview = z.infer<typeof VenueReviewSchema>;

/** The portal's reviews come a page at a time: 20 unless asked, at most 50. */
export const VENUE_REVIEWS_PAGE_DEFAULT = 20;
export const VENUE_REVIEWS_PAGE_MAX = 50;
const CURSOR_GONE = 'That page of reviews is no longer available. Please reload the reviews.';

/**
 * Where the previous page stopped: the last review's created_at (as PostgreSQL wrote it, to the microsecond, in
 * UTC) and id, newest first. Opaque to clients (base64url JSON); only the server makes and reads it.
 */
export type VenueReviewsCursor = { t: string; i: string };
const CursorPayloadSchema = z.object({
  t: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/),
  i: z.uuid(),
});

export function encodeVenueReviewsCursor(cursor: VenueReviewsCursor): string {
  return btoa(JSON.stringify({ t: cursor.t, i: cursor.i }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The cursor's keyset, or null when it is damaged or not one of ours. */
export function decodeVenueReviewsCursor(text: string): VenueReviewsCursor | null {
  try {
    const parsed = CursorPayloadSchema.safeParse(
      JSON.parse(atob(text.replace(/-/g, '+').replace(/_/g, '/'))),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const VenueReviewsQuerySchema = z.object({
  rating: z.coerce
    .number()
    .int()
    .min(1)
    .max(5)
    .optional()
    .meta({ description: 'Only reviews with this many stars', example: 5 }),
  replied: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: 'Only reviews with (true) or without (false) a reply' }),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Ask for at least one review')
    .max(VENUE_REVIEWS_PAGE_MAX, `Ask for at most ${VENUE_REVIEWS_PAGE_MAX} reviews at a time`)
    .optional()
    .meta({ description: `Reviews per page (default ${VENUE_REVIEWS_PAGE_DEFAULT})`, example: 20 }),
  cursor: z
    .string()
    .max(400, CURSOR_GONE)
    .refine((text) => decodeVenueReviewsCursor(text) !== null, CURSOR_GONE)
    .optional()
    .meta({ description: 'The `next_cursor` of the previous page; absent for the first page' }),
});
export type VenueReviewsQuery = z.infer<typeof VenueReviewsQuerySchema>;

export const VenueReviewsSchema = z
  .object({
    /** One page, newest first. */
    reviews: z.array(VenueReviewSchema),
    /** Pass back as `cursor` for the next page; null on the last page. */
    next_cursor: z.string().nullable(),
    /** Over every rated review of the venue, whatever the filters and the page. */
    summary: RatingSummarySchema,
    /** Rated reviews still waiting for a reply. */
    unreplied: z.number().int().min(0),
  })
  .meta({ id: 'VenueReviews' });
export type VenueReviews = z.infer<typeof VenueReviewsSchema>;

export const ReviewReplySchema = z
  .object({
    reply: z
      .string()
      .trim()
      .min(1, 'Please write a reply')
      .max(REVIEW_REPLY_MAX_CHARS, `Keep the reply under ${REVIEW_REPLY_MAX_CHARS} characters`),
  })
  .meta({ id: 'ReviewReply' });
export type ReviewReply = z.infer<typeof ReviewReplySchema>;

export const VenueReviewParamsSchema = z.object({ id: z.uuid(), reviewId: z.uuid() });
