// `npm run admin:create -- --email you@example.com [--name "Your Name"] [--force]`: the first admin account of a
// database (production starts with none). Prints a one-time link to choose the password; refuses when an admin
// exists or the address has an account, unless --force (docs/decisions/043-production-start.md).
import { parseArgs } from 'node:util';
import {
  createFirstAdmin,
  FIRST_ADMIN_LINK_MINUTES,
  FirstAdminRefused,
} from '../src/modules/accounts/first-admin.ts';
import { commandConfig, commandDatabase } from './command-database.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
if (!values.email) {
  console.error('\nUsage: npm run admin:create -- --email you@example.com [--name "Your Name"] [--force]\n');
  process.exit(1);
}
const config = commandConfig();
const database = await commandDatabase(config);
try {
  await database.migrate();
  const admin = await createFirstAdmin(
    { config, db: database.db },
    { email: values.email, name: values.name, force: values.force },
  );
  console.log(
    [
      '',
      `${admin.existing ? 'The account' : 'Admin account'} ${admin.email} ${admin.existing ? 'is now an admin' : 'created'}.`,
      `Open this link within ${FIRST_ADMIN_LINK_MINUTES} minutes to choose its password (it works once):`,
      '',
      `  ${admin.link}`,
      '',
      `Then sign in at ${config.publicUrl}/admin/login. Keep the link to yourself: whoever opens it first sets the password.`,
      '',
    ].join('\n'),
  );
} catch (error) {
  if (!(error instanceof FirstAdminRefused)) throw error;
  console.error(`\n${error.message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
