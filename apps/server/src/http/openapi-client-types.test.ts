// The web's typed client is generated from the OpenAPI document: apps/web/src/api/openapi.json (as served) and
// schema.gen.ts (its types, stamped with the document's hash). This test fails when either no longer matches
// what the app serves, so a new or changed endpoint cannot reach the web untyped: run `npm run api:generate`.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_FILE,
  documentHash,
  documentText,
  SCHEMA_FILE,
  serveDocument,
} from '../../scripts/openapi-types.ts';

const STALE = 'is stale: run `npm run api:generate` and commit apps/web/src/api';

describe('generated web client types', () => {
  it('apps/web/src/api/openapi.json is the document the app serves', async () => {
    const served = documentText(await serveDocument());
    const committed = await readFile(DOCUMENT_FILE, 'utf8');
    expect(committed === served, `openapi.json ${STALE}`).toBe(true);
    // It builds the whole app on an embedded database: 15 s on a quiet 2-core machine, 41 s at load 25.
  }, 90_000);

  it('apps/web/src/api/schema.gen.ts was generated from that document', async () => {
    const hash = documentHash(await readFile(DOCUMENT_FILE, 'utf8'));
    const types = await readFile(SCHEMA_FILE, 'utf8');
    expect(types.split('\n', 1)[0]?.includes(`(document ${hash})`), `schema.gen.ts ${STALE}`).toBe(true);
  });
});
