import { ApiErrorSchema, OkSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import { AdminOrderMessagesSchema, DevOutboxResponseSchema } from '@lekker/core/contracts/messaging';
import { z } from 'zod';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import type { BulkSmsWebhookMessage } from './bulksms-provider.ts';
import type { DeliveryReports } from './delivery-reports.service.ts';
import type { MessageLog } from './message-log.service.ts';

const outboxRoute = guardedRoute({
  method: 'get',
  path: '/dev/outbox',
  audience: 'public',
  tags: ['Development'],
  summary: 'Dev outbox: push, SMS and WhatsApp messages the app sent, newest first (never in production)',
  responses: { 200: jsonContent(DevOutboxResponseSchema, 'Messages') },
});

/** Mounted only outside production (composition/api-routes.ts), like the dev mailbox. */
export function devOutboxRoutes(log: MessageLog) {
  return createRouter().openapi(outboxRoute, async (c) =>
    c.json(DevOutboxResponseSchema.parse(await log.outbox()), 200),
  );
}

const orderMessagesRoute = guardedRoute({
  method: 'get',
  path: '/admin/orders/{id}/messages',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'What was sent about an order: channel, masked number, delivery status, failures',
  request: { params: UuidParamSchema },
  responses: {
    200: jsonContent(AdminOrderMessagesSchema, 'Messages'),
    401: jsonContent(ApiErrorSchema, 'Not signed in'),
    403: jsonContent(ApiErrorSchema, 'Not an admin'),
  },
});

export function adminMessagesRoutes(log: MessageLog) {
  return createRouter().openapi(orderMessagesRoute, async (c) =>
    c.json(AdminOrderMessagesSchema.parse({ messages: await log.forOrder(c.req.valid('param').id) }), 200),
  );
}

const webhookAnswers = {
  200: jsonContent(OkSchema, 'Received'),
  401: jsonContent(ApiErrorSchema, 'Not signed by the provider'),
  404: jsonContent(ApiErrorSchema, 'No such webhook'),
};

const bulksmsRoute = guardedRoute({
  method: 'post',
  path: '/webhooks/bulksms/{token}',
  audience: 'public',
  tags: ['Webhooks'],
  summary: "BulkSMS's webhook: delivery reports (SENT) and replies (RECEIVED, STOP ends marketing)",
  description:
    'Called by BulkSMS with an array of messages. The path carries the secret BULKSMS_WEBHOOK_TOKEN, compared in ' +
    'constant time; a wrong one answers 404 like a missing route.',
  request: { params: z.object({ token: z.string().max(200) }) },
  responses: webhookAnswers,
});

const whatsappVerifyRoute = guardedRoute({
  method: 'get',
  path: '/webhooks/whatsapp',
  audience: 'public',
  tags: ['Webhooks'],
  summary: "WhatsApp's webhook subscription check: the challenge back when the verify token matches",
  request: {
    query: z.object({
      'hub.mode': z.string().optional(),
      'hub.verify_token': z.string().optional(),
      'hub.challenge': z.string().max(200).optional(),
    }),
  },
  responses: {
    200: { content: { 'text/plain': { schema: z.string() } }, description: 'The challenge' },
    401: jsonContent(ApiErrorSchema, 'Wrong verify token'),
    404: jsonContent(ApiErrorSchema, 'No such webhook'),
  },
});

const whatsappRoute = guardedRoute({
  method: 'post',
  path: '/webhooks/whatsapp',
  audience: 'public',
  tags: ['Webhooks'],
  summary: "WhatsApp Cloud API's webhook: message statuses (sent, delivered, read, failed) and replies",
  description: 'Verified by X-Hub-Signature-256 (HMAC-SHA256 of the raw body with WHATSAPP_APP_SECRET).',
  responses: webhookAnswers,
});

export function messagingWebhookRoutes(reports: DeliveryReports) {
  return createRouter()
    .openapi(bulksmsRoute, async (c) => {
      let entries: unknown;
      try {
        entries = JSON.parse(await c.req.text());
      } catch {
        entries = [];
      }
      const list = (Array.isArray(entries) ? entries : [entries]).filter(
        (e): e is BulkSmsWebhookMessage => typeof e === 'object' && e !== null,
      );
      await reports.bulksms(c.req.valid('param').token, list);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(whatsappVerifyRoute, async (c) => {
      const q = c.req.valid('query');
      const challenge = reports.whatsappChallenge({
        mode: q['hub.mode'],
        token: q['hub.verify_token'],
        challenge: q['hub.challenge'],
      });
      return c.text(challenge, 200);
    })
    .openapi(whatsappRoute, async (c) => {
      await reports.whatsapp(await c.req.text(), c.req.header('x-hub-signature-256'));
      return c.json({ ok: true as const }, 200);
    });
}
