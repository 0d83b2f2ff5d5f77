import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYFAST_NOTIFY_PATH } from '../modules/payments/payfast-urls.ts';
import { createPaymentsRepository } from '../modules/payments/payments.repository.ts';
import { insertUser } from '../seed/builders.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

// Inputs at the edge (docs/decisions/016-hardening-limits.md).
describe('input hygiene', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    await insertUser(t.database.db, { email: 'tok@hygiene.test', name: 'Tok', password: 'hygiene-pass' });
  });
  afterAll(() => t.close());

  it('a payment notification with a repeated field is refused and still stored for audit', async () => {
    const res = await t.app.request(
      PAYFAST_NOTIFY_PATH,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'm_payment_id=ORDER-REPEAT-1&pf_payment_id=1&payment_status=COMPLETE&payment_status=FAILED',
      },
      { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } } },
    );
    expect(res.status).toBe(200);
    const rows = await createPaymentsRepository(t.database.db).listForOrder('ORDER-REPEAT-1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: 'rejected' });
    expect(rows[0]!.reason).toMatch(/payment_status was posted more than once/);
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['blank', '   '],
    ['5,000 characters', 'x'.repeat(5000)],
  ])('sign-up refuses a name that is %s (400, nothing stored)', async (_label, name) => {
    const email = `name-${Math.random().toString(36).slice(2)}@hygiene.test`;
    const res = await t.request<{ error: { fields?: Record<string, string> } }>(
      'POST',
      '/api/auth/sign-up/email',
      {
        body: { email, password: 'long-enough-1', name, callbackURL: '/' },
        ip: '10.15.0.1',
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.name).toBeDefined();
    const users = await t.database.db.query.user.findMany({ where: (u, { eq }) => eq(u.email, email) });
    expect(users).toEqual([]);
  });

  it('sign-up with a proper name still works', async () => {
    const res = await t.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'ok@hygiene.test', password: 'long-enough-1', name: 'Thandi', callbackURL: '/' },
      ip: '10.15.0.2',
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('"token"');
  });

  it('session tokens stay in the HttpOnly cookie, never in a JSON body', async () => {
    const door = await t.request('POST', '/api/account/sign-in', {
      body: { email: 'tok@hygiene.test', password: 'hygiene-pass' },
      ip: '10.15.0.3',
    });
    expect(door.status).toBe(200);
    expect(door.cookie).toContain('session_token');
    expect(JSON.stringify(door.body)).not.toContain('"token"');
    const direct = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: 'tok@hygiene.test', password: 'hygiene-pass' },
      ip: '10.15.0.4',
    });
    expect(direct.status).toBe(200);
    expect(JSON.stringify(direct.body)).not.toContain('"token"');
    const session = await t.get<{ session: Record<string, unknown> }>('/api/auth/get-session', {
      cookie: door.cookie,
    });
    expect(session.status).toBe(200);
    expect(session.body.session).toBeDefined();
    expect(session.body.session.token).toBeUndefined();
  });
});
