/**
 * One load and fault run (issue 22, point 5), on loopback only and bounded in time: the real
 * server as a child, a tournament of `tables` tables, `subscribers` overlays per table on the
 * relay, each table's device sending an event every `intervalMs`; at `killAt` of the run the server
 * is SIGKILLed and started again on the same data and port, the devices retrying and the overlays
 * reconnecting. At the end the server's logs are checked against what the devices were acknowledged.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PresetName } from '../../engine/index';
import { serverLogIds, setUpTournament } from './api';
import { OverlaySubscriber } from './overlay-subscriber';
import { ServerProcess, freePort, memoryOf } from './server-process';
import { TableDevice } from './table-device';
import { checkTable, quantile, sumChecks, type TableCheck } from './verify';

export interface BenchOptions {
  readonly tables: number;
  readonly subscribers: number;
  readonly intervalMs: number;
  readonly durationS: number;
  /** Share of the run (0..1) at which the server is killed; null: never. */
  readonly killAt: number | null;
  /** PostgreSQL instead of the embedded database (a fresh database: the benchmark's tables stay in it). */
  readonly databaseUrl: string | null;
  readonly progress?: (line: string) => void;
}

export interface BenchReport extends TableCheck {
  readonly database: 'pglite' | 'postgres';
  readonly options: Omit<BenchOptions, 'progress' | 'databaseUrl'>;
  readonly unacknowledgedAtEnd: number;
  readonly eventsPerSecond: number;
  /** From a device sending an event to each overlay receiving a state that holds it. */
  readonly relayLatencyMs: { readonly p50: number | null; readonly p99: number | null; readonly max: number | null; readonly samples: number; readonly expected: number };
  /** The same, leaving out the deliveries under way while the server was down. */
  readonly relayLatencyOutsideOutageMs: { readonly p50: number | null; readonly p99: number | null; readonly max: number | null; readonly samples: number };
  readonly ackLatencyMs: { readonly p50: number | null; readonly p99: number | null };
  readonly peakServerRssMb: number;
  /** The server's RSS just before it was stopped at the end. */
  readonly endServerRssMb: number | null;
  readonly downtimeMs: number | null;
  readonly requests: { readonly posts: number; readonly failures: number; readonly conflicts: number; readonly refused: number };
  readonly reconnects: number;
  /** The server's exit code when stopped with SIGTERM at the end (0: it closed cleanly). */
  readonly stopExitCode: number | null;
  readonly machine: { readonly cpus: number; readonly loadAverage: readonly number[] };
}

