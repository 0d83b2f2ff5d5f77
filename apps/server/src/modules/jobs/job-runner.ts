import type { Logger } from 'pino';
import type { JobsRepository } from './jobs.repository.ts';

/** A recurring background job: what it does, how often, and the work (which must claim its rows atomically). */
export type JobDefinition = {
  name: string;
  description: string;
  everySeconds: number;
  /** The same schedule for pg-boss (cron, Africa/Johannesburg); at least every minute. */
  cron: string;
  run: () => Promise<unknown>;
};

/**
 * The one interface background work runs behind: pg-boss on PostgreSQL (durable queue, each run taken by exactly
 * one instance), or the in-process persisted runner on PGlite (the schedule lives in scheduled_jobs). Both record
 * every run in scheduled_jobs, which the admin console shows.
 */
export interface JobRunner {
  readonly kind: 'pg-boss' | 'in-process';
  register(job: JobDefinition): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Asks for one run now of the period starting at `slot` (an ISO instant, not after now): however many instances
   * ask for the same slot, it runs once.
   */
  trigger(name: string, slot: string): Promise<void>;
}

const describeResult = (result: unknown) =>
  result === undefined ? 'ok' : typeof result === 'number' ? `${result} done` : String(result).slice(0, 200);

/** Runs one job and records the outcome; a failure is logged and recorded, never thrown. */
async function runRecorded(
  job: JobDefinition,
  repo: JobsRepository,
  clock: () => Date,
  logger: Pick<Logger, 'error' | 'debug'>,
) {
  try {
    const result = await job.run();
    await repo.finished(job.name, clock(), { result: describeResult(result) });
    logger.debug({ job: job.name, result }, 'job ran');
  } catch (error) {
    logger.error({ err: error, job: job.name }, 'job failed');
    await repo.finished(job.name, clock(), { error: (error as Error).message.slice(0, 500) }).catch(() => {});
  }
}

/**
 * PGlite (one process): every `tickMs` each job whose next run is due is claimed with one conditional UPDATE and
 * run. The schedule survives restarts (it is in the database); a second runner on the same database never takes
 * the same run. Tests drive `tick()` with a fake clock.
 */
export function createInProcessJobRunner(deps: {
  repo: JobsRepository;
  clock: () => Date;
  logger: Pick<Logger, 'error' | 'debug'>;
  tickMs?: number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}) {
  const jobs = new Map<string, JobDefinition>();
  const set = deps.setInterval ?? ((fn, ms) => setInterval(fn, ms).unref());
  const clear = deps.clearInterval ?? ((h) => clearInterval(h as NodeJS.Timeout));
  let timer: unknown;
  let ticking: Promise<void> | undefined;

  async function tick(): Promise<void> {
    for (const job of jobs.values())
      if (await deps.repo.claimDue(job.name, deps.clock()))
        await runRecorded(job, deps.repo, deps.clock, deps.logger);
  }

  const runner: JobRunner & { tick(): Promise<void> } = {
    kind: 'in-process',
    register(job) {
      if (jobs.has(job.name)) throw new Error(`A job named ${job.name} is already registered`);
      jobs.set(job.name, job);
    },
    async start() {
      const now = deps.clock();
      for (const job of jobs.values())
        await deps.repo.define(job, new Date(now.getTime() + job.everySeconds * 1000));
      timer = set(() => {
        if (ticking) return;
        ticking = tick()
          .catch((error) => deps.logger.error({ err: error }, 'job tick failed'))
          .finally(() => {
            ticking = undefined;
          });
      }, deps.tickMs ?? 15_000);
    },
    async stop() {
      if (timer !== undefined) clear(timer);
      await ticking;
    },
    async trigger(name, slot) {
      const job = jobs.get(name);
      if (!job) throw new Error(`No job named ${name}`);
      if (await deps.repo.claimSlot(name, new Date(slot), deps.clock()))
        await runRecorded(job, deps.repo, deps.clock, deps.logger);
    },
    tick,
  };
  return runner;
}

/**
 * Instances starting together on a new database create the same queues at once, and pg-boss's create_queue (a
 * partition table and a row) can deadlock against itself: PostgreSQL aborts one side (40P01), which then finds the
 * queue made by the other. Retried a few times with jitter (docs/decisions/033-scale-out.md).
 */
async function createQueueOnce(create: () => Promise<unknown>) {
  for (let attempt = 1; ; attempt++) {
    try {
      await create();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * PostgreSQL: pg-boss keeps a queue per job in the `pgboss` schema. Its cron schedule enqueues one job per slot
 * however many instances run, and each queued job is fetched by exactly one worker (SKIP LOCKED), so a sweep runs
 * once per slot; a crashed run is retried after it expires. Runs are recorded in scheduled_jobs for the console.
 */
export async function createPgBossJobRunner(deps: {
  connectionString: string;
  repo: JobsRepository;
  clock: () => Date;
  logger: Pick<Logger, 'error' | 'debug' | 'warn'>;
  /** How often workers poll for queued runs (seconds; tests shorten it). */
  pollingIntervalSeconds?: number;
  /** Off in tests that only trigger runs by hand. */
  schedule?: boolean;
}) {
  const { default: PgBoss } = await import('pg-boss');
  const boss = new PgBoss({
    connectionString: deps.connectionString,
    schema: 'pgboss',
    max: 3,
    schedule: deps.schedule ?? true,
  });
  boss.on('error', (error) => deps.logger.error({ err: error }, 'pg-boss'));
  const jobs = new Map<string, JobDefinition>();
  const runner: JobRunner & { boss: typeof boss } = {
    kind: 'pg-boss',
    boss,
    register(job) {
      if (jobs.has(job.name)) throw new Error(`A job named ${job.name} is already registered`);
      jobs.set(job.name, job);
    },
    async start() {
      await boss.start();
      const now = deps.clock();
      for (const job of jobs.values()) {
        await deps.repo.define(job, new Date(now.getTime() + job.everySeconds * 1000));
        await createQueueOnce(() =>
          boss.createQueue(job.name, { name: job.name, policy: 'singleton', expireInSeconds: 15 * 60 }),
        );
        if (deps.schedule ?? true)
          await boss.schedule(job.name, job.cron, {}, { tz: 'Africa/Johannesburg', singletonKey: job.name });
        await boss.work(job.name, { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 5 }, async () => {
          await deps.repo.started(job.name, deps.clock());
          await runRecorded(job, deps.repo, deps.clock, deps.logger);
        });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    async trigger(name, slot) {
      if (!jobs.has(name)) throw new Error(`No job named ${name}`);
      await boss.send(name, {}, { singletonKey: `${name}:${slot}`, singletonHours: 24 });
    },
  };
  return runner;
}
