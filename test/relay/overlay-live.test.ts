/**
 * End to end through the relay: the app in one Chromium context records a hand; the overlay page
 * in another context (its own storage, so no BroadcastChannel between them) shows it within a
 * second. The scoring page runs on a phone held upright (390 x 844, the game in its own step) and on a
 * laptop (1366 x 768); the overlay page is OBS's 1920 x 1080 browser source. Screenshots of both go to
 * test/artifacts/overlay-live-{390,1366}-{scorer,overlay}.png. Playwright from Node, since two
 * contexts are needed, against the Vite dev server with the relay plugin on an ephemeral loopback port.
 */
import { expect, it } from 'vitest';
import { liveDevServer, seriousViolations } from '../setup/node-playwright';

const live = liveDevServer();

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

it.each(SIZES)('a hand recorded on the scoring page ($width x $height) appears on an overlay in another browser context within a second', async ({ width, height }) => {
  const scorer = await (await live.browser.newContext({ viewport: { width, height } })).newPage();
  await scorer.goto(live.base);
  // On a phone the game is a step of its own (src/ui/app-steps.ts).
  if (width <= 720) await scorer.getByRole('tab', { name: 'Game' }).click();
  await scorer.getByRole('button', { name: 'Start the game' }).click();
  const link = scorer.getByLabel('Overlay link (read-only)');
  await link.waitFor({ state: 'attached', timeout: 60_000 });
  const overlayHref = await link.inputValue();
  expect(overlayHref).toMatch(/overlay\.html\?game=/);
  expect(overlayHref).not.toMatch(/secret/);

  await scorer.getByText('Stream overlay', { exact: true }).click();
  await scorer.screenshot({ path: `test/artifacts/overlay-live-${width}-scorer.png` });

  const overlay = await (await live.browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
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

  await overlay.screenshot({ path: `test/artifacts/overlay-live-${width}-overlay.png` });

  // A malformed state on this browser's channel is ignored: the hand shown stays.
  await overlay.evaluate((game) => new BroadcastChannel('riichi-lens-overlay').postMessage({ type: 'state', game, state: { v: 1, seats: 'x' } }), new URL(overlayHref).searchParams.get('game'));
  await overlay.waitForTimeout(200);
  expect(await overlay.locator('stream-overlay section.hand tile-image').count()).toBe(13);

  expect(await seriousViolations(overlay)).toEqual([]);
}, 120_000);
