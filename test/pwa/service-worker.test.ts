/**
 * The installable, offline app end to end, in Chromium driven from Node (Playwright) against
 * production builds served by the production server (src/server, what `npm start` runs: its
 * caching headers decide how a new build reaches a worker) on an ephemeral loopback port:
 *
 * - a first visit installs the service worker, which takes the page over and precaches every file
 *   a photo needs (checked against the build's own file list, in the worker's real cache); then
 *   the server is stopped, the page reloaded, a committed scene photo chosen, and the hand is read
 *   by the real worker and models and scored as the engine scores the scene's label;
 * - with a second build (its page changed) served in the first one's place, the waiting worker
 *   shows the update prompt; its Reload, pressed from the keyboard, brings in the new build;
 * - with the dev server in the build's place on the same origin (`npm start`, then `npm run dev`),
 *   the build's worker is removed and the page shows the dev server's code.
 *
 * Both builds go to a temporary folder, once, before the tests (a build takes seconds).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium, seriousViolations } from '../setup/node-playwright';
import { build, createServer, type ViteDevServer } from 'vite';
import { DEFAULT_RATE_LIMIT } from '../../src/server/config';
import { startServer, type RunningServer } from '../../src/server/server';
import { notFetchedOnFirstVisit } from '../../src/pwa/precache-rules';
import { isCompressedCopy } from '../../src/server/precompress';
import { STRINGS, formatPoints } from '../../src/ui/i18n/strings';
import { expectedScore } from '../fixtures/camera/expected';
import { PHOTO_SCENE } from '../../src/cli/camera-clip/scenes';

const PHOTO = join('test/fixtures/scenes', PHOTO_SCENE);
/** Marks the second build's page, so the test can tell which build a page came from. */
const SECOND_BUILD = 'second-build';
const EN = STRINGS.en.pwa;

let dir: string;
let first: string;
let second: string;
let browser: Browser;
const servers: (RunningServer | ViteDevServer)[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'riichi-lens-pwa-'));
  first = join(dir, 'first');
  second = join(dir, 'second');
  // Built as `npm run build` builds (Vitest sets NODE_ENV=test, which Vite would follow: Lit's
  // dev mode, `import.meta.env.PROD` false).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await builds();
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  browser = await launchChromium();
}, 180_000);

async function builds(): Promise<void> {
  await build({ configFile: 'vite.config.ts', logLevel: 'error', build: { outDir: first, emptyOutDir: true } });
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    build: { outDir: second, emptyOutDir: true },
    plugins: [{ name: 'test:second-build', transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'riichi-lens-build', content: SECOND_BUILD }, injectTo: 'head' }] }],
  });
}

afterAll(async () => {
  await browser?.close();
  // A server a test already stopped may refuse a second close; nothing is left to free then.
  for (const server of servers) await server.close().catch(() => undefined);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The production server serving `outDir` on `port` (0: any free one), its embedded database in a fresh folder; returns its origin. */
async function serve(outDir: string, port = 0): Promise<{ server: RunningServer; origin: string }> {
  const dataDir = mkdtempSync(join(dir, 'data-'));
  const config = { host: '127.0.0.1', port, dataDir, databaseUrl: null, trustProxy: false, rateLimit: DEFAULT_RATE_LIMIT } as const;
  const server = await startServer({ config, distDir: outDir, logger: false });
  servers.push(server);
  return { server, origin: server.url };
}

/** Every file of a build, relative to it; not the brotli and gzip copies, which the server sends in their files' place. */
function filesOf(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((path) => !isCompressedCopy(path));
}

/** Waits until the first visit's worker controls the page and has precached the app ("Offline ready"). */
async function waitOfflineReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 120_000 });
  await expect.poll(() => page.getByRole('status', { name: EN.label }).innerText(), { timeout: 120_000 }).toContain(EN.offlineReady);
}

/** The first build served, and a page of a new English context that visited it until "Offline ready". */
async function firstVisit(): Promise<{ server: RunningServer; origin: string; context: BrowserContext; page: Page }> {
  const { server, origin } = await serve(first);
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(origin);
  await waitOfflineReady(page);
  return { server, origin, context, page };
}

