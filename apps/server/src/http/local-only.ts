import type { MiddlewareHandler } from 'hono';
import { clientIp } from './client-ip.ts';
import { errorBody } from './errors.ts';

/** 127.0.0.0/8 and ::1: this machine. */
export function isLoopbackAddress(ip: string): boolean {
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/** Host names and addresses that bind to this machine only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));
}

/**
 * Serves a development tool (dev mailbox, open metrics) to this machine only: the socket must be loopback and, unless
 * the trusted proxy vouched for a loopback client, the request must not have been forwarded (a reverse proxy on this
 * host would otherwise make every visitor look local).
 */
export function localOnly(what: string, how: string, trustedProxy?: string): MiddlewareHandler {
  return async (c, next) => {
    const ip = clientIp(c, trustedProxy);
    const forwarded = !trustedProxy && (c.req.header('x-forwarded-for') || c.req.header('forwarded'));
    if (!isLoopbackAddress(ip) || forwarded)
      return c.json(errorBody('forbidden', `${what} is served to this machine only. ${how}`), 403);
    return next();
  };
}
