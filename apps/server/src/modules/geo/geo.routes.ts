import { ApiErrorSchema } from '@lekker/core/contracts/common';
import { GeocodeRequestSchema, GeocodeResultSchema } from '@lekker/core/contracts/geo';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import type { GeoService } from './geo.service.ts';

const geocodeRoute = guardedRoute({
  method: 'post',
  audience: 'public',
  path: '/geocode',
  tags: ['Geo'],
  summary: 'Forward (address → position) or reverse (position → place) geocoding, South Africa',
  description:
    "Public. A forward lookup that finds nothing answers 200 `{ success: false, error: 'Address not found' }`; a " +
    "reverse lookup that names nothing answers the raw coordinates with precision 'coordinates'.",
  request: { body: { content: { 'application/json': { schema: GeocodeRequestSchema } }, required: true } },
  responses: {
    200: jsonContent(GeocodeResultSchema, 'The result (success false when an address is not found)'),
    400: jsonContent(ApiErrorSchema, 'A malformed body'),
    502: jsonContent(ApiErrorSchema, 'The geocoding provider failed (forward lookups only)'),
  },
});

export function geoRoutes(service: GeoService) {
  return createRouter().openapi(geocodeRoute, async (c) =>
    c.json(GeocodeResultSchema.parse(await service.geocode(c.req.valid('json'))), 200),
  );
}
