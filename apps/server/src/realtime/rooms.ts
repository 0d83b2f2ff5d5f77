import type { Viewer } from '../domain/viewer.ts';

/**
 * Realtime rooms (docs/decisions/007-realtime.md): `user:<id>` (a person's own updates and notifications), `restaurant:<id>` (new and
 * changed orders for its members), `order:<id>` (status and driver position), `driver:<id>` (offers, assignments).
 */
export const ROOM_KINDS = ['user', 'restaurant', 'order', 'driver'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

export const userRoom = (userId: string) => `user:${userId}`;
export const restaurantRoom = (restaurantId: string) => `restaurant:${restaurantId}`;
export const orderRoom = (orderId: string) => `order:${orderId}`;
export const driverRoom = (driverUserId: string) => `driver:${driverUserId}`;
/** Every order change, for the admin console's live board and overview (admins only). */
export const ADMIN_OPS_ROOM = 'admin:ops';

// Every id in this system (users included: better-auth is configured to issue UUIDs) is a UUID. Checking the shape
// here keeps malformed ids away from uuid columns.
const ROOM =
  /^(user|restaurant|order|driver):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** `{ kind, id }` for a well-formed room name, otherwise null. */
export function parseRoom(room: string): { kind: RoomKind; id: string } | null {
  const match = ROOM.exec(room);
  if (!match) return null;
  return { kind: match[1]!.toLowerCase() as RoomKind, id: match[2]!.toLowerCase() };
}

export type RoomAuthorizerDeps = {
  /** The orders service's visibility rule: the order's customer, its restaurant's members, its driver, admins. */
  canJoinOrder(viewer: Viewer, orderId: string): Promise<boolean>;
  isRestaurantMember(userId: string, restaurantId: string): Promise<boolean>;
  /** Admin rights confirmed against the roles table (policy.canAccessAdminPanel). */
  isAdmin(viewer: Viewer): Promise<boolean>;
};

export type CanJoin = (viewer: Viewer, room: string) => Promise<boolean>;

/**
 * Who may listen where. A user joins only their own `user:` room and, holding the driver role, their own
 * `driver:` room; a restaurant room only as an admin or as a member holding the restaurant role (the same rule
 * as policy.canManageRestaurant); an order room only when `canJoinOrder` allows it; `admin:ops` only admins.
 * Anything else is refused.
 */
export function createRoomAuthorizer(deps: RoomAuthorizerDeps): { canJoin: CanJoin } {
  return {
    async canJoin(viewer, room) {
      if (room === ADMIN_OPS_ROOM) return deps.isAdmin(viewer);
      const parsed = parseRoom(room);
      if (!parsed) return false;
      const self = parsed.id === viewer.user.id.toLowerCase();
      switch (parsed.kind) {
        case 'user':
          return self;
        case 'driver':
          return self && viewer.roles.includes('driver');
        case 'restaurant':
          if (await deps.isAdmin(viewer)) return true;
          return viewer.roles.includes('restaurant') && deps.isRestaurantMember(viewer.user.id, parsed.id);
        case 'order':
          return deps.canJoinOrder(viewer, parsed.id);
      }
    },
  };
}
