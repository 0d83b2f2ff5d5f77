import { randomUUID } from 'node:crypto';
import type { RealtimeEvent, ServerFrame } from '@lekker/core/contracts/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { addRestaurantMember, insertDriverProfile, insertRestaurant, insertUser } from '../seed/builders.ts';
import { type RealtimeTestServer, startRealtimeTestServer } from '../test/realtime-server.ts';
import { driverRoom, orderRoom, restaurantRoom, userRoom } from './rooms.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'realtime-pass';
const HEARTBEAT_MS = 150;

const offers = (at = new Date().toISOString()): RealtimeEvent => ({ type: 'offers.changed', at });
const orderUpdated = (status: 'confirmed' | 'preparing' = 'confirmed'): RealtimeEvent => ({
  type: 'order.updated',
  order_id: randomUUID(),
  order_number: 'ORDER-1-abc',
  restaurant_id: randomUUID(),
  status,
  has_driver: false,
  at: new Date().toISOString(),
});

type Client = {
  ws: WebSocket;
  frames: ServerFrame[];
  /** The next unread frame matching `match` (waits up to 3 s). */
  next(match?: (f: ServerFrame) => boolean): Promise<ServerFrame>;
  nextEvent(): Promise<Extract<ServerFrame, { kind: 'event' }>>;
  send(frame: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
};

const open: WebSocket[] = [];

type ConnectOptions = { cookie?: string; origin?: string | null; since?: string; autoPong?: boolean };

/** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
function connect(server: RealtimeTestServer, o: ConnectOptions = {}): Promise<Client> {
  const headers: Record<string, string> = {};
  if (o.cookie) headers.cookie = o.cookie;
  if (o.origin !== null) headers.origin = o.origin ?? server.origin;
  const url = o.since ? `${server.wsUrl}?since=${encodeURIComponent(o.since)}` : server.wsUrl;
  const ws = new WebSocket(url, { headers, autoPong: o.autoPong ?? true });
  open.push(ws);
  const frames: ServerFrame[] = [];
  let cursor = 0;
  let wake: (() => void) | undefined;
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ServerFrame);
    wake?.();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  async function next(match: (f: ServerFrame) => boolean = () => true): Promise<ServerFrame> {
    const deadline = Date.now() + 3000;
    for (;;) {
      while (cursor < frames.length) {
        const frame = frames[cursor++]!;
        if (match(frame)) return frame;
      }
      if (Date.now() > deadline) throw new Error(`no matching frame; got ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  }
  const client: Client = {
    ws,
    frames,
    next,
    nextEvent: () => next((f) => f.kind === 'event') as never,
    send: (frame) => ws.send(JSON.stringify(frame)),
    closed,
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (_req, res) => {
      reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { status: res.statusCode }));
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

afterEach(() => {
  while (open.length) open.pop()?.terminate();
});

async function makeUser(
  server: RealtimeTestServer,
  roles: ('customer' | 'restaurant' | 'driver' | 'admin')[],
) {
  const email = `${randomUUID()}@realtime.test`;
  const user = await insertUser(server.database.db, {
    email,
    name: 'Realtime Person',
    password: PASSWORD,
    roles,
  });
  return { user, cookie: await server.cookieFor(email, PASSWORD) };
}

describe('realtime gateway', () => {
  let server: RealtimeTestServer;
  const catchUp = vi.fn(async (_userId: string, _since: Date): Promise<RealtimeEvent[]> => []);
  /** Order visibility is the orders service's rule; here a stand-in decides which orders a socket may follow. */
  const joinableOrders = new Set<string>();
  const canJoinOrder = vi.fn(async (_viewer: unknown, orderId: string) => joinableOrders.has(orderId));

  beforeAll(async () => {
    server = await startRealtimeTestServer({ heartbeatMs: HEARTBEAT_MS, catchUp, canJoinOrder });
  });
  afterAll(() => server.close());

  it('refuses an upgrade without a session (401), from a foreign origin (403) and a plain GET (426)', async () => {
    await expect(connect(server)).rejects.toMatchObject({ status: 401 });
    const { cookie } = await makeUser(server, ['customer']);
    await expect(connect(server, { cookie, origin: 'https://evil.example' })).rejects.toMatchObject({
      status: 403,
    });
    await expect(connect(server, { cookie, origin: null })).rejects.toMatchObject({ status: 403 });
    await expect(connect(server, { cookie: 'lekker.session_token=forged' })).rejects.toMatchObject({
      status: 401,
    });

    const plain = await fetch(`${server.url}/api/realtime`, { headers: { cookie } });
    expect(plain.status).toBe(426);
    expect(await plain.json()).toEqual({ error: { code: 'upgrade_required', message: expect.any(String) } });
    expect((await fetch(`${server.url}/api/realtime`)).status).toBe(401);
    expect(server.app.realtime.gateway.connectionCount()).toBe(0);
  });

  it('documents GET /realtime for signed-in callers in OpenAPI', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { 'x-audience'?: string }>>;
    };
    expect(doc.paths['/realtime']?.get?.['x-audience']).toBe('signed-in');
  });

  it("says hello with the user's room and delivers only that user's events", async () => {
    const me = await makeUser(server, ['customer']);
    const other = await makeUser(server, ['customer']);
    const client = await connect(server, { cookie: me.cookie });
    const hello = await client.next();
    expect(hello).toEqual({
      kind: 'hello',
      user_id: me.user.id,
      rooms: [userRoom(me.user.id)],
      at: expect.any(String),
    });
    expect(server.app.realtime.gateway.connectionCount()).toBe(1);

    const mine = orderUpdated();
    await server.app.realtime.bus.publish(userRoom(other.user.id), orderUpdated('preparing'));
    await server.app.realtime.bus.publish(userRoom(me.user.id), mine);
    // Frames of one socket keep their order: the first event seen must be mine (the other was never sent).
    expect(await client.nextEvent()).toEqual({
      kind: 'event',
      room: userRoom(me.user.id),
      event: mine,
      at: expect.any(String),
    });
    expect(client.frames.filter((f) => f.kind === 'event')).toHaveLength(1);

    client.ws.close();
    await client.closed;
    await vi.waitFor(() => expect(server.app.realtime.gateway.connectionCount()).toBe(0));
  });

  it('refuses subscriptions to foreign rooms and accepts allowed ones', async () => {
    const me = await makeUser(server, ['customer']);
    const other = await makeUser(server, ['customer', 'driver']);
    const restaurant = await insertRestaurant(server.database.db);
    const client = await connect(server, { cookie: me.cookie });
    await client.next((f) => f.kind === 'hello');

    for (const room of [
      userRoom(other.user.id),
      driverRoom(me.user.id),
      restaurantRoom(restaurant.id),
      orderRoom(randomUUID()),
      'nonsense',
    ]) {
      client.send({ kind: 'subscribe', room });
      expect(await client.next((f) => f.kind !== 'event')).toEqual({
        kind: 'error',
        message: expect.any(String),
        room,
      });
    }
    client.send({ kind: 'subscribe', room: userRoom(me.user.id) });
    expect(await client.next()).toEqual({ kind: 'subscribed', room: userRoom(me.user.id) });
    client.send({ kind: 'shout' });
    expect(await client.next()).toEqual({ kind: 'error', message: 'Unrecognised message.' });

    // A refused room never receives: publish there, then to my room; only mine arrives.
    const mine = offers();
    await server.app.realtime.bus.publish(userRoom(other.user.id), offers());
    await server.app.realtime.bus.publish(restaurantRoom(restaurant.id), offers());
    await server.app.realtime.bus.publish(userRoom(me.user.id), mine);
    expect((await client.nextEvent()).event).toEqual(mine);

    // Unsubscribing stops delivery.
    client.send({ kind: 'unsubscribe', room: userRoom(me.user.id) });
    expect(await client.next()).toEqual({ kind: 'unsubscribed', room: userRoom(me.user.id) });
    await server.app.realtime.bus.publish(userRoom(me.user.id), offers());
    client.send({ kind: 'ping' });
    expect((await client.next()).kind).toBe('pong');
    expect(client.frames.filter((f) => f.kind === 'event')).toHaveLength(1);
  });

  it('joins a restaurant member to their restaurant rooms and a driver to their driver room', async () => {
    const owner = await makeUser(server, ['customer', 'restaurant']);
    const mine = await insertRestaurant(server.database.db);
    const theirs = await insertRestaurant(server.database.db);
    await addRestaurantMember(server.database.db, owner.user.id, mine.id);
    const client = await connect(server, { cookie: owner.cookie });
    const hello = await client.next();
    expect(hello.kind === 'hello' && hello.rooms.sort()).toEqual(
      [restaurantRoom(mine.id), userRoom(owner.user.id)].sort(),
    );

    const event = orderUpdated();
    await server.app.realtime.bus.publish(restaurantRoom(theirs.id), orderUpdated('preparing'));
    await server.app.realtime.bus.publish(restaurantRoom(mine.id), event);
    expect(await client.nextEvent()).toMatchObject({ room: restaurantRoom(mine.id), event });
    client.send({ kind: 'subscribe', room: restaurantRoom(theirs.id) });
    expect(await client.next()).toMatchObject({ kind: 'error', room: restaurantRoom(theirs.id) });

    const driver = await makeUser(server, ['customer', 'driver']);
    await insertDriverProfile(server.database.db, driver.user.id);
    const driverSocket = await connect(server, { cookie: driver.cookie });
    const driverHello = await driverSocket.next();
    expect(driverHello.kind === 'hello' && driverHello.rooms).toEqual([
      userRoom(driver.user.id),
      driverRoom(driver.user.id),
    ]);
    await server.app.realtime.bus.publish(driverRoom(driver.user.id), offers());
    expect((await driverSocket.nextEvent()).room).toBe(driverRoom(driver.user.id));
  });

  it('lets an admin into any restaurant room; order rooms follow canJoinOrder', async () => {
    const admin = await makeUser(server, ['admin']);
    const restaurant = await insertRestaurant(server.database.db);
    const client = await connect(server, { cookie: admin.cookie });
    await client.next((f) => f.kind === 'hello');
    const orderId = randomUUID();
    const order = orderRoom(orderId);
    client.send({ kind: 'subscribe', room: restaurantRoom(restaurant.id) });
    client.send({ kind: 'subscribe', room: order });
    expect(await client.next()).toEqual({ kind: 'subscribed', room: restaurantRoom(restaurant.id) });
    expect(await client.next()).toEqual({ kind: 'error', message: expect.any(String), room: order });
    joinableOrders.add(orderId);
    client.send({ kind: 'subscribe', room: order });
    expect(await client.next()).toEqual({ kind: 'subscribed', room: order });
    expect(canJoinOrder).toHaveBeenLastCalledWith(expect.objectContaining({ roles: ['admin'] }), orderId);
    const event = orderUpdated();
    await server.app.realtime.bus.publish(order, event);
    expect(await client.nextEvent()).toMatchObject({ room: order, event });
  });

  it('answers ping with pong, pings every heartbeat and drops sockets that miss two', async () => {
    const { cookie } = await makeUser(server, ['customer']);
    const alive = await connect(server, { cookie });
    const pings = vi.fn();
    alive.ws.on('ping', pings);
    alive.send({ kind: 'ping' });
    expect(await alive.next((f) => f.kind !== 'hello')).toEqual({ kind: 'pong', at: expect.any(String) });

    const deaf = await connect(server, { cookie, autoPong: false });
    const { code } = await deaf.closed;
    expect(code).toBe(1006); // terminated, no closing handshake
    expect(pings.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(alive.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('replays what was missed since `since` before live events', async () => {
    const me = await makeUser(server, ['customer']);
    const missed = [
      offers('2025-01-01T10:00:00.000Z'),
      { room: restaurantRoom(randomUUID()), event: offers('2025-01-01T10:01:00.000Z') },
    ];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    catchUp.mockImplementationOnce(async () => {
      await gate;
      return missed as never;
    });
    const since = '2025-01-01T09:59:00.000Z';
    const client = await connect(server, { cookie: me.cookie, since });
    const hello = await client.next();
    expect(hello.kind).toBe('hello');
    await vi.waitFor(() => expect(catchUp).toHaveBeenCalledWith(me.user.id, new Date(since)));

    // A live event during the catch-up waits until the replay has been sent.
    const live = orderUpdated();
    await server.app.realtime.bus.publish(userRoom(me.user.id), live);
    release();
    const helloAt = hello.kind === 'hello' ? hello.at : '';
    expect(await client.nextEvent()).toEqual({
      kind: 'event',
      room: userRoom(me.user.id),
      event: missed[0],
      at: helloAt,
      replay: true,
    });
    expect(await client.nextEvent()).toEqual({
      kind: 'event',
      ...(missed[1] as object),
      at: helloAt,
      replay: true,
    });
    expect(await client.nextEvent()).toMatchObject({ room: userRoom(me.user.id), event: live });
    client.send({ kind: 'ping' });
    await client.next((f) => f.kind === 'pong');
    expect(client.frames.filter((f) => f.kind === 'event')).toHaveLength(3);
  });

  it('ignores an unparseable `since`', async () => {
    const me = await makeUser(server, ['customer']);
    catchUp.mockClear();
    const client = await connect(server, { cookie: me.cookie, since: 'yesterday-ish' });
    expect((await client.next()).kind).toBe('hello');
    expect(catchUp).not.toHaveBeenCalled();
  });
});

describe('two app instances sharing one Redis bus', () => {
  const channel = `lekker:realtime:test:${randomUUID()}`;
  let a: RealtimeTestServer;
  let b: RealtimeTestServer;

  beforeAll(async () => {
    a = await startRealtimeTestServer({ redis: { url: REDIS_URL, channel } });
    b = await startRealtimeTestServer({ redis: { url: REDIS_URL, channel }, database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers an event published on instance A to a socket on instance B (and once on A)', async () => {
    const me = await makeUser(a, ['customer']);
    const onB = await connect(b, { cookie: me.cookie });
    const onA = await connect(a, { cookie: me.cookie });
    await onB.next((f) => f.kind === 'hello');
    await onA.next((f) => f.kind === 'hello');

    const first = orderUpdated();
    const second = orderUpdated('preparing');
    await a.app.realtime.bus.publish(userRoom(me.user.id), first);
    await a.app.realtime.bus.publish(userRoom(me.user.id), second);
    for (const client of [onB, onA]) {
      expect((await client.nextEvent()).event).toEqual(first);
      expect((await client.nextEvent()).event).toEqual(second);
    }
    expect(a.app.realtime.gateway.connectionCount()).toBe(1);
    expect(b.app.realtime.gateway.connectionCount()).toBe(1);
  });

  it('closes sockets with 1001 when an instance shuts down', async () => {
    const me = await makeUser(b, ['customer']);
    const client = await connect(b, { cookie: me.cookie });
    await client.next((f) => f.kind === 'hello');
    await b.app.realtime.gateway.close();
    expect((await client.closed).code).toBe(1001);
    expect(b.app.realtime.gateway.connectionCount()).toBe(0);
    await expect(connect(b, { cookie: me.cookie })).rejects.toMatchObject({ status: 503 });
  });
});
