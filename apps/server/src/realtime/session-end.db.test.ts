import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { session } from '../db/schema/index.ts';
import { insertUser } from '../seed/builders.ts';
import { type RealtimeTestServer, startRealtimeTestServer } from '../test/realtime-server.ts';
import { SESSION_ENDED } from './gateway.ts';

// Sockets end with the session (docs/decisions/016-hardening-limits.md): open sockets must not outlive the session: closed when it ends, and re-checked on subscribe.
type Socket = { ws: WebSocket; closed: Promise<number> };

function connect(server: RealtimeTestServer, cookie: string): Promise<Socket> {
  const ws = new WebSocket(server.wsUrl, { headers: { cookie, origin: server.origin } });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, closed }));
    ws.once('error', reject);
  });
}
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

async function user(server: RealtimeTestServer, email: string, password = 'session-pass-1') {
  const u = await insertUser(server.database.db, { email, name: 'Sam', password });
  return { id: u.id, email, password, cookie: await server.cookieFor(email, password) };
}

describe('sockets end with their session', () => {
  let server: RealtimeTestServer;
  beforeAll(async () => {
    // A long heartbeat: what closes the sockets here is the session ending, not the periodic check.
    server = await startRealtimeTestServer({ heartbeatMs: 60_000 });
  });
  afterAll(() => server.close());

  it('sign-out everywhere closes the open sockets at once', async () => {
    const u = await user(server, 'out@session.test');
    const s = await connect(server, u.cookie);
    const res = await fetch(`${server.url}/api/account/sign-out`, {
      method: 'POST',
      headers: { cookie: u.cookie, origin: server.origin },
    });
    expect(res.status).toBe(200);
    expect(await within(s.closed, 2000)).toBe(SESSION_ENDED);
  });

  it('a password reset closes the open sockets at once', async () => {
    const u = await user(server, 'reset@session.test');
    const s = await connect(server, u.cookie);
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.origin },
        body: JSON.stringify(body),
      });
    expect(
      (await post('/api/auth/request-password-reset', { email: u.email, redirectTo: '/reset' })).status,
    ).toBe(200);
    const mail = (await (await fetch(`${server.url}/api/dev/mailbox?to=${u.email}`)).json()) as {
      messages: { text: string }[];
    };
    const token = /reset-password\/([^?\s"]+)/.exec(mail.messages[0]!.text)![1]!;
    expect((await post('/api/auth/reset-password', { token, newPassword: 'brand-new-pass-2' })).status).toBe(
      200,
    );
    expect(await within(s.closed, 2000)).toBe(SESSION_ENDED);
  });

  it("an admin's sign-out everywhere closes the person's open sockets at once", async () => {
    const u = await user(server, 'signed-out-by-admin@session.test');
    const s = await connect(server, u.cookie);
    await insertUser(server.database.db, {
      email: 'admin@session.test',
      name: 'Ada',
      password: 'session-pass-1',
      roles: ['admin'],
    });
    const admin = await server.cookieFor('admin@session.test', 'session-pass-1');
    const res = await fetch(`${server.url}/api/admin/users/${u.id}/sign-out`, {
      method: 'POST',
      headers: { cookie: admin, origin: server.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Lost phone' }),
    });
    expect(res.status).toBe(200);
    expect(await within(s.closed, 2000)).toBe(SESSION_ENDED);
  });

  it('a subscribe checks the session again: a socket whose session is gone joins nothing', async () => {
    const u = await user(server, 'gone@session.test');
    const s = await connect(server, u.cookie);
    // Signed out on another instance: the session row is gone, this instance was not told.
    await server.database.db.delete(session).where(eq(session.userId, u.id));
    s.ws.send(JSON.stringify({ kind: 'subscribe', room: `order:${randomUUID()}` }));
    expect(await within(s.closed, 2000)).toBe(SESSION_ENDED);
  });
});

describe('sessions ended elsewhere', () => {
  let server: RealtimeTestServer;
  beforeAll(async () => {
    server = await startRealtimeTestServer({ heartbeatMs: 150 });
  });
  afterAll(() => server.close());

  it('close their sockets within a heartbeat, with no message from the client', async () => {
    const u = await user(server, 'quiet@session.test');
    const s = await connect(server, u.cookie);
    await server.database.db.delete(session).where(eq(session.userId, u.id));
    expect(await within(s.closed, 2000)).toBe(SESSION_ENDED);
  });
});
