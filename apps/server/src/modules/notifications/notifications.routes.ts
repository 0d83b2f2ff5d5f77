import { ApiErrorSchema, OkSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import { NotificationsResponseSchema } from '@lekker/core/contracts/orders';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { NotificationsService } from './notifications.service.ts';

const common = { 401: jsonContent(ApiErrorSchema, 'Not signed in') };

const listRoute = guardedRoute({
  method: 'get',
  path: '/notifications',
  audience: 'signed-in',
  tags: ['Notifications'],
  summary: "The caller's notifications, newest first, with the unread count",
  responses: { 200: jsonContent(NotificationsResponseSchema, 'Notifications'), ...common },
});
const readRoute = guardedRoute({
  method: 'post',
  path: '/notifications/{id}/read',
  audience: 'signed-in',
  tags: ['Notifications'],
  summary: 'Mark one of your notifications as read',
  request: { params: UuidParamSchema },
  responses: {
    200: jsonContent(OkSchema, 'Marked'),
    ...common,
    404: jsonContent(ApiErrorSchema, 'Not yours or missing'),
  },
});
const readAllRoute = guardedRoute({
  method: 'post',
  path: '/notifications/read-all',
  audience: 'signed-in',
  tags: ['Notifications'],
  summary: 'Mark all your notifications as read',
  responses: { 200: jsonContent(OkSchema, 'Marked'), ...common },
});
const clearRoute = guardedRoute({
  method: 'delete',
  path: '/notifications',
  audience: 'signed-in',
  tags: ['Notifications'],
  summary: 'Clear all your notifications',
  responses: { 200: jsonContent(OkSchema, 'Cleared'), ...common },
});

export function notificationsRoutes(service: NotificationsService) {
  const viewerId = async (c: Parameters<typeof currentViewer>[0]) => (await currentViewer(c)).user.id;
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(NotificationsResponseSchema.parse(await service.list(await viewerId(c))), 200),
    )
    .openapi(readAllRoute, async (c) => {
      await service.markAllRead(await viewerId(c));
      return c.json({ ok: true as const }, 200);
    })
    .openapi(readRoute, async (c) => {
      await service.markRead(await viewerId(c), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(clearRoute, async (c) => {
      await service.clear(await viewerId(c));
      return c.json({ ok: true as const }, 200);
    });
}
