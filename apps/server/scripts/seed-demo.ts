// `npm run db:seed-demo [-- --allow-production]`: loads the demo data (venues around Mahikeng, one account per
// role) into the configured database on purpose. Refuses a database that holds venues or accounts, and a
// production configuration unless --allow-production (docs/decisions/043-production-start.md).
import { parseArgs } from 'node:util';
import { demoAccountLines } from '../src/prepare-database.ts';
import { SeedRefused, seedDemoOnPurpose } from '../src/seed/seed-on-purpose.ts';
import { commandConfig, commandDatabase } from './command-database.ts';

const { values } = parseArgs({ options: { 'allow-production': { type: 'boolean', default: false } } });
const config = commandConfig();
const database = await commandDatabase(config);
try {
  const result = await seedDemoOnPurpose(database, {
    production: config.isProduction,
    allowProduction: values['allow-production'],
  });
  console.log(`\nDemo data loaded. Sign in with one account per role:\n${demoAccountLines(result)}\n`);
  if (config.isProduction)
    console.warn('These passwords are published: this production database now has a public admin account.\n');
} catch (error) {
  if (!(error instanceof SeedRefused)) throw error;
  console.error(`\n${error.message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
