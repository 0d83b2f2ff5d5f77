import type { Logger } from 'pino';

/**
 * Recurring background work, in process: `every(name, intervalMs, run)` runs `run` every interval (the first run
 * one interval after start), never two runs of the same job at once, and logs a failure instead of crashing.
 * main.ts owns the one scheduler of a process; tests never start it and call the jobs' functions directly.
 * Running on several instances is safe only for jobs that claim their work atomically (e.g. one conditional
 * UPDATE … RETURNING), which every job here must do. A persistent queue (pg-boss) can replace this behind the
 * same interface when a job must survive restarts.
 */
export type Scheduler = {
  every(name: string, intervalMs: number, run: () => Promise<unknown>): void;
  /** Stops every timer and waits for runs in progress. */
  stop(): Promise<void>;
};

export type SchedulerDeps = {
  logger: Pick<Logger, 'error' | 'debug'>;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
};

export function createScheduler(deps: SchedulerDeps): Scheduler {
  const set = deps.setInterval ?? ((fn, ms) => setInterval(fn, ms).unref());
  const clear = deps.clearInterval ?? ((handle) => clearInterval(handle as NodeJS.Timeout));
  const timers: unknown[] = [];
  const running = new Set<Promise<unknown>>();
  const names = new Set<string>();
  let stopped = false;

  return {
    every(name, intervalMs, run) {
      if (names.has(name)) throw new Error(`A job named ${name} is already scheduled`);
      if (!(intervalMs > 0)) throw new Error(`Job ${name} needs a positive interval`);
      names.add(name);
      let busy = false;
      timers.push(
        set(() => {
          if (busy || stopped) return;
          busy = true;
          const started = Date.now();
          const p = run()
            .then((result) => deps.logger.debug({ job: name, ms: Date.now() - started, result }, 'job ran'))
            .catch((error) => deps.logger.error({ err: error, job: name }, 'job failed'))
            .finally(() => {
              busy = false;
              running.delete(p);
            });
          running.add(p);
        }, intervalMs),
      );
    },
    async stop() {
      stopped = true;
      for (const t of timers.splice(0)) clear(t);
      await Promise.all([...running]);
    },
  };
}
