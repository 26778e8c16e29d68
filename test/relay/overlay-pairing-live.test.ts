/**
 * Pairing a second publishing device, end to end through the relay, each device a Chromium
 * context of its own (own storage, so no BroadcastChannel between them): device A starts a game
 * and shows the publisher pairing link and its QR code; device B opens that link, starts its own
 * game and records a hand, which the overlay (a third context, on A's read-only link) shows within
 * a second; a device paired with a wrong secret is refused and the overlay does not change. The
 * QR codes are read back from screenshots of the page with jsQR, so a code that does not scan
 * to its link fails. Playwright from Node against the Vite dev server with the relay plugin on an
 * ephemeral loopback port.
 */
import jpeg from 'jpeg-js';
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright';
import { expect, it } from 'vitest';
import { liveDevServer, seriousViolations } from '../setup/node-playwright';

const live = liveDevServer();

/** A page in a context of its own; device pixels doubled so each QR module spans several screenshot pixels. */
const device = async (): Promise<Page> => (await live.browser.newContext({ deviceScaleFactor: 2 })).newPage();

/** The text of the QR code drawn in `img`, decoded from a screenshot; null when it does not scan. */
async function scan(img: Locator): Promise<string | null> {
  const shot = jpeg.decode(await img.screenshot({ type: 'jpeg', quality: 100 }), { useTArray: true });
  return jsQR(new Uint8ClampedArray(shot.data.buffer, shot.data.byteOffset, shot.data.length), shot.width, shot.height)?.data ?? null;
}

async function startGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByLabel('Overlay link (read-only)').waitFor({ state: 'attached', timeout: 60_000 });
}

/** Records a tsumo with `yaku` on the page's open game, as the score card's one tap does. */
async function recordTsumo(page: Page, yaku: string): Promise<void> {
  await page.evaluate(
    (name) =>
      document.querySelector('game-view')!.record({
        event: { v: 1, type: 'tsumo', win: { winner: 1, worth: { han: 3, fu: 30 } } },
        hands: [{ winner: 1, tiles: '123m 456p 789s 11z 22z', yaku: [[name, 1]] }],
      }),
    yaku,
  );
}


it('a device paired by the publisher link scores into the same overlay; a wrong secret is refused', async () => {
  // Device A: the game, the read-only overlay link, and (revealed by keyboard) the secret publisher link.
  const a = await device();
  await a.goto(live.base);
  await startGame(a);
  const overlayHref = await a.getByLabel('Overlay link (read-only)').inputValue();
  const room = new URL(overlayHref).searchParams.get('game')!;
  await a.getByText('Stream overlay', { exact: true }).click();
  const reveal = a.getByText('Pair another device to score into this overlay (secret link)');
  const publisherField = a.getByLabel('Publishing link (secret)');
  expect(await publisherField.isVisible()).toBe(false);
  await reveal.focus();
  await a.keyboard.press('Enter');
  await publisherField.waitFor({ state: 'visible' });
  const publisherHref = await publisherField.inputValue();
  const secret = new URLSearchParams(new URL(publisherHref).hash.slice(1)).get('secret')!;
  expect(publisherHref).toBe(`${live.base}/?pair#game=${room}&secret=${secret}`);
  expect(secret).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  expect(overlayHref).not.toContain(secret);
  // Each QR code scans to its own link, and is named for what it holds.
  expect(await scan(a.getByRole('img', { name: 'QR code of the read-only overlay link' }))).toBe(overlayHref);
  expect(await scan(a.getByRole('img', { name: 'QR code of the secret publishing link' }))).toBe(publisherHref);
  expect(await seriousViolations(a)).toEqual([]);

  const overlay = await device();
  // Everything the overlay page sends on its sockets: it must only ever subscribe.
  const overlaySent: string[] = [];
  overlay.on('websocket', (ws) => ws.on('framesent', (f) => overlaySent.push(String(f.payload))));
  await overlay.goto(overlayHref);
  await overlay.locator('stream-overlay li.seat').first().waitFor({ timeout: 10_000 });

  // Device B opens the pairing link: paired to A's room, the secret gone from the address bar.
  const b = await device();
  await b.goto(publisherHref);
  await b.getByText(`Paired with overlay room ${room}.`).waitFor({ timeout: 60_000 });
  expect(b.url()).toBe(`${live.base}/`);
  await startGame(b);
  await b.getByText(`Paired: this device publishes its open game to overlay room ${room}.`).waitFor();
  expect(await b.getByLabel('Overlay link (read-only)').inputValue()).toBe(overlayHref);
  await b.getByText('Stream overlay', { exact: true }).click();
  await b.getByText('Publishing to the relay.').waitFor({ timeout: 10_000 });
  await recordTsumo(b, 'Pinfu');
  const t0 = Date.now();
  await overlay.locator('stream-overlay section.hand').getByText('Pinfu').waitFor({ timeout: 1000 });
  expect(Date.now() - t0).toBeLessThan(1000);
  expect(await seriousViolations(b)).toEqual([]);

  // Device C holds a link whose secret was altered: the relay refuses it, and the overlay keeps B's hand.
  const forged = publisherHref.replace(secret, secret.slice(0, -4) + (secret.endsWith('AAAA') ? 'BBBB' : 'AAAA'));
  const c = await device();
  await c.goto(forged);
  await startGame(c);
  await c.getByRole('alert').getByText(`The relay refused this device’s secret for overlay room ${room}`).waitFor({ timeout: 10_000 });
  await recordTsumo(c, 'Chiitoitsu');
  await overlay.waitForTimeout(1000);
  const shown = await overlay.locator('stream-overlay section.hand').innerText();
  expect(shown).toContain('Pinfu');
  expect(shown).not.toContain('Chiitoitsu');

  expect(overlaySent.length).toBeGreaterThan(0);
  expect(overlaySent.filter((f) => f.includes('"type":"subscribe"') === false || f.includes('secret'))).toEqual([]);

  // B unpairs: it goes back to its own game's room, and the overlay in OBS no longer hears it.
  await b.getByRole('button', { name: 'Unpair' }).click();
  await b.getByText('Unpaired: this device publishes each game to that game’s own overlay.').waitFor();
  expect(await b.getByLabel('Overlay link (read-only)').inputValue()).not.toBe(overlayHref);
  expect(await b.evaluate(() => localStorage.getItem('riichi-lens.overlay-pairing'))).toBeNull();
}, 180_000);

it('a pairing link whose fragment was lost or cut is refused with a message, the address cleaned, nothing paired', async () => {
  const d = await device();
  await d.goto(`${live.base}/?pair`);
  await d.getByRole('alert').getByText('This pairing link cannot be used: the part after “#” is missing').waitFor({ timeout: 60_000 });
  expect(d.url()).toBe(`${live.base}/`);
  await d.goto(`${live.base}/?pair#game=game-0001-abcd&secret=cut`);
  await d.getByRole('alert').getByText('its secret is cut short or altered').waitFor({ timeout: 60_000 });
  expect(d.url()).toBe(`${live.base}/`);
  expect(await d.evaluate(() => localStorage.getItem('riichi-lens.overlay-pairing'))).toBeNull();
}, 120_000);
