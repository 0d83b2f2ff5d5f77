import {
  AdminDriverListSchema,
  AdminDriverSchema,
  AdminJobListSchema,
  AdminNoteSchema,
  AdminOrderDetailSchema,
  AdminOrderListSchema,
  AdminOrdersQuerySchema,
  AdminOverviewSchema,
  AdminReasonSchema,
  AdminRestaurantListSchema,
  AdminRestaurantSchema,
  AdminUserListSchema,
  AdminUserSchema,
  AdminUsersQuerySchema,
  AuditListSchema,
  AuditQuerySchema,
  CommissionRateSchema,
  MarkPaidSchema,
  PayoutWeekSchema,
  RefundRequestSchema,
  RoleChangeSchema,
  WeekQuerySchema,
} from '@lekker/core/contracts/admin';
import { OkSchema, UuidParamSchema } from '@lekker/core/contracts/common';
import { z } from 'zod';
import { guardedRoute } from '../../http/guard.ts';
import { NO_STORE } from '../../http/no-store.ts';
import { createRouter } from '../../http/openapi.ts';
import { errorResponses, jsonBody, jsonContent } from '../../http/responses.ts';
import { currentViewer } from '../../http/viewer.ts';
import type { AdminConsoleService } from './admin-console.service.ts';
import { adminErrors, UserParamSchema } from './admin-http.ts';
import type { AdminMoneyService } from './admin-money.service.ts';

const errors = { ...adminErrors, ...errorResponses({ 409: 'Not possible in the current state' }) };

// Every route here is for admins only (canAccessAdminPanel: the roles table, read again).
const overviewRoute = guardedRoute({
  method: 'get',
  path: '/admin/overview',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Operations overview: orders today and live, GMV and revenue (ledger), drivers, venues, lateness',
  responses: { 200: jsonContent(AdminOverviewSchema, 'Overview'), ...errors },
});
const boardRoute = guardedRoute({
  method: 'get',
  path: '/admin/orders',
  audience: 'admin',
  tags: ['Admin'],
  summary:
    'Live orders board; exceptions=1 for the exception queue (worst first); search by number, e-mail, phone',
  request: { query: AdminOrdersQuerySchema },
  responses: { 200: jsonContent(AdminOrderListSchema, 'Orders'), ...errors },
});
const detailRoute = guardedRoute({
  method: 'get',
  path: '/admin/orders/{id}',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'One order with its timeline, ledger lines, refunds and audit notes',
  request: { params: UuidParamSchema },
  responses: { 200: jsonContent(AdminOrderDetailSchema, 'The order'), ...errors },
});
const refundRoute = guardedRoute({
  method: 'post',
  path: '/admin/orders/{id}/refund',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Refund all or part of what was paid (PayFast API or simulator), idempotent by key',
  request: { params: UuidParamSchema, ...jsonBody(RefundRequestSchema) },
  responses: { 200: jsonContent(AdminOrderDetailSchema, 'The order after the refund'), ...errors },
});
const noteRoute = guardedRoute({
  method: 'post',
  path: '/admin/orders/{id}/notes',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Add an internal note to an order (kept in the audit log)',
  request: { params: UuidParamSchema, ...jsonBody(AdminNoteSchema) },
  responses: { 200: jsonContent(AdminOrderDetailSchema, 'The order'), ...errors },
});
const unassignRoute = guardedRoute({
  method: 'post',
  path: '/admin/orders/{id}/unassign-driver',
  audience: 'admin',
  tags: ['Admin'],
  summary:
    'Take the driver off an order before pickup, with a reason (audited); it goes back to the job feed',
  request: { params: UuidParamSchema, ...jsonBody(AdminReasonSchema) },
  responses: { 200: jsonContent(AdminOrderDetailSchema, 'The order'), ...errors },
});

