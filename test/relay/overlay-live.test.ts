/**
 * End to end through the relay: the app in one Chromium context records a hand; the overlay page
 * in another context (its own storage, so no BroadcastChannel between them) shows it within a
 * second. Playwright from Node, since two contexts are needed, against the Vite dev server with
 * the relay plugin on an ephemeral loopback port.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type AxeCore from 'axe-core';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';

// The overlay is checked with the same axe rule sets and blocking impacts as test/ui/axe.ts (a browser-side module, not importable here).
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let server: ViteDevServer;
let browser: Browser;
let base: string;

beforeAll(async () => {
  server = await createServer({ configFile: 'vite.config.ts', server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false }, logLevel: 'error' });
  await server.listen();
  base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('a hand recorded on the scoring page appears on an overlay in another browser context within a second', async () => {
  const scorer = await (await browser.newContext()).newPage();
  await scorer.goto(base);
  await scorer.getByRole('button', { name: 'Start the game' }).click();
  const link = scorer.getByLabel('Overlay link (read-only)');
  await link.waitFor({ state: 'attached', timeout: 60_000 });
  const overlayHref = await link.inputValue();
  expect(overlayHref).toMatch(/overlay\.html\?game=/);
  expect(overlayHref).not.toMatch(/secret/);

  const overlay = await (await browser.newContext()).newPage();
  await overlay.goto(overlayHref);
  await overlay.locator('stream-overlay li.seat').first().waitFor({ timeout: 10_000 });

  await scorer.evaluate(() =>
    document.querySelector('game-view')!.record({
      event: { v: 1, type: 'tsumo', win: { winner: 1, worth: { han: 3, fu: 30 } } },
      hands: [{ winner: 1, tiles: '123m 456p 789s 11z 22z', yaku: [['Menzen Tsumo', 1], ['Riichi', 1]] }],
    }),
  );
  const t0 = Date.now();
  await overlay.locator('stream-overlay section.hand').waitFor({ timeout: 1000 });
  expect(Date.now() - t0).toBeLessThan(1000);
  await expect.poll(() => overlay.locator('stream-overlay section.hand tile-image').count()).toBe(13);
  expect(await overlay.locator('stream-overlay section.hand').innerText()).toContain('Fully Concealed Hand (Menzen tsumo)');

  // A malformed state on this browser's channel is ignored: the hand shown stays.
  await overlay.evaluate((game) => new BroadcastChannel('riichi-lens-overlay').postMessage({ type: 'state', game, state: { v: 1, seats: 'x' } }), new URL(overlayHref).searchParams.get('game'));
  await overlay.waitForTimeout(200);
  expect(await overlay.locator('stream-overlay section.hand tile-image').count()).toBe(13);

  await overlay.addScriptTag({ path: AXE_SCRIPT });
  const serious = await overlay.evaluate(async (tags) => {
    const r = await (window as unknown as { axe: typeof AxeCore }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, AXE_TAGS);
  expect(serious).toEqual([]);
}, 120_000);
