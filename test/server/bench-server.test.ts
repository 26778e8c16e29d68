// `npm run bench:server` at a tiny size (src/cli/bench-server/run.ts), so it cannot rot: the real
// server as a child, two tables syncing, overlays on the relay, a SIGKILL and restart mid-run, and
// every acknowledged event in the server's log once, in order. And its check on its own: a lost,
// doubled, extra or reordered event is reported, so a clean run means something.
import { beforeAll, describe, expect, it } from 'vitest';
import { runBench } from '../../src/cli/bench-server/run';
import { checkTable, quantile } from '../../src/cli/bench-server/verify';
import { ensureCurrentBuild } from './current-build';

// One build for all the suites that start the process, not one each at once (current-build.ts).
beforeAll(ensureCurrentBuild, 600_000);

describe('the benchmark’s check of a log', () => {
  it('reports lost, duplicated, extra and reordered events', () => {
    expect(checkTable(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual({ acknowledged: 3, lost: 0, duplicates: 0, extra: 0, inOrder: true });
    expect(checkTable(['a', 'b', 'c'], ['a', 'c'])).toMatchObject({ lost: 1, inOrder: false });
    expect(checkTable(['a', 'b'], ['a', 'b', 'b'])).toMatchObject({ lost: 0, duplicates: 1, inOrder: false });
    expect(checkTable(['a', 'b'], ['a', 'b', 'x'])).toMatchObject({ extra: 1, inOrder: false });
    expect(checkTable(['a', 'b'], ['b', 'a'])).toMatchObject({ lost: 0, duplicates: 0, extra: 0, inOrder: false });
  });

  it('takes quantiles by nearest rank', () => {
    expect(quantile([], 0.5)).toBeNull();
    expect(quantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(quantile(Array.from({ length: 100 }, (_, i) => i + 1), 0.99)).toBe(99);
  });
});

describe('npm run bench:server, tiny', () => {
  it('2 tables x 2 overlays for 6 s, SIGKILL at half time: nothing acknowledged is lost or doubled, every delivery timed', async () => {
    const report = await runBench({ tables: 2, subscribers: 2, intervalMs: 500, durationS: 6, killAt: 0.5, databaseUrl: null });
    expect(report).toMatchObject({ database: 'pglite', lost: 0, duplicates: 0, extra: 0, inOrder: true, unacknowledgedAtEnd: 0, stopExitCode: 0 });
    expect(report.requests).toMatchObject({ conflicts: 0, refused: 0 });
    // Two tables, an event each 500 ms for 6 s: about 24, fewer while the server restarts on loaded cores.
    expect(report.acknowledged).toBeGreaterThanOrEqual(8);
    expect(report.relayLatencyMs.samples).toBe(report.relayLatencyMs.expected);
    expect(report.downtimeMs).toBeGreaterThan(0);
    expect(report.reconnects).toBeGreaterThanOrEqual(4);
    expect(report.peakServerRssMb).toBeGreaterThan(0);
  }, 240_000);
});
