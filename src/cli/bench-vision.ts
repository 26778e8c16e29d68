/**
 * The vision half of `npm run bench`: the latency of one 1280x720 frame through the vision web
 * worker, in headless Chromium (Debian's, never a downloaded one), wasm backend.
 *
 * Steps: build the bench page (`bench-vision-page/`) with the app's own Vite config into
 * `dist-cli/bench-vision/` (every run, so it is never stale), serve that folder on an ephemeral
 * loopback port, open the page, and let it drive the worker through `src/recognition/client.ts`
 * (see `run-vision-bench.ts`). The page sends its frames one at a time and reports per-frame
 * times; this side prints the breakdown and returns the median round trip.
 *
 * Never throws: whatever stops it (no Chromium, no model, a worker failure) is said on stderr and
 * the result is null, so the engine half of the bench always reports.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FrameTiming, VisionBenchOptions, VisionBenchReport } from './bench-vision-page/run-vision-bench';
import { serveStatic, type StaticServer } from './static-server';

const CHROMIUM = '/usr/bin/chromium';
const PAGE = 'src/cli/bench-vision-page/index.html';
const OUT_DIR = 'dist-cli/bench-vision';
/** Where a model given on the command line is served (its folder, so its weight files come along). */
const MODEL_PREFIX = '/bench-model/';

export interface VisionBenchArgs {
  /** A layers-format model.json on disk or an http(s) URL; undefined = the worker's bundled model. */
  readonly model: string | undefined;
  readonly frames: number;
  /** Send the frames as `ImageBitmap`s (browsers without `VideoFrame`) instead of camera-like `VideoFrame`s. */
  readonly bitmaps: boolean;
}

class Skip extends Error {}

/** Median of a non-empty list. */
function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Nearest-rank percentile of a non-empty list. */
function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

const ms = (n: number): string => n.toFixed(1).padStart(8);

async function buildPage(root: string): Promise<void> {
  const vite = await import('vite');
  await vite.build({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir: resolve(root, OUT_DIR), emptyOutDir: true, rolldownOptions: { input: resolve(root, PAGE) } },
  });
}

async function runPage(origin: string, options: VisionBenchOptions, timeoutMs: number): Promise<VisionBenchReport> {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (e) => console.error(`vision bench page: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') console.error(`vision bench page: ${m.text()}`);
    });
    await page.goto(`${origin}/${PAGE}`);
    await page.waitForFunction(() => typeof window.runVisionBench === 'function');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Skip(`no answer from the page within ${timeoutMs / 1000} s`)), timeoutMs);
    });
    try {
      return await Promise.race([page.evaluate((o) => window.runVisionBench!(o), options), timeout]);
    } finally {
      clearTimeout(timer);
    }
  } finally {
    await browser.close();
  }
}

function printReport(report: Extract<VisionBenchReport, { ok: true }>, modelName: string, bitmaps: boolean): number {
  const [first, ...rest] = report.frames as [FrameTiming, ...FrameTiming[]];
  const timed = rest.length > 0 ? rest : [first];
  const tiles = timed.flatMap((f) => (f.tiles === null ? [] : [f.tiles]));
  const sent = bitmaps ? 'ImageBitmaps drawn from a canvas' : "I420 VideoFrames, as the app sends a camera's";
  console.log(`vision: 1280x720 frames (${sent}) through the web worker in headless Chromium, backend ${report.init.backend}, model ${modelName}`);
  const load = report.init.loadMs === null ? '' : `, of which model load and warm-up ${report.init.loadMs.toFixed(0)} ms by the worker's clock`;
  console.log(`vision: init (worker start, backend, model) ${report.init.roundTripMs.toFixed(0)} ms round trip${load}`);
  console.log(`vision: first frame ${first.roundTripMs.toFixed(1)} ms round trip`);
  console.log(
    `vision: ${timed.length} frames after the first, ${report.sceneTiles.length} synthetic scenes in turn (${report.sceneTiles.join(', ')} tiles drawn); ` +
      (tiles.length > 0 ? `tiles found: median ${median(tiles)}` : 'the worker does not report tiles found') +
      `; a second, closer look at small tiles on ${timed.filter((f) => f.zoomed).length} of them` +
      `, a turned look at slanted rows on ${timed.filter((f) => f.turned).length}`,
  );
  const stages = [...new Set(timed.flatMap((f) => Object.keys(f.workerMs)))];
  console.log(`vision: ${'ms per frame'.padEnd(14)}  median      p90`);
  for (const stage of stages) {
    const xs = timed.flatMap((f) => (f.workerMs[stage] === undefined ? [] : [f.workerMs[stage]]));
    console.log(`vision:   ${stage.padEnd(12)}${ms(median(xs))} ${ms(percentile(xs, 90))}`);
  }
  const trips = timed.map((f) => f.roundTripMs);
  console.log(`vision:   ${'round trip'.padEnd(12)}${ms(median(trips))} ${ms(percentile(trips, 90))}`);
  return median(trips);
}

/** Runs the vision bench; the median round trip per frame in ms, or null (the reason on stderr). */
export async function benchVision(args: VisionBenchArgs): Promise<number | null> {
  // npm runs scripts from the package root.
  const root = process.cwd();
  let server: StaticServer | undefined;
  try {
    if (!existsSync(CHROMIUM)) throw new Skip(`${CHROMIUM} not found (apt-get install chromium)`);
    const mounts = new Map([['/', resolve(root, OUT_DIR)]]);
    let modelPath: string | null = null;
    if (args.model !== undefined && !/^https?:\/\//.test(args.model)) {
      // A models folder laid out like the repository's models/ (detector/ and classifier/).
      const dir = resolve(args.model);
      if (!existsSync(resolve(dir, 'detector/model.json'))) throw new Skip(`--vision-models ${args.model}: no detector/model.json there`);
      mounts.set(MODEL_PREFIX, dir);
      modelPath = MODEL_PREFIX;
    }
    await buildPage(root);
    server = await serveStatic(mounts);
    // The worker resolves a relative URL against its own script: send an absolute one.
    const modelUrl = modelPath !== null ? server.origin + modelPath : (args.model ?? null);
    const options: VisionBenchOptions = { modelUrl, frames: args.frames, scenes: 4, width: 1280, height: 720, bitmaps: args.bitmaps };
    const report = await runPage(server.origin, options, 120_000 + args.frames * 15_000);
    if (!report.ok) {
      const hint = args.model === undefined && report.code === 'no_model' ? ' (to test the harness: --vision-models test/fixtures/toy-models)' : '';
      throw new Skip(`the worker's ${report.stage}() failed: ${report.code}: ${report.message}${hint}`);
    }
    return printReport(report, args.model ?? 'bundled', args.bitmaps);
  } catch (e) {
    console.error(`vision: not measured: ${e instanceof Skip ? e.message : e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return null;
  } finally {
    await server?.close();
  }
}
