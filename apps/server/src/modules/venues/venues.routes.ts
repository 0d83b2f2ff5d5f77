import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import {
  AdminMenuItemSchema,
  AdminMenuSchema,
  BulkSoldOutSchema,
  CreateCategorySchema,
  CreateMenuItemSchema,
  MenuCategoryParamsSchema,
  MenuItemParamsSchema,
  RenameCategorySchema,
  ReorderCategoriesSchema,
  UpdateMenuItemSchema,
} from '@lekker/core/contracts/menu-admin';
import {
  GoLiveChecklistSchema,
  PauseRequestSchema,
  UpdateVenueSettingsSchema,
  VenueImageParamsSchema,
  VenueSettingsSchema,
} from '@lekker/core/contracts/venues';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonBody, jsonContent } from '../../http/responses.ts';
import { imageRequestBody, imageUploadErrors, uploadBodyOf } from '../../http/upload-body.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { VenuesService } from './venues.service.ts';

/** Image uploads stream up to 5 MB and limit themselves: app.ts exempts them from the global 1 MB body limit. */
const IMAGE_UPLOAD =
  /^\/api\/restaurant\/venues\/[0-9a-f-]{36}\/(images\/(logo|cover)|menu\/items\/[0-9a-f-]{36}\/image)$/i;
export const isVenueImageUpload = (method: string, path: string) =>
  method === 'PUT' && IMAGE_UPLOAD.test(path);

const error = (description: string) => jsonContent(ApiErrorSchema, description);
const common = {
  400: error('Invalid input'),
  401: error('Not signed in'),
  403: error('Not a restaurant account'),
  404: error('No such venue, category or item — or not yours (code not_found)'),
};
const tags = ['Restaurant venue'];
const imageBody = { body: imageRequestBody };
const imageErrors = imageUploadErrors;

const settingsRoute = guardedRoute({
  method: 'get',
  path: '/restaurant/venues/{id}/settings',
  audience: 'restaurant',
  tags,
  summary: "The venue's settings and its open status now",
  request: { params: UuidParamSchema },
  responses: { 200: jsonContent(VenueSettingsSchema, 'The settings'), ...common },
});

const updateSettingsRoute = guardedRoute({
  method: 'patch',
  path: '/restaurant/venues/{id}/settings',
  audience: 'restaurant',
  tags,
  summary:
    'Change settings (only the fields sent): details, pin, radius, hours, closed dates, load-shedding plan',
  request: { params: UuidParamSchema, ...jsonBody(UpdateVenueSettingsSchema) },
  responses: {
    200: jsonContent(VenueSettingsSchema, 'The updated settings'),
    ...common,
    422: error('Would take a live venue off the map or clear its hours'),
  },
});

const pauseRoute = guardedRoute({
  method: 'post',
  path: '/restaurant/venues/{id}/pause',
  audience: 'restaurant',
  tags,
  summary: 'Close for the next 30 or 60 minutes or until tomorrow, or resume now',
  request: { params: UuidParamSchema, ...jsonBody(PauseRequestSchema) },
  responses: { 200: jsonContent(VenueSettingsSchema, 'The updated settings'), ...common },
});

const venueImageRoute = guardedRoute({
  method: 'put',
  path: '/restaurant/venues/{id}/images/{kind}',
  audience: 'restaurant',
  tags,
  summary: 'Upload the logo or cover image (raw body), resized and stored publicly as WebP',
  request: { params: VenueImageParamsSchema, ...imageBody },
  responses: {
    200: jsonContent(VenueSettingsSchema, 'The updated settings'),
    ...common,
    ...imageErrors,
  },
});

const goLiveGetRoute = guardedRoute({
  method: 'get',
  path: '/restaurant/venues/{id}/go-live',
  audience: 'restaurant',
  tags,
  summary: 'The go-live checklist: pin, hours, at least 5 available items, logo',
  request: { params: UuidParamSchema },
  responses: { 200: jsonContent(GoLiveChecklistSchema, 'The checklist'), ...common },
});

