import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants, user } from '../db/schema/index.ts';
import { createTestDb, type TestDatabase } from '../test/db.ts';
import { DEMO_ACCOUNTS } from './demo-data.ts';
import { SeedRefused, seedDemoOnPurpose } from './seed-on-purpose.ts';

// `npm run db:seed-demo` (docs/decisions/043-production-start.md): the demo data goes into an empty database on
// purpose; a production configuration must say so.
describe('seedDemoOnPurpose (npm run db:seed-demo)', () => {
  let database: TestDatabase;
  const accounts = async () => (await database.db.select({ n: count() }).from(user))[0]!.n;
  const venues = async () => (await database.db.select({ n: count() }).from(restaurants))[0]!.n;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());

  it('refuses a production configuration without --allow-production, changing nothing', async () => {
    await expect(seedDemoOnPurpose(database, { production: true })).rejects.toThrow(
      new SeedRefused(
        'This is a production configuration (NODE_ENV=production). The demo accounts, an admin among them, have published passwords: run again with --allow-production only for a demo site nobody relies on.',
      ),
    );
    expect({ accounts: await accounts(), venues: await venues() }).toEqual({ accounts: 0, venues: 0 });
  });

  it('seeds an empty database, then refuses it because it is no longer empty', async () => {
    const result = await seedDemoOnPurpose(database, { production: true, allowProduction: true });
    expect(result.accounts.map((a) => a.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    const before = { accounts: await accounts(), venues: await venues() };
    expect(before.venues).toBeGreaterThan(0);
    await expect(seedDemoOnPurpose(database, { production: false })).rejects.toThrow(
      new SeedRefused(
        'The database already holds venues or accounts: the demo data goes into an empty database only. Nothing was changed.',
      ),
    );
    expect({ accounts: await accounts(), venues: await venues() }).toEqual(before);
  });
});
