import { ApiErrorSchema } from '@lekker/core/contracts/common';
import { SearchQuerySchema, SearchResponseSchema } from '@lekker/core/contracts/search';
import { AppError } from '../../domain/errors.ts';
import { reportCatalogueVersion } from '../../http/catalogue-cache.ts';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import type { SearchService } from './search.service.ts';

const searchRoute = guardedRoute({
  method: 'get',
  audience: 'public',
  path: '/search',
  tags: ['Search'],
  summary: 'Restaurants and dishes matching a text, grouped by restaurant, ranked, radius-limited',
  description:
    'Matches names, cuisines and descriptions of active restaurants and of their available dishes, ignoring case ' +
    'and accents and tolerating small typos. With lat/lng, restaurants beyond their own service radius are left out.',
  request: { query: SearchQuerySchema },
  responses: {
    200: jsonContent(SearchResponseSchema, 'Results, best first'),
    400: jsonContent(ApiErrorSchema, 'A malformed parameter (e.g. q shorter than 2 characters)'),
  },
});

export function searchRoutes(service: SearchService) {
  // Not parsed again on the way out (a hot path); the route tests check the answers against the contract.
  return createRouter().openapi(searchRoute, async (c) => {
    const { response, catalogueVersion } = await service
      .searchAt(c.req.valid('query'))
      .catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'search_busy') c.header('Retry-After', '2');
        throw error;
      });
    // The answer cache may label the answer with it (decision 036's `versionInAnswer`): read before its data.
    reportCatalogueVersion(c, catalogueVersion);
    return c.json(response, 200);
  });
}
