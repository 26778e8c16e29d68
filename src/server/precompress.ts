/**
 * A build writes a brotli (`.br`) and a gzip (`.gz`) copy next to each file worth compressing, and
 * the server (./static-files.ts) sends the copy a browser accepts in place of the file: compressed
 * once at build time at the highest levels, never per request.
 *
 * Our own plugin over node:zlib rather than a library: the job is a folder walk and two zlib calls
 * per file, and it has to run at one exact point of the build (after vite-plugin-pwa has written
 * sw.js and Workbox's runtime in its own closeBundle, before the build stamp), which a plugin of
 * ours states in two fields. The Vite compression plugins are more code than this file, each a new
 * dependency to keep current, and none is installed.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** What a build emits that compresses: scripts, pages, styles, JSON (models' model.json, the manifest), SVG, wasm, weights. Not PNG or JPEG, compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|webmanifest|svg|wasm|bin|txt)$/;

/** The copies' suffixes, as @fastify/static's `preCompressed` looks for them. */
export const COPY_SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** `path` names a compressed copy, not a file of the build. */
export const isCompressedCopy = (path: string): boolean => path.endsWith(COPY_SUFFIX.br) || path.endsWith(COPY_SUFFIX.gzip);

/**
 * Above this size brotli's quality 11 costs more than the bytes are worth: on OpenCV's 9.4 MB
 * chunk (fetched on demand, not on a first visit) it took 22.8 s on one core for 1.94 MB, quality
 * 10 11.8 s for 2.02 MB, quality 9 2.9 s for 2.25 MB (gzip 9: 0.4 s, 2.83 MB). Every file a first
 * visit fetches is under it (the largest, the vision worker, 1.05 MB: 2.0 s at quality 11).
 */
const LARGE_FILE_BYTES = 4 * 1024 * 1024;
const LARGE_FILE_BROTLI_QUALITY = 9;

/** zlib runs on libuv's thread pool (4 threads by default); more at once than cores only queues. */
const CONCURRENCY = Math.min(4, availableParallelism());

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function compress(bytes: Buffer, encoding: keyof typeof COPY_SUFFIX): Promise<Buffer> {
  if (encoding === 'gzip') return gzipped(bytes, { level: 9 });
  const quality = bytes.length > LARGE_FILE_BYTES ? LARGE_FILE_BROTLI_QUALITY : constants.BROTLI_MAX_QUALITY;
  return brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
}

/** Runs `tasks`, at most `limit` at a time, in the order given. */
async function runLimited(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/** Writes `FILE.br` and `FILE.gz` beside each compressible file under `dir`, each only when smaller than the file. */
export async function precompressFolder(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const contents = await Promise.all(files.map(async (path) => ({ path, bytes: await readFile(path) })));
  // Largest first, so the slowest file (OpenCV) runs beside the many small ones rather than after them.
  contents.sort((a, b) => b.bytes.length - a.bytes.length);
  const tasks = contents.flatMap(({ path, bytes }) =>
    (['br', 'gzip'] as const).map((encoding) => async () => {
      const copy = await compress(bytes, encoding);
      if (copy.length < bytes.length) await writeFile(path + COPY_SUFFIX[encoding], copy);
    }),
  );
  await runLimited(tasks, CONCURRENCY);
}

/**
 * The build step: after vite-plugin-pwa's closeBundle (a `post` hook runs after every plain one,
 * and `sequential` waits for those before it), so the copies include the final sw.js and Workbox's
 * runtime, and they are made after Workbox listed the build, which its globs would not match
 * anyway. vite.config.ts lists it before the build stamp, which is written last.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'riichi-lens:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error === undefined) await precompressFolder(outDir);
      },
    },
  };
}
