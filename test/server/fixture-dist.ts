// A minimal dist/ shaped like what `vite build` writes (the pages, the service worker and its
// Workbox runtime, the manifest, a hashed asset, a model file, the build stamp): the server suites
// serve it rather than building the app for every run.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { precompressFolder } from '../../src/server/precompress';

/** Repeated text, so that the files a build compresses are worth compressing here too. */
const filler = (line: string): string => `\n${line}`.repeat(20);

export const FIXTURE_FILES: Readonly<Record<string, string>> = {
  'index.html': `<!doctype html><title>Riichi Lens</title>${filler('<p>Score a riichi mahjong hand from a photo.</p>')}`,
  'overlay.html': '<!doctype html><title>Riichi Lens overlay</title>',
  'sw.js': `importScripts('workbox-0123abcd.js');${filler("self.addEventListener('fetch', () => undefined);")}`,
  'workbox-0123abcd.js': '// workbox',
  'manifest.webmanifest': '{"name":"Riichi Lens"}',
  'assets/main-DzynPcj8.js': `console.log("app");${filler('export const tile = "1m";')}`,
  'models/detector/model.json': '{}',
  '.build-stamp': 'not for browsers\n',
};

/** A temporary folder holding FIXTURE_FILES; returns its path. */
export function fixtureDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'riichi-lens-dist-'));
  for (const [path, text] of Object.entries(FIXTURE_FILES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** fixtureDist() with the brotli and gzip copies the build writes beside the files that compress (src/server/precompress.ts). */
export async function precompressedFixtureDist(): Promise<string> {
  const dir = fixtureDist();
  await precompressFolder(dir);
  return dir;
}
