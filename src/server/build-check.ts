/**
 * `npm start` builds the app only when it has to: a build writes a stamp into dist/ holding a hash
 * of what went into it (the listing of its inputs with sizes and modification times, not their
 * contents, so checking costs milliseconds), and the server builds again when the stamp is missing
 * or differs. `npm run build` writes the same stamp through the plugin below, so a build made by
 * hand is not redone.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What a build reads, relative to the repository root: a change to any of them makes dist/ stale. */
export const BUILD_INPUTS = ['src', 'workers', 'calibration', 'models', 'public', 'index.html', 'overlay.html', 'tournament.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
/** A dot file, so neither the server nor the service worker's precache ever serves it. */
export const STAMP_FILE = '.build-stamp';

function listFiles(root: string, input: string): string[] {
  const path = join(root, input);
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The hash of the build inputs under `root`: each file's path, size and modification time. */
export function buildInputsHash(root: string): string {
  const lines = BUILD_INPUTS.flatMap((input) => listFiles(root, input))
    .map((file) => {
      const stat = statSync(file);
      return `${relative(root, file)}\t${stat.size}\t${stat.mtimeMs}`;
    })
    .sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/** Whether `distDir` holds a build of the inputs under `root` as they are now. */
export function buildIsCurrent(root: string, distDir: string): boolean {
  const stamp = join(distDir, STAMP_FILE);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === buildInputsHash(root);
}

/**
 * Writes the stamp after a successful `vite build` into `servedDir` (last, after the service worker
 * is generated). Builds into any other folder (the tests' temporary ones) get none: the stamp is
 * for the folder the server serves, and elsewhere it would be one more file in a build whose
 * every file the service worker test expects to see precached.
 */
export function buildStamp(servedDir: string): Plugin {
  let root = '';
  let outDir = '';
  let hash = '';
  return {
    name: 'riichi-lens:build-stamp',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // Hashed as the build starts: a file saved while it runs makes the next start build again.
    buildStart() {
      hash = buildInputsHash(root);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (outDir === resolve(servedDir)) writeFileSync(join(outDir, STAMP_FILE), `${hash}\n`);
      },
    },
  };
}

/** Runs `vite build` in `root`; its warnings and errors go to stderr, keeping stdout for the server's JSON log lines. */
export function runViteBuild(root: string): Promise<void> {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`the build failed (vite build exited with ${code ?? 'a signal'})`))));
  });
}
