// Who may enter which area (the server enforces the same; this only decides where the web sends people).
import type { AppRole } from '@lekker/core/roles';
import type { Viewer } from '@/api/viewer.ts';

export type PartnerKind = 'driver' | 'restaurant';

export const hasRole = (viewer: Viewer | null | undefined, role: AppRole) =>
  viewer?.roles.includes(role) ?? false;

/** A driver may use the driver area once an admin approved them (a suspended driver keeps the role but not access). */
export const isApprovedDriver = (viewer: Viewer | null | undefined) =>
  hasRole(viewer, 'driver') && viewer?.driver_application?.status === 'approved';

/** Where a door sends a person after signing in. */
export function areaFor(door: AppRole, viewer: Viewer): string {
  switch (door) {
    case 'admin':
      return '/admin/dashboard';
    case 'driver':
      return isApprovedDriver(viewer) ? '/driver/dashboard' : '/driver/status';
    case 'restaurant':
      return hasRole(viewer, 'restaurant') ? '/restaurant/portal' : '/restaurant/status';
    default:
      return '/';
  }
}

/** Whether this person already has something to see at a partner door (the role, or an application). */
export function hasPartnerStanding(kind: PartnerKind, viewer: Viewer): boolean {
  return kind === 'driver'
    ? hasRole(viewer, 'driver') || viewer.driver_application !== null
    : hasRole(viewer, 'restaurant') || viewer.restaurant_applications.length > 0;
}
