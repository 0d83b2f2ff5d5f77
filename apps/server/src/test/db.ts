import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { adminQuery, withDatabase } from './global-setup.ts';

export type TestDatabase = Database & { label: string };

/**
 * A fresh, migrated, empty database for one test file: PGlite restored from the run's template, or — when
 * TEST_DATABASE_URL is set — a PostgreSQL database cloned from the migrated template and dropped on close.
 */
export async function createTestDb(): Promise<TestDatabase> {
  const template = inject('pgliteTemplatePath');
  if (!template)
    throw new Error(
      'This test opened the test database outside the server-db project. Database tests are named *.db.test.ts ' +
        '(docs/CODE_STYLE.md#test-tiers); rename the file, or keep it free of the database.',
    );
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `lekker_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplateDatabase')}`);
    const database = await openDatabase({ url: withDatabase(url, name), poolSize: 4 });
    return {
      ...database,
      label: 'postgres',
      close: async () => {
        await database.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
      },
    };
  }
  const dump = await readFile(template);
  const database = await openDatabase({ loadDataDir: new Blob([dump]) });
  return { ...database, label: 'pglite' };
}
