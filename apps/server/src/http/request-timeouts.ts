import type { ServerOptions } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import { errorBody } from './errors.ts';

/** How long an idle keep-alive connection stays open (Node's default is 5 s). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export const BODY_TIMEOUT_MESSAGE =
  'The request took too long to arrive, so it was not done. Please check your connection and try again.';

/**
 * Node's own bounds for the HTTP server (main.ts): the whole request, headers and body, must arrive within
 * REQUEST_TIMEOUT_SECONDS (uploads included), the headers within a minute at most; Node answers 408 and closes the
 * connection. It checks its connections every few seconds (its default, 30 s, would let a request run that much
 * past the bound). Node's default was 300 s, so a trickling body held a connection for five minutes.
 */
export function httpServerOptions(config: Pick<Config, 'requestTimeouts'>): ServerOptions {
  const requestTimeout = config.requestTimeouts.requestMs;
  return {
    requestTimeout,
    headersTimeout: Math.min(60_000, requestTimeout),
    connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(requestTimeout / 4))),
    // An idle keep-alive connection is kept longer than the load balancers' and clients' own idle limits (60 s is
    // common): with Node's 5 s, a client reusing a connection the server was closing that instant met ECONNRESET.
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  };
}

/**
 * A body (not an upload: those stream and are bounded by Node's request timeout) must have fully arrived within
 * `ms`, or the request is answered 408 in the one error shape and the connection closed. Runs before anything reads
 * the body; the body stays readable for the routes.
 */
export function bodyDeadline(
  ms: number,
  isUpload: (method: string, path: string) => boolean,
): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.raw.body || isUpload(c.req.method, c.req.path)) return next();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), ms);
    });
    // A body that fails to read (too large, aborted) is left to the route and the body limit to answer.
    const arrived = c.req.raw
      .clone()
      .arrayBuffer()
      .then(
        () => 'arrived' as const,
        () => 'arrived' as const,
      );
    const outcome = await Promise.race([arrived, late]);
    clearTimeout(timer);
    if (outcome === 'arrived') return next();
    c.header('connection', 'close');
    return c.json(errorBody('request_timeout', BODY_TIMEOUT_MESSAGE), 408);
  };
}
