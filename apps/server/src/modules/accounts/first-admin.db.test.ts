import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { account, auditLog } from '../../db/schema/index.ts';
import { insertUser } from '../../seed/builders.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { createFirstAdmin, FIRST_ADMIN_LINK_MINUTES, FirstAdminRefused } from './first-admin.ts';

// `npm run admin:create` (docs/decisions/043-production-start.md): production starts with no account; this makes
// the first admin, whose password is chosen through a one-time link of better-auth's password-reset kind.
describe('first admin (npm run admin:create)', () => {
  let t: TestApp;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: TEST_ORIGIN });
  const create = (input: Parameters<typeof createFirstAdmin>[1], now?: Date) =>
    createFirstAdmin({ config, db: t.database.db, now }, input);
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const setPassword = (token: string, newPassword: string) =>
    t.request<{ error?: { code: string } }>('POST', '/api/auth/reset-password', {
      body: { token, newPassword },
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates an admin with no password and a link that sets one, once', async () => {
    const admin = await create({ email: ' Thandi@Example.test ', name: 'Thandi Admin' });
    expect(admin.email).toBe('thandi@example.test');
    expect(admin.existing).toBe(false);
    expect(admin.link).toMatch(new RegExp(`^${TEST_ORIGIN}/reset-password\\?token=[\\w-]{32}$`));
    expect(admin.expiresAt.getTime() - Date.now()).toBeGreaterThan((FIRST_ADMIN_LINK_MINUTES - 1) * 60_000);
    expect(admin.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(FIRST_ADMIN_LINK_MINUTES * 60_000);
    const roles = await createAccountsRepository(t.database.db).rolesOf(admin.userId);
    expect(roles.sort()).toEqual(['admin', 'customer']);
    // No password exists until the link is used: nothing to guess.
    expect(await t.database.db.select().from(account).where(eq(account.userId, admin.userId))).toEqual([]);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, admin.userId));
    expect(audit).toMatchObject({
      action: 'role.grant',
      summary: 'Granted admin to thandi@example.test (npm run admin:create)',
    });

    const token = tokenOf(admin.link);
    expect((await setPassword(token, 'first-admin-pass-1')).status).toBe(200);
    // The link works once.
    const again = await setPassword(token, 'someone-else-pass');
    expect(again.status).toBe(400);
    expect(again.body.error?.code).toBe('invalid_token');

    const cookie = await t.signIn('thandi@example.test', 'first-admin-pass-1', 'admin');
    const users = await t.get<{ users: { email: string; roles: string[] }[] }>('/api/admin/users?q=thandi', {
      cookie,
    });
    expect(users.status).toBe(200);
    expect(users.body.users.map((u) => u.email)).toEqual(['thandi@example.test']);
    const refused = await t.request('POST', '/api/account/sign-in', {
      body: { email: 'thandi@example.test', password: 'someone-else-pass', role: 'admin' },
      ip: '10.8.0.1',
    });
    expect(refused.status).toBe(401);
  });

  it('refuses a second admin, and an address that has an account, unless forced', async () => {
    await expect(create({ email: 'second@example.test' })).rejects.toThrow(
      new FirstAdminRefused(
        'An admin account already exists (1). Admins grant the role from the admin console (Users); run again with --force to add one here anyway.',
      ),
    );
    const forced = await create({ email: 'second@example.test', force: true });
    expect(await createAccountsRepository(t.database.db).hasRole(forced.userId, 'admin')).toBe(true);

    const customer = await insertUser(t.database.db, {
      email: 'lindiwe@example.test',
      name: 'Lindiwe',
      password: 'customer-pass',
    });
    await expect(create({ email: 'Lindiwe@example.test', force: false })).rejects.toThrow(FirstAdminRefused);
    expect(await createAccountsRepository(t.database.db).hasRole(customer.id, 'admin')).toBe(false);
    const promoted = await create({ email: 'lindiwe@example.test', force: true });
    expect(promoted).toMatchObject({ userId: customer.id, existing: true });
    expect(await createAccountsRepository(t.database.db).hasRole(customer.id, 'admin')).toBe(true);

    await expect(create({ email: 'not an address', force: true })).rejects.toThrow(
      new FirstAdminRefused('not an address is not an e-mail address.'),
    );
  });

  it(`expires the link after ${FIRST_ADMIN_LINK_MINUTES} minutes`, async () => {
    const made = new Date(Date.now() - (FIRST_ADMIN_LINK_MINUTES + 1) * 60_000);
    const late = await create({ email: 'late@example.test', force: true }, made);
    const res = await setPassword(tokenOf(late.link), 'too-late-pass-1');
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('invalid_token');
  });
});
