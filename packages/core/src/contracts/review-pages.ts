import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';

/** Reviews come a page at a time, on the menu page and in the portal: 20 unless asked, at most 50. */
export const REVIEWS_PAGE_DEFAULT = 20;
export const REVIEWS_PAGE_MAX = 50;
const CURSOR_GONE = 'That page of reviews is no longer available. Please reload the reviews.';

/**
 * Where the previous page stopped: the last review's created_at (as PostgreSQL wrote it, to the microsecond, in
 * UTC) and id, newest first. Opaque to clients (base64url JSON); only the server makes and reads it.
 */
export type ReviewsCursor = { t: string; i: string };
const CursorPayloadSchema = z.object({
  t: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/),
  i: z.uuid(),
});

export function encodeReviewsCursor(cursor: ReviewsCursor): string {
  return btoa(JSON.stringify({ t: cursor.t, i: cursor.i }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The cursor's keyset, or null when it is damaged or not one of ours. */
export function decodeReviewsCursor(text: string): ReviewsCursor | null {
  try {
    const parsed = CursorPayloadSchema.safeParse(
      JSON.parse(atob(text.replace(/-/g, '+').replace(/_/g, '/'))),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** `limit` and `cursor` of a reviews list's query (newest first; pass `next_cursor` back as `cursor`). */
export const ReviewPageQueryShape = {
  limit: z.coerce
    .number()
    .int()
    .min(1, contractMessage('reviewsMin'))
    .max(REVIEWS_PAGE_MAX, contractMessage('reviewsMax', { max: REVIEWS_PAGE_MAX }))
    .optional()
    .meta({ description: `Reviews per page (default ${REVIEWS_PAGE_DEFAULT})`, example: 20 }),
  cursor: z
    .string()
    .max(400, CURSOR_GONE)
    .refine((text) => decodeReviewsCursor(text) !== null, CURSOR_GONE)
    .optional()
    .meta({ description: 'The `next_cursor` of the previous page; absent for the first page' }),
};
