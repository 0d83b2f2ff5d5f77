import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type AppDeps, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createRateLimitRedis } from '../http/rate-limit.ts';
import { createLogger } from '../logger.ts';
import { createRedisBus, type RedisBus } from '../realtime/bus.ts';
import { createRealtimeWebSocketServer } from '../realtime/gateway.ts';
import { cookieHeader, TEST_ORIGIN } from './app.ts';
import { createTestDb, type TestDatabase } from './db.ts';

export type RealtimeTestServerOptions = {
  /** Share another instance's database (two app instances, one store). Not closed by this server. */
  database?: TestDatabase;
  /** Use a Redis bus on this channel (each instance opens its own connections, as separate processes would). */
  redis?: { url: string; channel: string };
  /** Share the rate limits through this Redis (the client main.ts builds). */
  rateLimitRedis?: string;
  /** More environment settings (e.g. realtime limits). */
  env?: Record<string, string>;
  heartbeatMs?: number;
  catchUp?: AppDeps['catchUp'];
  canJoinOrder?: AppDeps['canJoinOrder'];
};

export type RealtimeTestServer = {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** `ws://127.0.0.1:<port>/api/realtime` */
  wsUrl: string;
  /** The Origin header the app accepts (its PUBLIC_URL). */
  origin: string;
  app: ReturnType<typeof buildApp>;
  database: TestDatabase;
  /** Signs in over HTTP and returns the Cookie header value. */
  cookieFor(email: string, password: string): Promise<string>;
  /** Closes sockets, the HTTP server, the bus and (when owned) the database. */
  close(): Promise<void>;
};

/** The real app served like main.ts does (node-server with the WebSocket option) on 127.0.0.1, a free port. */
export async function startRealtimeTestServer(
  options: RealtimeTestServerOptions = {},
): Promise<RealtimeTestServer> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDb());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_EMAIL: '10000',
    ...options.env,
  });
  const logger = createLogger('silent');
  let bus: RedisBus | undefined;
  if (options.redis) {
    bus = createRedisBus(options.redis.url, { channel: options.redis.channel, onError: () => {} });
    await bus.ready;
  }
  const redis = options.rateLimitRedis ? createRateLimitRedis(options.rateLimitRedis) : undefined;
  redis?.on('error', () => {});
  const app = buildApp({
    config,
    db: database.db,
    logger,
    bus,
    redis,
    catchUp: options.catchUp,
    canJoinOrder: options.canJoinOrder,
    realtimeHeartbeatMs: options.heartbeatMs,
  });
  const websocket = { server: createRealtimeWebSocketServer() };
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', websocket }, (info: AddressInfo) =>
        resolve({ server: s, port: info.port }),
      );
    },
  );
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}/api/realtime`,
    origin: TEST_ORIGIN,
    app,
    database,
    async cookieFor(email, password) {
      const res = await fetch(`${url}/api/account/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ email, password }),
      });
      if (res.status !== 200)
        throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
      return cookieHeader(res.headers);
    },
    async close() {
      await app.realtime.gateway.close();
      const http = server as unknown as { close(cb: () => void): void; closeAllConnections?(): void };
      await new Promise<void>((done) => {
        http.close(() => done());
        http.closeAllConnections?.();
      });
      websocket.server.close();
      await app.realtime.bus.close();
      redis?.disconnect();
      if (ownsDatabase) await database.close();
    },
  };
}
