/**
 * Node-side Playwright helpers for the tests that need what Vitest's browser mode cannot give:
 * several browser contexts (no shared storage or BroadcastChannel), a real server to stop, a
 * service worker. Debian's Chromium, never a downloaded browser.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type AxeCore from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright';
import { createServer } from 'vite';
import { afterAll, beforeAll } from 'vitest';

// The same axe rule sets and blocking impacts as test/ui/axe.ts (a browser-side module, not importable here).
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: '/usr/bin/chromium' });

/** axe-core's serious and critical violations on `page`, within `selector` (the whole document when null). */
export async function seriousViolations(page: Page, selector: string | null = null): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(
    async ([tags, within]) => {
      const r = await (window as unknown as { axe: typeof AxeCore }).axe.run(within ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    [AXE_TAGS, selector] as const,
  );
}

/** The app's Vite dev server (with the relay plugin) on an ephemeral loopback port, and Chromium. */
export async function devServerAndBrowser(): Promise<{ readonly base: string; readonly browser: Browser; close(): Promise<void> }> {
  const server = await createServer({ configFile: 'vite.config.ts', server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false }, logLevel: 'error' });
  await server.listen();
  const base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  return {
    base,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * `devServerAndBrowser` for a whole test file: started before its tests, closed after them. Read
 * `base` and `browser` inside tests (they are not there before `beforeAll` has run).
 */
export function liveDevServer(): { readonly base: string; readonly browser: Browser } {
  let live: Awaited<ReturnType<typeof devServerAndBrowser>> | undefined;
  beforeAll(async () => {
    live = await devServerAndBrowser();
  }, 120_000);
  afterAll(() => live?.close());
  const up = (): Awaited<ReturnType<typeof devServerAndBrowser>> => {
    if (live === undefined) throw new Error('the dev server is not up yet: read base and browser inside a test');
    return live;
  };
  return {
    get base() {
      return up().base;
    },
    get browser() {
      return up().browser;
    },
  };
}
