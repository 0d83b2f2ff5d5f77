import { readFileSync } from 'node:fs';

/**
 * This process's open-file limit (the soft `ulimit -n`), read from /proc/self/limits; null where that file does
 * not exist (not Linux) or says "unlimited".
 */
export function openFileLimit(readLimits: () => string = () => readFileSync('/proc/self/limits', 'utf8')) {
  let text: string;
  try {
    text = readLimits();
  } catch {
    return null;
  }
  const line = text.split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  const value = Number(soft);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * How many live sockets one instance may hold (docs/decisions/032-sockets-and-positions-at-scale.md): the configured
 * number, or — 0 — the open-file limit minus the headroom kept for HTTP requests, the database pool, Redis and
 * files. Every socket is one open file; past the limit accept() and every new file or connection fail, so requests
 * whose work was done answered 500. Without a known limit: no cap.
 */
export function socketCap(configured: number, headroom: number, limit = openFileLimit()): number {
  if (configured > 0) return configured;
  if (limit === null) return Number.POSITIVE_INFINITY;
  return Math.max(1, limit - headroom);
}
