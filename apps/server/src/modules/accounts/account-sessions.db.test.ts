import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

type Sessions = {
  sessions: { id: string; device: string; created_at: string; last_seen_at: string; current: boolean }[];
};

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

// A person sees their signed-in devices by id and label, never by token (a token is the session itself), and signs
// one out by its id; nobody else's.
describe('account sessions', () => {
  let t: TestApp;
  let phone: string;
  let laptop: string;
  let stranger: string;
  const tokensOf = async (email: string) => {
    const [u] = await t.database.db.query.user.findMany({ where: (x, { eq }) => eq(x.email, email) });
    const rows = await t.database.db.query.session.findMany({ where: (s, { eq }) => eq(s.userId, u!.id) });
    return rows.map((r) => r.token);
  };
  const signInOn = async (email: string, password: string, userAgent: string) => {
    const res = await t.request('POST', '/api/account/sign-in', {
      body: { email, password },
      headers: { 'user-agent': userAgent },
    });
    expect(res.status).toBe(200);
    return res.cookie;
  };
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    await insertUser(t.database.db, { email: 'many@sessions.test', name: 'Many', password: 'many-pass-1' });
    await insertUser(t.database.db, {
      email: 'other@sessions.test',
      name: 'Other',
      password: 'other-pass-1',
    });
    phone = await signInOn('many@sessions.test', 'many-pass-1', PHONE);
    laptop = await signInOn('many@sessions.test', 'many-pass-1', LAPTOP);
    stranger = await signInOn('other@sessions.test', 'other-pass-1', LAPTOP);
  });
  afterAll(() => t.close());

  it('lists the devices without their tokens, this one marked', async () => {
    const res = await t.get<Sessions>('/api/account/sessions', { cookie: phone });
    expect(res.status).toBe(200);
    expect(res.body.sessions.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome on Android', true],
      ['Firefox on Windows', false],
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('token');
    for (const token of await tokensOf('many@sessions.test')) expect(text).not.toContain(token);
    for (const s of res.body.sessions) expect(Number.isNaN(Date.parse(s.last_seen_at))).toBe(false);
  });

  it("better-auth's own list holds no tokens either", async () => {
    const res = await t.get<Record<string, unknown>[]>('/api/auth/list-sessions', { cookie: phone });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(2);
    const text = JSON.stringify(res.body);
    for (const token of await tokensOf('many@sessions.test')) expect(text).not.toContain(token);
  });

  it("someone else's session is a 404 and stays signed in", async () => {
    const mine = await t.get<Sessions>('/api/account/sessions', { cookie: phone });
    const laptopId = mine.body.sessions.find((s) => !s.current)!.id;
    const res = await t.request('DELETE', `/api/account/sessions/${laptopId}`, { cookie: stranger });
    expect(res.status).toBe(404);
    const unknown = await t.request('DELETE', '/api/account/sessions/no-such-session', { cookie: phone });
    expect(unknown.status).toBe(404);
    expect((await t.get<{ user: unknown }>('/api/me', { cookie: laptop })).body.user).not.toBeNull();
  });

  it('signs one device out by its id; the other stays signed in', async () => {
    const mine = await t.get<Sessions>('/api/account/sessions', { cookie: phone });
    const laptopId = mine.body.sessions.find((s) => !s.current)!.id;
    const res = await t.request('DELETE', `/api/account/sessions/${laptopId}`, { cookie: phone });
    expect(res.status).toBe(200);
    expect((await t.get<{ user: unknown }>('/api/me', { cookie: laptop })).body.user).toBeNull();
    expect((await t.get<{ user: unknown }>('/api/me', { cookie: phone })).body.user).not.toBeNull();
    const after = await t.get<Sessions>('/api/account/sessions', { cookie: phone });
    expect(after.body.sessions.map((s) => s.id)).not.toContain(laptopId);
  });

  it('is for signed-in people only', async () => {
    expect((await t.get('/api/account/sessions')).status).toBe(401);
  });
});
