import {
  type AdminOrderDetail,
  type AuditEntry,
  EXCEPTION_KINDS,
  type RefundRequest,
} from '@lekker/core/contracts/admin';
import type { OrderStatus } from '@lekker/core/order-status';
import type { AppRole } from '@lekker/core/roles';
import { badRequest, conflict, notFound } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { AuditRecord } from '../audit/audit.repository.ts';
import type { JobsRepository } from '../jobs/jobs.repository.ts';
import type { RefundsService } from '../ledger/refunds.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { venueStatusMail } from '../mail/templates.ts';
import type { Announce } from '../orders/order-announcer.ts';
import type { MoveOrder } from '../orders/order-transitions.ts';
import type { DataAccess } from '../repositories.ts';
import { type AdminRepository, type BoardRow, LIVE_STATUSES } from './admin.repository.ts';
import { toBoardRow } from './board-row.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAuditEntry(a: AuditRecord): AuditEntry {
  return {
    id: a.id,
    actor_id: a.actorId,
    actor_email: a.actorEmail,
    action: a.action,
    target_type: a.targetType,
    target_id: a.targetId,
    summary: a.summary,
    created_at: a.createdAt.toISOString(),
  };
}

/**
 * The operations console: the live board with its exception queue, order actions (cancel, refund, unassign,
 * note), users and roles, venues and drivers. Every change writes an audit entry in the same transaction.
 */
