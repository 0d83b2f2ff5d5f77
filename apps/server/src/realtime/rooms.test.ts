import { randomUUID } from 'node:crypto';
import type { AppRole } from '@lekker/core/roles';
import { describe, expect, it, vi } from 'vitest';
import type { Viewer } from '../domain/viewer.ts';
import {
  ADMIN_OPS_ROOM,
  createRoomAuthorizer,
  driverRoom,
  orderRoom,
  parseRoom,
  restaurantRoom,
  userRoom,
} from './rooms.ts';

const viewer = (roles: AppRole[], id = randomUUID()): Viewer => ({
  user: { id, email: `${id}@rooms.test`, name: 'Someone', emailVerified: true },
  sessionId: randomUUID(),
  roles,
});

const MEMBER_OF = randomUUID();
const VISIBLE_ORDER = randomUUID();

function authorizer() {
  const deps = {
    canJoinOrder: vi.fn(async (_v: Viewer, orderId: string) => orderId === VISIBLE_ORDER),
    isRestaurantMember: vi.fn(async (_userId: string, restaurantId: string) => restaurantId === MEMBER_OF),
    isAdmin: vi.fn(async (v: Viewer) => v.roles.includes('admin')),
  };
  return { ...createRoomAuthorizer(deps), deps };
}

describe('room names', () => {
  it('builds and parses the four kinds', () => {
    const id = randomUUID();
    expect(userRoom(id)).toBe(`user:${id}`);
    expect(parseRoom(restaurantRoom(id))).toEqual({ kind: 'restaurant', id });
    expect(parseRoom(orderRoom(id))).toEqual({ kind: 'order', id });
    expect(parseRoom(driverRoom(id))).toEqual({ kind: 'driver', id });
  });

  it('rejects unknown kinds and malformed ids', () => {
    for (const room of [
      'admin:1',
      `team:${randomUUID()}`,
      'user:',
      'user:123',
      `user:${randomUUID()}:x`,
      'user:*',
    ])
      expect(parseRoom(room), room).toBeNull();
  });
});

describe('canJoin', () => {
  it('lets a user join only their own user room', async () => {
    const { canJoin } = authorizer();
    const me = viewer(['customer']);
    expect(await canJoin(me, userRoom(me.user.id))).toBe(true);
    expect(await canJoin(me, userRoom(randomUUID()))).toBe(false);
  });

  it('requires the driver role and self for a driver room', async () => {
    const { canJoin } = authorizer();
    const driver = viewer(['customer', 'driver']);
    const customer = viewer(['customer']);
    expect(await canJoin(driver, driverRoom(driver.user.id))).toBe(true);
    expect(await canJoin(driver, driverRoom(randomUUID()))).toBe(false);
    expect(await canJoin(customer, driverRoom(customer.user.id))).toBe(false);
  });

  it('admits restaurant members with the restaurant role and admins to restaurant rooms', async () => {
    const { canJoin } = authorizer();
    const owner = viewer(['customer', 'restaurant']);
    expect(await canJoin(owner, restaurantRoom(MEMBER_OF))).toBe(true);
    expect(await canJoin(owner, restaurantRoom(randomUUID()))).toBe(false);
    // A membership without the restaurant role does not count (same rule as policy.canManageRestaurant).
    expect(await canJoin(viewer(['customer']), restaurantRoom(MEMBER_OF))).toBe(false);
    expect(await canJoin(viewer(['admin']), restaurantRoom(randomUUID()))).toBe(true);
  });

  it('admits only admins (checked against the roles table) to the admin:ops room', async () => {
    const { canJoin, deps } = authorizer();
    expect(await canJoin(viewer(['admin']), ADMIN_OPS_ROOM)).toBe(true);
    for (const roles of [['customer'], ['customer', 'restaurant'], ['customer', 'driver']] as AppRole[][])
      expect(await canJoin(viewer(roles), ADMIN_OPS_ROOM)).toBe(false);
    expect(deps.isAdmin).toHaveBeenCalled();
    expect(await canJoin(viewer(['admin']), 'admin:other')).toBe(false);
  });

  it('asks canJoinOrder for order rooms', async () => {
    const { canJoin, deps } = authorizer();
    const me = viewer(['customer']);
    expect(await canJoin(me, orderRoom(VISIBLE_ORDER))).toBe(true);
    expect(await canJoin(me, orderRoom(randomUUID()))).toBe(false);
    expect(deps.canJoinOrder).toHaveBeenCalledWith(me, VISIBLE_ORDER);
  });

  it('refuses malformed rooms without touching the database', async () => {
    const { canJoin, deps } = authorizer();
    const admin = viewer(['admin']);
    for (const room of ['restaurant:not-a-uuid', "order:1' or 1=1", 'everything', ''])
      expect(await canJoin(admin, room), room).toBe(false);
    expect(deps.isAdmin).not.toHaveBeenCalled();
    expect(deps.canJoinOrder).not.toHaveBeenCalled();
  });
});
