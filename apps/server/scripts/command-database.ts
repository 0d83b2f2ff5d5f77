// What the operator commands (admin:create, db:seed-demo) share with the server: its configuration (the same
// environment, validated the same way) and its database (DATABASE_URL, else the embedded one under DATA_DIR).
import { join, resolve } from 'node:path';
import { type Config, ConfigError, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { DirLockedError } from '../src/db/dir-lock.ts';

/** The server's configuration; a bad one prints its problems and exits. */
export function commandConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\n\nSet the same environment as the server (see .env.example).\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** The server's database; the embedded one is locked while a server runs on it (stop it first). */
export async function commandDatabase(config: Config): Promise<Database> {
  try {
    return config.databaseUrl
      ? await openDatabase({ url: config.databaseUrl, poolSize: 1 })
      : await openDatabase({ dataDir: join(resolve(config.dataDir), 'pglite') });
  } catch (error) {
    if (error instanceof DirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
