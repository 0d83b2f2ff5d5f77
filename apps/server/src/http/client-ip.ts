import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** `::ffff:10.0.0.1` → `10.0.0.1`, so IPv4 peers compare equal however the socket reports them. */
export function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/**
 * The caller's address: the socket's, or — only when the socket is the trusted proxy — the address that proxy
 * appended to X-Forwarded-For (the last entry; earlier entries are whatever the client claimed).
 */
export function clientIp(c: Context, trustedProxy?: string): string {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    remote = undefined;
  }
  if (remote) remote = normalizeIp(remote);
  if (trustedProxy && remote === normalizeIp(trustedProxy)) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return normalizeIp(forwarded);
  }
  return remote ?? 'unknown';
}
