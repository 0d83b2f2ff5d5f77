// Writes apps/web/src/api/openapi.json and schema.gen.ts from the OpenAPI document the app serves (see
// openapi-types.ts). Run: npm run api:generate
import { writeFile } from 'node:fs/promises';
import {
  DOCUMENT_FILE,
  documentText,
  renderSchemaTypes,
  SCHEMA_FILE,
  serveDocument,
} from './openapi-types.ts';

const document = await serveDocument();
await writeFile(DOCUMENT_FILE, documentText(document));
await writeFile(SCHEMA_FILE, await renderSchemaTypes(document));
console.log(`wrote ${DOCUMENT_FILE} and ${SCHEMA_FILE}`);
process.exit(0);
