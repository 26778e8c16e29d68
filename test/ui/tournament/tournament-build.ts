/**
 * A production build of the pages the tournament suite opens (tournament.html and overlay.html)
 * into a temporary folder, for a real server to serve. Only those two entries: the app's page
 * pulls in the vision worker, its models and OpenCV, which take minutes to bundle on two shared
 * cores and which these pages never load.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

const page = (name: string): string => fileURLToPath(new URL(`../../../${name}`, import.meta.url));

/** Replaces the build's entries (the config's object is merged into, not replaced, by an inline config). */
const onlyPages = (): Plugin => ({
  name: 'test:only-tournament-pages',
  options: (options) => ({ ...options, input: { overlay: page('overlay.html'), tournament: page('tournament.html') } }),
});

/** Builds the two pages; returns the folder. */
export async function buildTournamentPages(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'riichi-lens-tournament-dist-'));
  await build({ configFile: page('vite.config.ts'), logLevel: 'error', plugins: [onlyPages()], build: { outDir, emptyOutDir: true } });
  return outDir;
}