const goLivePostRoute = guardedRoute({
  method: 'post',
  path: '/restaurant/venues/{id}/go-live',
  audience: 'restaurant',
  tags,
  summary: 'Go live (customers see the venue) once the checklist is complete',
  request: { params: UuidParamSchema },
  responses: {
    200: jsonContent(GoLiveChecklistSchema, 'Live (also when it already was)'),
    ...common,
    422: error('The checklist is incomplete; `fields` names each missing item'),
  },
});

const menuRoute = guardedRoute({
  method: 'get',
  path: '/restaurant/venues/{id}/menu',
  audience: 'restaurant',
  tags,
  summary: 'The whole menu as the owner edits it: categories in order, every item',
  request: { params: UuidParamSchema },
  responses: { 200: jsonContent(AdminMenuSchema, 'The menu'), ...common },
});

const createCategoryRoute = guardedRoute({
  method: 'post',
  path: '/restaurant/venues/{id}/menu/categories',
  audience: 'restaurant',
  tags,
  summary: 'Add a category at the end',
  request: { params: UuidParamSchema, ...jsonBody(CreateCategorySchema) },
  responses: {
    201: jsonContent(AdminMenuSchema, 'The menu'),
    ...common,
    409: error('A category of that name exists'),
  },
});

const reorderCategoriesRoute = guardedRoute({
  method: 'put',
  path: '/restaurant/venues/{id}/menu/categories/order',
  audience: 'restaurant',
  tags,
  summary: 'Put the categories in a new order (every category id once)',
  request: { params: UuidParamSchema, ...jsonBody(ReorderCategoriesSchema) },
  responses: {
    200: jsonContent(AdminMenuSchema, 'The menu'),
    ...common,
    422: error('Not exactly the venue categories'),
  },
});

const renameCategoryRoute = guardedRoute({
  method: 'patch',
  path: '/restaurant/venues/{id}/menu/categories/{categoryId}',
  audience: 'restaurant',
  tags,
  summary: 'Rename a category',
  request: { params: MenuCategoryParamsSchema, ...jsonBody(RenameCategorySchema) },
  responses: {
    200: jsonContent(AdminMenuSchema, 'The menu'),
    ...common,
    409: error('A category of that name exists'),
  },
});

const deleteCategoryRoute = guardedRoute({
  method: 'delete',
  path: '/restaurant/venues/{id}/menu/categories/{categoryId}',
  audience: 'restaurant',
  tags,
  summary: 'Delete an empty category',
  request: { params: MenuCategoryParamsSchema },
  responses: {
    200: jsonContent(AdminMenuSchema, 'The menu'),
    ...common,
    409: error('The category still has items'),
  },
});

const createItemRoute = guardedRoute({
  method: 'post',
  path: '/restaurant/venues/{id}/menu/items',
  audience: 'restaurant',
  tags,
  summary: 'Add a menu item (price in cents)',
  request: { params: UuidParamSchema, ...jsonBody(CreateMenuItemSchema) },
  responses: {
    201: jsonContent(AdminMenuItemSchema, 'The item'),
    ...common,
    422: error('Unknown category'),
  },
});

const updateItemRoute = guardedRoute({
  method: 'patch',
  path: '/restaurant/venues/{id}/menu/items/{itemId}',
  audience: 'restaurant',
  tags,
  summary:
    'Change an item (only the fields sent); sold_out_today marks it sold out for today (until the session of its opening hours ends, else local midnight)',
  request: { params: MenuItemParamsSchema, ...jsonBody(UpdateMenuItemSchema) },
  responses: {
    200: jsonContent(AdminMenuItemSchema, 'The item'),
    ...common,
    422: error('Unknown category'),
  },
});

const itemImageRoute = guardedRoute({
  method: 'put',
  path: '/restaurant/venues/{id}/menu/items/{itemId}/image',
  audience: 'restaurant',
  tags,
  summary: "Upload an item's photo (raw body), resized and stored publicly as WebP",
  request: { params: MenuItemParamsSchema, ...imageBody },
  responses: { 200: jsonContent(AdminMenuItemSchema, 'The item'), ...common, ...imageErrors },
});

const bulkSoldOutRoute = guardedRoute({
  method: 'post',
  path: '/restaurant/venues/{id}/menu/sold-out',
  audience: 'restaurant',
  tags,
  summary:
    'Mark items sold out today (until the session ends, else local midnight) or back in stock, all or nothing',
  request: { params: UuidParamSchema, ...jsonBody(BulkSoldOutSchema) },
  responses: { 200: jsonContent(AdminMenuSchema, 'The menu'), ...common },
});

