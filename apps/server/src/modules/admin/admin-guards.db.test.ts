import type { Order } from '@lekker/core/contracts/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, driverProfiles, orders } from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

type ErrorBody = { error: { code: string; message: string } };
type Candidates = {
  drivers: { user_id: string; distance_km: number | null; cash_held_cents: number; overrides: string[] }[];
};

// Decision 053: every privileged admin action carries a typed reason (kept in the audit log), and a manual
// assignment that overrides the 20 km radius or the cash limit must say so explicitly.
describe('admin guards: reasons on privileged actions, confirmed overrides on a manual assignment', () => {
  let f: OrderFixture;
  const admin = () => ({ cookie: f.cookies.admin });
  const post = <T = unknown>(path: string, body?: unknown) =>
    f.t.request<T & ErrorBody>('POST', `/api${path}`, { ...admin(), body });
  const auditOf = (targetId: string) =>
    f.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);

  async function confirmedOrder(overrides: Record<string, unknown> = {}): Promise<Order> {
    const placed = await f.t.request<{ order: Order }>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody(overrides),
    });
    expect(placed.status).toBe(201);
    const ok = await f.t.request('POST', `/api/restaurant/orders/${placed.body.order.id}/confirm`, {
      cookie: f.cookies.owner,
      body: { preparation_minutes: 15 },
    });
    expect(ok.status).toBe(200);
    return placed.body.order;
  }

  beforeAll(async () => {
    f = await orderFixture();
    for (const cookie of [f.cookies.driver, f.cookies.driver2])
      await f.t.request('POST', '/api/driver/shift', { cookie, body: { online: true } });
  });
  afterAll(() => f.t.close());

  it('refuses grant, revoke, sign-out, unassign and reassign without a reason, in words a person reads', async () => {
    const id = f.users.customerB.id;
    const order = await confirmedOrder();
    const calls: [string, unknown][] = [
      [`/admin/users/${id}/roles/grant`, { role: 'driver' }],
      [`/admin/users/${id}/roles/revoke`, { role: 'driver', reason: '  ' }],
      [`/admin/users/${id}/sign-out`, undefined],
      [`/admin/users/${id}/suspend`, { reason: 'no' }],
      [`/admin/orders/${order.id}/unassign-driver`, {}],
      [`/admin/orders/${order.id}/reassign-driver`, { driver_id: f.users.driver.id }],
    ];
    for (const [path, body] of calls) {
      const res = await post(path, body);
      expect(res.status, path).toBe(400);
      expect(res.body.error.message).not.toMatch(/reason\b.*(expected|invalid|required)|zod|\[/i);
    }
    const untouched = await f.db.select().from(orders).where(eq(orders.id, order.id));
    expect(untouched[0]!.driverId).toBeNull();
    expect(await auditOf(id)).toEqual([]);
  });

  it('records the typed reason of a role change and a sign-out in the audit log', async () => {
    const id = f.users.customerB.id;
    expect(
      (await post(`/admin/users/${id}/roles/grant`, { role: 'driver', reason: 'Signed contract' })).status,
    ).toBe(200);
    expect(
      (await post(`/admin/users/${id}/roles/revoke`, { role: 'driver', reason: 'Contract ended' })).status,
    ).toBe(200);
    expect((await post(`/admin/users/${id}/sign-out`, { reason: 'Phone stolen' })).status).toBe(200);
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.details?.reason])).toEqual([
      ['role.grant', 'Signed contract'],
      ['role.revoke', 'Contract ended'],
      ['user.sign_out_everywhere', 'Phone stolen'],
    ]);
    expect(entries[0]!.summary).toBe('Granted driver to bob@orders.test: Signed contract');
    expect(entries.every((e) => e.actorEmail === 'admin@orders.test')).toBe(true);
  });

  it('refuses a driver beyond 20 km until the admin confirms the override, then records it with the reason', async () => {
    // Driver 2 last seen in Johannesburg, about 240 km from the venue in Mahikeng.
    await f.db
      .update(driverProfiles)
      .set({ lastLatitude: -26.2041, lastLongitude: 28.0473 })
      .where(eq(driverProfiles.userId, f.users.driver2.id));
    const order = await confirmedOrder();
    const list = await f.t.get<Candidates>(`/api/admin/orders/${order.id}/driver-candidates`, admin());
    const far = list.body.drivers.find((d) => d.user_id === f.users.driver2.id)!;
    expect(far.distance_km).toBeGreaterThan(200);
    expect(far.overrides).toEqual(['beyond_radius']);
    expect(list.body.drivers.find((d) => d.user_id === f.users.driver.id)!.overrides).toEqual([]);

    const path = `/admin/orders/${order.id}/reassign-driver`;
    const refused = await post(path, { driver_id: f.users.driver2.id, reason: 'Only one free' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('override_not_confirmed');
    expect(refused.body.error.message).toMatch(
      /^driver2 is 2\d\d\.\d km from the venue, beyond the 20 km drivers are offered jobs within\. Confirm the override to assign anyway\.$/,
    );
    expect((await f.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.driverId).toBeNull();

    const ok = await post(path, {
      driver_id: f.users.driver2.id,
      reason: 'Only one free',
      confirmed_overrides: ['beyond_radius'],
    });
    expect(ok.status).toBe(200);
    const [entry] = (await auditOf(order.id)).filter((e) => e.action === 'order.reassign_driver');
    expect(entry!.summary).toMatch(
      /^Assigned ORDER-\S+ to driver2 \(overriding: beyond 20 km\): Only one free$/,
    );
    expect(entry!.details).toMatchObject({ reason: 'Only one free', overrides: ['beyond_radius'] });
  });

  it('warns when a cash order takes the driver over the cash limit; unassigning records its reason', async () => {
    // Driver 1 took R1450 in cash this week: the R140-odd cash order would take them over R1500.
    const done = await confirmedOrder();
    await f.db
      .update(orders)
      .set({
        status: 'delivered',
        driverId: f.users.driver.id,
        cashCollectedCents: 145_000,
        deliveredAt: new Date(),
      })
      .where(eq(orders.id, done.id));
    const cash = await confirmedOrder();
    const list = await f.t.get<Candidates>(`/api/admin/orders/${cash.id}/driver-candidates`, admin());
    const one = list.body.drivers.find((d) => d.user_id === f.users.driver.id)!;
    expect(one).toMatchObject({ cash_held_cents: 145_000, overrides: ['cash_limit'] });
    const path = `/admin/orders/${cash.id}/reassign-driver`;
    const refused = await post(path, {
      driver_id: f.users.driver.id,
      reason: 'Closest',
      confirmed_overrides: ['beyond_radius'],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'driver1 already holds R1450.00 in cash this week; this cash order takes them over the R1500.00 cash limit. Confirm the override to assign anyway.',
    );
    const ok = await post(path, {
      driver_id: f.users.driver.id,
      reason: 'Closest',
      confirmed_overrides: ['cash_limit'],
    });
    expect(ok.status).toBe(200);

    const off = await post(`/admin/orders/${cash.id}/unassign-driver`, { reason: 'Driver has a flat tyre' });
    expect(off.status).toBe(200);
    const [entry] = (await auditOf(cash.id)).filter((e) => e.action === 'order.unassign_driver');
    expect(entry).toMatchObject({ details: { reason: 'Driver has a flat tyre' } });
    expect(entry!.summary).toMatch(/: Driver has a flat tyre$/);
    const row = await f.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, cash.id), eq(orders.status, 'confirmed')));
    expect(row[0]!.driverId).toBeNull();
  });
});
