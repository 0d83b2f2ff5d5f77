import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { restaurants, user } from './db/schema/index.ts';
import { createLogger } from './logger.ts';
import { prepareDatabase } from './prepare-database.ts';
import { insertUser } from './seed/builders.ts';
import { DEMO_ACCOUNTS } from './seed/demo-data.ts';
import { createTestDb, type TestDatabase } from './test/db.ts';

// What main.ts does to the database before serving (docs/decisions/043-production-start.md): production never loads
// the demo data, whatever the database holds; development loads it on an empty database only.
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://eats.example.co.za',
  AUTH_SECRET: 'k7Qm2vX9pL4rT8wZ1nB6cY3hJ5dF0gSaEu',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  MAIL_FROM: 'Lekker Eats <no-reply@eats.example.co.za>',
  PAYFAST_MODE: 'live',
  PAYFAST_MERCHANT_ID: '123',
  PAYFAST_MERCHANT_KEY: 'abc',
  VAPID_PUBLIC_KEY: 'BHLwg7Rpq46QVa_TLHyoE08RYIpAmy5m7snngzOuPpl9EYANEiG06skWUXLxOdFIjAHQqp0XE1_Xf2-RtzUHKF0',
  VAPID_PRIVATE_KEY: 'wtbXvuUHb5rzTTzVJ4KIAprC9AmUYI1bE5MmX2qMkAg',
  VAPID_SUBJECT: 'mailto:ops@eats.example.co.za',
};
const logger = createLogger('silent');

async function counts(db: Db) {
  const [accounts] = await db.select({ n: count() }).from(user);
  const [venues] = await db.select({ n: count() }).from(restaurants);
  return { accounts: accounts!.n, venues: venues!.n };
}

describe('prepareDatabase (the start decision)', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('creates no account and no venue when production starts on an empty database', async () => {
    database = await createTestDb();
    const printed: string[] = [];
    const outcome = await prepareDatabase(database, loadConfig(PRODUCTION), logger, (text) =>
      printed.push(text),
    );
    expect(outcome).toEqual({ seeded: false });
    expect(await counts(database.db)).toEqual({ accounts: 0, venues: 0 });
    expect(printed.join('')).toContain('npm run admin:create -- --email you@example.com');
    expect(printed.join('')).not.toContain('demo');
    // Even a configuration that asked for the seed (built by hand, past loadConfig's refusal) gets none.
    await prepareDatabase(database, { isProduction: true, seedDemo: 'auto' }, logger, () => {});
    expect(await counts(database.db)).toEqual({ accounts: 0, venues: 0 });
  });

  it('loads the demo data and prints its accounts on an empty development database, once', async () => {
    database = await createTestDb();
    const printed: string[] = [];
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(await prepareDatabase(database, config, logger, (text) => printed.push(text))).toEqual({
      seeded: true,
    });
    const seeded = await counts(database.db);
    // One account per role plus the customers of the demo order history.
    expect(seeded.accounts).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
    expect(seeded.venues).toBeGreaterThan(0);
    for (const demo of DEMO_ACCOUNTS) expect(printed.join('')).toContain(demo.email);
    expect(await prepareDatabase(database, config, logger, () => {})).toEqual({ seeded: false });
    expect(await counts(database.db)).toEqual(seeded);
    // The whole demo seed (venues, menus, months of order history): over 30 s on the embedded database when the
    // machine is loaded.
  }, 120_000);

  it('leaves a development database alone with SEED_DEMO=never, or once it holds an account', async () => {
    database = await createTestDb();
    await prepareDatabase(database, loadConfig({ SEED_DEMO: 'never' }), logger, () => {});
    expect(await counts(database.db)).toEqual({ accounts: 0, venues: 0 });
    // An admin made with `npm run admin:create` before the first start: no demo venues beside it.
    await insertUser(database.db, { email: 'owner@example.test', name: 'Owner', password: 'owner-pass' });
    expect(await prepareDatabase(database, loadConfig({}), logger, () => {})).toEqual({ seeded: false });
    expect(await counts(database.db)).toEqual({ accounts: 1, venues: 0 });
  });
});
