// One app process of the bench server on PostgreSQL: bench/server.ts seeds the database and forks BENCH_WORKERS of
// these (node:cluster shares the listening port between them, as several instances share a load balancer in
// production). Nothing is seeded here: open the database, build the app, serve.
import { serve } from '@hono/node-server';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { benchConfig, serveProfile, servesWeb } from './bench-app.ts';

const port = Number(process.env.BENCH_PORT ?? 3900);
const database = await openDatabase({
  url: process.env.DATABASE_URL!,
  poolSize: Number(process.env.BENCH_WORKER_POOL ?? 8),
});
const app = buildApp({
  config: benchConfig(port),
  db: database.db,
  logger: createLogger('silent'),
  serveWeb: servesWeb,
});
const profile = serveProfile(`postgres-worker-${process.env.BENCH_VENUES ?? 0}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void profile.stop().finally(() => process.exit(0)));
await profile.start();
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
