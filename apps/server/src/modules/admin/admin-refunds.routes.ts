import { AdminOrderDetailSchema, RefundResolveSchema } from '@lekker/core/contracts/admin';
import { z } from 'zod';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { RefundRecoveryService } from '../ledger/refund-recovery.service.ts';
import type { AdminConsoleService } from './admin-console.service.ts';
import { adminErrors } from './admin-http.ts';

const errors = { ...adminErrors, ...errorResponses({ 409: 'Not possible in the current state' }) };
const RefundParamSchema = z.object({ id: z.uuid(), refundId: z.uuid() });

// A refund left pending or failed (docs/decisions/045-pending-refunds.md): admins only, audited.
const retryRoute = guardedRoute({
  method: 'post',
  path: '/admin/orders/{id}/refunds/{refundId}/retry',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Retry a pending refund (asks PayFast first) or a failed one (sent again on the same payment)',
  request: { params: RefundParamSchema },
  responses: { 200: jsonContent(AdminOrderDetailSchema, 'The order after the retry'), ...errors },
});
const resolveRoute = guardedRoute({
  method: 'post',
  path: '/admin/orders/{id}/refunds/{refundId}/resolve',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Mark a pending refund (confirmed at PayFast) or a failed one resolved, with a reason',
  request: { params: RefundParamSchema, ...jsonBody(RefundResolveSchema) },
  responses: { 200: jsonContent(AdminOrderDetailSchema, 'The order after the resolution'), ...errors },
});

export function adminRefundsRoutes(recovery: RefundRecoveryService, console: AdminConsoleService) {
  return createRouter()
    .openapi(retryRoute, async (c) => {
      const viewer = await currentViewer(c);
      const { id, refundId } = c.req.valid('param');
      await recovery.retry(id, refundId, { id: viewer.user.id, email: viewer.user.email });
      return c.json(AdminOrderDetailSchema.parse(await console.detail(id)), 200);
    })
    .openapi(resolveRoute, async (c) => {
      const viewer = await currentViewer(c);
      const { id, refundId } = c.req.valid('param');
      await recovery.resolve(id, refundId, c.req.valid('json').reason, {
        id: viewer.user.id,
        email: viewer.user.email,
      });
      return c.json(AdminOrderDetailSchema.parse(await console.detail(id)), 200);
    });
}
