import { buildApp } from '../app.ts';
import type { AppDeps } from '../composition/app-deps.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createTestDb, type TestDatabase } from './db.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export type RequestOptions = {
  body?: unknown;
  /** Cookie header of a signed-in session (see `signIn`). */
  cookie?: string;
  /** Override the Origin header (CSRF tests); null sends none. */
  origin?: string | null;
  /** The socket address the request appears to come from. */
  ip?: string;
  headers?: Record<string, string>;
};

export type TestResponse<T = unknown> = { status: number; body: T; headers: Headers; cookie: string };

export type TestApp = {
  app: ReturnType<typeof buildApp>;
  database: TestDatabase;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Signs in through the door endpoint and returns the session cookie header. */
  signIn(email: string, password: string, role?: string): Promise<string>;
  close(): Promise<void>;
};

/** `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header (expired ones dropped). */
export function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The real app on a fresh database of its own, with a pinned clock (`now`) or a movable one (`clock`) when given. */
export async function createTestApp(
  options: {
    now?: Date;
    clock?: () => Date;
    env?: Record<string, string>;
    /** A recording Messaging (fakes/recording-messaging.ts) and push-device answers, for the preferences tests. */
    messaging?: AppDeps['messaging'];
    pushDevices?: AppDeps['pushDevices'];
    pushProvider?: AppDeps['pushProvider'];
  } = {},
): Promise<TestApp> {
  const database = await createTestDb();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_ORIGIN,
    ...options.env,
  });
  const app = buildApp({
    config,
    db: database.db,
    logger: createLogger('silent'),
    clock: options.clock ?? (options.now ? () => options.now as Date : undefined),
    messaging: options.messaging,
    pushDevices: options.pushDevices,
    pushProvider: options.pushProvider,
  });

  async function request<T>(method: string, path: string, o: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...o.headers };
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    if (o.cookie) headers.cookie = o.cookie;
    if (o.origin !== null) headers.origin = o.origin ?? TEST_ORIGIN;
    const env = {
      incoming: { socket: { remoteAddress: o.ip ?? '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } },
    };
    const res = await app.request(
      path,
      { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) },
      env,
    );
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text.
    }
    return { status: res.status, body: body as T, headers: res.headers, cookie: cookieHeader(res.headers) };
  }

  return {
    app,
    database,
    request,
    get: (path, o) => request('GET', path, o),
    async signIn(email, password, role) {
      const res = await request('POST', '/api/account/sign-in', {
        body: { email, password, role },
        ip: `10.9.${Math.floor(Math.random() * 250)}.1`,
      });
      if (res.status !== 200)
        throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.cookie;
    },
    close: () => database.close(),
  };
}
