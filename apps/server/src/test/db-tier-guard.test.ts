import { describe, expect, it } from 'vitest';
import { createTestApp } from './app.ts';
import { createTestDb } from './db.ts';

// This file runs in the database-free `server-unit` project, where no global setup prepared a database: the
// harness must refuse loudly rather than let a mis-named database test slow the fast tier or fail obscurely.
describe('test harness outside the server-db project', () => {
  it('refuses to open a database and names the convention', async () => {
    await expect(createTestDb()).rejects.toThrow(/outside the server-db project.*\*\.db\.test\.ts/s);
  });

  it('refuses to build the app on one', async () => {
    await expect(createTestApp()).rejects.toThrow(/server-db/);
  });
});
