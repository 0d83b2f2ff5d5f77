import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import {
  type StoreItemsPage,
  StoreItemsPageSchema,
  StoreItemsQuerySchema,
} from '@lekker/core/contracts/store-items';
import { notFound } from '../../domain/errors.ts';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import type { StoreItemsRepository } from './store-items.repository.ts';

const pageRoute = guardedRoute({
  method: 'get',
  audience: 'public',
  path: '/restaurants/{id}/items',
  tags: ['Catalogue'],
  summary: "A store's available items, 50 at a time by name: within an aisle, or matching a text (in SQL)",
  request: { params: UuidParamSchema, query: StoreItemsQuerySchema },
  responses: {
    200: jsonContent(StoreItemsPageSchema, 'One page of items'),
    400: jsonContent(ApiErrorSchema, 'A malformed id or query'),
    404: jsonContent(ApiErrorSchema, 'No such store'),
  },
});

/** In-store browsing and search (docs/decisions/070-grocery-substitutions.md#aisles-and-search). */
export function storeItemsRoutes(repo: StoreItemsRepository) {
  return createRouter().openapi(pageRoute, async (c) => {
    const { id } = c.req.valid('param');
    const q = c.req.valid('query');
    const store = await repo.store(id);
    if (!store?.isActive) throw notFound('Store not found.');
    const [rows, aisles] = await Promise.all([
      repo.page(id, { text: q.q || undefined, aisle: q.aisle, offset: q.offset, limit: q.limit }),
      q.offset === 0 ? repo.aisles(id) : Promise.resolve([]),
    ]);
    const page: StoreItemsPage = {
      items: rows.slice(0, q.limit).map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        price_cents: r.priceCents,
        image_url: r.imageUrl,
        aisle_id: r.categoryId,
      })),
      next_offset: rows.length > q.limit ? q.offset + q.limit : null,
      aisles,
    };
    return c.json(StoreItemsPageSchema.parse(page), 200);
  });
}
