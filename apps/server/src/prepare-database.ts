import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAdminRepository } from './modules/admin/admin.repository.ts';
import { type DemoSeedResult, isDatabaseEmpty, seedDemo } from './seed/seed-demo.ts';

export type PrepareOutcome = { seeded: boolean };

/** The demo accounts, one line per role, as a development start (and `npm run db:seed-demo`) prints them. */
export function demoAccountLines({ accounts }: DemoSeedResult): string {
  return accounts
    .map((a) => `  ${a.role.padEnd(11)} ${a.email.padEnd(32)} password: ${a.password}`)
    .join('\n');
}

/**
 * What a server does to its database before serving, once per instance (main.ts: the single process, or the
 * supervisor of its app workers): apply the migrations, then — in development only, on an empty database — load
 * the demo data and print its accounts. Production never seeds, whatever the database holds, and says how to make
 * the first admin when there is none (docs/decisions/043-production-start.md).
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'isProduction' | 'seedDemo'>,
  logger: Logger,
  print: (text: string) => void = console.log,
): Promise<PrepareOutcome> {
  await database.migrate();
  logger.info('migrations applied');
  if (config.isProduction) {
    if ((await createAdminRepository(database.db).countRole('admin')) === 0)
      print(
        '\nNo admin account yet. Create the first one with `npm run admin:create -- --email you@example.com` ' +
          '(it prints a one-time link to choose the password).\n',
      );
    return { seeded: false };
  }
  if (config.seedDemo !== 'auto' || !(await isDatabaseEmpty(database.db))) return { seeded: false };
  const result = await seedDemo(database.db);
  print(
    `\nDemo data loaded (development only). Sign in with one account per role:\n${demoAccountLines(result)}\n`,
  );
  return { seeded: true };
}
