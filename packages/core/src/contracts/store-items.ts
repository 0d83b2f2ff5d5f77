import { z } from 'zod';

/** A grocery store's items, one page at a time (docs/decisions/070-grocery-substitutions.md#aisles-and-search). */
export const STORE_ITEMS_PAGE = 50;

export const StoreItemsQuerySchema = z.object({
  q: z.string().trim().max(80).optional(),
  /** One aisle (a menu category). */
  aisle: z.uuid().optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(STORE_ITEMS_PAGE).default(STORE_ITEMS_PAGE),
});
export type StoreItemsQuery = z.infer<typeof StoreItemsQuerySchema>;

export const StoreItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  price_cents: z.number().int(),
  image_url: z.string().nullable(),
  aisle_id: z.uuid().nullable(),
});
export type StoreItem = z.infer<typeof StoreItemSchema>;

export const StoreItemsPageSchema = z
  .object({
    items: z.array(StoreItemSchema),
    /** The offset of the next page; null on the last one. */
    next_offset: z.number().int().nullable(),
    /** The store's aisles in their order (on the first page only; empty after). */
    aisles: z.array(z.object({ id: z.uuid(), name: z.string() })),
  })
  .meta({ id: 'StoreItemsPage' });
export type StoreItemsPage = z.infer<typeof StoreItemsPageSchema>;