const usersRoute = guardedRoute({
  method: 'get',
  path: '/admin/users',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Search users by e-mail, name or phone, with their roles',
  request: { query: AdminUsersQuerySchema },
  responses: { 200: jsonContent(AdminUserListSchema, 'Users'), ...errors },
});
const grantRoute = guardedRoute({
  method: 'post',
  path: '/admin/users/{id}/roles/grant',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Grant the admin, restaurant or driver role, with a reason (audited)',
  request: { params: UserParamSchema, ...jsonBody(RoleChangeSchema) },
  responses: { 200: jsonContent(AdminUserSchema, 'The user'), ...errors },
});
const revokeRoute = guardedRoute({
  method: 'post',
  path: '/admin/users/{id}/roles/revoke',
  audience: 'admin',
  tags: ['Admin'],
  summary:
    'Revoke a role, with a reason (audited); an admin cannot remove their own admin role, nor the last admin',
  request: { params: UserParamSchema, ...jsonBody(RoleChangeSchema) },
  responses: { 200: jsonContent(AdminUserSchema, 'The user'), ...errors },
});
const signOutRoute = guardedRoute({
  method: 'post',
  path: '/admin/users/{id}/sign-out',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Sign a user out on every device, with a reason (audited)',
  request: { params: UserParamSchema, ...jsonBody(AdminReasonSchema) },
  responses: { 200: jsonContent(OkSchema, 'Signed out'), ...errors },
});
const suspendUserRoute = guardedRoute({
  method: 'post',
  path: '/admin/users/{id}/suspend',
  audience: 'admin',
  tags: ['Admin'],
  summary:
    "Suspend a person's account with a reason: signed out everywhere, sign-in refused until reinstated",
  request: { params: UserParamSchema, ...jsonBody(AdminReasonSchema) },
  responses: { 200: jsonContent(AdminUserSchema, 'The user'), ...errors },
});
const reinstateUserRoute = guardedRoute({
  method: 'post',
  path: '/admin/users/{id}/reinstate',
  audience: 'admin',
  tags: ['Admin'],
  summary: "Lift an account's suspension, with a reason",
  request: { params: UserParamSchema, ...jsonBody(AdminReasonSchema) },
  responses: { 200: jsonContent(AdminUserSchema, 'The user'), ...errors },
});

const restaurantsRoute = guardedRoute({
  method: 'get',
  path: '/admin/restaurants',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'All venues with status, commission and 30-day orders; search by name or address',
  request: { query: AdminUsersQuerySchema },
  responses: { 200: jsonContent(AdminRestaurantListSchema, 'Venues'), ...errors },
});
const suspendRestaurantRoute = guardedRoute({
  method: 'post',
  path: '/admin/restaurants/{id}/suspend',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Suspend a venue with a reason (e-mailed to its owners)',
  request: { params: UuidParamSchema, ...jsonBody(AdminReasonSchema) },
  responses: { 200: jsonContent(AdminRestaurantSchema, 'The venue'), ...errors },
});
const activateRestaurantRoute = guardedRoute({
  method: 'post',
  path: '/admin/restaurants/{id}/activate',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Activate a venue with a reason (e-mailed to its owners)',
  request: { params: UuidParamSchema, ...jsonBody(AdminReasonSchema) },
  responses: { 200: jsonContent(AdminRestaurantSchema, 'The venue'), ...errors },
});
const commissionRoute = guardedRoute({
  method: 'put',
  path: '/admin/restaurants/{id}/commission',
  audience: 'admin',
  tags: ['Admin'],
  summary: "Set a venue's commission rate (basis points; applies to orders delivered from now on)",
  request: { params: UuidParamSchema, ...jsonBody(CommissionRateSchema) },
  responses: { 200: jsonContent(AdminRestaurantSchema, 'The venue'), ...errors },
});

