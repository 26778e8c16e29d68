// The first-load figure of `npm run bench` (src/cli/bench-app.ts) on a small build made here: what
// the server sends of each file (its brotli or gzip copy, or the file where it has none), the
// copies never counted as files of their own, the files a first visit leaves alone listed apart.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { firstLoadSize } from '../../src/cli/bench-app';
import { precompressFolder } from '../../src/server/precompress';

let dir: string;
const size = (path: string): number => statSync(join(dir, path)).size;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'riichi-lens-bench-app-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>Score a riichi hand from a photo.</p>\n'.repeat(40)}`);
  writeFileSync(join(dir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]));
  // TF.js's wasm without SIMD, fetched only by a browser without SIMD (src/pwa/precache-rules.ts).
  writeFileSync(join(dir, 'assets', 'tfjs-backend-wasm-BIA8cDLW.wasm'), Buffer.alloc(4000));
  await precompressFolder(dir);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('counts each file once, as the server sends it to a browser accepting gzip, brotli or neither', () => {
  const load = firstLoadSize(dir);
  expect(load.files).toBe(2);
  expect(load.rawBytes).toBe(size('index.html') + size('icon.png'));
  expect(load.gzipBytes).toBe(size('index.html.gz') + size('icon.png'));
  expect(load.brotliBytes).toBe(size('index.html.br') + size('icon.png'));
  expect(load.brotliBytes).toBeLessThan(load.gzipBytes);
  expect(load.largest.map((f) => f.path)).toEqual(['index.html', 'icon.png']);
  expect(load.onDemand).toEqual([{ path: join('assets', 'tfjs-backend-wasm-BIA8cDLW.wasm'), gzipBytes: size('assets/tfjs-backend-wasm-BIA8cDLW.wasm.gz') }]);
});
