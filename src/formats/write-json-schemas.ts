/**
 * Writes docs/schemas/*.schema.json from the published formats' schemas (issue 20). Run from the
 * repository root: `npx tsx src/formats/write-json-schemas.ts`. test/formats/json-schemas.test.ts
 * fails when a checked-in file differs from what this writes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { jsonSchemaFiles } from './json-schemas';
import { PUBLISHED_FORMATS } from './registry';

for (const file of jsonSchemaFiles(PUBLISHED_FORMATS)) {
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileSync(file.path, file.text);
  console.log(`wrote ${file.path}`);
}
