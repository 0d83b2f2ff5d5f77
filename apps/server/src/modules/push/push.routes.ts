import { OkSchema } from '@lekker/core/contracts/common';
import {
  PushDevicesSchema,
  PushSubscriptionBodySchema,
  PushSubscriptionSavedSchema,
  PushTestSentSchema,
  PushUnsubscribeBodySchema,
  VapidPublicKeySchema,
} from '@lekker/core/contracts/push';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { PushService } from './push.service.ts';

const writeErrors = errorResponses({
  400: 'Not a usable push subscription (the reason is in the message)',
  401: 'Not signed in',
  429: 'Too many changes; try again after Retry-After',
});

const publicKeyRoute = guardedRoute({
  method: 'get',
  path: '/push/vapid-public-key',
  audience: 'public',
  tags: ['Push'],
  summary: "The server's VAPID public key, for pushManager.subscribe({ applicationServerKey })",
  responses: { 200: jsonContent(VapidPublicKeySchema, 'The key') },
});

const subscribeRoute = guardedRoute({
  method: 'post',
  path: '/push/subscriptions',
  audience: 'signed-in',
  tags: ['Push'],
  summary: "Store this browser's push subscription (PushSubscription.toJSON()) for the caller",
  description:
    'One subscription per device (its endpoint). Sending an endpoint that exists moves it to the caller. Production accepts https endpoints of the browsers’ push services only.',
  request: jsonBody(PushSubscriptionBodySchema),
  responses: { 200: jsonContent(PushSubscriptionSavedSchema, 'Stored'), ...writeErrors },
});

const devicesRoute = guardedRoute({
  method: 'get',
  path: '/push/subscriptions',
  audience: 'signed-in',
  tags: ['Push'],
  summary: "The caller's devices that get pushes",
  responses: { 200: jsonContent(PushDevicesSchema, 'Devices'), ...errorResponses({ 401: 'Not signed in' }) },
});

const testRoute = guardedRoute({
  method: 'post',
  path: '/push/test',
  audience: 'signed-in',
  tags: ['Push'],
  summary: "Send a test notification to the caller's devices",
  responses: {
    200: jsonContent(PushTestSentSchema, 'Sent to at least one device'),
    ...errorResponses({
      401: 'Not signed in',
      409: 'No device of the caller has notifications on',
      429: 'Too many changes; try again after Retry-After',
      502: 'The push service did not take it',
    }),
  },
});

const unsubscribeRoute = guardedRoute({
  method: 'delete',
  path: '/push/subscriptions',
  audience: 'signed-in',
  tags: ['Push'],
  summary: "Forget this browser's push subscription (the caller's own only)",
  request: jsonBody(PushUnsubscribeBodySchema),
  responses: { 200: jsonContent(OkSchema, 'Forgotten (or was not yours to forget)'), ...writeErrors },
});

export function pushRoutes(service: PushService) {
  return createRouter()
    .openapi(publicKeyRoute, (c) => {
      c.header('cache-control', 'public, max-age=300');
      return c.json({ public_key: service.publicKey() }, 200);
    })
    .openapi(subscribeRoute, async (c) => {
      const viewer = await currentViewer(c);
      const saved = await service.subscribe(
        viewer.user.id,
        c.req.valid('json'),
        c.req.header('user-agent') ?? null,
      );
      return c.json(saved, 200);
    })
    .openapi(devicesRoute, async (c) => {
      const viewer = await currentViewer(c);
      return c.json(await service.devices(viewer.user.id), 200);
    })
    .openapi(testRoute, async (c) => {
      const viewer = await currentViewer(c);
      return c.json(await service.sendTest(viewer.user.id), 200);
    })
    .openapi(unsubscribeRoute, async (c) => {
      const viewer = await currentViewer(c);
      return c.json(await service.unsubscribe(viewer.user.id, c.req.valid('json').endpoint), 200);
    });
}
