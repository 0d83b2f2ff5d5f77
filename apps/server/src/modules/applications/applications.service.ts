import type {
  AdminApplicationSchema,
  DriverApplicationSchema,
  RestaurantApplicationSchema,
} from '@lekker/core/contracts/accounts';
import { resolveLocale } from '@lekker/core/locales';
import type { z } from 'zod';
import { conflict, notFound } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { Mailer } from '../mail/mailer.ts';
import { applicationDecisionMail } from '../mail/templates.ts';
import type { OrderRecord } from '../orders/orders.repository.ts';
import type { DataAccess } from '../repositories.ts';

type AdminApplication = z.infer<typeof AdminApplicationSchema>;
type Decision = 'approved' | 'suspended';

/** Driver and restaurant applications: apply (pending), admins approve or suspend (docs/product.md#roles). */
/** Tells everyone watching an order that it changed without a status change (a released job back in the feed). */
export type AnnounceRelease = (order: OrderRecord) => Promise<void>;

export function createApplicationsService(
  data: DataAccess,
  announceRelease: AnnounceRelease = async () => {},
  /** Closes a suspended person's live sockets (access ends at once). */
  endAccess: (userId: string) => void = () => {},
  /** E-mails the applicant the decision and its reason (the status page link is built from publicUrl). */
  notify?: { mailer: Mailer; publicUrl: string },
) {
  const repo = data.applications;
  const actorOf = (v: Viewer) => ({ actorId: v.user.id, actorEmail: v.user.email });

  async function mailApplicant(
    userId: string,
    application: { kind: 'driver' | 'restaurant'; what: string },
    status: Decision,
    reason: string,
  ) {
    if (!notify) return;
    const person = await data.admin.findUser(userId);
    if (!person) return;
    const url = `${notify.publicUrl}/${application.kind}/status`;
    const locale = resolveLocale({ stored: (await data.orders.customerOf(userId))?.language });
    await notify.mailer
      .send(
        applicationDecisionMail(
          person.email,
          person.name,
          application,
          status === 'approved',
          reason,
          url,
          locale,
        ),
      )
      .catch(() => {});
  }
  return {
    async applyAsDriver(userId: string, input: z.infer<typeof DriverApplicationSchema>) {
      const already = () => conflict('You have already applied to drive. See your driver status page.');
      if (await repo.findDriver(userId)) throw already();
      // Parallel applications: the profile's key decides, with the same answer (decision 044).
      if (!(await repo.insertDriver(userId, { vehicleType: input.vehicle_type, phone: input.phone })))
        throw already();
    },

    async applyAsRestaurant(userId: string, input: z.infer<typeof RestaurantApplicationSchema>) {
      // Checked and inserted under the applicant's lock (decision 044): one waiting application, also in parallel.
      const row = await data.withTransaction(async (r) => {
        await r.applications.lockApplicant(userId);
        const existing = await r.applications.restaurantApplicationsOf(userId);
        if (existing.some((a) => a.status === 'pending')) return undefined;
        return r.applications.insertRestaurantApplication(userId, {
          restaurantName: input.restaurant_name,
          address: input.address,
          phone: input.phone,
        });
      });
      if (!row)
        throw conflict(
          'You already have an application waiting for review. See your restaurant status page.',
        );
      return row.id;
    },

    /**
     * Approve: grant the driver role. Suspend: the role stays but the driver guard refuses a suspended driver at
     * once, and the jobs they accepted but have not picked up go back to the other drivers (docs/decisions/016-hardening-limits.md).
     */
    async decideDriver(viewer: Viewer, userId: string, status: Decision, reason: string) {
      const person = await data.admin.findUser(userId);
      const released = await data.withTransaction(async (r) => {
        const before = await r.applications.findDriver(userId);
        if (!before || !person || !(await r.applications.setDriverStatus(userId, status, reason)))
          throw notFound('Driver application not found.');
        await r.audit.append({
          ...actorOf(viewer),
          action: status === 'approved' ? 'application.driver.approve' : 'application.driver.suspend',
          targetType: 'user',
          targetId: userId,
          summary: `${status === 'approved' ? 'Approved' : 'Suspended'} the driver application of ${person.email} (e-mailed): ${reason}`,
          details: { from: before.status, to: status, applicant_email: person.email },
        });
        if (status === 'approved') {
          await r.accounts.grantRole(userId, 'driver');
          return [];
        }
        return r.orders.releaseDriverJobs(userId, 'Driver suspended: job released to other drivers');
      });
      for (const order of released) await announceRelease(order);
      if (status === 'suspended') endAccess(userId);
      await mailApplicant(userId, { kind: 'driver', what: 'driving with us' }, status, reason);
    },

    /** Approve: create the (inactive) venue with the applicant as owner and grant the restaurant role. */
    async decideRestaurant(viewer: Viewer, applicationId: string, status: Decision, reason: string) {
      const { app, ownerId } = await data.withTransaction(async (r) => {
        const apps = r.applications;
        // Read under its lock (decision 044): of parallel approvals only the first creates the venue.
        const app = await apps.lockRestaurantApplication(applicationId);
        const person = app ? await r.admin.findUser(app.userId) : undefined;
        if (!app || !person) throw notFound('Restaurant application not found.');
        await r.audit.append({
          ...actorOf(viewer),
          action: status === 'approved' ? 'application.restaurant.approve' : 'application.restaurant.suspend',
          targetType: 'restaurant_application',
          targetId: app.id,
          summary: `${status === 'approved' ? 'Approved' : 'Suspended'} the application of ${person.email} for ${app.restaurantName} (e-mailed): ${reason}`,
          details: { from: app.status, to: status, applicant_email: person.email, user_id: app.userId },
        });
        if (status === 'approved') {
          const restaurantId = app.restaurantId ?? (await apps.createRestaurantFor(app));
          await r.accounts.grantRole(app.userId, 'restaurant');
          await apps.updateRestaurantApplication(app.id, { status, restaurantId, decisionReason: reason });
        } else {
          if (app.restaurantId) await apps.setRestaurantActive(app.restaurantId, false);
          await apps.updateRestaurantApplication(app.id, { status, decisionReason: reason });
          // Access ends at once: without another approved venue the owner loses the restaurant role (the guard
          // and the policy read roles on every request); approving again grants it back.
          const others = (await apps.restaurantApplicationsOf(app.userId)).filter(
            (a) => a.id !== app.id && a.status === 'approved',
          );
          if (others.length === 0) await r.accounts.revokeRole(app.userId, 'restaurant');
        }
        return { app, ownerId: app.userId };
      });
      if (status === 'suspended') endAccess(ownerId);
      await mailApplicant(ownerId, { kind: 'restaurant', what: app.restaurantName }, status, reason);
    },

    async list(status?: 'pending' | 'approved' | 'suspended'): Promise<AdminApplication[]> {
      const [drivers, restaurants] = await Promise.all([
        repo.listDrivers(status),
        repo.listRestaurantApplications(status),
      ]);
      return [
        ...drivers.map(
          (d): AdminApplication => ({
            kind: 'driver',
            id: d.profile.userId,
            user_id: d.profile.userId,
            email: d.email,
            name: d.name,
            status: d.profile.status,
            detail: [d.profile.vehicleType, d.profile.phone].filter(Boolean).join(' · '),
            created_at: d.profile.createdAt.toISOString(),
            decision_reason: d.profile.decisionReason,
            decided_at: d.profile.decidedAt?.toISOString() ?? null,
          }),
        ),
        ...restaurants.map(
          (r): AdminApplication => ({
            kind: 'restaurant',
            id: r.app.id,
            user_id: r.app.userId,
            email: r.email,
            name: r.name,
            status: r.app.status,
            detail: [r.app.restaurantName, r.app.address].filter(Boolean).join(' · '),
            created_at: r.app.createdAt.toISOString(),
            decision_reason: r.app.decisionReason,
            decided_at: r.app.decidedAt?.toISOString() ?? null,
          }),
        ),
      ].sort((a, b) => b.created_at.localeCompare(a.created_at));
    },

    async statusOf(userId: string) {
      const [driver, restaurants] = await Promise.all([
        repo.findDriver(userId),
        repo.restaurantApplicationsOf(userId),
      ]);
      return {
        driver_application: driver
          ? {
              status: driver.status,
              vehicle_type: driver.vehicleType,
              created_at: driver.createdAt.toISOString(),
            }
          : null,
        restaurant_applications: restaurants.map((a) => ({
          id: a.id,
          restaurant_name: a.restaurantName,
          status: a.status,
          restaurant_id: a.restaurantId,
          created_at: a.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
