// The one network fake of the web tests: an MSW server the shared setup starts for every file, failing any
// request no handler answers (onUnhandledRequest: 'error'). Handlers are typed from the generated OpenAPI
// schema (`apiHandler`), or routed by "METHOD /api/path" (`mockApi`) for tests that script whole journeys.
import { HttpResponse, http, type JsonBodyType, ws } from 'msw';
import { setupServer } from 'msw/node';
import type { paths } from '@/api/schema.gen.ts';

/** GET /api/me for a visitor: 200 with no user. */
const signedOutBody = { user: null };

/**
 * The world every test starts in: nobody is signed in (GET /api/me → 200 `{ user: null }`), and the realtime socket connects and
 * stays quiet. A test adds or overrides handlers with `serveApi`; they are dropped after it.
 */
const realtime = ws.link(`${globalThis.location.origin.replace(/^http/, 'ws')}/api/realtime`);
export const defaultHandlers = [
  http.get('/api/me', () => HttpResponse.json(signedOutBody)),
  realtime.addEventListener('connection', () => {}),
];

export const server = setupServer(...defaultHandlers);

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
/** The 2xx JSON body an operation answers with (200, else 201). */
export type ApiBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: infer Ok }
      ? JsonOf<Ok>
      : R extends { 201: infer Created }
        ? JsonOf<Created>
        : never
    : never;
/** The JSON request body of an operation. */
export type ApiRequestBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

export type ApiRequestInfo = { request: Request; params: Record<string, string>; url: URL };

/** `/orders/{id}` → `/api/orders/:id` (MSW's path syntax). */
const toMswPath = (path: string) => `/api${path.replace(/\{([^}]+)\}/g, ':$1')}`;

/**
 * A handler for one operation of the API, its answer typed by the schema: a body (answered 200/201 as JSON),
 * or a function returning one or a whole Response (errors: `apiError(…)`).
 */
export function apiHandler<P extends keyof paths, M extends Method & keyof paths[P]>(
  method: M,
  path: P,
  reply:
    | ApiBody<P, M>
    | ((info: ApiRequestInfo) => ApiBody<P, M> | Response | Promise<ApiBody<P, M> | Response>),
  options: { status?: number } = {},
) {
  return http[method](toMswPath(String(path)), async ({ request, params }) => {
    const result =
      typeof reply === 'function'
        ? await (reply as (info: ApiRequestInfo) => unknown)({
            request,
            params: params as Record<string, string>,
            url: new URL(request.url),
          })
        : reply;
    if (result instanceof Response) return result;
    return HttpResponse.json(result as JsonBodyType, { status: options.status ?? 200 });
  });
}

/** Answers with the API's error shape. */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return HttpResponse.json({ error: fields ? { code, message, fields } : { code, message } }, { status });
}

/** Installs handlers for the current test (the setup removes them after each test). */
export function serveApi(...handlers: Parameters<typeof server.use>) {
  server.use(...handlers);
}

/** @deprecated The first name of `serveApi` (Biome reads `use…` as a React hook); kept for early callers. */
export const useApi = serveApi;

export type MockRequest = { method: string; path: string; url: string; body: unknown };
export type MockReply = { status?: number; body?: unknown };
type Route = MockReply | ((request: MockRequest) => MockReply);

async function describe(request: Request): Promise<MockRequest> {
  const url = new URL(request.url);
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { method: request.method, path: url.pathname, url: `${url.pathname}${url.search}`, body };
}

/**
 * Scripted API: `routes` maps 'GET /api/me' (no query) to a reply or a function of the request; the calls are
 * recorded. Unscripted requests go to the default handlers (GET /api/me answers no user), else they fail.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: MockRequest[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const call = await describe(request);
      const route = routes[`${call.method} ${call.path}`];
      // Unscripted: the default handlers answer (GET /api/me → signed out), or the request fails.
      if (route === undefined) return undefined;
      calls.push(call);
      const reply = typeof route === 'function' ? route(call) : route;
      return HttpResponse.json((reply.body ?? { ok: true }) as JsonBodyType, { status: reply.status ?? 200 });
    }),
  );
  const callsTo = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path);
  return { calls, callsTo };
}

/**
 * Answers GET (or any method) on each path with 200 and its JSON body, by path without the query. `calls`
 * lists every answered request as `path?query`.
 */
export function stubApi(routes: Record<string, unknown>) {
  const calls: string[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const { path, url } = await describe(request);
      if (!(path in routes)) return undefined;
      calls.push(url);
      return HttpResponse.json(routes[path] as JsonBodyType);
    }),
  );
  return { calls };
}

export const signedOut = { status: 200, body: signedOutBody };

/**
 * Routes every /api request through a fetch-shaped function: `url` is the path with its query, `init` carries
 * the method and the text body. For tests that script the API as one function; answer undefined to leave a
 * request unhandled (it then fails).
 */
export function fetchLike(
  handler: (
    url: string,
    init: { method: string; body?: string },
  ) => Response | undefined | Promise<Response | undefined>,
) {
  return http.all('/api/*', async ({ request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    return handler(`${url.pathname}${url.search}`, { method: request.method, body: text || undefined });
  });
}
