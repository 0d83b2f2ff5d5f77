import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { insertUser } from '../seed/builders.ts';
import { cookieHeader, TEST_ORIGIN } from '../test/app.ts';
import { createTestDb, type TestDatabase } from '../test/db.ts';
import { createRealtimeWebSocketServer, FULL_RETRY_AFTER_SECONDS } from './gateway.ts';

// docs/decisions/032-sockets-and-positions-at-scale.md: near the process's open-file limit new sockets are refused cleanly (503 + Retry-After) while
// HTTP keeps answering; here the cap is 3 (REALTIME_MAX_CONNECTIONS), in production the file limit minus headroom.
const CAP = 3;
const PASSWORD = 'capacity-pass';

type Outcome = { ws: WebSocket; closed: Promise<number> } | { status: number; retryAfter: string | null };

function connect(wsUrl: string, cookie: string): Promise<Outcome> {
  const ws = new WebSocket(wsUrl, { headers: { cookie, origin: TEST_ORIGIN } });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, closed }));
    ws.once('unexpected-response', (_req, res) =>
      resolve({ status: res.statusCode ?? 0, retryAfter: (res.headers['retry-after'] as string) ?? null }),
    );
    ws.once('error', reject);
  });
}
const isOpen = (o: Outcome): o is { ws: WebSocket; closed: Promise<number> } => 'ws' in o;

describe('a full instance refuses new sockets cleanly', () => {
  let database: TestDatabase;
  let app: ReturnType<typeof buildApp>;
  let http: ReturnType<typeof serve>;
  const websocket = { server: createRealtimeWebSocketServer() };
  let url: string;
  let wsUrl: string;
  const cookies: string[] = [];
  const open: WebSocket[] = [];

  beforeAll(async () => {
    database = await createTestDb();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: TEST_ORIGIN,
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_EMAIL: '10000',
      REALTIME_MAX_CONNECTIONS: String(CAP),
    });
    app = buildApp({ config, db: database.db, logger: createLogger('silent') });
    const port = await new Promise<number>((resolve) => {
      http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', websocket }, (info: AddressInfo) =>
        resolve(info.port),
      );
    });
    url = `http://127.0.0.1:${port}`;
    wsUrl = `ws://127.0.0.1:${port}/api/realtime`;
    for (let i = 0; i < CAP + 2; i++) {
      const email = `cap${i}@capacity.test`;
      await insertUser(database.db, { email, name: `Cap ${i}`, password: PASSWORD });
      const res = await fetch(`${url}/api/account/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(res.status).toBe(200);
      cookies.push(cookieHeader(res.headers));
    }
  });
  afterAll(async () => {
    for (const ws of open) ws.terminate();
    await app.realtime.gateway.close();
    const server = http as unknown as { close(cb: () => void): void; closeAllConnections?(): void };
    await new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections?.();
    });
    websocket.server.close();
    await app.realtime.bus.close();
    await database.close();
  });

  it('refused upgrades (not signed in) hold no place', async () => {
    for (let i = 0; i < CAP + 2; i++) {
      const refused = await connect(wsUrl, 'lekker.session_token=forged');
      expect(isOpen(refused) ? 'open' : refused.status).toBe(401);
    }
  });

  it(`holds ${CAP} sockets; the next upgrade gets 503 with Retry-After, and HTTP keeps answering`, async () => {
    const outcomes = await Promise.all(cookies.slice(0, CAP + 1).map((c) => connect(wsUrl, c)));
    const opened = outcomes.filter(isOpen);
    open.push(...opened.map((o) => o.ws));
    expect(opened).toHaveLength(CAP);
    const refused = outcomes.filter((o) => !isOpen(o));
    expect(refused).toEqual([{ status: 503, retryAfter: String(FULL_RETRY_AFTER_SECONDS) }]);
    expect(app.realtime.gateway.connectionCount()).toBe(CAP);

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    // Signed-in HTTP work is unaffected too.
    const me = await fetch(`${url}/api/notifications`, { headers: { cookie: cookies[CAP + 1]! } });
    expect(me.status).toBe(200);

    // A place freed is a place taken again.
    const first = opened[0]!;
    first.ws.close();
    await first.closed;
    await expect.poll(() => app.realtime.gateway.connectionCount()).toBe(CAP - 1);
    const again = await connect(wsUrl, cookies[CAP + 1]!);
    expect(isOpen(again)).toBe(true);
    if (isOpen(again)) open.push(again.ws);
  });
});
