import type { AuditEntry } from '@lekker/core/contracts/admin';

type AuditList = { entries: AuditEntry[] };

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverProfiles, orders } from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

type Answer = { error?: { code: string; message: string }; status?: string };

/**
 * A suspended driver can do nothing as a driver, on any route (docs/decisions/049-suspension-wins.md): no shift, no
 * positions, no offers, no job taken, picked up or delivered. A job they had already picked up stays with them,
 * on the admin's board to resolve; only an admin's reinstatement (audited) gives the account back.
 */
describe('a suspended driver', () => {
  let f: OrderFixture;
  let held = '';
  let open = '';
  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    f.t.request<Answer>(method, `/api${path}`, { cookie, body });

  beforeAll(async () => {
    f = await orderFixture();
    const d = f.cookies.driver;
    await call('POST', '/driver/shift', d, { online: true });
    await call('POST', '/driver/location', d, { latitude: -25.85, longitude: 25.64 });
    const place = async () =>
      (
        await f.t.request<{ order: { id: string } }>('POST', '/api/orders', {
          cookie: f.cookies.customer,
          body: f.checkoutBody(),
        })
      ).body.order.id;
    held = await place();
    open = await place();
    for (const id of [held, open])
      await call('POST', `/restaurant/orders/${id}/confirm`, f.cookies.owner, { preparation_minutes: 10 });
    expect((await call('POST', `/driver/orders/${held}/accept`, d)).status).toBe(200);
    await call('POST', `/restaurant/orders/${held}/preparing`, f.cookies.owner);
    await call('POST', `/restaurant/orders/${held}/ready`, f.cookies.owner);
    expect((await call('POST', `/driver/orders/${held}/pickup`, d)).status).toBe(200);

    const res = await call('POST', `/admin/drivers/${f.users.driver.id}/suspend`, f.cookies.admin, {
      reason: 'Customer complaints under review',
    });
    expect(res.status).toBe(200);
  });
  afterAll(() => f.t.close());

  it('is refused on every driver route, the same session, and nothing changes', async () => {
    const d = f.cookies.driver;
    const routes: [string, string, unknown][] = [
      ['GET', '/driver/shift', undefined],
      ['POST', '/driver/shift', { online: true }],
      ['POST', '/driver/location', { latitude: -25.85, longitude: 25.64 }],
      ['GET', '/driver/offers', undefined],
      ['GET', '/driver/job', undefined],
      ['GET', '/driver/orders', undefined],
      ['GET', '/driver/earnings', undefined],
      ['POST', `/driver/orders/${open}/accept`, undefined],
      ['POST', `/driver/orders/${held}/pickup`, undefined],
      ['POST', `/driver/orders/${held}/deliver`, { code: '0000' }],
      ['GET', '/driver/bank-details', undefined],
    ];
    for (const [method, path, body] of routes) {
      const res = await call(method, path, d, body);
      expect({ method, path, status: res.status, message: res.body.error?.message }).toEqual({
        method,
        path,
        status: 403,
        message: 'Your driver account is not active. See your driver status page.',
      });
    }
    const [profile] = await f.db
      .select()
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, f.users.driver.id));
    expect(profile).toMatchObject({
      status: 'suspended',
      isOnline: false,
      decisionReason: 'Customer complaints under review',
    });
    const [o] = await f.db.select().from(orders).where(eq(orders.id, open));
    expect(o!.driverId).toBeNull();
  });

  it('keeps the job already picked up (the food is with them) for an admin to resolve', async () => {
    const [o] = await f.db.select().from(orders).where(eq(orders.id, held));
    expect(o).toMatchObject({ status: 'picked_up', driverId: f.users.driver.id });
  });

  it('only an admin reinstates the account, audited, and then it works again', async () => {
    expect(
      (await call('POST', `/admin/drivers/${f.users.driver.id}/reinstate`, f.cookies.driver)).status,
    ).toBe(403);
    const res = await call('POST', `/admin/drivers/${f.users.driver.id}/reinstate`, f.cookies.admin, {
      reason: 'Complaints resolved',
    });
    expect(res.status).toBe(200);
    const audit = await f.t.get<AuditList>(`/api/admin/audit?target_id=${f.users.driver.id}`, {
      cookie: f.cookies.admin,
    });
    expect(audit.body.entries.map((e) => [e.action, e.actor_email])).toEqual(
      expect.arrayContaining([
        ['driver.suspend', 'admin@orders.test'],
        ['driver.reinstate', 'admin@orders.test'],
      ]),
    );
    expect((await call('POST', '/driver/shift', f.cookies.driver, { online: true })).status).toBe(200);
  });
});
