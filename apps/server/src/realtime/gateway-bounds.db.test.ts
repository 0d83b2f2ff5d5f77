import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '@lekker/core/contracts/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { insertUser } from '../seed/builders.ts';
import { type RealtimeTestServer, startRealtimeTestServer } from '../test/realtime-server.ts';
import { SOCKET_LIMITS } from './gateway.ts';

// Realtime limits (docs/decisions/016-hardening-limits.md): one signed-in socket must not be able to queue unbounded work (2,000 subscribes for random
// order ids froze /api/health for 10 s on PGlite).
const PASSWORD = 'bounds-pass';

type Socket = { ws: WebSocket; frames: ServerFrame[]; closed: Promise<number> };

function connect(server: RealtimeTestServer, cookie: string): Promise<Socket> {
  const ws = new WebSocket(server.wsUrl, { headers: { cookie, origin: server.origin } });
  const frames: ServerFrame[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as ServerFrame));
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, frames, closed }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
    ws.once('error', reject);
  });
}

describe('realtime bounds per socket and per person', () => {
  let server: RealtimeTestServer;
  let cookie: string;
  let orderChecks = 0;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    server = await startRealtimeTestServer({
      // Each check costs a little, as a database lookup would.
      canJoinOrder: async () => {
        orderChecks += 1;
        await new Promise((r) => setTimeout(r, 5));
        return false;
      },
    });
    const user = await insertUser(server.database.db, {
      email: 'flood@bounds.test',
      name: 'Flood',
      password: PASSWORD,
    });
    cookie = await server.cookieFor(user.email, PASSWORD);
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await server.close();
  });

  it('2,000 subscribes for random orders: a bounded number of checks, the socket is closed, health stays fast', async () => {
    const s = await connect(server, cookie);
    sockets.push(s.ws);
    for (let i = 0; i < 2000; i++)
      s.ws.send(JSON.stringify({ kind: 'subscribe', room: `order:${randomUUID()}` }));
    const started = Date.now();
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await s.closed).toBe(1008);
    expect(orderChecks).toBeLessThanOrEqual(
      SOCKET_LIMITS.maxRefusedRooms + SOCKET_LIMITS.maxPendingChecks + 1,
    );
  });

  it('frames over the rate are refused with a message, not handled', async () => {
    const s = await connect(server, cookie);
    sockets.push(s.ws);
    for (let i = 0; i < 40; i++) s.ws.send(JSON.stringify({ kind: 'ping' }));
    // Until the refusal arrives (every ping before it has had its answer), not a fixed wait.
    await expect
      .poll(() => s.frames.some((f) => f.kind === 'error'), { timeout: 5000, interval: 20 })
      .toBe(true);
    const pongs = s.frames.filter((f) => f.kind === 'pong').length;
    expect(pongs).toBeGreaterThan(0);
    expect(pongs).toBeLessThanOrEqual(SOCKET_LIMITS.frameBurst + 5);
    expect(s.frames).toContainEqual(
      expect.objectContaining({ kind: 'error', message: 'Too many messages: slow down.' }),
    );
  });

  it('malformed rooms are refused without a check', async () => {
    const before = orderChecks;
    const s = await connect(server, cookie);
    sockets.push(s.ws);
    s.ws.send(JSON.stringify({ kind: 'subscribe', room: 'order:not-a-uuid' }));
    await expect
      .poll(() => s.frames.some((f) => f.kind === 'error' && f.room === 'order:not-a-uuid'), {
        timeout: 5000,
        interval: 20,
      })
      .toBe(true);
    expect(s.frames).toContainEqual(expect.objectContaining({ kind: 'error', room: 'order:not-a-uuid' }));
    expect(orderChecks).toBe(before);
  });

  it(`at most ${SOCKET_LIMITS.maxSocketsPerUser} sockets per person; the next is refused with 429`, async () => {
    for (const ws of sockets.splice(0)) ws.terminate();
    await new Promise((r) => setTimeout(r, 100));
    for (let i = 0; i < SOCKET_LIMITS.maxSocketsPerUser; i++)
      sockets.push((await connect(server, cookie)).ws);
    await expect(connect(server, cookie)).rejects.toThrow('429');
    sockets.pop()!.close();
    await new Promise((r) => setTimeout(r, 100));
    sockets.push((await connect(server, cookie)).ws);
  });
});
