import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { session } from '../../db/schema/index.ts';
import { SESSION_ENDED } from '../../realtime/gateway.ts';
import { insertDriverProfile, insertUser } from '../../seed/builders.ts';
import { type RealtimeTestServer, startRealtimeTestServer } from '../../test/realtime-server.ts';

// Decision 040 (docs/decisions/040-session-cache.md): the driver-position POST takes its
// session from memory, and a session that ends on one instance is refused — and its sockets closed — on another
// instance sharing the bus as soon as the signal crosses it (one Redis round trip; the sweep is off in those tests,
// so only the signal can do it: without it the cache would serve the session for its 30 s TTL).
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'cache-pass-1';
const position = { latitude: -25.85, longitude: 25.64, heading: 90, speed_kmh: 30, accuracy: 8 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

function connect(server: RealtimeTestServer, cookie: string): Promise<{ closed: Promise<number> }> {
  const ws = new WebSocket(server.wsUrl, { headers: { cookie, origin: server.origin } });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ closed }));
    ws.once('error', reject);
  });
}

describe('the driver-position session cache on two instances sharing one bus', () => {
  const channel = `lekker:realtime:test:${randomUUID()}`;
  let a: RealtimeTestServer;
  let b: RealtimeTestServer;

  beforeAll(async () => {
    // A long heartbeat: what closes sockets here is the signal over the bus, not the periodic session check.
    a = await startRealtimeTestServer({ redis: { url: REDIS_URL, channel }, heartbeatMs: 60_000 });
    b = await startRealtimeTestServer({
      redis: { url: REDIS_URL, channel },
      database: a.database,
      heartbeatMs: 60_000,
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  let n = 0;
  async function driver() {
    n += 1;
    const email = `d${n}@session-cache.test`;
    const u = await insertUser(a.database.db, {
      email,
      name: `D${n}`,
      password: PASSWORD,
      roles: ['driver'],
    });
    await insertDriverProfile(a.database.db, u.id, { status: 'approved' });
    // Signed in on A; the same cookie works on B (one database).
    return { id: u.id, email, cookie: await a.cookieFor(email, PASSWORD) };
  }
  async function admin() {
    n += 1;
    const email = `admin${n}@session-cache.test`;
    await insertUser(a.database.db, { email, name: 'Ops', password: PASSWORD, roles: ['admin'] });
    return a.cookieFor(email, PASSWORD);
  }
  const post = (server: RealtimeTestServer, path: string, cookie: string, body?: unknown) =>
    fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { cookie, origin: server.origin, 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  const postLocation = async (server: RealtimeTestServer, cookie: string) =>
    (await post(server, '/driver/location', cookie, position)).status;
  /**
   * B's answer to the driver's post once the signal from A has crossed the bus: the signal is published as A answers,
   * so B may take one post before it arrives. Polls for up to a second, then gives B's last answer.
   */
  async function answerOnBAfterSignal(cookie: string, refused: 401 | 403): Promise<number> {
    const deadline = Date.now() + 1000;
    for (;;) {
      const status = await postLocation(b, cookie);
      if (status === refused || Date.now() > deadline) return status;
      await sleep(20);
    }
  }

  /**
   * A driver whose session B has cached (two posts: the miss that stores it, then a hit). B's sweep is off unless
   * `sweep`: what refuses the session then can only be the signal over the bus.
   */
  async function cachedOnB(sweep = false) {
    b.app.sessionCache.sweepEvery(sweep ? 1000 : 0);
    const d = await driver();
    const before = b.app.sessionCache.size();
    expect(await postLocation(b, d.cookie)).toBe(200);
    expect(b.app.sessionCache.size()).toBe(before + 1);
    expect(await postLocation(b, d.cookie)).toBe(200);
    return d;
  }

  it('serves a driver from the cache after the first post, and caches nothing for strangers', async () => {
    const d = await cachedOnB();
    const size = b.app.sessionCache.size();
    // An unknown token, a forged signature, a customer: refused, and nothing kept.
    expect(await postLocation(b, 'lekker.session_token=not-a-session.sig')).toBe(401);
    const [, value] = d.cookie.match(/lekker\.session_token=([^;]+)/) ?? [];
    expect(await postLocation(b, `lekker.session_token=${value}x`)).toBe(401);
    const customerEmail = `c${randomUUID()}@session-cache.test`;
    await insertUser(a.database.db, { email: customerEmail, name: 'C', password: PASSWORD });
    expect(await postLocation(b, await a.cookieFor(customerEmail, PASSWORD))).toBe(403);
    expect(b.app.sessionCache.size()).toBe(size);
  });

  it('sign-out on A: the cached session is refused on B and its socket there closes, within the bus round trip', async () => {
    const d = await cachedOnB();
    const socket = await connect(b, d.cookie);
    expect((await post(a, '/auth/sign-out', d.cookie)).status).toBe(200);
    expect(await answerOnBAfterSignal(d.cookie, 401)).toBe(401);
    expect(await within(socket.closed, 1000)).toBe(SESSION_ENDED);
  });

  it("signing out one device on A closes that session's sockets on B only, at once", async () => {
    const email = `c${randomUUID()}@session-cache.test`;
    await insertUser(a.database.db, { email, name: 'C', password: PASSWORD });
    const phone = await a.cookieFor(email, PASSWORD);
    const laptop = await a.cookieFor(email, PASSWORD);
    const onPhone = await connect(b, phone);
    const onLaptop = await connect(b, laptop);
    expect((await post(a, '/auth/sign-out', phone)).status).toBe(200);
    expect(await within(onPhone.closed, 1000)).toBe(SESSION_ENDED);
    const stillOpen = await Promise.race([onLaptop.closed.then(() => false), sleep(300).then(() => true)]);
    expect(stillOpen).toBe(true);
  });

  it('sign-out everywhere on A: refused on B, sockets on B closed, within the bus round trip', async () => {
    const d = await cachedOnB();
    const socket = await connect(b, d.cookie);
    expect((await post(a, '/account/sign-out', d.cookie)).status).toBe(200);
    expect(await answerOnBAfterSignal(d.cookie, 401)).toBe(401);
    expect(await within(socket.closed, 1000)).toBe(SESSION_ENDED);
  });

  it('suspension on A: the cached driver is refused on B (403) and their socket on B closes, within the bus round trip', async () => {
    const ops = await admin();
    const d = await cachedOnB();
    const socket = await connect(b, d.cookie);
    const res = await post(a, `/admin/drivers/${d.id}/suspend`, ops, {
      reason: 'Suspended for the session cache test.',
    });
    expect(res.status).toBe(200);
    expect(await answerOnBAfterSignal(d.cookie, 403)).toBe(403);
    expect(await within(socket.closed, 1000)).toBe(SESSION_ENDED);
  });

  it('a password reset on A: refused on B within the bus round trip', async () => {
    const d = await cachedOnB();
    const send = (path: string, body: unknown) =>
      fetch(`${a.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a.origin },
        body: JSON.stringify(body),
      });
    expect(
      (await send('/api/auth/request-password-reset', { email: d.email, redirectTo: '/reset' })).status,
    ).toBe(200);
    const mail = (await (await fetch(`${a.url}/api/dev/mailbox?to=${d.email}`)).json()) as {
      messages: { text: string }[];
    };
    const token = /reset-password\/([^?\s"]+)/.exec(mail.messages[0]!.text)![1]!;
    expect((await send('/api/auth/reset-password', { token, newPassword: 'brand-new-pass-2' })).status).toBe(
      200,
    );
    expect(await answerOnBAfterSignal(d.cookie, 401)).toBe(401);
  });

  it('a session ended without a signal (deleted in the database) is refused within a sweep', async () => {
    const d = await cachedOnB(true);
    await a.database.db.delete(session).where(eq(session.userId, d.id));
    // Until the sweep, the cache still serves it (this is the staleness bound for changes that send no signal).
    expect(await postLocation(b, d.cookie)).toBe(200);
    // Refused as soon as the sweep has run (the condition, not a fixed wait).
    await expect.poll(() => postLocation(b, d.cookie), { timeout: 10_000, interval: 100 }).toBe(401);
  });

  it('an admin revoking the driver role (no signal) is refused within a sweep', async () => {
    const ops = await admin();
    const d = await cachedOnB(true);
    expect(
      (await post(a, `/admin/users/${d.id}/roles/revoke`, ops, { role: 'driver', reason: 'Left the fleet' }))
        .status,
    ).toBe(200);
    // Refused as soon as the sweep has run (the condition, not a fixed wait).
    await expect.poll(() => postLocation(b, d.cookie), { timeout: 10_000, interval: 100 }).toBe(403);
  });

  it('a session that expires in the database is dropped by the sweep, however long the TTL', async () => {
    const d = await cachedOnB(true);
    await a.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, d.id));
    // Refused as soon as the sweep has run (the condition, not a fixed wait).
    await expect.poll(() => postLocation(b, d.cookie), { timeout: 10_000, interval: 100 }).toBe(401);
  });
});
