import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { type Cidr, ipAllowed, parseCidr } from '../modules/payments/cidr.ts';

/** `::ffff:10.0.0.1` → `10.0.0.1`, so IPv4 peers compare equal however the socket reports them. */
export function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

const parsedProxies = new Map<string, Cidr[]>();
/**
 * TRUSTED_PROXY: one address, or a comma-separated list of addresses and ranges (a load balancer that connects from
 * several source addresses, e.g. nginx's `proxy_bind` over 127.0.0.2–127.0.0.9: `127.0.0.0/8`). Malformed entries
 * match nothing.
 */
function isTrustedProxy(remote: string, trustedProxy: string): boolean {
  let list = parsedProxies.get(trustedProxy);
  if (!list) {
    list = trustedProxy
      .split(',')
      .map((entry) => parseCidr(normalizeIp(entry.trim())))
      .filter((cidr): cidr is Cidr => cidr !== undefined);
    parsedProxies.set(trustedProxy, list);
  }
  return ipAllowed(remote, list);
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
  if (trustedProxy && remote && isTrustedProxy(remote, trustedProxy)) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return normalizeIp(forwarded);
  }
  return remote ?? 'unknown';
}
