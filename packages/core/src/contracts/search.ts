import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '../text-limits.ts';
import { MenuItemSchema, RestaurantKindSchema, RestaurantListItemSchema } from './catalogue.ts';
import { LocationQuerySchema } from './common.ts';

const Q_MESSAGE = `Type ${SEARCH_MIN_CHARS} to ${SEARCH_MAX_CHARS} characters to search.`;
const LIMIT_MESSAGE = 'Ask for 1 to 50 results.';

/** Query of GET /api/search: the search text, an optional location (radius rules apply) and kind. */
export const SearchQuerySchema = LocationQuerySchema.extend({
  q: z
    .string({ message: Q_MESSAGE })
    .trim()
    .min(SEARCH_MIN_CHARS, Q_MESSAGE)
    .max(SEARCH_MAX_CHARS, Q_MESSAGE),
  kind: RestaurantKindSchema.optional(),
  limit: z.coerce
    .number({ message: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(50, LIMIT_MESSAGE)
    .default(20),
  /** The `next_cursor` of the previous page; absent for the first page. */
  cursor: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, contractMessage('resultsPageGone'))
    .optional(),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchFieldSchema = z.enum(['name', 'cuisine', 'description']);
export type SearchField = z.infer<typeof SearchFieldSchema>;

/** One restaurant found by its own fields, by its dishes, or both. */
export const SearchResultSchema = z
  .object({
    restaurant: RestaurantListItemSchema,
    /** Relevance, higher is better (0..1): the best of the restaurant's own match and its dishes' matches. */
    score: z.number(),
    /** Which of the restaurant's own fields matched; empty when it was found only through its dishes. */
    matched_on: z.array(SearchFieldSchema),
    /** The matching available dishes of that restaurant, best first, at most 5. */
    items: z.array(MenuItemSchema).max(5),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z
  .object({
    /** The search text as used (trimmed, inner whitespace collapsed). */
    query: z.string(),
    results: z.array(SearchResultSchema),
    /** This page's length. */
    count: z.number().int(),
    /** Pass back as `cursor` for the next page; null on the last one. */
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'SearchResponse' });
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
