/**
 * The app half of `npm run bench` (issue 4): what a first visit downloads, gzipped, and the time
 * from opening the page to the first frame the camera view has read.
 *
 * Steps: build the app with its own Vite config into `dist-cli/bench-app/` (every run, so it is
 * never stale), sum the size of the files a first visit fetches as `npm start` sends them to a
 * browser accepting gzip, and to one accepting brotli (the build's compressed copies), write a
 * fake-camera clip of a committed scene (the camera tests' clip: `test/fixtures/camera`), serve
 * the build on an ephemeral loopback port as `npm start`'s preview serves it, and open it in headless Debian
 * Chromium whose fake camera plays the clip. The page is driven as a person would: press "Start
 * camera" as soon as it is there, then wait for the overlay that names the tiles found. The time
 * is the page's own clock at that moment (milliseconds since navigation began), looked at on every
 * animation frame (`seenAt`). Then once more,
 * pressing it 3 s after it is there (a person finding their tiles while the page loads the models):
 * the time from the press to the first frame read.
 *
 * Never throws: whatever stops it is said on stderr and the figures are left out.
 */
import type { Page } from 'playwright';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { stillClip } from './camera-clip/clip';
import { CAMERA_SCENE } from './camera-clip/scenes';
import { notFetchedOnFirstVisit } from '../pwa/precache-rules';
import { COPY_SUFFIX, isCompressedCopy } from '../server/precompress';
import { serveStatic, type StaticServer } from './static-server';

const CHROMIUM = '/usr/bin/chromium';
const OUT_DIR = 'dist-cli/bench-app';
const CLIP = 'dist-cli/bench-app.y4m';
/** Issue 19's goals (issue 4 had 5 MB and 3 s). */
const FIRST_LOAD_LIMIT_BYTES = 1.5 * 1024 * 1024;
const FIRST_FRAME_LIMIT_MS = 1200;
const TIMEOUT_MS = 120_000;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? filesUnder(path) : [path];
  });
}

export interface LoadSize {
  readonly files: number;
  readonly rawBytes: number;
  readonly gzipBytes: number;
  readonly brotliBytes: number;
  /** The largest files, gzipped, largest first. */
  readonly largest: readonly { readonly path: string; readonly gzipBytes: number }[];
  /** What a first visit leaves to be fetched when it is used (OpenCV, TF.js's wasm without SIMD), gzipped. */
  readonly onDemand: readonly { readonly path: string; readonly gzipBytes: number }[];
}

/** What the server sends of `path` for `encoding`: the build's copy (src/server/precompress.ts), or the file where it has none. */
function sentBytes(path: string, rawBytes: number, encoding: keyof typeof COPY_SUFFIX): number {
  const copy = path + COPY_SUFFIX[encoding];
  return existsSync(copy) ? statSync(copy).size : rawBytes;
}

/**
 * The size of every file a first visit fetches, as the server sends it (src/server/static-files.ts):
 * the whole build but TF.js's wasm without SIMD (src/pwa/precache-rules.ts), since the service
 * worker precaches the rest on a first visit. The compressed copies are not files of their own.
 */
export function firstLoadSize(dir: string): LoadSize {
  const all = filesUnder(dir)
    .filter((path) => !isCompressedCopy(path))
    .map((path) => {
      const rawBytes = statSync(path).size;
      return { path: relative(dir, path), rawBytes, gzipBytes: sentBytes(path, rawBytes, 'gzip'), brotliBytes: sentBytes(path, rawBytes, 'br') };
    });
  const sizes = all.filter((f) => !notFetchedOnFirstVisit(f.path));
  return {
    onDemand: all.filter((f) => notFetchedOnFirstVisit(f.path)).map(({ path, gzipBytes }) => ({ path, gzipBytes })),
    files: sizes.length,
    rawBytes: sizes.reduce((s, f) => s + f.rawBytes, 0),
    gzipBytes: sizes.reduce((s, f) => s + f.gzipBytes, 0),
    brotliBytes: sizes.reduce((s, f) => s + f.brotliBytes, 0),
    largest: [...sizes].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 4),
  };
}

async function buildApp(root: string): Promise<string> {
  const vite = await import('vite');
  const out = resolve(root, OUT_DIR);
  await vite.build({ root, configFile: resolve(root, 'vite.config.ts'), logLevel: 'error', build: { outDir: out, emptyOutDir: true } });
  return out;
}

interface FirstFrame {
  /** The "Start camera" button could be pressed. */
  readonly readyMs: number;
  /** It was pressed. */
  readonly pressedMs: number;
  /** The overlay named the tiles of the first frame read. */
  readonly firstFrameMs: number;
}

/**
 * A person takes a moment to find their tiles before pressing "Start camera"; the page loads the
 * models meanwhile (src/ui/capture/capture-view.ts). The second figure presses this long after the
 * button is there, and times the press to the first frame read.
 */
const PRESS_AFTER_MS = 3000;

/**
 * What the bench waits for, found the way a screen reader would name it: the "Start camera"
 * button, and the overlay that names the tiles found.
 */
export interface Awaited {
  readonly role: 'button' | 'img';
  /** The button's text, or the start of the image's label. */
  readonly name: string;
}