it('after a first visit, reloads with the server gone and reads and scores a photo', async () => {
  const { server, origin } = await serve(first);
  // A profile on disk, not an incognito-like context: Chromium does not install apps from those.
  const context = await chromium.launchPersistentContext(join(dir, 'profile'), { executablePath: '/usr/bin/chromium', locale: 'en-US' });
  // When the page asks for its service worker, against when the capture view's models came in.
  await context.addInitScript(() => {
    const times: { settled?: number; registered?: number } = {};
    Object.assign(window, { startupTimes: times });
    document.addEventListener('models-settled', () => (times.settled ??= performance.now()), true);
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args) => ((times.registered ??= performance.now()), register(...args));
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(origin);
  await waitOfflineReady(page);
  // The precache waits for the models (src/ui/main.ts): begun at once, it shared the cores with the
  // worker's start and the camera's first frame came later.
  const times = await page.evaluate(() => (window as unknown as { startupTimes: { settled?: number; registered?: number } }).startupTimes);
  expect(times.settled).toBeTypeOf('number');
  expect(times.registered).toBeGreaterThanOrEqual(times.settled!);

  // Installable by Chromium's own criteria (a manifest with name, icons of 192 and 512 pixels,
  // start_url, display; a service worker controlling the page), asked through the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toBe(`${origin}/manifest.webmanifest`);

  // The precache holds every file of the build but the service worker's own scripts and the
  // non-SIMD wasm (src/pwa/precache-rules.ts): read from the worker's real cache.
  const cached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'));
    if (name === undefined) return [];
    return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname.slice(1));
  });
  const needed = filesOf(first).filter((f) => f !== 'sw.js' && !/^workbox-[^/]*\.js$/.test(f) && !notFetchedOnFirstVisit(f));
  expect(needed).toEqual(expect.arrayContaining(['index.html', 'overlay.html', 'models/detector/weights.bin', 'models/classifier/weights.bin', 'manifest.webmanifest']));
  expect(needed.some((f) => /tfjs-backend-wasm-simd-.*\.wasm$/.test(f))).toBe(true);
  expect(needed.some((f) => /vision\.worker-.*\.js$/.test(f))).toBe(true);
  expect([...cached].sort()).toEqual([...needed].sort());

  // The network really goes: the server stops, and nothing answers on its port any more.
  await server.close();
  await expect(fetch(origin)).rejects.toThrow();
  expect(await page.evaluate(async () => fetch('/not-precached').then(() => 'answered', () => 'failed'))).toBe('failed');

  await page.reload();
  const expected = expectedScore(PHOTO_SCENE);
  if (expected.error !== null) expect.fail(`the photo scene should score, got ${expected.error}`);
  await page.getByLabel(STRINGS.en.capture.choosePhoto).setInputFiles(PHOTO);
  await page.getByRole('img', { name: 'The photo with 21 tiles marked' }).waitFor({ timeout: 120_000 });
  const score = page.getByRole('region', { name: 'Score', exact: true });
  // The card's text, its line breaks (between a label and its value) as single spaces.
  const card = async () => (await score.innerText()).replace(/\s+/g, ' ');
  await expect.poll(card, { timeout: 30_000 }).toContain(`Total ${formatPoints(expected.total, STRINGS.en)}`);
  expect(await card()).toContain(`${expected.han} han · ${expected.fu} fu`);

  // The overlay page, with its link's parameters, is its own precached page offline, not the app.
  await page.goto(`${origin}/overlay.html?game=g1&lang=de`);
  await page.locator('stream-overlay').waitFor({ state: 'attached', timeout: 30_000 });
  // Its script ran offline too: the title is set in the link's language.
  expect(await page.title()).toBe(`${STRINGS.de.appTitle} · ${STRINGS.de.overlay.title}`);
  await context.close();
}, 300_000);

it('shows the update prompt when a new build is served, and its Reload brings the new build in', async () => {
  const { server, origin, context, page } = await firstVisit();

  // The relay's WebSocket still reaches the server under the service worker.
  const relay = await page.evaluate(
    (url) => new Promise<string>((done) => {
      const ws = new WebSocket(url);
      ws.onopen = () => (ws.close(), done('open'));
      ws.onerror = () => done('error');
    }),
    `${origin.replace('http', 'ws')}/relay`,
  );
  expect(relay).toBe('open');

  // The second build takes the first one's place on the same origin.
  const port = Number(new URL(origin).port);
  await server.close();
  await serve(second, port);
  // The browser checks the worker for an update on navigation; the old worker still serves this page.
  await page.reload();
  const prompt = page.getByRole('status', { name: EN.label });
  await expect.poll(() => prompt.innerText(), { timeout: 120_000 }).toContain(EN.needRefresh);
  expect(await page.locator('meta[name="riichi-lens-build"]').count()).toBe(0);

  expect(await seriousViolations(page, 'update-prompt')).toEqual([]);

  // From the keyboard: focus Reload and press Enter; the page reloads into the second build.
  await page.getByRole('button', { name: EN.reload }).focus();
  await Promise.all([page.waitForEvent('load', { timeout: 60_000 }), page.keyboard.press('Enter')]);
  await page.locator('meta[name="riichi-lens-build"]').waitFor({ state: 'attached', timeout: 60_000 });
  expect(await page.locator('meta[name="riichi-lens-build"]').getAttribute('content')).toBe(SECOND_BUILD);
  expect(await page.getByRole('status', { name: EN.label }).innerText()).not.toContain(EN.needRefresh);
  await context.close();
}, 300_000);

it('a build\'s worker left on the origin gives way to the dev server', async () => {
  const { server, origin, context, page } = await firstVisit();

  const port = Number(new URL(origin).port);
  await server.close();
  const dev = await createServer({ configFile: 'vite.config.ts', logLevel: 'error', server: { host: '127.0.0.1', port, strictPort: true, hmr: false } });
  servers.push(dev);
  await dev.listen();
  // The reload is still the build's (its worker answers it), and it finds src/pwa/dev-sw-reset.ts's
  // worker in the update check; that one removes itself and its caches and reloads the page.
  await page.reload();
  await page.waitForFunction(() => document.querySelector('script[src="/src/ui/main.ts"]') !== null && navigator.serviceWorker.controller === null, null, { timeout: 120_000 });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
  await context.close();
}, 300_000);
