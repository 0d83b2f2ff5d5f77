import type { AdminConsoleDeps } from './admin-console-deps.ts';
import { createAdminOrderCasesService } from './admin-order-cases.service.ts';
import { createAdminPeopleService } from './admin-people.service.ts';
import { createAdminSystemService } from './admin-system.service.ts';
import { createAdminVenuesService } from './admin-venues.service.ts';

export { toAuditEntry } from './admin-audited.ts';
export type { AdminConsoleDeps } from './admin-console-deps.ts';
export { toAdminDriver } from './admin-people.service.ts';
export { toAdminRestaurant } from './admin-venues.service.ts';

/**
 * The operations console: the live board with its exception queue, order actions (cancel, refund, unassign,
 * note), users and roles, venues and drivers, jobs and the audit log, one service per concern. Every change writes
 * an audit entry in the same transaction (admin-audited.ts).
 */
export function createAdminConsoleService(deps: AdminConsoleDeps) {
  return {
    ...createAdminOrderCasesService(deps),
    ...createAdminPeopleService(deps),
    ...createAdminVenuesService(deps),
    ...createAdminSystemService(deps),
  };
}
export type AdminConsoleService = ReturnType<typeof createAdminConsoleService>;
