import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDirLock, type DirLock } from './dir-lock.ts';
import * as schema from './schema/index.ts';

/** The one database type the repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | DbTransaction;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  /** Real PostgreSQL. */
  | { url: string; poolSize?: number }
  /** Embedded PGlite: persisted in `dataDir`, or in memory when absent; optionally restored from a dump. */
  | { dataDir?: string; loadDataDir?: Blob };

export const migrationsFolder =
  process.env.MIGRATIONS_DIR ?? fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder });
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  // PGlite does not lock its folder itself; two processes on one folder corrupt it.
  let lock: DirLock | undefined;
  if (dataDir) lock = await acquireDirLock(dataDir);
  try {
    const client = await PGlite.create({
      dataDir,
      loadDataDir,
      extensions: { pg_trgm, unaccent },
    });
    const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      driver: 'pglite',
      migrate: async () => {
        await migratePglite(db as never, { migrationsFolder });
      },
      close: async () => {
        await client.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}
