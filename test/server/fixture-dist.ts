// A minimal dist/ shaped like what `vite build` writes (the pages, the service worker and its
// Workbox runtime, the manifest, a hashed asset, a model file, the build stamp): the server suites
// serve it rather than building the app for every run.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const FIXTURE_FILES: Readonly<Record<string, string>> = {
  'index.html': '<!doctype html><title>Riichi Lens</title>',
  'overlay.html': '<!doctype html><title>Riichi Lens overlay</title>',
  'sw.js': "importScripts('workbox-0123abcd.js');",
  'workbox-0123abcd.js': '// workbox',
  'manifest.webmanifest': '{"name":"Riichi Lens"}',
  'assets/main-DzynPcj8.js': 'console.log("app");',
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
