import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a migrated data-dir dump every test file restores from. */
    pgliteTemplatePath: string;
    /** PostgreSQL: name of a migrated template database every test file clones (when TEST_DATABASE_URL is set). */
    pgTemplateDatabase: string;
  }
}

/**
 * Migrates once per run: a PGlite dump (restoring it costs < 1 s, migrating a new one 2–3 s) and, when
 * TEST_DATABASE_URL is set, a PostgreSQL template database that each test file clones with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const dir = join(process.cwd(), '..', '..', '.tmp');
  await mkdir(dir, { recursive: true });
  const templatePath = join(dir, `pglite-template-${process.pid}.tar.gz`);
  const database = await openDatabase({});
  await database.migrate();
  const dump = await (
    database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }
  ).$client.dumpDataDir('gzip');
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplatePath', templatePath);

  const url = process.env.TEST_DATABASE_URL;
  let templateName = '';
  if (url) {
    templateName = `lekker_tpl_${process.pid}`;
    await adminQuery(url, `DROP DATABASE IF EXISTS ${templateName}`);
    await adminQuery(url, `CREATE DATABASE ${templateName}`);
    const tpl = await openDatabase({ url: withDatabase(url, templateName), poolSize: 1 });
    await tpl.migrate();
    await tpl.close();
  }
  project.provide('pgTemplateDatabase', templateName);

  return async () => {
    const { rm } = await import('node:fs/promises');
    await rm(templatePath, { force: true });
    if (url && templateName) await adminQuery(url, `DROP DATABASE IF EXISTS ${templateName}`);
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
