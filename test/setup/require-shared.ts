// Global setup of the "data" project: DESIGN.md section 4 says `npm run test:data` fails with a
// clear message when ../shared (conformance vectors, datasets) is missing, instead of a cascade
// of ENOENT errors from individual suites.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SHARED_DIR = fileURLToPath(new URL('../../../shared/', import.meta.url));

export default function requireShared(): void {
  if (!existsSync(SHARED_DIR)) {
    throw new Error(
      `npm run test:data needs the shared data folder next to this repository (${SHARED_DIR}); ` +
        'it was not found. `npm test` runs everything that does not need it.',
    );
  }
}
