import type { Logger } from 'pino';
import type { DriverPositionInput } from './drivers.repository.ts';

export type PendingPosition = DriverPositionInput & { userId: string };

/** A driver's first position on this instance, or one after this long, is written at once (write-through). */
export const WRITE_THROUGH_AFTER_MS = 30_000;
/** At most this many drivers per batch statement (7 parameters each). */
const BATCH_ROWS = 1000;

/**
 * Driver positions, coalesced (docs/decisions/032-sockets-and-positions-at-scale.md): the push to the tracking
 * customer happens at once (drivers.service.ts); the database keeps each driver's latest position, written for all
 * drivers together every `flushMs` — a driver posting twice in that time is written once. A driver's first position
 * (going online, or after 30 s without one) is written before the answer, so offers and accepts see it at once;
 * until a batch is written this instance reads the pending one (`pending`). `flushMs` 0 writes every one at once.
 * Positions pending when the process dies are lost (at most `flushMs` of them: the next post replaces them).
 */
export function createPositionBuffer(deps: {
  save(rows: PendingPosition[]): Promise<void>;
  flushMs: number;
  clock: () => Date;
  logger?: Logger;
}) {
  let pending = new Map<string, PendingPosition>();
  /** When each driver's position was last written by this instance. */
  const written = new Map<string, number>();
  let flushing: Promise<void> | null = null;
  /**
   * Positions to write before their answer (first of a shift), gathered until the event loop's next turn and
   * written in one statement: 700 drivers coming online at once are a few statements, not 700 taking the pool.
   */
  let urgent: Map<string, PendingPosition> | null = null;
  let urgentWrite: Promise<void> = Promise.resolve();
  function writeSoon(row: PendingPosition): Promise<void> {
    if (!urgent) {
      const batch = new Map<string, PendingPosition>();
      urgent = batch;
      urgentWrite = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        urgent = null;
        return write([...batch.values()]);
      });
    }
    urgent.set(row.userId, row);
    return urgentWrite;
  }

  async function write(rows: PendingPosition[]) {
    for (let i = 0; i < rows.length; i += BATCH_ROWS) await deps.save(rows.slice(i, i + BATCH_ROWS));
    const now = deps.clock().getTime();
    for (const row of rows) written.set(row.userId, now);
  }

  async function flushNow() {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await write([...batch.values()]);
    } catch (error) {
      // Kept for the next batch unless a newer position arrived meanwhile.
      for (const [userId, row] of batch) if (!pending.has(userId)) pending.set(userId, row);
      deps.logger?.error({ err: error, drivers: batch.size }, 'writing driver positions failed');
    }
  }

  function flush(): Promise<void> {
    flushing ??= flushNow().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  const timer = deps.flushMs > 0 ? setInterval(() => void flush(), deps.flushMs) : null;
  timer?.unref();

  return {
    /** Stores the position: at once (first of a shift, or writing every one) or in the next batch. */
    async record(row: PendingPosition): Promise<void> {
      const last = written.get(row.userId);
      const now = deps.clock().getTime();
      if (deps.flushMs === 0 || last === undefined || now - last > WRITE_THROUGH_AFTER_MS) {
        pending.delete(row.userId);
        await writeSoon(row);
        return;
      }
      pending.set(row.userId, row);
    },
    /** The position waiting for the next batch, if any (newer than the stored one). */
    pending: (userId: string) => pending.get(userId),
    flush,
    /** Writes what is pending and stops the timer. */
    async close() {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}
export type PositionBuffer = ReturnType<typeof createPositionBuffer>;
