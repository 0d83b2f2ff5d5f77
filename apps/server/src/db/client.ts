import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
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
  /**
   * Real PostgreSQL. `onError` hears what the pool reports about idle connections (a restart drops them); the
   * pool replaces them by itself, so nothing else needs to happen.
   */
  | { url: string; poolSize?: number; onError?: (error: Error) => void }
  /** Embedded PGlite: persisted in `dataDir`, or in memory when absent; optionally restored from a dump. */
  | { dataDir?: string; loadDataDir?: Blob };

export const migrationsFolder =
  process.env.MIGRATIONS_DIR ?? fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? 10, options.onError);
  return openPglite(options.dataDir, options.loadDataDir);
}

function openPostgres(url: string, poolSize: number, onError?: (error: Error) => void): Database {
  // A request waits at most 5 s for a connection: during an outage it fails fast (503) instead of piling up.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // Without a listener an idle client's error (PostgreSQL restarted) is an unhandled 'error' event: the process dies.
  const report = onError ?? ((e: Error) => console.error('database pool:', e.message));
  pool.on('error', report);
  // The pool listens only to idle clients; one checked out (e.g. inside a transaction) needs its own listener. Its
  // pending query fails (503) and the pool discards the broken client when it is released.
  pool.on('connect', (client) => client.on('error', report));
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateAlone(url, () => migratePg(db as never, { migrationsFolder })),
    close: () => pool.end(),
  };
}

/** Any fixed number: the advisory lock several instances take around their migrations. */
const MIGRATION_LOCK = 0x4c454b4b;

/**
 * Instances starting together would apply the same migrations at once and one would fail (`CREATE SCHEMA drizzle`:
 * duplicate key) and exit: each first takes an advisory lock in a transaction on its own connection, so the second
 * finds everything applied (docs/decisions/033-scale-out.md).
 */
async function migrateAlone(url: string, migrate: () => Promise<unknown>) {
  const lock = new pg.Client({ connectionString: url });
  lock.on('error', () => {}); // A lost connection fails the pending query; nothing else to do.
  await lock.connect();
  try {
    // A transaction-level lock, held by an open transaction: released at its end, also behind PgBouncer.
    await lock.query('begin');
    await lock.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await migrate();
    await lock.query('commit');
  } finally {
    await lock.end();
  }
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  // PGlite does not lock its folder itself; two processes on one folder corrupt it.
  let lock: DirLock | undefined;
  if (dataDir) lock = await acquireDirLock(dataDir);
  try {
    const client = await PGlite.create({
      dataDir,
      loadDataDir,
      extensions: { btree_gin, pg_trgm, unaccent },
    });
    const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      driver: 'pglite',
      migrate: async () => {
        await migratePglite(db as never, { migrationsFolder });
        // PGlite has no autovacuum, so no planner statistics unless asked: refresh them at every start.
        await client.query('ANALYZE');
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
