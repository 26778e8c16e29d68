// `npm start`'s process (src/server/main.ts) as a child: SIGTERM closes it with exit code 0, and
// so does losing its parent. npm runs the script under `sh -c` and forwards SIGTERM to that shell
// only; the shell dies without passing it on, and without the orphan watch the server would keep
// the port and the database after `kill -TERM <npm>`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCurrentBuild } from './current-build';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 600_000 });

// One build for all the suites that start the process, not one each at once (current-build.ts).
beforeAll(ensureCurrentBuild);

const temps: string[] = [];
const children: ChildProcess[] = [];
/** The servers' own pids, from their log: an orphaned one is no child of ours to kill. */
const servers = new Set<number>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const pid of servers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone, as it should be.
    }
  }
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** Spawns `command` (its stdout is the server's log), and resolves with the server's URL once it listens (the first start may build dist/). */
function launch(command: string, args: string[]): { child: ChildProcess; url: Promise<string>; log: string[] } {
  const dataDir = mkdtempSync(join(tmpdir(), 'riichi-lens-data-'));
  temps.push(dataDir);
  const child = spawn(command, args, { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', RIICHI_LENS_DATA: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const log: string[] = [];
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      log.push(...chunk.toString().split('\n').filter((l) => l !== ''));
      for (const line of log) {
        const pid = /"pid":(\d+)/.exec(line)?.[1];
        if (pid !== undefined) servers.add(Number(pid));
      }
      const listening = log.map((l) => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(l)?.[1]).find((u) => u !== undefined);
      if (listening !== undefined) resolve(listening);
    });
    child.once('exit', () => reject(new Error(`exited before listening:\n${log.join('\n')}`)));
  });
  return { child, url, log };
}

const answers = (url: string) => fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok, () => false);

describe('npm start’s process', () => {
  it('closes on SIGTERM and exits 0', async () => {
    const { child, url } = launch(process.execPath, ['--import', 'tsx', 'src/server/main.ts']);
    const base = await url;
    expect(await answers(base)).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await answers(base)).toBe(false);
  });

  it('closes when the shell it was started in is gone, as npm’s is on SIGTERM', async () => {
    // `; true` keeps the shell as the server's parent whatever sh is (bash would exec a lone command).
    const { child: shell, url, log } = launch('sh', ['-c', `"${process.execPath}" --import tsx src/server/main.ts; true`]);
    const base = await url;
    // SIGKILL, not npm's SIGTERM: what is tested is the server outliving its parent, and SIGKILL ends
    // the shell at once on any machine (a SIGTERM once left it alive for the whole wait in one run).
    shell.kill('SIGKILL');
    await expect.poll(() => answers(base), { timeout: 30_000, message: `still answering; its log:\n${log.join('\n')}` }).toBe(false);
    await expect.poll(() => log.some((l) => l.includes('"msg":"closed"')), { timeout: 30_000 }).toBe(true);
    expect(log.some((l) => l.includes('"parentGone"'))).toBe(true);
  });

  it('closes when its shell is gone before it listens (npm stopped while the database opens)', async () => {
    const { child: shell, url, log } = launch('sh', ['-c', `"${process.execPath}" --import tsx src/server/main.ts; true`]);
    // The shell's exit rejects `url` (nothing listened yet as far as it knows): expected here.
    url.catch(() => undefined);
    await expect.poll(() => log.length > 0, { timeout: 60_000 }).toBe(true);
    shell.kill('SIGKILL');
    await expect.poll(() => log.some((l) => l.includes('"msg":"closed"')), { timeout: 60_000, message: `not closed; its log:\n${log.join('\n')}` }).toBe(true);
    expect(log.some((l) => l.includes('"parentGone"'))).toBe(true);
  });
});
