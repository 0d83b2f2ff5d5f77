import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '@lekker/core/contracts/realtime';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { driverProfiles, orders } from '../db/schema/index.ts';
import { insertDriverProfile, insertRestaurant, insertUser } from '../seed/builders.ts';
import { type RealtimeTestServer, startRealtimeTestServer } from '../test/realtime-server.ts';
import { SESSION_ENDED } from './gateway.ts';

// Decision 037 (docs/decisions/037-driver-positions-over-the-socket.md): drivers send positions over their signed-in
// socket; only the assigned driver of an active job moves its pin, refused frames change nothing.
type Client = {
  ws: WebSocket;
  frames: ServerFrame[];
  closed: Promise<number>;
  send(frame: unknown): void;
  /** Waits until a frame matching `test` arrived (or fails after `ms`). */
  next(test: (f: ServerFrame) => boolean, ms?: number): Promise<ServerFrame>;
};

function connect(server: RealtimeTestServer, cookie: string): Promise<Client> {
  const ws = new WebSocket(server.wsUrl, { headers: { cookie, origin: server.origin } });
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ServerFrame);
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const client: Client = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(JSON.stringify(frame)),
    next: (test, ms = 3000) =>
      new Promise((resolve, reject) => {
        const seen = frames.length;
        let from = 0;
        const check = () => {
          const hit = frames.slice(from).find(test);
          from = frames.length;
          if (!hit) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame within ${ms} ms (had ${seen}: ${JSON.stringify(frames)})`));
        }, ms);
        waiters.add(check);
        check();
      }),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

const isLocation = (f: ServerFrame) => f.kind === 'event' && f.event.type === 'driver.location';
const isLocationError = (f: ServerFrame) => f.kind === 'error' && f.location === true;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const at = (latitude: number) => ({ latitude, longitude: 25.64, heading: 90, speed_kmh: 30, accuracy: 8 });

describe('driver positions over the socket', () => {
  let server: RealtimeTestServer;
  const password = 'socket-pass-1';
  let restaurantId: string;

  beforeAll(async () => {
    server = await startRealtimeTestServer({ heartbeatMs: 60_000 });
    restaurantId = (await insertRestaurant(server.database.db, { name: 'Kota King' })).id;
  });
  afterAll(() => server.close());

  let n = 0;
  async function person(roles: ('customer' | 'driver')[]) {
    n += 1;
    const email = `p${n}@socket-location.test`;
    const u = await insertUser(server.database.db, { email, name: `P${n}`, password, roles });
    if (roles.includes('driver')) await insertDriverProfile(server.database.db, u.id, { status: 'approved' });
    return { id: u.id, cookie: await server.cookieFor(email, password) };
  }
  /** A customer's order, held by `driverId` (picked up), with the customer listening on its room. */
  async function job(driverId: string | null) {
    const customer = await person(['customer']);
    const id = randomUUID();
    await server.database.db.insert(orders).values({
      id,
      orderNumber: `LS-${n}`,
      customerId: customer.id,
      restaurantId,
      driverId,
      status: driverId ? 'picked_up' : 'placed',
      paymentMethod: 'cash',
      subtotalCents: 10_000,
      deliveryFeeCents: 2500,
      totalCents: 12_500,
      deliveryAddress: { street: '1 Shippard Street', city: 'Mahikeng', province: 'North West' } as never,
      placedAt: new Date(),
    });
    const listener = await connect(server, customer.cookie);
    listener.send({ kind: 'subscribe', room: `order:${id}` });
    await listener.next((f) => f.kind === 'subscribed');
    return { id, customer, listener };
  }
  const storedLatitude = async (userId: string) =>
    (
      await server.database.db
        .select({ lat: driverProfiles.lastLatitude })
        .from(driverProfiles)
        .where(eq(driverProfiles.userId, userId))
    )[0]?.lat ?? null;

  it("the assigned driver's position reaches the customer at once and is stored within a flush", async () => {
    const driver = await person(['customer', 'driver']);
    const j = await job(driver.id);
    const socket = await connect(server, driver.cookie);
    socket.send({ kind: 'location', position: at(-25.85), order_id: j.id });
    const first = await j.listener.next(isLocation);
    expect(first).toMatchObject({
      room: `order:${j.id}`,
      event: { type: 'driver.location', order_id: j.id, position: { latitude: -25.85, longitude: 25.64 } },
    });
    // The first position of a shift is written at once; the next one in the batch (1 s by default).
    await expect.poll(() => storedLatitude(driver.id), { timeout: 2000 }).toBe(-25.85);
    socket.send({ kind: 'location', position: at(-25.851) });
    await j.listener.next(
      (f) =>
        isLocation(f) &&
        f.kind === 'event' &&
        f.event.type === 'driver.location' &&
        f.event.position.latitude === -25.851,
    );
    await expect.poll(() => storedLatitude(driver.id), { timeout: 2500, interval: 100 }).toBe(-25.851);
    expect(socket.frames.filter(isLocationError)).toEqual([]);
  });

  it("another driver cannot move a job's pin; a driver without a job is stored but pushed nowhere", async () => {
    const assigned = await person(['customer', 'driver']);
    const other = await person(['customer', 'driver']);
    const j = await job(assigned.id);
    const socket = await connect(server, other.cookie);
    socket.send({ kind: 'location', position: at(-25.9), order_id: j.id });
    expect(await socket.next(isLocationError)).toMatchObject({
      message: 'You are not delivering that order.',
    });
    // Without naming the order: taken for offers (stored), but it reaches no one's order.
    socket.send({ kind: 'location', position: at(-25.91) });
    await expect.poll(() => storedLatitude(other.id), { timeout: 2000 }).toBe(-25.91);
    await sleep(200);
    expect(j.listener.frames.filter(isLocation)).toEqual([]);
    expect(socket.frames.filter(isLocationError)).toHaveLength(1);
  });

  it('a customer (not a driver) is refused', async () => {
    const customer = await person(['customer']);
    const j = await job(null);
    const socket = await connect(server, customer.cookie);
    socket.send({ kind: 'location', position: at(-25.85), order_id: j.id });
    expect(await socket.next(isLocationError)).toMatchObject({
      message: 'Only drivers share their position.',
    });
  });

  it('bad frames get an error and change nothing: outside South Africa, absurd accuracy, malformed', async () => {
    const driver = await person(['customer', 'driver']);
    const j = await job(driver.id);
    const socket = await connect(server, driver.cookie);
    for (const position of [
      { latitude: 51.5, longitude: -0.12 },
      { latitude: -25.85, longitude: 45 },
      { ...at(-25.85), accuracy: 50_000 },
      { latitude: '-25.85', longitude: 25.64 },
      {},
    ]) {
      const before = socket.frames.length;
      socket.send({ kind: 'location', position });
      const error = await socket.next((f) => socket.frames.indexOf(f) >= before && isLocationError(f));
      expect(error).toMatchObject({ kind: 'error', location: true });
      expect((error as { message: string }).message).toMatch(/^Invalid position/);
    }
    socket.send({ kind: 'location', position: at(-25.85), order_id: 'not-a-uuid' });
    await socket.next((f) => isLocationError(f) && /order_id/.test((f as { message: string }).message));
    await sleep(200);
    expect(j.listener.frames.filter(isLocation)).toEqual([]);
    expect(await storedLatitude(driver.id)).toBeNull();
    // The POST refuses the same positions (the same schema in packages/core).
    const res = await fetch(`${server.url}/api/driver/location`, {
      method: 'POST',
      headers: { cookie: driver.cookie, origin: server.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ latitude: 51.5, longitude: -0.12 }),
    });
    expect(res.status).toBe(400);
    expect(await storedLatitude(driver.id)).toBeNull();
  });

  it('positions are rate-limited per socket: the burst is taken, the rest refused with an error', async () => {
    const driver = await person(['customer', 'driver']);
    const j = await job(driver.id);
    const socket = await connect(server, driver.cookie);
    for (let i = 0; i < 10; i += 1) socket.send({ kind: 'location', position: at(-25.85 - i / 1000) });
    await socket.next(
      (f) => isLocationError(f) && /Too many positions/.test((f as { message: string }).message),
    );
    await sleep(300);
    const pushed = j.listener.frames.filter(isLocation).length;
    expect(pushed).toBe(5);
    expect(
      socket.frames.filter((f) => isLocationError(f) && /Too many/.test((f as { message: string }).message)),
    ).toHaveLength(5);
  });

  it('a job that ends stops the pin at once (the cached right is forgotten on the order event)', async () => {
    const driver = await person(['customer', 'driver']);
    const j = await job(driver.id);
    const socket = await connect(server, driver.cookie);
    socket.send({ kind: 'location', position: at(-25.85) });
    await j.listener.next(isLocation);
    await server.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, j.id));
    // What the order announcer publishes for any change (every instance hears it over the bus).
    await server.app.realtime.bus.publish(`order:${j.id}`, {
      type: 'order.updated',
      order_id: j.id,
      order_number: 'LS',
      restaurant_id: restaurantId,
      status: 'delivered',
      has_driver: true,
      at: new Date().toISOString(),
    });
    socket.send({ kind: 'location', position: at(-25.86), order_id: j.id });
    expect(await socket.next(isLocationError)).toMatchObject({
      message: 'You are not delivering that order.',
    });
    socket.send({ kind: 'location', position: at(-25.87) });
    await sleep(300);
    expect(j.listener.frames.filter(isLocation)).toHaveLength(1);
  });

  it("a suspended driver's socket is closed at once and a new one's positions are refused", async () => {
    const driver = await person(['customer', 'driver']);
    const admin = await insertUser(server.database.db, {
      email: `admin${n}@socket-location.test`,
      name: 'Admin',
      password,
      roles: ['admin'],
    });
    const adminCookie = await server.cookieFor(admin.email, password);
    const j = await job(driver.id);
    const socket = await connect(server, driver.cookie);
    socket.send({ kind: 'location', position: at(-25.85) });
    await j.listener.next(isLocation);
    const res = await fetch(`${server.url}/api/admin/drivers/${driver.id}/status`, {
      method: 'POST',
      headers: { cookie: adminCookie, origin: server.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'suspended', reason: 'Documents expired' }),
    });
    expect(res.status).toBe(200);
    expect(await socket.closed).toBe(SESSION_ENDED);
    const again = await connect(server, driver.cookie);
    again.send({ kind: 'location', position: at(-25.86), order_id: j.id });
    expect(await again.next(isLocationError)).toMatchObject({ kind: 'error', location: true });
    await sleep(200);
    expect(j.listener.frames.filter(isLocation)).toHaveLength(1);
  });

  it("a signed-out driver's socket is closed at once", async () => {
    const driver = await person(['customer', 'driver']);
    const socket = await connect(server, driver.cookie);
    const res = await fetch(`${server.url}/api/account/sign-out`, {
      method: 'POST',
      headers: { cookie: driver.cookie, origin: server.origin },
    });
    expect(res.status).toBe(200);
    expect(await socket.closed).toBe(SESSION_ENDED);
  });
});
