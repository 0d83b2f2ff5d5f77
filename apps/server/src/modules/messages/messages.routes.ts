import { ApiErrorSchema, OkSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import {
  ConversationSchema,
  SendMessageSchema,
  SentMessageSchema,
  VenueConversationsSchema,
} from '@lekker/core/contracts/messages';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { MessagesService } from './messages.service.ts';

const tags = ['Messages'];
const errors = {
  400: jsonContent(ApiErrorSchema, 'Invalid input (an empty or over-long message)'),
  401: jsonContent(ApiErrorSchema, 'Not signed in'),
  404: jsonContent(ApiErrorSchema, "No such order — or not the caller's (customer, venue, driver or admin)"),
};

const getRoute = guardedRoute({
  method: 'get',
  audience: 'signed-in',
  path: '/orders/{id}/messages',
  tags,
  summary: "The order's conversation between its customer, venue and driver, with the caller's unread count",
  request: { params: UuidParamSchema },
  responses: { 200: jsonContent(ConversationSchema, 'The conversation'), ...errors },
});

const sendRoute = guardedRoute({
  method: 'post',
  audience: 'signed-in',
  path: '/orders/{id}/messages',
  tags,
  summary: 'Write in the order’s conversation (pushed live as message.created; rate-limited)',
  request: { params: UuidParamSchema, ...jsonBody(SendMessageSchema) },
  responses: {
    201: jsonContent(SentMessageSchema, 'The message as stored'),
    ...errors,
    409: jsonContent(ApiErrorSchema, 'Not placed yet, or closed 24 hours after the order ended'),
    429: jsonContent(ApiErrorSchema, 'Too many messages in a minute'),
  },
});

const readRoute = guardedRoute({
  method: 'post',
  audience: 'signed-in',
  path: '/orders/{id}/messages/read',
  tags,
  summary: "Mark the conversation read for the caller's side",
  request: { params: UuidParamSchema },
  responses: { 200: jsonContent(OkSchema, 'Marked read'), ...errors },
});

const inboxRoute = guardedRoute({
  method: 'get',
  audience: 'restaurant',
  path: '/restaurant/venues/{id}/conversations',
  tags,
  summary: "The venue's conversations: open ones and any with messages, latest first, with unread counts",
  request: { params: UuidParamSchema },
  responses: {
    200: jsonContent(VenueConversationsSchema, 'Conversations'),
    ...errors,
    403: jsonContent(ApiErrorSchema, 'Not a restaurant account'),
  },
});

export function messagesRoutes(service: MessagesService) {
  return createRouter()
    .openapi(getRoute, async (c) =>
      c.json(
        ConversationSchema.parse(await service.get(await currentViewer(c), c.req.valid('param').id)),
        200,
      ),
    )
    .openapi(sendRoute, async (c) => {
      const message = await service.send(
        await currentViewer(c),
        c.req.valid('param').id,
        c.req.valid('json').body,
      );
      return c.json(SentMessageSchema.parse({ message }), 201);
    })
    .openapi(readRoute, async (c) => {
      await service.markRead(await currentViewer(c), c.req.valid('param').id);
      return c.json(OkSchema.parse({ ok: true }), 200);
    })
    .openapi(inboxRoute, async (c) =>
      c.json(
        VenueConversationsSchema.parse(
          await service.venueInbox(await currentViewer(c), c.req.valid('param').id),
        ),
        200,
      ),
    );
}
