import { ApiErrorSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import {
  NotificationPreferencesSchema,
  NotificationPreferencesUpdateSchema,
  PhoneStartSchema,
  PhoneStatusSchema,
  PhoneVerifySchema,
  TestMessageResultSchema,
  VenueNotificationSettingsSchema,
  VenueNotificationSettingsUpdateSchema,
} from '@lekker/core/contracts/notification-preferences';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { PreferencesService } from './preferences.service.ts';
import type { VenueNotificationsService } from './venue-notifications.service.ts';

const error = (description: string) => jsonContent(ApiErrorSchema, description);
const unauthorized = { 401: error('Not signed in') };
const invalid = { 400: error('Invalid input') };
const tags = ['Notification preferences'];

const getRoute = guardedRoute({
  method: 'get',
  path: '/me/notification-preferences',
  audience: 'signed-in',
  tags,
  summary: 'Your phone, and per channel (push, SMS, WhatsApp) your order-update and marketing switches',
  responses: { 200: jsonContent(NotificationPreferencesSchema, 'The preferences'), ...unauthorized },
});
const putRoute = guardedRoute({
  method: 'put',
  path: '/me/notification-preferences',
  audience: 'signed-in',
  tags,
  summary: 'Change switches; turning marketing on or off records the consent with its wording and time',
  request: jsonBody(NotificationPreferencesUpdateSchema),
  responses: {
    200: jsonContent(NotificationPreferencesSchema, 'The preferences now'),
    ...invalid,
    ...unauthorized,
    422: error('Marketing on a channel that is not turned on'),
  },
});
const testRoute = guardedRoute({
  method: 'post',
  path: '/me/notification-preferences/test',
  audience: 'signed-in',
  tags,
  summary: 'Send yourself a test message on the channels order updates use',
  responses: {
    200: jsonContent(TestMessageResultSchema, 'Queued on these channels'),
    ...unauthorized,
    409: error('No channel turned on'),
  },
});
const startPhoneRoute = guardedRoute({
  method: 'post',
  path: '/me/phone',
  audience: 'signed-in',
  tags,
  summary: 'Add or change your phone: a 6-digit code is sent to it by SMS (valid 10 minutes)',
  request: jsonBody(PhoneStartSchema),
  responses: {
    200: jsonContent(PhoneStatusSchema, 'Code sent'),
    ...invalid,
    ...unauthorized,
    409: error('Already verified'),
    423: error('Locked after 5 wrong codes'),
    429: error('A code was sent too recently, or too many this hour'),
  },
});
const verifyPhoneRoute = guardedRoute({
  method: 'post',
  path: '/me/phone/verify',
  audience: 'signed-in',
  tags,
  summary: 'Enter the code; 5 wrong codes lock for 10 minutes',
  request: jsonBody(PhoneVerifySchema),
  responses: {
    200: jsonContent(PhoneStatusSchema, 'Verified'),
    ...invalid,
    ...unauthorized,
    409: error('No verification under way'),
    422: error('Wrong or expired code'),
    423: error('Locked after 5 wrong codes'),
  },
});
const venueGetRoute = guardedRoute({
  method: 'get',
  path: '/restaurant/venues/{id}/notification-settings',
  audience: 'restaurant',
  tags,
  summary: "The venue's escalation SMS phone and which members get a push for each new order",
  request: { params: UuidParamSchema },
  responses: {
    200: jsonContent(VenueNotificationSettingsSchema, 'The settings'),
    ...invalid,
    ...unauthorized,
    403: error('Not a restaurant account'),
    404: error('No such venue, or not yours'),
  },
});
const venuePutRoute = guardedRoute({
  method: 'put',
  path: '/restaurant/venues/{id}/notification-settings',
  audience: 'restaurant',
  tags,
  summary: 'Change the SMS phone (owners only; empty clears it) or members’ new-order pushes',
  request: { params: UuidParamSchema, ...jsonBody(VenueNotificationSettingsUpdateSchema) },
  responses: {
    200: jsonContent(VenueNotificationSettingsSchema, 'The settings now'),
    ...invalid,
    ...unauthorized,
    403: error('Not an owner, or the venue is suspended'),
    404: error('No such venue, or not yours'),
    422: error('Not a member of this venue'),
  },
});

export function preferencesRoutes(service: PreferencesService, venues: VenueNotificationsService) {
  const viewerId = async (c: Parameters<typeof currentViewer>[0]) => (await currentViewer(c)).user.id;
  return createRouter()
    .openapi(getRoute, async (c) =>
      c.json(NotificationPreferencesSchema.parse(await service.get(await viewerId(c))), 200),
    )
    .openapi(putRoute, async (c) =>
      c.json(
        NotificationPreferencesSchema.parse(await service.update(await viewerId(c), c.req.valid('json'))),
        200,
      ),
    )
    .openapi(testRoute, async (c) =>
      c.json(TestMessageResultSchema.parse({ channels: await service.sendTest(await viewerId(c)) }), 200),
    )
    .openapi(startPhoneRoute, async (c) =>
      c.json(
        PhoneStatusSchema.parse(
          await service.startPhoneVerification(await viewerId(c), c.req.valid('json').phone),
        ),
        200,
      ),
    )
    .openapi(verifyPhoneRoute, async (c) =>
      c.json(
        PhoneStatusSchema.parse(await service.verifyPhone(await viewerId(c), c.req.valid('json').code)),
        200,
      ),
    )
    .openapi(venueGetRoute, async (c) =>
      c.json(
        VenueNotificationSettingsSchema.parse(
          await venues.get(await currentViewer(c), c.req.valid('param').id),
        ),
        200,
      ),
    )
    .openapi(venuePutRoute, async (c) =>
      c.json(
        VenueNotificationSettingsSchema.parse(
          await venues.update(await currentViewer(c), c.req.valid('param').id, c.req.valid('json')),
        ),
        200,
      ),
    );
}