export function createAdminConsoleService(deps: {
  data: DataAccess;
  repo: AdminRepository;
  move: MoveOrder;
  announce: Announce;
  refunds: RefundsService;
  mailer: Mailer;
  clock: () => Date;
  /** Minutes a placed order may wait for the venue before it is an exception (default 5). */
  unansweredAfterMinutes?: number;
  /** The background jobs' schedule and which runner runs them (main.ts sets it once started). */
  jobs?: { repo: JobsRepository; runner: () => 'pg-boss' | 'in-process' | 'none' };
  /** Ends a person's live access on every instance (sockets, cached sessions): on suspension and sign-out everywhere. */
  endAccess?: (userId: string) => void;
}) {
  const { data, repo, clock } = deps;
  const actorOf = (v: Viewer) => ({ actorId: v.user.id, actorEmail: v.user.email });

  const toRow = (r: BoardRow, now: Date) => toBoardRow(r, now, deps.unansweredAfterMinutes);

  async function audited<T>(
    viewer: Viewer,
    entry: {
      action: string;
      targetType: string;
      targetId: string;
      summary: string;
      details?: Record<string, unknown>;
    },
    work: (r: Parameters<Parameters<DataAccess['withTransaction']>[0]>[0]) => Promise<T>,
  ): Promise<T> {
    return data.withTransaction(async (r) => {
      const result = await work(r);
      await r.audit.append({ ...actorOf(viewer), ...entry });
      return result;
    });
  }

  async function orderOr404(id: string) {
    const o = await data.orders.findById(id);
    if (!o) throw notFound('Order not found.');
    return o;
  }

  return {
    /** The board. `exceptions`: only orders needing an operator, worst (most late) first. */
    async board(q: { q?: string; status?: string; exceptions?: '1' | '0'; refund?: 'owed' }) {
      const now = clock();
      const statuses =
        q.exceptions === '1' || !q.status || q.status === 'live'
          ? q.refund === 'owed' || q.q
            ? undefined
            : LIVE_STATUSES
          : q.status === 'all'
            ? undefined
            : [q.status as OrderStatus];
      const rows = (await repo.board({ statuses, q: q.q, refundOwed: q.refund === 'owed' })).map((r) =>
        toRow(r, now),
      );
      const list =
        q.exceptions === '1'
          ? rows
              .filter((r) => r.exception)
              .sort(
                (a, b) =>
                  (b.minutes_late ?? 0) - (a.minutes_late ?? 0) ||
                  EXCEPTION_KINDS.indexOf(a.exception!) - EXCEPTION_KINDS.indexOf(b.exception!),
              )
          : rows;
      return { orders: list, now: now.toISOString() };
    },

    async detail(id: string): Promise<AdminOrderDetail> {
      const row = await repo.boardRow(id);
      if (!row) throw notFound('Order not found.');
      const o = row.order;
      const [items, events, ledger, refunds, audit, money] = await Promise.all([
        data.orders.itemsOf(id),
        data.orders.eventsOf(id),
        data.ledger.linesOf(id),
        data.refunds.sentOf(id),
        data.audit.search({ targetType: 'order', targetId: id }),
        deps.refunds.refundable(id),
      ]);
      return {
        order: toRow(row, clock()),
        items: items.map((i) => ({ name: i.name, quantity: i.quantity, unit_price_cents: i.unitPriceCents })),
        subtotal_cents: o.subtotalCents,
        discount_cents: o.discountCents,
        delivery_fee_cents: o.deliveryFeeCents,
        paid_cents: money.paid,
        refundable_cents: money.refundable,
        cancel_reason: o.cancelReason,
        events: events.map((e) => ({
          to_status: e.toStatus,
          actor_role: e.actorRole,
          note: e.note,
          at: e.createdAt.toISOString(),
        })),
        ledger: ledger.map((l) => ({
          id: l.id,
          kind: l.kind,
          amount_cents: l.amountCents,
          entry_key: l.entryKey,
          occurred_at: l.occurredAt.toISOString(),
        })),
        refunds: refunds.map((f) => ({
          id: f.id,
          amount_cents: f.amountCents,
          reason: f.reason,
          status: f.status,
          bearer: f.bearer,
          cause: f.cause,
          provider_reference: f.providerReference,
          error: f.error,
          created_at: f.sentAt.toISOString(),
          resolved_at: f.resolvedAt?.toISOString() ?? null,
          resolution: f.resolution,
        })),
        audit: audit.map(toAuditEntry),
      };
    },

    async refund(viewer: Viewer, id: string, input: RefundRequest) {
      await orderOr404(id);
      await deps.refunds.refund(
        {
          orderId: id,
          amountCents: input.amount_cents,
          reason: input.reason,
          idempotencyKey: input.idempotency_key,
          cause: input.cause,
          bearer: input.bearer,
        },
        { id: viewer.user.id, email: viewer.user.email },
      );
      return this.detail(id);
    },

    async note(viewer: Viewer, id: string, note: string) {
      const o = await orderOr404(id);
      await data.audit.append({
        ...actorOf(viewer),
        action: 'order.note',
        targetType: 'order',
        targetId: id,
        summary: note,
        details: { order_number: o.orderNumber },
      });
      return this.detail(id);
    },

    async unassignDriver(viewer: Viewer, id: string, reason: string) {
      const o = await orderOr404(id);
      if (!o.driverId) throw conflict('This order has no driver.');
      const updated = await audited(
        viewer,
        {
          action: 'order.unassign_driver',
          targetType: 'order',
          targetId: id,
          summary: `Took the driver off ${o.orderNumber}: ${reason}`,
          details: { driver_id: o.driverId, reason },
        },
        async (r) => {
          const row = await r.admin.unassignDriver(id);
          if (!row) throw conflict('The driver can only be taken off before pickup.');
          return row;
        },
      );
      // The driver taken off hears it in their own room too (the order's room no longer names them).
      await deps.announce(updated, { statusChanged: false, formerDriverId: o.driverId });
      return this.detail(id);
    },

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

    // Restaurants -----------------------------------------------------------------------------------------------
    async restaurants(q?: string) {
      const since = new Date(clock().getTime() - 30 * 86_400_000);
      const rows = await repo.restaurants(q, since);
      return { restaurants: rows.map(toAdminRestaurant) };
    },
    /**
     * Suspend (`active` false) or reinstate (`active` true) a venue, audited with the reason (docs/decisions/
     * 049-suspension-wins.md). Reinstating restores the state before the suspension: a venue that never went live
     * returns to its go-live checklist, never to customers. Reinstating a venue that is not suspended is refused.
     */
    async setRestaurantActive(viewer: Viewer, id: string, active: boolean, reason: string) {
      const before = await repo.restaurantRow(id, clock());
      if (!before) throw notFound('Restaurant not found.');
      if (active && !before.r.suspendedAt) throw conflict(`${before.r.name} is not suspended.`);
      const now = clock();
      const after = await audited(
        viewer,
        {
          action: active ? 'restaurant.reinstate' : 'restaurant.suspend',
          targetType: 'restaurant',
          targetId: id,
          summary: active
            ? `Reinstated ${before.r.name} (${before.r.liveBeforeSuspension ? 'live again' : 'back to its go-live checklist'}): ${reason}`
            : `Suspended ${before.r.name}: ${reason}`,
          details: {
            reason,
            was_live: before.r.isActive,
            ...(active
              ? { suspended_at: iso(before.r.suspendedAt), live: !!before.r.liveBeforeSuspension }
              : {}),
          },
        },
        async (r) =>
          active ? r.admin.reinstateRestaurant(id, now) : r.admin.suspendRestaurant(id, reason, now),
      );
      if (!after) throw conflict(`${before.r.name} is not suspended.`);
      const state = active ? (after.isActive ? 'live' : 'checklist') : 'suspended';
      for (const owner of before.owners)
        await deps.mailer.send(venueStatusMail(owner.email, before.r.name, state, reason)).catch(() => {});
      return this.restaurantById(id);
    },
    async setCommission(viewer: Viewer, id: string, bps: number) {
      const current = await this.restaurantById(id);
      await audited(
        viewer,
        {
          action: 'restaurant.commission',
          targetType: 'restaurant',
          targetId: id,
          summary: `Commission of ${current.name}: ${current.commission_rate_bps / 100} % → ${bps / 100} %`,
          details: { from_bps: current.commission_rate_bps, to_bps: bps },
        },
        (r) => r.admin.setCommission(id, bps),
      );
      return this.restaurantById(id);
    },
    async restaurantById(id: string) {
      const since = new Date(clock().getTime() - 30 * 86_400_000);
      const row = await repo.restaurantRow(id, since);
      if (!row) throw notFound('Restaurant not found.');
      return toAdminRestaurant(row);
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

    // Background jobs -------------------------------------------------------------------------------------------
    async jobs() {
      const rows = deps.jobs ? await deps.jobs.repo.list() : [];
      return {
        runner: deps.jobs?.runner() ?? ('none' as const),
        jobs: rows.map((j) => ({
          name: j.name,
          description: j.description,
          every_seconds: j.everySeconds,
          next_run_at: j.nextRunAt.toISOString(),
          last_started_at: iso(j.lastStartedAt),
          last_finished_at: iso(j.lastFinishedAt),
          last_result: j.lastResult,
          last_error: j.lastError,
          runs: j.runs,
        })),
      };
    },

    // Audit -----------------------------------------------------------------------------------------------------
    async audit(q: { q?: string; target_type?: string; target_id?: string }) {
      const rows = await data.audit.search({ q: q.q, targetType: q.target_type, targetId: q.target_id });
      return { entries: rows.map(toAuditEntry) };
    },
  };
}
export type AdminConsoleService = ReturnType<typeof createAdminConsoleService>;

export function toAdminRestaurant(
  x: Pick<Awaited<ReturnType<AdminRepository['restaurants']>>[number], 'r' | 'orders30d' | 'owners'>,
) {
  return {
    id: x.r.id,
    name: x.r.name,
    kind: x.r.kind,
    address: x.r.address,
    is_active: x.r.isActive,
    is_open: x.r.isOpen,
    commission_rate_bps: x.r.commissionRateBps,
    suspended_reason: x.r.suspendedReason,
    suspended_at: iso(x.r.suspendedAt),
    rating: x.r.rating,
    orders_30d: x.orders30d,
    owners: x.owners.map((o) => ({ id: o.id, email: o.email })),
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
