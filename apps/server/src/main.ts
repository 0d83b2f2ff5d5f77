import cluster from 'node:cluster';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { PRODUCT_NAME } from '@lekker/core/constants';
import { buildApp } from './app.ts';
import { startClockAt } from './clock-start.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DirLockedError } from './db/dir-lock.ts';
import { createRateLimitRedis } from './http/rate-limit.ts';
import { httpServerOptions } from './http/request-timeouts.ts';
import { localAuthSecret, withLocalSecrets } from './local-secret.ts';
import { createLogger } from './logger.ts';
import { createInProcessJobRunner, createPgBossJobRunner } from './modules/jobs/job-runner.ts';
import { createScheduler } from './modules/jobs/scheduler.ts';
import { prepareDatabase } from './prepare-database.ts';
import { createRedisBus } from './realtime/bus.ts';
import { createRealtimeWebSocketServer } from './realtime/gateway.ts';
import { connectionLimit } from './realtime/open-files.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(
        `\n${error.message}\n\nFix these environment variables (see .env.example) and start again.\n`,
      );
      process.exit(1);
    }
    throw error;
  }
  // A test server on a chosen hour (never production: config refuses it), before anything reads the time.
  if (config.clockStart) startClockAt(config.clockStart);
  const logger = createLogger(config.logLevel, !config.isProduction && process.stdout.isTTY);
  if (config.localProduction && cluster.isPrimary)
    console.warn(
      '\nALLOW_LOCAL_PRODUCTION=true: a production server for this machine only (http://, no SMTP: e-mails are ' +
        'kept in the database, never sent). Never use it for a real site.\n',
    );
  if (config.clockStart)
    logger.warn({ clockStart: config.clockStart.toISOString() }, 'clock started at LEKKER_CLOCK_START');
  // No AUTH_SECRET or VAPID_* keys (a laptop, a local production trial): made on first start, kept in the data folder.
  config = await withLocalSecrets(config);

  // Several app processes on one port (APP_WORKERS / WEB_CONCURRENCY, PostgreSQL only; docs/decisions/038): this
  // process prepares the database once (migrations, demo seed) and supervises; the workers serve.
  if (config.appWorkers > 1 && cluster.isPrimary) return supervise(config);

  let database: Database;
  try {
    database = config.databaseUrl
      ? await openDatabase({
          url: config.databaseUrl,
          // A PostgreSQL restart drops the idle connections: log it; the pool reconnects on the next query.
          onError: (error) => logger.warn({ err: { message: error.message } }, 'database connection lost'),
        })
      : await openDatabase({ dataDir: join(resolve(config.dataDir), 'pglite') });
  } catch (error) {
    if (error instanceof DirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  logger.info({ driver: database.driver }, 'database opened');
  // A worker's supervisor has migrated (and, in development, seeded) already.
  if (cluster.isPrimary) await prepareDatabase(database, config, logger);

  // Realtime fans out across instances through Redis when REDIS_URL is set, otherwise in process.
  const bus = config.redisUrl
    ? createRedisBus(config.redisUrl, {
        onError: (error, context) => logger.error({ err: error }, `realtime bus: ${context}`),
      })
    : undefined;
  logger.info({ bus: bus ? 'redis' : 'memory' }, 'realtime bus');
  // Rate limits are shared across instances through the same Redis.
  // While Redis is away or hung a limit check falls back to this instance's counters (http/rate-limit.ts).
  const redis = config.redisUrl ? createRateLimitRedis(config.redisUrl) : undefined;
  redis?.on('error', (error) => logger.warn({ err: { message: error.message } }, 'rate-limit redis'));
  const app = buildApp({ config, db: database.db, logger, serveWeb: true, bus, redis });
  // The sweeps run behind one interface (modules/jobs/job-runner.ts): pg-boss on PostgreSQL (durable, each run
  // taken by one instance), the in-process persisted runner on PGlite. The admin console shows the schedule.
  const clock = () => new Date();
  const runner = config.databaseUrl
    ? await createPgBossJobRunner({ connectionString: config.databaseUrl, repo: app.jobsRepo, clock, logger })
    : createInProcessJobRunner({ repo: app.jobsRepo, clock, logger });
  runner.register({
    name: 'auto-reject-unanswered-orders',
    description: `Cancel orders the venue left unanswered for ${config.orderAcceptTimeoutMinutes} minutes (paid ones owe a refund)`,
    everySeconds: 60,
    cron: '* * * * *',
    run: app.jobs.autoRejectUnanswered,
  });
  runner.register({
    name: 'release-scheduled-orders',
    description:
      'Put orders for later into the kitchen queue at their slot minus the preparation time; cancel (and refund) those whose venue closed before the slot',
    everySeconds: 60,
    cron: '* * * * *',
    run: app.jobs.releaseScheduledOrders,
  });
  runner.register({
    name: 'reconcile-pending-refunds',
    description: `Ask PayFast about refunds still pending ${config.refundReconcileAfterMinutes} minutes after they were sent, and settle them`,
    everySeconds: 5 * 60,
    cron: '*/5 * * * *',
    run: app.jobs.reconcilePendingRefunds,
  });
  runner.register({
    name: 'cancel-abandoned-payments',
    description: 'Cancel orders still awaiting their PayFast payment 30 minutes after checkout',
    everySeconds: 5 * 60,
    cron: '*/5 * * * *',
    run: app.jobs.cancelAbandonedPayments,
  });
  runner.register({
    name: 'remove-expired-receipts',
    description: `Remove receipts no order took within ${config.storage.receiptRetentionHours} hours`,
    everySeconds: 60 * 60,
    cron: '0 * * * *',
    run: app.jobs.cleanupReceipts,
  });
  runner.register({
    name: 'remove-expired-stories',
    description: 'Remove venue stories past their 24 hours, with their photos',
    everySeconds: 15 * 60,
    cron: '*/15 * * * *',
    run: app.jobs.removeExpiredStories,
  });
  runner.register({
    name: 'complete-waiting-deletions',
    description: 'Delete the accounts whose deletion waited for an order under way, once it has ended',
    everySeconds: 5 * 60,
    cron: '*/5 * * * *',
    run: app.jobs.completeWaitingDeletions,
  });
  runner.register({
    name: 'purge-deleted-customers',
    description: 'Remove the orders and money lines kept for a deleted customer, 5 years after the deletion',
    everySeconds: 24 * 60 * 60,
    cron: '30 2 * * *',
    run: app.jobs.purgeDeletedCustomers,
  });
  await runner.start();
  app.jobState.runner = runner.kind;
  // Receipts are also swept once at start (safe on several instances: each removal is claimed).
  void app.jobs.cleanupReceipts().catch((error) => logger.error({ err: error }, 'receipt cleanup failed'));
  const scheduler = createScheduler({ logger });
  // Announcements (live event, notification, e-mail) a crash left in the order outbox: now, then every 30 s.
  void app.jobs
    .deliverOutbox()
    .catch((error) => logger.error({ err: error }, 'order outbox delivery failed'));
  scheduler.every('deliver-order-outbox', 30 * 1000, () => app.jobs.deliverOutbox());
  // Messages (docs/decisions/057-messaging-channels.md): each goes at once when recorded; this run takes retries and
  // what a crash left. Like the outbox, it runs on every instance: each message is claimed by one of them.
  scheduler.every('send-messages', 5 * 1000, () => app.jobs.sendMessages());
  scheduler.every('escalate-unanswered-orders', 15 * 1000, () => app.jobs.escalateUnanswered());
  // Dispatch (docs/decisions/063-dispatch-rules-and-weights.md): on every instance, each step claimed by one of them.
  scheduler.every('dispatch-waves', 5 * 1000, () => app.jobs.dispatchWaves());
  // Grocery substitutions (decision 070): each closed once by a conditional update, so every instance may sweep.
  scheduler.every('expire-substitutions', 10 * 1000, () => app.jobs.expireSubstitutions());
  const websocket = { server: createRealtimeWebSocketServer() };
  // Slow requests are cut off (REQUEST_TIMEOUT_SECONDS; Node's default held them for five minutes).
  const serverOptions = httpServerOptions(config);
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host, websocket, serverOptions },
    (info) => {
      console.log(
        `${PRODUCT_NAME} is running on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port}`,
      );
    },
  );
  // Every connection is an open file: past the limit Node closes new ones at once, so the database pools, Redis and
  // files always find one (docs/decisions/032-sockets-and-positions-at-scale.md; WebSockets stop earlier, at 503).
  const maxConnections = connectionLimit();
  if (maxConnections !== null)
    (server as unknown as { maxConnections: number }).maxConnections = maxConnections;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await scheduler.stop();
    await runner.stop().catch((error) => logger.error({ err: error }, 'stopping the job runner failed'));
    // Upgraded sockets are not keep-alive connections: close them (1001, clients reconnect elsewhere) first.
    await app.realtime.gateway.close();
    // Keep-alive sockets would hold close() open forever.
    const httpServer = server as unknown as {
      closeAllConnections?: () => void;
      close: (cb: () => void) => void;
    };
    await new Promise<void>((done) => {
      httpServer.close(() => done());
      httpServer.closeAllConnections?.();
    });
    // Positions wait up to DRIVER_LOCATION_FLUSH_MS for their batch: write them before the database closes.
    await app
      .flushDriverPositions()
      .catch((error) => logger.error({ err: error }, 'writing the last driver positions failed'));
    await app.realtime.bus.close();
    redis?.disconnect();
    // Its sweep reads the database every second: stop it before the database closes.
    app.sessionCache.clear();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * The supervisor of an instance's worker processes (node:cluster: they share the listening port, each accepts its
 * own connections). Everything the processes share lives in PostgreSQL and Redis (sessions, the realtime bus, rate
 * limits, jobs through pg-boss), so a worker is one more instance on the same port; what stays per process is by
 * design per process (the socket cap and connection limit follow each process's own open-file limit, the driver
 * position batch, the catalogue answers checked against the database's catalogue version).
 */
/** Workers replaced within a minute before the supervisor gives up (a crash loop should page someone, not spin). */
const MAX_WORKER_REPLACEMENTS_PER_MINUTE = 5;

async function supervise(config: ReturnType<typeof loadConfig>) {
  const logger = createLogger(config.logLevel, !config.isProduction && process.stdout.isTTY);
  const database = await openDatabase({ url: config.databaseUrl!, poolSize: 1 });
  await prepareDatabase(database, config, logger);
  await database.close();
  // Without AUTH_SECRET every worker must sign with the same generated secret: made once, here, before they start.
  if (!config.authSecretFromEnv) await localAuthSecret(resolve(config.dataDir));

  let stopping = false;
  /** Workers that have started listening; one that exits before that died while starting. */
  const listening = new Set<number>();
  /** When workers were last replaced: more than a few a minute is a crash loop, not bad luck. */
  const replaced: number[] = [];
  const stopAll = (reason: string) => {
    console.error(`${reason}: stopping the instance`);
    stopping = true;
    for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
    process.exitCode = 1;
  };
  const fork = () => cluster.fork();
  cluster.on('listening', (worker) => listening.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const started = listening.delete(worker.id);
    // A worker that dies while starting would die again (configuration, database): stop the instance, loudly.
    if (!started) return stopAll(`worker ${worker.process.pid} exited while starting (${code ?? signal})`);
    const now = Date.now();
    while (replaced.length > 0 && now - replaced[0]! > 60_000) replaced.shift();
    if (replaced.length >= MAX_WORKER_REPLACEMENTS_PER_MINUTE)
      return stopAll(
        `worker ${worker.process.pid} exited (${code ?? signal}), the ${replaced.length + 1}th in a minute`,
      );
    replaced.push(now);
    logger.error({ pid: worker.process.pid, code, signal }, 'app worker exited: starting another');
    fork();
  });
  for (let i = 0; i < config.appWorkers; i++) fork();
  logger.info({ workers: config.appWorkers }, 'app workers started');
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Each worker closes its sockets (1001), finishes its jobs and writes its driver positions; then we exit.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => shutdown('SIGTERM'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await new Promise<void>((done) => {
    const check = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) done();
    };
    cluster.on('exit', () => stopping && check());
  });
  process.exit(process.exitCode ?? 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
