// Roles and the active role (docs/product.md#roles).

export const APP_ROLES = ['admin', 'restaurant', 'driver', 'customer'] as const;
export type AppRole = (typeof APP_ROLES)[number];

/** Order of precedence when no preferred role applies: admin, then restaurant, then driver, then customer. */
const PRECEDENCE: readonly AppRole[] = APP_ROLES;

export const isAppRole = (value: unknown): value is AppRole =>
  typeof value === 'string' && (APP_ROLES as readonly string[]).includes(value);

/** The stored preferred role if the user holds it; else the first held role by precedence; else null. */
export function activeRole(roles: readonly string[], preferred?: string | null): AppRole | null {
  if (preferred && isAppRole(preferred) && roles.includes(preferred)) return preferred;
  return PRECEDENCE.find((r) => roles.includes(r)) ?? null;
}

/** Where each role's area starts. */
export const ROLE_HOME: Record<AppRole, string> = {
  admin: '/admin/dashboard',
  restaurant: '/restaurant/portal',
  driver: '/driver/dashboard',
  customer: '/',
};

/** Where each role signs in. */
export const ROLE_DOOR: Record<AppRole, string> = {
  admin: '/admin/login',
  restaurant: '/restaurant/login',
  driver: '/driver/login',
  customer: '/auth',
};

export const ROLE_LABELS: Record<AppRole, string> = {
  admin: 'Admin',
  restaurant: 'Restaurant',
  driver: 'Driver',
  customer: 'Customer',
};
