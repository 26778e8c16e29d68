/**
 * The real server for the load benchmark: `node --import tsx src/server/main.ts` as a child (what
 * `npm start` runs, without npm's shell in between, so its pid is the server's and SIGKILL hits
 * the server itself), on loopback, its log in a file. Restartable on the same port and data, and
 * sampled for memory from /proc while it runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** A start includes opening (and, the first time, creating) the embedded database on loaded cores. */
const START_TIMEOUT_MS = 120_000;

export interface ServerSettings {
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly logPath: string;
}

/** A free port on loopback, asked from the system (listen on 0, read it, let go). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** VmRSS and VmHWM of `pid` in kB (NaN for a zombie), or null once it is gone. */
export function memoryOf(pid: number): { rssKb: number; hwmKb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
    return { rssKb: kb('VmRSS'), hwmKb: kb('VmHWM') };
  } catch {
    return null;
  }
}

export class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  /** The highest VmHWM (or VmRSS) seen of any server process this run. */
  peakRssKb = 0;
  private sampler: NodeJS.Timeout | null = null;

  constructor(private readonly settings: ServerSettings) {}

  get url(): string {
    return `http://127.0.0.1:${this.settings.port}`;
  }

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  /** Starts it and resolves once /api/health answers 200; throws (with the log's end) if it exits or takes too long. */
  async start(): Promise<void> {
    const log = openSync(this.settings.logPath, 'a');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(this.settings.port),
      RIICHI_LENS_DATA: this.settings.dataDir,
      // The simulated devices and overlays each name their own address in X-Forwarded-For, as a
      // club's devices behind a proxy: the per-address limits then apply per device, as in a club,
      // not to the one loopback address all of this benchmark shares.
      RIICHI_LENS_TRUST_PROXY: 'loopback',
    };
    if (this.settings.databaseUrl !== null) env.DATABASE_URL = this.settings.databaseUrl;
    else delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', log, log] });
    closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    this.sample();
    await this.waitHealthy(child);
  }

  private sample(): void {
    if (this.sampler !== null) clearInterval(this.sampler);
    this.sampler = setInterval(() => this.takeSample(), 250);
    this.sampler.unref();
  }

  private takeSample(): void {
    const pid = this.child?.pid;
    const memory = pid === undefined ? null : memoryOf(pid);
    // A process that has exited but is not yet reaped (a zombie) has no memory lines: NaN, skipped.
    const kb = memory === null ? NaN : Math.max(memory.hwmKb, memory.rssKb);
    if (Number.isFinite(kb)) this.peakRssKb = Math.max(this.peakRssKb, kb);
  }

  private async waitHealthy(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited while starting:\n${this.logTail()}`);
      const ok = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${this.logTail()}`);
  }

  /** SIGKILL: no close, no flush; resolves once the process is gone (and reaped, so its data-dir lock is stale). */
  async kill(): Promise<void> {
    this.takeSample();
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM, as an operator stops it; SIGKILL if it has not closed in 20 s. */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (child === null || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    this.takeSample();
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await this.exited;
    clearTimeout(timer);
    if (this.sampler !== null) clearInterval(this.sampler);
    return child.exitCode;
  }

  /** For exit handlers: kills the child at once, synchronously. */
  killNow(): void {
    if (this.child !== null && this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  logTail(lines = 20): string {
    try {
      return readFileSync(this.settings.logPath, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}
