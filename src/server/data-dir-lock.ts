/**
 * One server per data directory: PGlite has no lock of its own, and two processes writing the same
 * database files corrupt them. The lock is a file holding the owner's pid, created exclusively;
 * one left by a server that died (its pid gone, or its pid now this process's, as happens to a
 * restarted container) is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError, dataDirError } from './startup-error.ts';

export const LOCK_FILE = 'server.lock';

/** The directories this process holds: its own pid in a lock it does not hold is a stale one. */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Claims `dir` (which must exist) for this process; returns the function that releases it. */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  if (held.has(path)) throw new StartupError(`the data directory ${dir} is already open in this server`);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      held.add(path);
      return () => {
        held.delete(path);
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw dataDirError(error, dir);
      const owner = ownerOf(path);
      if (owner !== null && isRunning(owner)) {
        throw new StartupError(`the data directory ${dir} is in use by another server (pid ${owner}): stop it or choose another with RIICHI_LENS_DATA=...`);
      }
      rmSync(path, { force: true });
    }
  }
}
