/**
 * `npm start`: reads the environment, builds the app when dist/ is missing or stale, and serves it
 * until SIGTERM or SIGINT, then closes in order and exits 0. A failure to start is one line on
 * stderr and exit code 1: a person reads it, not a stack trace.
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

function closeOn(server: RunningServer, signal: NodeJS.Signals): void {
  process.once(signal, () => {
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => {
        server.app.log.info('closed');
        process.exit(0);
      },
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const server = await startServer({ config, distDir: DIST, logger: { level: 'info' }, prepare: buildIfStale });
  closeOn(server, 'SIGTERM');
  closeOn(server, 'SIGINT');
}

main().catch((error: unknown) => {
  process.stderr.write(`${startupErrorLine(error)}\n`);
  process.exit(1);
});
