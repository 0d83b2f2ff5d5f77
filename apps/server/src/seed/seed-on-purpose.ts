import type { Database } from '../db/client.ts';
import { type DemoSeedResult, isDatabaseEmpty, seedDemo } from './seed-demo.ts';

/** `npm run db:seed-demo` refused: `message` says why and what to do. */
export class SeedRefused extends Error {}

/**
 * Loads the demo data into a database on purpose (`npm run db:seed-demo`; docs/decisions/043-production-start.md):
 * migrates it, then seeds only an empty one (no venue, no account). A production configuration also needs
 * `allowProduction`: the demo accounts, an admin among them, have published passwords.
 */
export async function seedDemoOnPurpose(
  database: Database,
  options: { production: boolean; allowProduction?: boolean; now?: Date },
): Promise<DemoSeedResult> {
  if (options.production && !options.allowProduction)
    throw new SeedRefused(
      'This is a production configuration (NODE_ENV=production). The demo accounts, an admin among them, have ' +
        'published passwords: run again with --allow-production only for a demo site nobody relies on.',
    );
  await database.migrate();
  if (!(await isDatabaseEmpty(database.db)))
    throw new SeedRefused(
      'The database already holds venues or accounts: the demo data goes into an empty database only. Nothing was changed.',
    );
  return seedDemo(database.db, options.now);
}
