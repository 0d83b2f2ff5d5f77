import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';
import { REVIEW_REPLY_MAX_CHARS } from '../social.ts';
import { RatingSummarySchema } from './catalogue.ts';
import { ReviewPageQueryShape } from './review-pages.ts';

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
  ...ReviewPageQueryShape,
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
      .min(1, contractMessage('writeReply'))
      .max(REVIEW_REPLY_MAX_CHARS, contractMessage('replyMax', { max: REVIEW_REPLY_MAX_CHARS })),
  })
  .meta({ id: 'ReviewReply' });
export type ReviewReply = z.infer<typeof ReviewReplySchema>;

export const VenueReviewParamsSchema = z.object({ id: z.uuid(), reviewId: z.uuid() });