export function venuesRoutes(service: VenuesService) {
  return createRouter()
    .openapi(settingsRoute, async (c) => {
      const s = await service.settings(await currentViewer(c), c.req.valid('param').id);
      return c.json(VenueSettingsSchema.parse(s), 200);
    })
    .openapi(updateSettingsRoute, async (c) => {
      const viewer = await currentViewer(c);
      const s = await service.updateSettings(viewer, c.req.valid('param').id, c.req.valid('json'));
      return c.json(VenueSettingsSchema.parse(s), 200);
    })
    .openapi(pauseRoute, async (c) => {
      const viewer = await currentViewer(c);
      const s = await service.pause(viewer, c.req.valid('param').id, c.req.valid('json'));
      return c.json(VenueSettingsSchema.parse(s), 200);
    })
    .openapi(venueImageRoute, async (c) => {
      const viewer = await currentViewer(c);
      const { id, kind } = c.req.valid('param');
      const s = await service.uploadVenueImage(viewer, id, kind, uploadBodyOf(c));
      return c.json(VenueSettingsSchema.parse(s), 200);
    })
    .openapi(goLiveGetRoute, async (c) => {
      const r = await service.goLiveChecklist(await currentViewer(c), c.req.valid('param').id);
      return c.json(GoLiveChecklistSchema.parse(r), 200);
    })
    .openapi(goLivePostRoute, async (c) => {
      const r = await service.goLive(await currentViewer(c), c.req.valid('param').id);
      return c.json(GoLiveChecklistSchema.parse(r), 200);
    })
    .openapi(menuRoute, async (c) => {
      const m = await service.menu(await currentViewer(c), c.req.valid('param').id);
      return c.json(AdminMenuSchema.parse(m), 200);
    })
    .openapi(createCategoryRoute, async (c) => {
      const viewer = await currentViewer(c);
      const m = await service.createCategory(viewer, c.req.valid('param').id, c.req.valid('json').name);
      return c.json(AdminMenuSchema.parse(m), 201);
    })
    .openapi(reorderCategoriesRoute, async (c) => {
      const viewer = await currentViewer(c);
      const m = await service.reorderCategories(viewer, c.req.valid('param').id, c.req.valid('json').ids);
      return c.json(AdminMenuSchema.parse(m), 200);
    })
    .openapi(renameCategoryRoute, async (c) => {
      const viewer = await currentViewer(c);
      const { id, categoryId } = c.req.valid('param');
      const m = await service.renameCategory(viewer, id, categoryId, c.req.valid('json').name);
      return c.json(AdminMenuSchema.parse(m), 200);
    })
    .openapi(deleteCategoryRoute, async (c) => {
      const viewer = await currentViewer(c);
      const { id, categoryId } = c.req.valid('param');
      return c.json(AdminMenuSchema.parse(await service.deleteCategory(viewer, id, categoryId)), 200);
    })
    .openapi(createItemRoute, async (c) => {
      const viewer = await currentViewer(c);
      const item = await service.createItem(viewer, c.req.valid('param').id, c.req.valid('json'));
      return c.json(AdminMenuItemSchema.parse(item), 201);
    })
    .openapi(updateItemRoute, async (c) => {
      const viewer = await currentViewer(c);
      const { id, itemId } = c.req.valid('param');
      const item = await service.updateItem(viewer, id, itemId, c.req.valid('json'));
      return c.json(AdminMenuItemSchema.parse(item), 200);
    })
    .openapi(itemImageRoute, async (c) => {
      const viewer = await currentViewer(c);
      const { id, itemId } = c.req.valid('param');
      const item = await service.uploadItemImage(viewer, id, itemId, uploadBodyOf(c));
      return c.json(AdminMenuItemSchema.parse(item), 200);
    })
    .openapi(bulkSoldOutRoute, async (c) => {
      const viewer = await currentViewer(c);
      const m = await service.bulkSoldOut(viewer, c.req.valid('param').id, c.req.valid('json'));
      return c.json(AdminMenuSchema.parse(m), 200);
    });
}
