/**
 * The built app (dist/) as files, through @fastify/static. Caching follows how the build names
 * them: everything under assets/ has its content's hash in its name, so a browser may keep it for a
 * year without asking again; every other file keeps its name across builds (the pages, the service
 * worker sw.js, manifest.webmanifest, the icons, the models, Workbox's runtime), so a browser must
 * ask each time (a 304 when unchanged): a stale sw.js or index.html would pin people to an old
 * build, whose hashed assets a new build no longer has.
 *
 * The build leaves a brotli and a gzip copy beside each file that compresses (./precompress.ts):
 * a browser that accepts one gets it, with `Content-Encoding` and `Vary: Accept-Encoding`, under
 * the file's own type and caching; one that accepts neither gets the file.
 */
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isCompressedCopy } from './precompress.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The Cache-Control header for a file at `path` relative to dist/. */
export function cacheControlFor(path: string): string {
  return path.split(sep)[0] === 'assets' ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves `distDir` at `/` (`/` is index.html). Files that are not there go to the app's not-found
 * handler; so do dot files (the build stamp) and the compressed copies asked for by their own name
 * (one would come as bytes no page can use).
 */
export async function registerStaticFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    cacheControl: false,
    dotfiles: 'ignore',
    preCompressed: true,
    allowedPath: (path) => !isCompressedCopy(path),
    // `path` is the file sent, a copy's too: `assets/main-HASH.js.br` is under assets/ as well.
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(relative(distDir, path)));
    },
  });
}
