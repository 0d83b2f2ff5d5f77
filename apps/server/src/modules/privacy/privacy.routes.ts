import { ApiErrorSchema } from '@lekker/core/contracts/common';
import {
  AffectedQuerySchema,
  AffectedResultSchema,
  DeleteAccountResultSchema,
  DeleteAccountSchema,
} from '@lekker/core/contracts/privacy';
import { z } from 'zod';
import { AppError } from '../../domain/errors.ts';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { PrivacyAdminService } from './privacy-admin.service.ts';
import type { PrivacyDeletionService } from './privacy-deletion.service.ts';
import type { PrivacyExportService } from './privacy-export.service.ts';

/** Exports per person per hour: each one reads all their rows. */
export const EXPORT_LIMIT = { limit: 5, windowMs: 60 * 60_000 };

const unauthorized = { 401: jsonContent(ApiErrorSchema, 'Not signed in') };

const exportRoute = guardedRoute({
  method: 'get',
  path: '/me/export',
  audience: 'signed-in',
  tags: ['Privacy'],
  summary: 'Everything held about you (POPIA s23) as a ZIP: data.json, one CSV per table, your files',
  responses: {
    200: {
      content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
      description: 'The archive, streamed',
    },
    ...unauthorized,
    429: jsonContent(ApiErrorSchema, 'Too many exports this hour'),
  },
});
const deleteRoute = guardedRoute({
  method: 'delete',
  path: '/me',
  audience: 'signed-in',
  tags: ['Privacy'],
  summary:
    'Delete your account (POPIA s24) after typing your password: done now, or once an order under way has ended',
  request: jsonBody(DeleteAccountSchema),
  responses: {
    200: jsonContent(DeleteAccountResultSchema, 'Deleted, or waiting for an order to end'),
    400: jsonContent(ApiErrorSchema, 'Wrong password or invalid input'),
    ...unauthorized,
    409: jsonContent(ApiErrorSchema, 'Already deleted'),
    429: jsonContent(ApiErrorSchema, 'Too many attempts'),
  },
});
const affectedRoute = guardedRoute({
  method: 'post',
  path: '/admin/privacy/affected',
  audience: 'admin',
  tags: ['Privacy'],
  summary: 'The people a compromise concerns (POPIA s22), by order numbers, e-mail addresses or a time range',
  request: jsonBody(AffectedQuerySchema),
  responses: {
    200: jsonContent(AffectedResultSchema, 'The people to notify'),
    400: jsonContent(ApiErrorSchema, 'Invalid input'),
    ...unauthorized,
    403: jsonContent(ApiErrorSchema, 'Not an admin'),
  },
});

export function privacyRoutes(deps: {
  exports: PrivacyExportService;
  deletion: PrivacyDeletionService;
  admin: PrivacyAdminService;
  limiter: RateLimiter;
  audit: AuditRepository;
}) {
  return createRouter()
    .openapi(exportRoute, async (c) => {
      const viewer = await currentViewer(c);
      const allowed = await deps.limiter.check([
        { key: `privacy:export:${viewer.user.id}`, rule: EXPORT_LIMIT },
      ]);
      if (!allowed.allowed)
        throw new AppError(
          429,
          'rate_limited',
          'You have downloaded your data several times this hour. Please try again later.',
        );
      await deps.audit.append({
        actorId: viewer.user.id,
        actorEmail: viewer.user.email,
        action: 'privacy.exported',
        targetType: 'user',
        targetId: viewer.user.id,
        summary: 'Downloaded their own data (POPIA s23)',
      });
      const file = deps.exports.exportZip(viewer.user.id);
      return c.body(ReadableStream.from(file.body), 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${file.filename}"`,
        'cache-control': 'private, no-store',
      });
    })
    .openapi(deleteRoute, async (c) => {
      const viewer = await currentViewer(c);
      const result = await deps.deletion.deleteOwn(
        viewer.user.id,
        c.req.valid('json').password,
        c.req.raw.headers,
      );
      return c.json(DeleteAccountResultSchema.parse(result), 200);
    })
    .openapi(affectedRoute, async (c) =>
      c.json(
        AffectedResultSchema.parse(await deps.admin.affected(await currentViewer(c), c.req.valid('json'))),
        200,
      ),
    );
}