const driversRoute = guardedRoute({
  method: 'get',
  path: '/admin/drivers',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Drivers with status, online state and last position',
  request: { query: AdminUsersQuerySchema },
  responses: { 200: jsonContent(AdminDriverListSchema, 'Drivers'), ...errors },
});
const suspendDriverRoute = guardedRoute({
  method: 'post',
  path: '/admin/drivers/{id}/suspend',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Suspend a driver with a reason (they go offline)',
  request: { params: UserParamSchema, ...jsonBody(AdminReasonSchema) },
  responses: { 200: jsonContent(AdminDriverSchema, 'The driver'), ...errors },
});
const reinstateDriverRoute = guardedRoute({
  method: 'post',
  path: '/admin/drivers/{id}/reinstate',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Reinstate a suspended driver, with a reason',
  request: { params: UserParamSchema, ...jsonBody(AdminReasonSchema) },
  responses: { 200: jsonContent(AdminDriverSchema, 'The driver'), ...errors },
});

const payoutsRoute = guardedRoute({
  method: 'get',
  path: '/admin/payouts',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Weekly venue statements and driver earnings (Mon–Sun, Africa/Johannesburg) from the ledger',
  request: { query: WeekQuerySchema },
  responses: { 200: jsonContent(PayoutWeekSchema, 'The week'), ...errors },
});
const markPaidRoute = guardedRoute({
  method: 'post',
  path: '/admin/payouts/mark-paid',
  audience: 'admin',
  tags: ['Admin'],
  summary:
    "Mark a venue's or driver's ended week paid, with the bank reference (409: week_not_closed, no_bank_details, nothing_due)",
  request: jsonBody(MarkPaidSchema),
  responses: { 200: jsonContent(PayoutWeekSchema, 'The week'), ...errors },
});
const exportRoute = guardedRoute({
  method: 'get',
  path: '/admin/payouts/export',
  audience: 'admin',
  tags: ['Admin'],
  summary:
    "The week's unpaid payouts with bank details as a bulk-EFT CSV (generic SA bank CSV layout, docs/decisions/024); 409 week_not_closed while the week runs",
  request: { query: WeekQuerySchema },
  responses: { 200: { content: { 'text/csv': { schema: z.string() } }, description: 'CSV' }, ...errors },
});
const jobsRoute = guardedRoute({
  method: 'get',
  path: '/admin/jobs',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'Background jobs (sweeps): schedule, next run, last result; and which runner runs them',
  responses: { 200: jsonContent(AdminJobListSchema, 'Jobs'), ...errors },
});
const auditRoute = guardedRoute({
  method: 'get',
  path: '/admin/audit',
  audience: 'admin',
  tags: ['Admin'],
  summary: 'The audit log (append-only), newest first; search, or one object with target_type and target_id',
  request: { query: AuditQuerySchema },
  responses: { 200: jsonContent(AuditListSchema, 'Entries'), ...errors },
});

