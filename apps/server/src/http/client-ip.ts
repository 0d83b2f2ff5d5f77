import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The caller's address: the socket's, or X-Forwarded-For's first hop only when the socket is the trusted proxy. */
export function clientIp(c: Context, trustedProxy?: string): string {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    remote = undefined;
  }
  if (trustedProxy && remote === trustedProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return remote ?? 'unknown';
}
