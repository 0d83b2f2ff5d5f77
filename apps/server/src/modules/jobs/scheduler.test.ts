import { describe, expect, it, vi } from 'vitest';
import { createScheduler } from './scheduler.ts';

function fakeTimers() {
  const timers = new Map<number, { fn: () => void; ms: number }>();
  let id = 0;
  return {
    setInterval: (fn: () => void, ms: number) => {
      timers.set(++id, { fn, ms });
      return id;
    },
    clearInterval: (handle: unknown) => void timers.delete(handle as number),
    tick: () => {
      for (const t of timers.values()) t.fn();
    },
    timers,
  };
}

const logger = () => ({ error: vi.fn(), debug: vi.fn() });

describe('job scheduler', () => {
  it('runs a job on every tick, never twice at once, and logs a failure without stopping', async () => {
    const timers = fakeTimers();
    const log = logger();
    const scheduler = createScheduler({ logger: log, ...timers });
    let release: () => void = () => {};
    const run = vi.fn(
      () =>
        new Promise<void>((done) => {
          release = done;
        }),
    );
    scheduler.every('sweep', 60_000, run);
    expect([...timers.timers.values()][0]!.ms).toBe(60_000);
    timers.tick();
    timers.tick(); // still busy: skipped
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await new Promise((r) => setTimeout(r, 0));
    timers.tick();
    expect(run).toHaveBeenCalledTimes(2);
    release();

    const failing = vi.fn(() => Promise.reject(new Error('boom')));
    scheduler.every('broken', 1000, failing);
    timers.tick();
    await new Promise((r) => setTimeout(r, 0));
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'broken' }), 'job failed');
    release();
    await scheduler.stop();
    expect(timers.timers.size).toBe(0);
  });

  it('refuses a second job of the same name', () => {
    const scheduler = createScheduler({ logger: logger(), ...fakeTimers() });
    scheduler.every('a', 1000, async () => {});
    expect(() => scheduler.every('a', 1000, async () => {})).toThrow(/already scheduled/);
  });
});
