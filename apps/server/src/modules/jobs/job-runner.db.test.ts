import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createTestDb, type TestDatabase } from '../../test/db.ts';
import { createInProcessJobRunner, createPgBossJobRunner, type JobDefinition } from './job-runner.ts';
import { createJobsRepository } from './jobs.repository.ts';

const logger = createLogger('silent');
const job = (name: string, run: () => Promise<unknown>): JobDefinition => ({
  name,
  description: `Test job ${name}`,
  everySeconds: 30 * 60,
  cron: '*/30 * * * *',
  run,
});

describe('in-process job runner (persisted schedule, fake clock)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());

  it('runs a job when due, once per interval, survives a restart and never runs one slot twice on two runners', async () => {
    let now = new Date('2026-11-23T06:00:00Z');
    const clock = () => now;
    const repo = createJobsRepository(database.db);
    let runs = 0;
    const sweep = job('sweep-a', async () => ++runs);
    const manualTimers = { setInterval: () => 0, clearInterval: () => {} };
    const a = createInProcessJobRunner({ repo, clock, logger, ...manualTimers });
    const b = createInProcessJobRunner({ repo, clock, logger, ...manualTimers });
    a.register(sweep);
    b.register(sweep);
    await a.start();
    await b.start();
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toBe(0); // not due yet: first run 30 minutes after the first start
    now = new Date(now.getTime() + 31 * 60_000);
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toBe(1);
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toBe(1);
    // A restarted runner keeps the stored schedule (it does not run at once, nor reset the next run).
    await a.stop();
    const c = createInProcessJobRunner({ repo, clock, logger, ...manualTimers });
    c.register(sweep);
    await c.start();
    await c.tick();
    expect(runs).toBe(1);
    now = new Date(now.getTime() + 30 * 60_000);
    await Promise.all([b.tick(), c.tick()]);
    expect(runs).toBe(2);
    const [row] = await repo.list();
    expect(row).toMatchObject({ name: 'sweep-a', runs: 2, lastResult: '2 done', lastError: null });
  });

  it('records a failing run and keeps the schedule going', async () => {
    let now = new Date('2026-11-23T06:00:00Z');
    const repo = createJobsRepository(database.db);
    const r = createInProcessJobRunner({
      repo,
      clock: () => now,
      logger,
      setInterval: () => 0,
      clearInterval: () => {},
    });
    r.register(
      job('sweep-b', async () => {
        throw new Error('storage is down');
      }),
    );
    await r.start();
    now = new Date(now.getTime() + 31 * 60_000);
    await r.tick();
    const row = (await repo.list()).find((j) => j.name === 'sweep-b');
    expect(row).toMatchObject({ runs: 1, lastError: 'storage is down' });
    expect(row!.nextRunAt.getTime()).toBe(now.getTime() + 30 * 60_000);
  });
});

/**
 * Two app instances on one database asking for the same run at once: exactly one runs it. On PostgreSQL
 * (TEST_DATABASE_URL) the instances are two pg-boss runners; on PGlite two in-process runners.
 */
describe('a sweep runs once across two instances', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());

  it(`runs once (${process.env.TEST_DATABASE_URL ? 'pg-boss on PostgreSQL' : 'in-process on PGlite'})`, async () => {
    const repo = createJobsRepository(database.db);
    const clock = () => new Date();
    let runs = 0;
    const sweep = job('sweep-once', async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 200));
      return runs;
    });
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const name = (database as unknown as { url?: string }).url ?? databaseUrlOf(database, url);
      const instances = await Promise.all(
        [1, 2].map(() =>
          createPgBossJobRunner({
            connectionString: name,
            repo,
            clock,
            logger,
            pollingIntervalSeconds: 0.5,
            schedule: false,
          }),
        ),
      );
      for (const r of instances) r.register(sweep);
      for (const r of instances) await r.start();
      try {
        const slot1 = new Date().toISOString();
        await Promise.all(instances.map((r) => r.trigger('sweep-once', slot1)));
        await expect.poll(() => runs, { timeout: 15_000 }).toBe(1);
        await new Promise((r) => setTimeout(r, 2_000));
        expect(runs).toBe(1);
        // A new slot runs again, once.
        const slot2 = new Date(Date.now() + 1).toISOString();
        await Promise.all(instances.map((r) => r.trigger('sweep-once', slot2)));
        await expect.poll(() => runs, { timeout: 15_000 }).toBe(2);
        await new Promise((r) => setTimeout(r, 2_000));
        expect(runs).toBe(2);
      } finally {
        for (const r of instances) await r.stop();
      }
    } else {
      const timers = { setInterval: () => 0, clearInterval: () => {} };
      const [a, b] = [1, 2].map(() => createInProcessJobRunner({ repo, clock, logger, ...timers }));
      a!.register(sweep);
      b!.register(sweep);
      await a!.start();
      await b!.start();
      const slot1 = new Date().toISOString();
      await Promise.all([a!.trigger('sweep-once', slot1), b!.trigger('sweep-once', slot1)]);
      expect(runs).toBe(1);
      await new Promise((r) => setTimeout(r, 5));
      const slot2 = new Date().toISOString();
      await Promise.all([a!.trigger('sweep-once', slot2), b!.trigger('sweep-once', slot2)]);
      expect(runs).toBe(2);
    }
  }, 60_000);
});

/** The connection string of the test's own cloned database. */
function databaseUrlOf(database: TestDatabase, base: string): string {
  const pool = (database.db as unknown as { $client?: { options?: { connectionString?: string } } }).$client;
  return pool?.options?.connectionString ?? base;
}
