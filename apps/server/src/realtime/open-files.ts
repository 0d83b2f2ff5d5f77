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

/** Files the process needs besides its TCP connections, at most: stdio, the event loop, the listener, both database
 * pools (the app's and pg-boss's), Redis, files being served and logs. */
export const PROCESS_FILES = 60;

/**
 * The most TCP connections (HTTP and WebSocket) the server may hold: the open-file limit minus PROCESS_FILES. Past
 * it Node closes new connections at once (`server.maxConnections`), so a pool or Redis reconnect and a file read
 * always find a free file — a client sees a refused connection instead of a 500 for work that was done. Null:
 * no known limit.
 */
export function connectionLimit(limit = openFileLimit()): number | null {
  return limit === null ? null : Math.max(1, limit - PROCESS_FILES);
}
