import type { AuditEntry } from '@lekker/core/contracts/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

type Answer = { error?: { code: string; message: string }; suspended_at?: string | null };
const PASSWORD = 'order-pass';
const MESSAGE = 'This account is suspended, so you cannot sign in. Contact support to have it reinstated.';

/**
 * A suspended account (docs/decisions/049-suspension-wins.md): its sessions end at suspension, sign-in is refused
 * with a clear message at every door, so every authenticated route refuses it; only an admin reinstates it, audited.
 */
describe('a suspended account', () => {
  let f: OrderFixture;
  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    f.t.request<Answer>(method, `/api${path}`, { cookie, body });
  const signIn = (email: string, role?: string) =>
    f.t.request<Answer>('POST', '/api/account/sign-in', {
      body: { email, password: PASSWORD, role },
      ip: '10.20.30.40',
    });

  beforeAll(async () => {
    f = await orderFixture();
  });
  afterAll(() => f.t.close());

  it('loses every session at once and every route class refuses the old cookies', async () => {
    const who = [
      ['customer', f.users.customer.id, f.cookies.customer, '/orders'],
      ['owner', f.users.owner.id, f.cookies.owner, `/restaurant/venues/${f.restaurant.id}/settings`],
      ['driver', f.users.driver.id, f.cookies.driver, '/driver/shift'],
    ] as const;
    for (const [, , cookie, path] of who) expect((await call('GET', path, cookie)).status).toBe(200);
    for (const [name, id] of who) {
      const res = await call('POST', `/admin/users/${id}/suspend`, f.cookies.admin, {
        reason: `Fraud check ${name}`,
      });
      expect(res.status).toBe(200);
      expect(res.body.suspended_at).toEqual(expect.any(String));
    }
    for (const [, id, cookie, path] of who) {
      expect((await call('GET', path, cookie)).status).toBe(401);
      expect((await call('POST', '/driver/shift', cookie, { online: true })).status).toBe(401);
      expect((await call('PATCH', '/profile', cookie, { full_name: 'Changed' })).status).toBe(401);
      expect(await f.db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    }
  });

  it('sign-in is refused with a clear message at every door, and no session is made', async () => {
    for (const [email, role] of [
      [f.users.customer.email, undefined],
      [f.users.owner.email, 'restaurant'],
      [f.users.driver.email, 'driver'],
    ] as const) {
      const res = await signIn(email, role);
      expect({ status: res.status, code: res.body.error?.code, message: res.body.error?.message }).toEqual({
        status: 403,
        code: 'account_suspended',
        message: MESSAGE,
      });
      expect(res.cookie).toBe('');
    }
    // A wrong password still reads as a wrong password: the suspension is told only to the account's holder.
    const wrong = await f.t.request<Answer>('POST', '/api/account/sign-in', {
      body: { email: f.users.customer.email, password: 'not-the-password' },
      ip: '10.20.30.41',
    });
    expect(wrong.status).toBe(401);
    expect(await f.db.select().from(session).where(eq(session.userId, f.users.customer.id))).toEqual([]);
  });

  it('only an admin reinstates it, audited; then sign-in works again', async () => {
    const id = f.users.customer.id;
    expect(
      (await call('POST', `/admin/users/${id}/reinstate`, f.cookies.customerB, { reason: 'Please' })).status,
    ).toBe(403);
    const res = await call('POST', `/admin/users/${id}/reinstate`, f.cookies.admin, {
      reason: 'Check passed',
    });
    expect(res.status).toBe(200);
    expect(res.body.suspended_at).toBeNull();
    expect(
      (await call('POST', `/admin/users/${id}/reinstate`, f.cookies.admin, { reason: 'Again' })).status,
    ).toBe(409);
    const audit = await f.t.get<{ entries: AuditEntry[] }>(`/api/admin/audit?target_id=${id}`, {
      cookie: f.cookies.admin,
    });
    expect(audit.body.entries.map((e) => [e.action, e.actor_email, e.summary])).toEqual(
      expect.arrayContaining([
        [
          'user.suspend',
          'admin@orders.test',
          'Suspended the account of alice@orders.test (signed out everywhere): Fraud check customer',
        ],
        ['user.reinstate', 'admin@orders.test', 'Reinstated the account of alice@orders.test: Check passed'],
      ]),
    );
    const back = await signIn(f.users.customer.email);
    expect(back.status).toBe(200);
    expect((await call('GET', '/orders', back.cookie)).status).toBe(200);
  });

  it('an admin cannot suspend their own account', async () => {
    const res = await call('POST', `/admin/users/${f.users.admin.id}/suspend`, f.cookies.admin, {
      reason: 'Oops',
    });
    expect(res.status).toBe(400);
    expect((await call('GET', '/admin/overview', f.cookies.admin)).status).toBe(200);
  });
});
