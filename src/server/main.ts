/**
 * `npm start`: reads the environment, builds the app when dist/ is missing or stale, and serves it
 * until SIGTERM or SIGINT (or until the shell npm ran it in is gone), then closes in order and
 * exits 0. A failure to start is one line on stderr and exit code 1: a person reads it, not a
 * stack trace.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildInputsHash, buildIsCurrent, runViteBuild } from './build-check.ts';
import { readConfig } from './config.ts';
import { startServer, type RunningServer } from './server.ts';
import { startupErrorLine } from './startup-error.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// vite.config.ts builds into dist/ at the repository root.
const DIST = join(ROOT, 'dist');

async function buildIfStale(log: FastifyBaseLogger): Promise<void> {
  const checkStart = performance.now();
  const current = buildIsCurrent(ROOT, DIST);
  const checkMs = Math.round(performance.now() - checkStart);
  if (current) {
    log.info({ checkMs }, 'build is current');
    return;
  }
  log.info({ checkMs }, 'dist/ is missing or stale: building the app');
  const buildStart = performance.now();
  await runViteBuild(ROOT);
  log.info({ buildMs: Math.round(performance.now() - buildStart), inputs: buildInputsHash(ROOT).slice(0, 12) }, 'built');
}

let closing = false;
/**
 * Our parent when this process began. Read at start, not once the server listens: a parent that
 * dies while the database opens or the port is bound (npm stopped at once) must still count as gone.
 */
const PARENT = process.ppid;

/**
 * Exits once the log lines written so far have left: process.stdout writes to a pipe
 * asynchronously, and process.exit would drop the last ones ("closed"). A reader that is gone
 * answers with an error, and a stuck one is not waited for beyond a second.
 */
function exitAfterLog(code: number): void {
  process.exitCode = code;
  setTimeout(() => process.exit(code), 1000).unref();
  process.stdout.write('', () => process.exit(code));
}

/** Closes in order and exits 0 (1 when closing fails); once, whatever asked first. */
function shutDown(server: RunningServer, why: Record<string, unknown>): void {
  if (closing) return;
  closing = true;
  server.app.log.info(why, 'shutting down');
  server.close().then(
    () => {
      server.app.log.info('closed');
      exitAfterLog(0);
    },
    (error: unknown) => {
      server.app.log.error({ err: error }, 'shutdown failed');
      exitAfterLog(1);
    },
  );
}

function closeOn(server: RunningServer, signal: NodeJS.Signals): void {
  process.once(signal, () => shutDown(server, { signal }));
}

/**
 * `npm start` runs this under `sh -c` (cmd on Windows), and npm forwards SIGTERM to that shell, not
 * to us: dash does not exec its last command, so the shell dies and leaves this process running,
 * holding the port and the database. When our parent changes (we were orphaned), close as on SIGTERM.
 */
function closeWhenOrphaned(server: RunningServer): void {
  const parent = PARENT;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    shutDown(server, { parentGone: parent });
  }, 250);
  watch.unref();
}

async function main(): Promise<void> {
  const config = readConfig(process.env);
  // Logs go through process.stdout, whose write errors are dropped: pino's own destination retries
  // a write to a pipe nobody reads any more (EPIPE: the reader died) forever, which froze the
  // server, its SIGTERM handler included.
  process.stdout.on('error', () => undefined);
  const server = await startServer({ config, distDir: DIST, logger: { level: 'info', stream: process.stdout }, prepare: buildIfStale });
  closeOn(server, 'SIGTERM');
  closeOn(server, 'SIGINT');
  closeWhenOrphaned(server);
}

main().catch((error: unknown) => {
  process.stderr.write(`${startupErrorLine(error)}\n`);
  process.exit(1);
});
