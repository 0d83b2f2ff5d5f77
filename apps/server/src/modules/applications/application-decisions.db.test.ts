import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMail } from '../../db/schema/index.ts';
import { insertUser } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

type Application = {
  kind: string;
  id: string;
  email: string;
  status: string;
  decision_reason: string | null;
  decided_at: string | null;
};

// An application decision: the applicant's e-mail on the decision, a required reason, recorded, e-mailed and in the audit log.
describe('application decisions carry a reason: recorded, audited and e-mailed to the applicant', () => {
  let t: TestApp;
  const cookies: Record<'admin' | 'thabo' | 'lerato' | 'owner', string> = {
    admin: '',
    thabo: '',
    lerato: '',
    owner: '',
  };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const password = 'decide-pass';
    for (const [key, roles] of [
      ['admin', ['admin']],
      ['thabo', ['customer']],
      ['lerato', ['customer']],
      ['owner', ['customer', 'restaurant']],
    ] as const) {
      const u = await insertUser(t.database.db, {
        email: `${key}@decide.test`,
        name: key === 'thabo' ? 'Thabo Mokoena' : key,
        password,
        roles: [...roles],
      });
      ids[key] = u.id;
      cookies[key] = await t.signIn(`${key}@decide.test`, password);
    }
    expect(
      (
        await t.request('POST', '/api/applications/driver', {
          cookie: cookies.thabo,
          body: { vehicle_type: 'scooter', phone: '082 123 4567' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.request('POST', '/api/applications/restaurant', {
          cookie: cookies.lerato,
          body: { restaurant_name: 'Lerato Eats', address: '5 Main Road, Mahikeng', phone: '082 765 4321' },
        })
      ).status,
    ).toBe(201);
  });
  afterAll(() => t.close());

  const list = async () =>
    (await t.get<{ applications: Application[] }>('/api/admin/applications', { cookie: cookies.admin })).body
      .applications;

  it('refuses a decision without a reason', async () => {
    const res = await t.request<{ error: { fields: Record<string, string> } }>(
      'POST',
      `/api/admin/drivers/${ids.thabo}/status`,
      { cookie: cookies.admin, body: { status: 'approved' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields.reason).toBeTruthy();
    expect((await list()).find((a) => a.kind === 'driver')).toMatchObject({
      status: 'pending',
      decision_reason: null,
    });
  });

  it('approves a driver: the reason is on the application, in the audit log and in the e-mail to the applicant', async () => {
    const res = await t.request('POST', `/api/admin/drivers/${ids.thabo}/status`, {
      cookie: cookies.admin,
      body: { status: 'approved', reason: 'Licence and ID checked' },
    });
    expect(res.status).toBe(200);
    const driver = (await list()).find((a) => a.kind === 'driver')!;
    expect(driver).toMatchObject({
      email: 'thabo@decide.test',
      status: 'approved',
      decision_reason: 'Licence and ID checked',
    });
    expect(Date.parse(driver.decided_at!)).not.toBeNaN();
    const mail = await t.database.db.select().from(devMail).where(eq(devMail.to, 'thabo@decide.test'));
    const decision = mail.find((m) => /driver application is approved/.test(m.subject));
    expect(decision?.text).toContain('Reason: Licence and ID checked');
    expect(decision?.text).toContain('Hi Thabo Mokoena');
    expect(decision?.text).toContain('/driver/status');
    const audit = await t.get<{ entries: { action: string; summary: string; actor_email: string }[] }>(
      `/api/admin/audit?target_type=user&target_id=${ids.thabo}`,
      { cookie: cookies.admin },
    );
    expect(audit.body.entries[0]).toMatchObject({
      action: 'application.driver.approve',
      actor_email: 'admin@decide.test',
    });
    expect(audit.body.entries[0]!.summary).toContain('thabo@decide.test');
    expect(audit.body.entries[0]!.summary).toContain('Licence and ID checked');
  });

  it('suspends a restaurant application with its reason, e-mailed and audited', async () => {
    const app = (await list()).find((a) => a.kind === 'restaurant')!;
    expect(app.email).toBe('lerato@decide.test');
    const res = await t.request('POST', `/api/admin/restaurant-applications/${app.id}/status`, {
      cookie: cookies.admin,
      body: { status: 'suspended', reason: 'The address is outside our towns' },
    });
    expect(res.status).toBe(200);
    expect((await list()).find((a) => a.id === app.id)).toMatchObject({
      status: 'suspended',
      decision_reason: 'The address is outside our towns',
    });
    const mail = await t.database.db.select().from(devMail).where(eq(devMail.to, 'lerato@decide.test'));
    expect(
      mail.some(
        (m) =>
          /restaurant application/.test(m.subject) && m.text.includes('The address is outside our towns'),
      ),
    ).toBe(true);
    const audit = await t.get<{ entries: { action: string }[] }>(
      `/api/admin/audit?target_type=restaurant_application&target_id=${app.id}`,
      { cookie: cookies.admin },
    );
    expect(audit.body.entries.map((e) => e.action)).toEqual(['application.restaurant.suspend']);
  });

  it('is for admins only', async () => {
    for (const who of ['owner', 'thabo'] as const)
      expect(
        (
          await t.request('POST', `/api/admin/drivers/${ids.thabo}/status`, {
            cookie: cookies[who],
            body: { status: 'suspended', reason: 'Not allowed' },
          })
        ).status,
      ).toBe(403);
  });
});
