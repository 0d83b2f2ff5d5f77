import type { AppRole } from '@lekker/core/roles';
import { badRequest, conflict, notFound } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { AdminRepository } from './admin.repository.ts';
import { createAuditedWork, iso } from './admin-audited.ts';
import type { AdminConsoleDeps } from './admin-console-deps.ts';

/** Users and roles (suspend, reinstate, sign out everywhere) and drivers (approve, suspend). */
export function createAdminPeopleService(deps: AdminConsoleDeps) {
  const { data, repo, clock } = deps;
  const { audited } = createAuditedWork(data);

  return {
    // Users and roles -------------------------------------------------------------------------------------------
    async users(q?: string) {
      const rows = await repo.users(q);
      return {
        users: rows.map((u) => ({
          id: u.id,
          name: u.name,
          email: u.email,
          phone: u.phone,
          roles: u.roles,
          created_at: u.createdAt.toISOString(),
          suspended_at: iso(u.suspendedAt),
          suspended_reason: u.suspendedReason,
        })),
      };
    },
    async changeRole(
      viewer: Viewer,
      userId: string,
      change: { role: AppRole; reason: string },
      grant: boolean,
    ) {
      const { role, reason } = change;
      const target = await repo.findUser(userId);
      if (!target) throw notFound('User not found.');
      if (!grant && role === 'admin' && userId === viewer.user.id)
        throw badRequest('You cannot remove your own admin role. Ask another admin.');
      if (!grant && role === 'admin' && (await repo.countRole('admin')) <= 1)
        throw badRequest('This is the last admin: grant the role to someone else first.');
      await audited(
        viewer,
        {
          action: grant ? 'role.grant' : 'role.revoke',
          targetType: 'user',
          targetId: userId,
          summary: `${grant ? 'Granted' : 'Revoked'} ${role} ${grant ? 'to' : 'from'} ${target.email}: ${reason}`,
          details: { role, reason },
        },
        (r) => (grant ? r.accounts.grantRole(userId, role) : r.accounts.revokeRole(userId, role)),
      );
      return (await this.users(target.email)).users.find((u) => u.id === userId)!;
    },
    /**
     * Suspends a person's account (docs/decisions/049-suspension-wins.md): every session ends at once (and every
     * instance forgets them), no new one can be made, so every authenticated route refuses them. Audited.
     */
    async suspendUser(viewer: Viewer, userId: string, reason: string) {
      const target = await repo.findUser(userId);
      if (!target) throw notFound('User not found.');
      if (userId === viewer.user.id)
        throw badRequest('You cannot suspend your own account. Ask another admin.');
      await audited(
        viewer,
        {
          action: 'user.suspend',
          targetType: 'user',
          targetId: userId,
          summary: `Suspended the account of ${target.email} (signed out everywhere): ${reason}`,
          details: { reason },
        },
        async (r) => {
          await r.accounts.suspend(userId, reason, viewer.user.id, clock());
          await r.accounts.deleteSessionsOf(userId);
        },
      );
      deps.endAccess?.(userId);
      return this.userById(userId);
    },
    /** Lifts an account's suspension (they sign in again themselves). Audited; refused when not suspended. */
    async reinstateUser(viewer: Viewer, userId: string, reason: string) {
      const target = await repo.findUser(userId);
      if (!target) throw notFound('User not found.');
      const lifted = await audited(
        viewer,
        {
          action: 'user.reinstate',
          targetType: 'user',
          targetId: userId,
          summary: `Reinstated the account of ${target.email}: ${reason}`,
          details: { reason },
        },
        async (r) => {
          if (!(await r.accounts.reinstate(userId))) throw conflict(`${target.email} is not suspended.`);
          return true;
        },
      );
      if (!lifted) throw conflict(`${target.email} is not suspended.`);
      return this.userById(userId);
    },
    async userById(userId: string) {
      const target = await repo.findUser(userId);
      if (!target) throw notFound('User not found.');
      const found = (await this.users(target.email)).users.find((u) => u.id === userId);
      if (!found) throw notFound('User not found.');
      return found;
    },

    async signOutEverywhere(viewer: Viewer, userId: string, reason: string) {
      const target = await repo.findUser(userId);
      if (!target) throw notFound('User not found.');
      await audited(
        viewer,
        {
          action: 'user.sign_out_everywhere',
          targetType: 'user',
          targetId: userId,
          summary: `Signed ${target.email} out everywhere: ${reason}`,
          details: { reason },
        },
        (r) => r.accounts.deleteSessionsOf(userId),
      );
      // Every instance closes the user's sockets and forgets their cached session at once (decision 040).
      deps.endAccess?.(userId);
      return { ok: true as const };
    },

    // Drivers ---------------------------------------------------------------------------------------------------
    async drivers(q?: string) {
      const rows = await repo.drivers(q);
      return {
        drivers: rows.map(toAdminDriver),
      };
    },
    async setDriverStatus(viewer: Viewer, userId: string, status: 'approved' | 'suspended', reason: string) {
      const target = await repo.findUser(userId);
      if (!target) throw notFound('Driver not found.');
      const row = await audited(
        viewer,
        {
          action: status === 'approved' ? 'driver.reinstate' : 'driver.suspend',
          targetType: 'user',
          targetId: userId,
          summary: `${status === 'approved' ? 'Reinstated' : 'Suspended'} driver ${target.email}: ${reason}`,
          details: { reason },
        },
        async (r) => {
          const updated = await r.admin.setDriverStatus(userId, status, reason);
          // A suspended driver's jobs not yet picked up go back to the other drivers, as with the applications panel.
          const released =
            updated && status === 'suspended'
              ? await r.orders.releaseDriverJobs(userId, 'Driver suspended: job released to other drivers')
              : [];
          return { updated, released };
        },
      );
      if (!row.updated) throw notFound('Driver not found.');
      for (const order of row.released) await deps.announce(order, { statusChanged: false });
      if (status === 'suspended') deps.endAccess?.(userId);
      return (await this.drivers(target.email)).drivers.find((d) => d.user_id === userId)!;
    },
  };
}

export function toAdminDriver(x: Awaited<ReturnType<AdminRepository['drivers']>>[number]) {
  return {
    user_id: x.d.userId,
    name: x.name,
    email: x.email,
    phone: x.d.phone,
    vehicle_type: x.d.vehicleType,
    status: x.d.status,
    is_online: x.d.isOnline,
    last_latitude: x.d.lastLatitude,
    last_longitude: x.d.lastLongitude,
    location_updated_at: iso(x.d.locationUpdatedAt),
  };
}
