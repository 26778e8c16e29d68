/**
 * End to end through the relay: the app in one Chromium context records a hand; the overlay page
 * in another context (its own storage, so no BroadcastChannel between them) shows it within a
 * second. Playwright from Node, since two contexts are needed, against the Vite dev server with
 * the relay plugin on an ephemeral loopback port.
 */
import { expect, it } from 'vitest';
import { liveDevServer, seriousViolations } from '../setup/node-playwright';

const live = liveDevServer();

it('a hand recorded on the scoring page appears on an overlay in another browser context within a second', async () => {
  const scorer = await (await live.browser.newContext()).newPage();
  await scorer.goto(live.base);
  await scorer.getByRole('button', { name: 'Start the game' }).click();
  const link = scorer.getByLabel('Overlay link (read-only)');
  await link.waitFor({ state: 'attached', timeout: 60_000 });
  const overlayHref = await link.inputValue();
  expect(overlayHref).toMatch(/overlay\.html\?game=/);
  expect(overlayHref).not.toMatch(/secret/);

  const overlay = await (await live.browser.newContext()).newPage();
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

  expect(await seriousViolations(overlay)).toEqual([]);
}, 120_000);
