import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createTestDb, type TestDatabase } from './db.ts';

export type TestApp = {
  app: ReturnType<typeof buildApp>;
  database: TestDatabase;
  /** Request helper returning status and parsed JSON. */
  get<T = unknown>(path: string): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
};

/** The real app on a fresh database of its own, with a pinned clock when given. */
export async function createTestApp(options: { now?: Date; env?: Record<string, string> } = {}): Promise<TestApp> {
  const database = await createTestDb();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const app = buildApp({
    config,
    db: database.db,
    logger: createLogger('silent'),
    clock: options.now ? () => options.now as Date : undefined,
  });
  return {
    app,
    database,
    async get<T>(path: string) {
      const res = await app.request(path);
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
    close: () => database.close(),
  };
}