export const START_BUTTON: Awaited = { role: 'button', name: 'Start camera' };
export const LIVE_OVERLAY: Awaited = { role: 'img', name: 'Live camera with the tiles found' };

/**
 * The page's clock when `what` is first in it, looked for on every animation frame. Why not
 * Playwright's `locator.waitFor`: it looks at 0, 20, 70, 170 and 270 ms and then every 500 ms,
 * which put up to half a second into these figures. The search goes through the components'
 * shadow roots, as Playwright's role selectors do.
 */
export async function seenAt(page: Page, what: Awaited): Promise<number> {
  const handle = await page.waitForFunction(
    ({ role, name }) => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (let root = roots.pop(); root !== undefined; root = roots.pop()) {
        for (const el of root.querySelectorAll('*')) {
          if (el.shadowRoot !== null) roots.push(el.shadowRoot);
          const found =
            role === 'button'
              ? el.tagName === 'BUTTON' && el.textContent?.trim() === name
              : el.getAttribute('role') === role && (el.getAttribute('aria-label') ?? '').startsWith(name);
          if (found) return performance.now();
        }
      }
      return false;
    },
    what,
    { polling: 'raf', timeout: TIMEOUT_MS },
  );
  return (await handle.jsonValue()) as number;
}

async function timeFirstFrame(origin: string, clip: string, pressAfterMs: number): Promise<FirstFrame> {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${clip}`, '--use-fake-ui-for-media-stream'],
  });
  try {
    const page = await browser.newPage({ locale: 'en-US' });
    page.on('pageerror', (e) => console.error(`app bench page: ${e.message}`));
    await page.goto(`${origin}/index.html`, { waitUntil: 'commit' });
    const readyMs = await seenAt(page, START_BUTTON);
    if (pressAfterMs > 0) await new Promise((r) => setTimeout(r, pressAfterMs));
    // The press as the page sees it: Playwright's click first checks the button is still and in view.
    await page.evaluate(() => {
      const w = window as { benchPressedAt?: number };
      document.addEventListener('click', () => (w.benchPressedAt ??= performance.now()), { capture: true });
    });
    await page.getByRole(START_BUTTON.role, { name: START_BUTTON.name }).click();
    const firstFrameMs = await seenAt(page, LIVE_OVERLAY);
    const pressedMs = await page.evaluate(() => (window as { benchPressedAt?: number }).benchPressedAt);
    if (pressedMs === undefined) throw new Error('the press on "Start camera" never reached the page');
    return { readyMs, pressedMs, firstFrameMs };
  } finally {
    await browser.close();
  }
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Runs the app bench and prints its lines; prints the reason instead when it cannot run. */
export async function benchApp(): Promise<void> {
  const root = process.cwd();
  let server: StaticServer | undefined;
  try {
    const out = await buildApp(root);
    const size = firstLoadSize(out);
    const verdict = size.gzipBytes <= FIRST_LOAD_LIMIT_BYTES ? 'within' : 'OVER';
    console.log(`app: first load ${mb(size.gzipBytes)} gzipped (${mb(size.brotliBytes)} brotli, ${mb(size.rawBytes)} raw, ${size.files} files), ${verdict} the ${mb(FIRST_LOAD_LIMIT_BYTES)} goal`);
    console.log(`app: largest gzipped: ${size.largest.map((f) => `${f.path} ${mb(f.gzipBytes)}`).join(', ')}`);
    const onDemand = size.onDemand.map((f) => `${f.path} ${mb(f.gzipBytes)}`).join(', ');
    if (onDemand !== '') console.log(`app: fetched on demand, not in the first load: ${onDemand}`);

    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found (apt-get install chromium)`);
    const clip = resolve(root, CLIP);
    mkdirSync(resolve(root, 'dist-cli'), { recursive: true });
    writeFileSync(clip, stillClip(readFileSync(resolve(root, 'test/fixtures/scenes', CAMERA_SCENE)), { frames: 4 }));
    server = await serveStatic(new Map([['/', out]]));
    const t = await timeFirstFrame(server.origin, clip, 0);
    const frameVerdict = t.firstFrameMs <= FIRST_FRAME_LIMIT_MS ? 'within' : 'OVER';
    console.log(
      `app: page opened to first recognised camera frame ${t.firstFrameMs.toFixed(0)} ms (${frameVerdict} the ${(FIRST_FRAME_LIMIT_MS / 1000).toFixed(1)} s goal); ` +
        `"Start camera" pressable at ${t.readyMs.toFixed(0)} ms; fake camera playing ${CAMERA_SCENE} (${(statSync(clip).size / 1e6).toFixed(1)} MB clip)`,
    );
    const later = await timeFirstFrame(server.origin, clip, PRESS_AFTER_MS);
    console.log(`app: "Start camera" pressed ${(PRESS_AFTER_MS / 1000).toFixed(0)} s after it was pressable: first recognised frame ${(later.firstFrameMs - later.pressedMs).toFixed(0)} ms after the press`);
  } catch (e) {
    console.error(`app: not measured: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    await server?.close();
  }
}
