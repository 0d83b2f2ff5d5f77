import { ApiErrorSchema, OkSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import {
  NearbyStoriesQuerySchema,
  NearbyStoriesSchema,
  PostStoryQuerySchema,
  VenueStoriesSchema,
  VenueStoryParamsSchema,
  VenueStorySchema,
} from '@lekker/core/contracts/stories';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import { imageRequestBody, imageUploadErrors, uploadBodyOf } from '../../http/upload-body.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { StoriesService } from './stories.service.ts';

/** A story's photo streams up to 5 MB and limits itself: app.ts exempts it from the global 1 MB body limit. */
const STORY_UPLOAD = /^\/api\/restaurant\/venues\/[0-9a-f-]{36}\/stories$/i;
export const isStoryUpload = (method: string, path: string) => method === 'POST' && STORY_UPLOAD.test(path);

const error = (description: string) => jsonContent(ApiErrorSchema, description);
const tags = ['Stories'];
const venueErrors = {
  400: error('Invalid input'),
  401: error('Not signed in'),
  403: error('Not a restaurant account'),
  404: error('No such venue or story — or not yours'),
};

const nearbyRoute = guardedRoute({
  method: 'get',
  audience: 'public',
  path: '/stories',
  tags,
  summary: 'Live stories of venues that deliver to a point (within 20 km), nearest venue first',
  request: { query: NearbyStoriesQuerySchema },
  responses: {
    200: jsonContent(NearbyStoriesSchema, 'Venues with their stories'),
    400: error('Invalid point'),
  },
});

const viewRoute = guardedRoute({
  method: 'post',
  audience: 'signed-in',
  path: '/stories/{id}/view',
  tags,
  summary: 'Count that the caller saw a story (once per person; the owner sees the count)',
  request: { params: UuidParamSchema },
  responses: {
    200: jsonContent(OkSchema, 'Counted'),
    400: error('A malformed id'),
    401: error('Not signed in'),
    404: error('No such live story'),
  },
});

const venueListRoute = guardedRoute({
  method: 'get',
  audience: 'restaurant',
  path: '/restaurant/venues/{id}/stories',
  tags,
  summary: "The venue's live stories, newest first, with view counts",
  request: { params: UuidParamSchema },
  responses: { 200: jsonContent(VenueStoriesSchema, 'Stories'), ...venueErrors },
});

const postRoute = guardedRoute({
  method: 'post',
  audience: 'restaurant',
  path: '/restaurant/venues/{id}/stories',
  tags,
  summary:
    'Post a story: the photo is the raw body (resized, stored publicly); caption and dish in the query',
  request: {
    params: UuidParamSchema,
    query: PostStoryQuerySchema,
    body: imageRequestBody,
  },
  responses: {
    201: jsonContent(VenueStorySchema, 'The story, live for 24 hours'),
    ...venueErrors,
    409: error('Already 10 live stories'),
    ...imageUploadErrors,
    422: error('The dish is not on this menu'),
  },
});

const deleteRoute = guardedRoute({
  method: 'delete',
  audience: 'restaurant',
  path: '/restaurant/venues/{id}/stories/{storyId}',
  tags,
  summary: 'Take a story down now (its photo is removed)',
  request: { params: VenueStoryParamsSchema },
  responses: { 200: jsonContent(OkSchema, 'Removed'), ...venueErrors },
});

export function storiesRoutes(service: StoriesService) {
  return createRouter()
    .openapi(nearbyRoute, async (c) => {
      const { lat, lng } = c.req.valid('query');
      return c.json(NearbyStoriesSchema.parse(await service.nearby({ latitude: lat, longitude: lng })), 200);
    })
    .openapi(viewRoute, async (c) => {
      await service.recordView(await currentViewer(c), c.req.valid('param').id);
      return c.json(OkSchema.parse({ ok: true }), 200);
    })
    .openapi(venueListRoute, async (c) => {
      const stories = await service.listForVenue(await currentViewer(c), c.req.valid('param').id);
      return c.json(VenueStoriesSchema.parse({ stories }), 200);
    })
    .openapi(postRoute, async (c) => {
      const { caption, menu_item_id } = c.req.valid('query');
      const story = await service.post(
        await currentViewer(c),
        c.req.valid('param').id,
        { caption, menuItemId: menu_item_id },
        uploadBodyOf(c),
      );
      return c.json(VenueStorySchema.parse(story), 201);
    })
    .openapi(deleteRoute, async (c) => {
      const { id, storyId } = c.req.valid('param');
      await service.remove(await currentViewer(c), id, storyId);
      return c.json(OkSchema.parse({ ok: true }), 200);
    });
}
