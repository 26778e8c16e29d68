/**
 * `npm run bench:server [-- --tables 64 --subscribers 4 --interval-ms 2000 --duration-s 300
 * --kill-at 0.5 --database postgres://... --out FILE.json]`: the server under load and a fault
 * (issue 22, point 5; bench-server/run.ts). Loopback only; stops by itself: a hard timeout of the
 * run's length plus five minutes, and the server child is killed on any exit, Ctrl-C included.
 * Prints a short report and, as its last line, the report as JSON (also written to --out).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs, stringOption, UsageError } from './args';
import { runBench, type BenchOptions, type BenchReport } from './bench-server/run';
import type { ServerProcess } from './bench-server/server-process';

const USAGE = 'usage: npm run bench:server [-- --tables N] [--subscribers N] [--interval-ms MS] [--duration-s S] [--kill-at 0..1|none] [--database postgres://...] [--out FILE.json]';
/** Tables per session at most: the tournament's player cap (512) over four seats. */
const MAX_TABLES = 128;

function numberOption(args: ReturnType<typeof parseArgs>, name: string, fallback: number, min: number, max: number): number {
  const text = stringOption(args, name);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || n > max) throw new UsageError(`--${name} must be a number from ${min} to ${max}`);
  return n;
}

function readOptions(argv: readonly string[]): BenchOptions & { out: string | null } {
  const args = parseArgs(argv, []);
  if (args.positionals.length > 0) throw new UsageError(`unexpected ${args.positionals[0]}`);
  const killText = stringOption(args, 'kill-at');
  const killAt = killText === 'none' ? null : numberOption(args, 'kill-at', 0.5, 0.01, 0.99);
  const databaseUrl = stringOption(args, 'database') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new UsageError('--database must be a postgres:// URL');
  return {
    tables: Math.round(numberOption(args, 'tables', 64, 1, MAX_TABLES)),
    subscribers: Math.round(numberOption(args, 'subscribers', 4, 0, 16)),
    intervalMs: numberOption(args, 'interval-ms', 2000, 50, 60_000),
    durationS: numberOption(args, 'duration-s', 300, 2, 3600),
    killAt,
    databaseUrl,
    out: stringOption(args, 'out') ?? null,
  };
}

function summary(r: BenchReport): string {
  const o = r.options;
  return [
    `${r.database}: ${o.tables} tables x ${o.subscribers} overlays, an event every ${o.intervalMs} ms per table for ${o.durationS} s, SIGKILL at ${o.killAt ?? 'never'}`,
    `acknowledged ${r.acknowledged}, lost ${r.lost}, duplicates ${r.duplicates}, extra ${r.extra}, in order ${r.inOrder}, unacknowledged at the end ${r.unacknowledgedAtEnd}`,
    `events/s ${r.eventsPerSecond}; relay latency p50 ${r.relayLatencyMs.p50} ms, p99 ${r.relayLatencyMs.p99} ms, max ${r.relayLatencyMs.max} ms (${r.relayLatencyMs.samples} of ${r.relayLatencyMs.expected} deliveries timed; outside the outage p50 ${r.relayLatencyOutsideOutageMs.p50} ms, p99 ${r.relayLatencyOutsideOutageMs.p99} ms); sync answer p50 ${r.ackLatencyMs.p50} ms, p99 ${r.ackLatencyMs.p99} ms`,
    `server RSS peak ${r.peakServerRssMb} MB, at the end ${r.endServerRssMb ?? '-'} MB; downtime ${r.downtimeMs ?? '-'} ms; posts ${r.requests.posts}, failed ${r.requests.failures}, conflicts ${r.requests.conflicts}, refused ${r.requests.refused}; overlay reconnects ${r.reconnects}; stop exit code ${r.stopExitCode}`,
    `machine: ${r.machine.cpus} CPUs, load average ${r.machine.loadAverage.join(' ')}`,
  ].join('\n');
}

async function main(argv: readonly string[]): Promise<number> {
  const { out, ...options } = readOptions(argv);
  const servers = new Set<ServerProcess>();
  const killAll = () => servers.forEach((s) => s.killNow());
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killAll();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
  const limit = setTimeout(() => {
    process.stderr.write('bench:server: over its time limit, stopping\n');
    killAll();
    process.exit(1);
  }, (options.durationS + 300) * 1000);
  const report = await runBench({ ...options, progress: (line) => process.stderr.write(`${line}\n`) }, servers);
  clearTimeout(limit);
  console.log(summary(report));
  if (out !== null) writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report));
  return report.lost === 0 && report.duplicates === 0 && report.extra === 0 && report.inOrder ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(error instanceof UsageError ? `${error.message}\n${USAGE}\n` : `bench:server: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
