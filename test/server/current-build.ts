/**
 * A current dist/ for the suites that start `npm start`'s process (main-process.test.ts,
 * bench-server.test.ts). src/server/main.ts builds dist/ first when it is missing or stale, so on a
 * fresh clone (`npm ci && npm test`, no `npm run build`) two such suites in parallel workers would
 * each run `vite build` into the same dist/ at once. They call this first: one worker builds, under
 * a lock directory (mkdir is atomic), and the other waits for it; a lock older than the longest
 * build is taken as left by a killed run.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent, runViteBuild } from '../../src/server/build-check';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'dist');
const LOCK = join(ROOT, 'node_modules', '.riichi-lens-test-build.lock');
const STALE_LOCK_MS = 10 * 60_000;

const lockAge = (): number | null => {
  try {
    return Date.now() - statSync(LOCK).mtimeMs;
  } catch {
    return null;
  }
};

function tryLock(): boolean {
  try {
    mkdirSync(LOCK);
    return true;
  } catch {
    const age = lockAge();
    if (age !== null && age > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
    return false;
  }
}

/** Resolves once dist/ is current, having built it here or waited for another worker's build. */
export async function ensureCurrentBuild(): Promise<void> {
  while (!buildIsCurrent(ROOT, DIST)) {
    if (!tryLock()) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    try {
      // Another worker may have finished between the check and the lock.
      if (!buildIsCurrent(ROOT, DIST)) await runViteBuild(ROOT);
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}