export function adminConsoleRoutes(console: AdminConsoleService, money: AdminMoneyService) {
  return createRouter()
    .openapi(overviewRoute, async (c) => c.json(AdminOverviewSchema.parse(await money.overview()), 200))
    .openapi(boardRoute, async (c) =>
      c.json(AdminOrderListSchema.parse(await console.board(c.req.valid('query'))), 200),
    )
    .openapi(detailRoute, async (c) =>
      c.json(AdminOrderDetailSchema.parse(await console.detail(c.req.valid('param').id)), 200),
    )
    .openapi(refundRoute, async (c) => {
      const detail = await console.refund(
        await currentViewer(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(AdminOrderDetailSchema.parse(detail), 200);
    })
    .openapi(noteRoute, async (c) => {
      const detail = await console.note(
        await currentViewer(c),
        c.req.valid('param').id,
        c.req.valid('json').note,
      );
      return c.json(AdminOrderDetailSchema.parse(detail), 200);
    })
    .openapi(unassignRoute, async (c) => {
      const detail = await console.unassignDriver(
        await currentViewer(c),
        c.req.valid('param').id,
        c.req.valid('json').reason,
      );
      return c.json(AdminOrderDetailSchema.parse(detail), 200);
    })
    .openapi(usersRoute, async (c) =>
      c.json(AdminUserListSchema.parse(await console.users(c.req.valid('query').q)), 200),
    )
    .openapi(grantRoute, async (c) => {
      const u = await console.changeRole(
        await currentViewer(c),
        c.req.valid('param').id,
        c.req.valid('json'),
        true,
      );
      return c.json(AdminUserSchema.parse(u), 200);
    })
    .openapi(revokeRoute, async (c) => {
      const u = await console.changeRole(
        await currentViewer(c),
        c.req.valid('param').id,
        c.req.valid('json'),
        false,
      );
      return c.json(AdminUserSchema.parse(u), 200);
    })
    .openapi(signOutRoute, async (c) =>
      c.json(
        await console.signOutEverywhere(
          await currentViewer(c),
          c.req.valid('param').id,
          c.req.valid('json').reason,
        ),
        200,
      ),
    )
    .openapi(suspendUserRoute, async (c) => {
      const u = await console.suspendUser(
        await currentViewer(c),
        c.req.valid('param').id,
        c.req.valid('json').reason,
      );
      return c.json(AdminUserSchema.parse(u), 200);
    })
    .openapi(reinstateUserRoute, async (c) => {
      const u = await console.reinstateUser(
        await currentViewer(c),
        c.req.valid('param').id,
        c.req.valid('json').reason,
      );
      return c.json(AdminUserSchema.parse(u), 200);
    })
    .openapi(restaurantsRoute, async (c) =>
      c.json(AdminRestaurantListSchema.parse(await console.restaurants(c.req.valid('query').q)), 200),
    )
    .openapi(suspendRestaurantRoute, async (c) => {
      const r = await console.setRestaurantActive(
        await currentViewer(c),
        c.req.valid('param').id,
        false,
        c.req.valid('json').reason,
      );
      return c.json(AdminRestaurantSchema.parse(r), 200);
    })
    .openapi(activateRestaurantRoute, async (c) => {
      const r = await console.setRestaurantActive(
        await currentViewer(c),
        c.req.valid('param').id,
        true,
        c.req.valid('json').reason,
      );
      return c.json(AdminRestaurantSchema.parse(r), 200);
    })
    .openapi(commissionRoute, async (c) => {
      const r = await console.setCommission(
        await currentViewer(c),
        c.req.valid('param').id,
        c.req.valid('json').commission_rate_bps,
      );
      return c.json(AdminRestaurantSchema.parse(r), 200);
    })
    .openapi(driversRoute, async (c) =>
      c.json(AdminDriverListSchema.parse(await console.drivers(c.req.valid('query').q)), 200),
    )
    .openapi(suspendDriverRoute, async (c) => {
      const d = await console.setDriverStatus(
        await currentViewer(c),
        c.req.valid('param').id,
        'suspended',
        c.req.valid('json').reason,
      );
      return c.json(AdminDriverSchema.parse(d), 200);
    })
    .openapi(reinstateDriverRoute, async (c) => {
      const d = await console.setDriverStatus(
        await currentViewer(c),
        c.req.valid('param').id,
        'approved',
        c.req.valid('json').reason,
      );
      return c.json(AdminDriverSchema.parse(d), 200);
    })
    .openapi(payoutsRoute, async (c) =>
      c.json(PayoutWeekSchema.parse(await money.week(c.req.valid('query').week)), 200),
    )
    .openapi(markPaidRoute, async (c) =>
      c.json(PayoutWeekSchema.parse(await money.markPaid(await currentViewer(c), c.req.valid('json'))), 200),
    )
    .openapi(exportRoute, async (c) => {
      const week = c.req.valid('query').week;
      return c.body(await money.csv(week), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="lekker-payouts-${week ?? 'last-week'}.csv"`,
        // Full account numbers: no browser or proxy cache keeps the file.
        'cache-control': NO_STORE,
      });
    })
    .openapi(jobsRoute, async (c) => c.json(AdminJobListSchema.parse(await console.jobs()), 200))
    .openapi(auditRoute, async (c) =>
      c.json(AuditListSchema.parse(await console.audit(c.req.valid('query'))), 200),
    );
}
