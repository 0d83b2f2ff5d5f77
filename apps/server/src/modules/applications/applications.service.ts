import type {
  AdminApplicationSchema,
  DriverApplicationSchema,
  RestaurantApplicationSchema,
} from '@lekker/core/contracts/accounts';
import type { z } from 'zod';
import { conflict, notFound } from '../../domain/errors.ts';
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
) {
  const repo = data.applications;
  return {
    async applyAsDriver(userId: string, input: z.infer<typeof DriverApplicationSchema>) {
      if (await repo.findDriver(userId))
        throw conflict('You have already applied to drive. See your driver status page.');
      await repo.insertDriver(userId, { vehicleType: input.vehicle_type, phone: input.phone });
    },

    async applyAsRestaurant(userId: string, input: z.infer<typeof RestaurantApplicationSchema>) {
      const existing = await repo.restaurantApplicationsOf(userId);
      if (existing.some((a) => a.status === 'pending'))
        throw conflict(
          'You already have an application waiting for review. See your restaurant status page.',
        );
      const row = await repo.insertRestaurantApplication(userId, {
        restaurantName: input.restaurant_name,
        address: input.address,
        phone: input.phone,
      });
      return row.id;
    },

    /**
     * Approve: grant the driver role. Suspend: the role stays but the driver guard refuses a suspended driver at
     * once, and the jobs they accepted but have not picked up go back to the other drivers (issue 12 item 13).
     */
    async decideDriver(userId: string, status: Decision) {
      const released = await data.withTransaction(async (r) => {
        if (!(await r.applications.setDriverStatus(userId, status)))
          throw notFound('Driver application not found.');
        if (status === 'approved') {
          await r.accounts.grantRole(userId, 'driver');
          return [];
        }
        return r.orders.releaseDriverJobs(userId, 'Driver suspended: job released to other drivers');
      });
      for (const order of released) await announceRelease(order);
      if (status === 'suspended') endAccess(userId);
    },

    /** Approve: create the (inactive) venue with the applicant as owner and grant the restaurant role. */
    async decideRestaurant(applicationId: string, status: Decision) {
      const ownerId = await data.withTransaction(async (r) => {
        const apps = r.applications;
        const app = await apps.findRestaurantApplication(applicationId);
        if (!app) throw notFound('Restaurant application not found.');
        if (status === 'approved') {
          const restaurantId = app.restaurantId ?? (await apps.createRestaurantFor(app));
          await r.accounts.grantRole(app.userId, 'restaurant');
          await apps.updateRestaurantApplication(app.id, { status, restaurantId });
        } else {
          if (app.restaurantId) await apps.setRestaurantActive(app.restaurantId, false);
          await apps.updateRestaurantApplication(app.id, { status });
          // Access ends at once: without another approved venue the owner loses the restaurant role (the guard
          // and the policy read roles on every request); approving again grants it back.
          const others = (await apps.restaurantApplicationsOf(app.userId)).filter(
            (a) => a.id !== app.id && a.status === 'approved',
          );
          if (others.length === 0) await r.accounts.revokeRole(app.userId, 'restaurant');
        }
        return app.userId;
      });
      if (status === 'suspended') endAccess(ownerId);
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
