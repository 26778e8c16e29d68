// The brotli and gzip copies a real build writes (src/server/precompress.ts) in the dist/ that
// `npm start` serves: one of each beside every file that compresses, the final service worker's
// included, each decompressing to its file; none listed in the service worker's precache; the
// build stamp still written last; and the production server sending them.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT } from '../../src/server/config';
import { STAMP_FILE } from '../../src/server/build-check';
import { startServer, type RunningServer } from '../../src/server/server';
import { ensureCurrentBuild } from './current-build';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
/** Written down here rather than taken from the plugin, so that a file it stops compressing fails the test. */
const COMPRESSIBLE = /\.(?:js|css|html|json|webmanifest|svg|wasm|bin)$/;

/** Every file under dist/, relative to it. */
const distFiles = (): string[] =>
  readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(DIST, join(e.parentPath, e.name)));

let dataDir: string;
let server: RunningServer | undefined;

// One build for all the suites that use dist/, not one each at once (current-build.ts).
beforeAll(ensureCurrentBuild, 600_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a build', () => {
  it('has a brotli and a gzip copy of each file that compresses, each decompressing to the file, and of nothing else', () => {
    const files = distFiles();
    const originals = files.filter((f) => !/\.(?:br|gz)$/.test(f));
    const compressible = originals.filter((f) => COMPRESSIBLE.test(f));
    // What the precache and a first visit need, Workbox's files (written after the bundle) among them.
    expect(compressible).toEqual(expect.arrayContaining(['index.html', 'sw.js', 'manifest.webmanifest', 'models/detector/model.json', 'models/detector/weights.bin', 'icons/icon.svg']));
    expect(compressible.some((f) => /^workbox-[^/]+\.js$/.test(f))).toBe(true);
    expect(compressible.some((f) => /^assets\/tfjs-backend-wasm-simd-[^/]+\.wasm$/.test(f))).toBe(true);
    expect(compressible.some((f) => /^assets\/opencv-deno-[^/]+\.js$/.test(f))).toBe(true);

    const copies = files.filter((f) => /\.(?:br|gz)$/.test(f)).sort();
    expect(copies).toEqual(compressible.flatMap((f) => [`${f}.br`, `${f}.gz`]).sort());
    for (const file of compressible) {
      const bytes = readFileSync(join(DIST, file));
      const br = readFileSync(join(DIST, `${file}.br`));
      const gz = readFileSync(join(DIST, `${file}.gz`));
      expect([file, br.length < bytes.length, gz.length < bytes.length]).toEqual([file, true, true]);
      expect(brotliDecompressSync(br).equals(bytes), `${file}.br`).toBe(true);
      expect(gunzipSync(gz).equals(bytes), `${file}.gz`).toBe(true);
    }
    // The icons' PNGs are compressed already.
    expect(originals.some((f) => f.endsWith('.png'))).toBe(true);
  });

  it('lists no compressed copy in the service worker’s precache', () => {
    // `url:"index.html"` minified, `"url": "index.html"` when built under NODE_ENV=test (current-build.ts inherits Vitest's).
    const urls = [...readFileSync(join(DIST, 'sw.js'), 'utf8').matchAll(/\burl"?:\s*"([^"]+)"/g)].map((m) => m[1]!);
    expect(urls).toEqual(expect.arrayContaining(['index.html', 'models/detector/weights.bin']));
    expect(urls.filter((url) => /\.(?:br|gz)$/.test(url))).toEqual([]);
  });

  it('writes the build stamp last, after the copies', () => {
    const stampedAt = statSync(join(DIST, STAMP_FILE)).mtimeMs;
    const latest = Math.max(...distFiles().filter((f) => f !== STAMP_FILE).map((f) => statSync(join(DIST, f)).mtimeMs));
    expect(stampedAt).toBeGreaterThanOrEqual(latest);
  });
});

describe('the production server on a build', () => {
  it('sends the service worker, a model’s weights and the SIMD wasm compressed, with their own types and caching', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'riichi-lens-data-'));
    const config = { host: '127.0.0.1', port: 0, dataDir, databaseUrl: null, trustProxy: false, rateLimit: DEFAULT_RATE_LIMIT } as const;
    server = await startServer({ config, distDir: DIST, logger: false });
    const wasm = distFiles().find((f) => /^assets\/tfjs-backend-wasm-simd-[^/]+\.wasm$/.test(f))!;
    const expected: [string, string, RegExp, string][] = [
      ['sw.js', 'br', /javascript/, 'no-cache'],
      ['models/detector/weights.bin', 'gzip', /octet-stream/, 'no-cache'],
      // `WebAssembly.instantiateStreaming` takes nothing but application/wasm, compressed or not.
      [wasm, 'br', /^application\/wasm$/, 'public, max-age=31536000, immutable'],
    ];
    for (const [file, encoding, type, cacheControl] of expected) {
      // fetch() decodes the body, so its bytes are the file's when the copy is right.
      const response = await fetch(`${server.url}/${file}`, { headers: { 'accept-encoding': encoding } });
      const headers = ['content-encoding', 'vary', 'cache-control'].map((h) => response.headers.get(h));
      expect([file, response.status, ...headers]).toEqual([file, 200, encoding, 'accept-encoding', cacheControl]);
      expect(response.headers.get('content-type')).toMatch(type);
      expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(DIST, file))), file).toBe(true);
    }
  });
});
