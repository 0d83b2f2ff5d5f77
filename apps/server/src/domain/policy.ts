import { AppError } from './errors.ts';
import type { Viewer } from './viewer.ts';

/** The answer to any owner change of a suspended venue (docs/decisions/049-suspension-wins.md). */
export const VENUE_SUSPENDED_MESSAGE =
  'This venue is suspended, so it cannot be changed. Contact support to have it reinstated.';
export const venueSuspended = () => new AppError(403, 'venue_suspended', VENUE_SUSPENDED_MESSAGE);

/**
 * Who may do what (docs/product.md#roles). Routes declare an audience (http/guard.ts); services call these for ownership.
 * Role lists come from the roles table on every request, never from the cookie.
 */
export type PolicyDeps = {
  /** The second, direct check of the roles table for admin rights. */
  hasRole(userId: string, role: 'admin'): Promise<boolean>;
  isRestaurantMember(userId: string, restaurantId: string): Promise<boolean>;
  /** An admin suspended the venue (or the application behind it). */
  isRestaurantSuspended(restaurantId: string): Promise<boolean>;
};

export function createPolicy(deps: PolicyDeps) {
  return {
    /** Admins only, confirmed by a second read of the roles table. */
    async canAccessAdminPanel(viewer: Viewer | null): Promise<boolean> {
      if (!viewer?.roles.includes('admin')) return false;
      return deps.hasRole(viewer.user.id, 'admin');
    },
    /** Admins manage every restaurant; restaurant members only their own. */
    async canManageRestaurant(viewer: Viewer | null, restaurantId: string): Promise<boolean> {
      if (!viewer) return false;
      if (await this.canAccessAdminPanel(viewer)) return true;
      return viewer.roles.includes('restaurant') && deps.isRestaurantMember(viewer.user.id, restaurantId);
    },
    /**
     * Suspension wins over every owner action (docs/decisions/049-suspension-wins.md): call after the ownership check,
     * before any change to a venue. Admins pass (the suspension is theirs); its members get 403 `venue_suspended`.
     */
    async assertVenueChangeable(viewer: Viewer, restaurantId: string): Promise<void> {
      if (!(await deps.isRestaurantSuspended(restaurantId))) return;
      if (await this.canAccessAdminPanel(viewer)) return;
      throw venueSuspended();
    },
    /** Admins only. */
    canManageDrivers(viewer: Viewer | null): Promise<boolean> {
      return this.canAccessAdminPanel(viewer);
    },
    /** A customer reaches only their own orders, profile and notifications. */
    ownsCustomerRecord(viewer: Viewer | null, ownerId: string): boolean {
      return viewer?.user.id === ownerId;
    },
  };
}
export type Policy = ReturnType<typeof createPolicy>;