/** A four-player preset; the benchmark's all-tenpai draws keep its game going. */
const PRESET: PresetName = 'ema-2016';
/** How long the devices get, after the run, to have what they still hold acknowledged. */
const DRAIN_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const deviceAddress = (i: number) => `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const overlayAddress = (i: number, s: number) => `10.2.${i % 250}.${s + 1 + 10 * Math.floor(i / 250)}`;

interface Phase {
  readonly seconds: number;
  readonly downtimeMs: number | null;
  /** From the SIGKILL to the restarted server's first healthy answer (performance.now()); null without a kill. */
  readonly outage: readonly [number, number] | null;
}

interface Delivery {
  readonly sent: number;
  readonly received: number;
}

/** Latency quantiles of `deliveries`, in ms. */
function latencyOf(deliveries: readonly Delivery[]): { p50: number | null; p99: number | null; max: number | null; samples: number } {
  const ms = deliveries.map((d) => d.received - d.sent);
  return { p50: round(quantile(ms, 0.5)), p99: round(quantile(ms, 0.99)), max: round(quantile(ms, 1)), samples: ms.length };
}

/** Ticks every device on its interval (staggered over one interval), kills and restarts the server once; resolves at the end of the run. */
async function drive(devices: readonly TableDevice[], server: ServerProcess, options: BenchOptions): Promise<Phase> {
  const timers: NodeJS.Timeout[] = [];
  const started = performance.now();
  devices.forEach((device, i) => {
    const first = setTimeout(() => {
      device.tick();
      timers.push(setInterval(() => device.tick(), options.intervalMs));
    }, (i * options.intervalMs) / devices.length);
    timers.push(first);
  });
  const durationMs = options.durationS * 1000;
  let downtimeMs: number | null = null;
  let outage: [number, number] | null = null;
  if (options.killAt !== null) {
    await sleep(options.killAt * durationMs);
    options.progress?.(`SIGKILL to the server (pid ${server.pid}) at ${Math.round((performance.now() - started) / 1000)} s`);
    const killed = performance.now();
    await server.kill();
    await server.start();
    outage = [killed, performance.now()];
    downtimeMs = Math.round(outage[1] - killed);
    options.progress?.(`restarted (pid ${server.pid}): ${downtimeMs} ms without a server`);
  }
  await sleep(Math.max(0, started + durationMs - performance.now()));
  for (const timer of timers) clearTimeout(timer);
  return { seconds: (performance.now() - started) / 1000, downtimeMs, outage };
}

/** Lets the devices sync what they still hold; then stops them. Returns what is left unacknowledged. */
async function drain(devices: readonly TableDevice[]): Promise<number> {
  const deadline = performance.now() + DRAIN_MS;
  const left = () => devices.reduce((a, d) => a + d.unacknowledged, 0);
  while (left() > 0 && performance.now() < deadline) {
    for (const device of devices) void device.flush();
    await sleep(250);
  }
  for (const device of devices) device.stop();
  return left();
}

export async function runBench(options: BenchOptions, servers: Set<ServerProcess> = new Set()): Promise<BenchReport> {
  const dir = mkdtempSync(join(tmpdir(), 'riichi-lens-bench-'));
  const server = new ServerProcess({ port: await freePort(), dataDir: join(dir, 'data'), databaseUrl: options.databaseUrl, logPath: join(dir, 'server.log') });
  servers.add(server);
  try {
    await server.start();
    options.progress?.(`server up at ${server.url} (pid ${server.pid}), ${options.databaseUrl === null ? 'PGlite' : 'PostgreSQL'}`);
    return await load(server, options);
  } catch (error) {
    options.progress?.(`server log, last lines:\n${server.logTail()}`);
    throw error;
  } finally {
    server.killNow();
    servers.delete(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function load(server: ServerProcess, options: BenchOptions): Promise<BenchReport> {
  const url = () => server.url;
  const tournament = await setUpTournament(server.url, options.tables, PRESET);
  const run = `b${Date.now().toString(36)}`;
  const devices = tournament.tables.map((table, i) => new TableDevice(url, tournament, table, deviceAddress(i), run));
  const deliveries: Delivery[] = [];
  const overlays = devices.flatMap((device, i) =>
    Array.from({ length: options.subscribers }, (_, s) => new OverlaySubscriber(url, device.table.game, overlayAddress(i, s), (p) => device.sentTime(p), (sent, received) => deliveries.push({ sent, received }))),
  );
  await Promise.all(overlays.map((o) => o.open()));
  // The subscribes reach the relay before the first publish.
  await sleep(300);
  options.progress?.(`${devices.length} tables, ${overlays.length} overlays subscribed; running ${options.durationS} s`);
  const phase = await drive(devices, server, options);
  const unacknowledgedAtEnd = await drain(devices);
  // The last states reach the overlays.
  await sleep(1000);
  const checks: TableCheck[] = [];
  for (const device of devices) checks.push(checkTable(device.acknowledged.map((e) => e.id), await serverLogIds(server.url, device.table.game)));
  for (const overlay of overlays) overlay.close();
  const endMemory = server.pid === null ? null : memoryOf(server.pid);
  const stopExitCode = await server.stop();
  const outage = phase.outage;
  const calm = outage === null ? deliveries : deliveries.filter((d) => d.received < outage[0] || d.sent > outage[1]);
  const total = sumChecks(checks);
  const sum = (f: (d: TableDevice) => number) => devices.reduce((a, d) => a + f(d), 0);
  const acks = devices.flatMap((d) => d.ackMs);
  const { progress: _progress, databaseUrl, ...shown } = options;
  return {
    database: databaseUrl === null ? 'pglite' : 'postgres',
    options: shown,
    ...total,
    unacknowledgedAtEnd,
    eventsPerSecond: Math.round((total.acknowledged / phase.seconds) * 100) / 100,
    relayLatencyMs: { ...latencyOf(deliveries), expected: total.acknowledged * options.subscribers },
    relayLatencyOutsideOutageMs: latencyOf(calm),
    ackLatencyMs: { p50: round(quantile(acks, 0.5)), p99: round(quantile(acks, 0.99)) },
    peakServerRssMb: Math.round(server.peakRssKb / 1024),
    endServerRssMb: endMemory === null || !Number.isFinite(endMemory.rssKb) ? null : Math.round(endMemory.rssKb / 1024),
    downtimeMs: phase.downtimeMs,
    requests: { posts: sum((d) => d.counters.posts), failures: sum((d) => d.counters.failures), conflicts: sum((d) => d.counters.conflicts), refused: sum((d) => d.counters.refused) },
    reconnects: overlays.reduce((a, o) => a + o.reconnects, 0),
    stopExitCode,
    machine: { cpus: availableParallelism(), loadAverage: loadavg().map((x) => Math.round(x * 100) / 100) },
  };
}

const round = (x: number | null): number | null => (x === null ? null : Math.round(x * 10) / 10);
