/**
 * A tournament table's device end to end: the production server (src/server/server.ts, port 0,
 * temporary data) holds a tournament a referee opened through the API; the app (Vite's dev
 * server, its /api proxied to that server) opens the table's pairing link in Chromium, starts the
 * table's game from the prefilled form, records events, loses the network and records more, gets
 * it back, and the server ends with every event exactly once. Then an undo of a synced event and
 * a new one: the device says the logs diverged, and taking the server's game resolves it with the
 * device's version kept as a game of its own; an event recorded offline in a page closed before
 * it was sent goes out, alone, from the next page. Axe in light and dark on the diverged screen.
 */
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright';
import { fetchServerGame } from '../../src/sync/sync-http';
import { launchChromium, seriousViolations } from '../setup/node-playwright';
import { TABLE_PLAYERS, tournamentTable, type TournamentTable } from './tournament-table';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 180_000 });

let table: TournamentTable;
let vite: ViteDevServer;
let base = '';
let browser: Browser;

beforeAll(async () => {
  table = await tournamentTable();
  vite = await createServer({
    configFile: 'vite.config.ts',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, proxy: { '/api': table.server.url } },
    logLevel: 'error',
  });
  await vite.listen();
  base = `http://127.0.0.1:${(vite.httpServer!.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await table?.close();
});

/** The ids of the events in effect of the game kept in the page's IndexedDB under `id`; null when none. */
const localIds = (page: Page, id: string): Promise<string[] | null> =>
  page.evaluate(
    (gameId) =>
      new Promise<string[] | null>((resolve, reject) => {
        const open = indexedDB.open('riichi-lens');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('games').objectStore('games').get(gameId);
          get.onsuccess = () => {
            const g = get.result as { log: { entries: { id: string }[]; cursor: number } } | undefined;
            open.result.close();
            resolve(g === undefined ? null : g.log.entries.slice(0, g.log.cursor).map((e) => e.id));
          };
        };
      }),
    id,
  );

/** Every game kept in the page: id and title. */
const keptGames = (page: Page): Promise<{ id: string; title: string }[]> =>
  page.evaluate(
    () =>
      new Promise<{ id: string; title: string }[]>((resolve) => {
        const open = indexedDB.open('riichi-lens');
        open.onsuccess = () => {
          const all = open.result.transaction('games').objectStore('games').getAll();
          all.onsuccess = () => resolve((all.result as { id: string; title: string }[]).map((g) => ({ id: g.id, title: g.title })));
        };
      }),
  );

const serverIds = async (): Promise<string[]> => {
  const r = await fetchServerGame({ fetch, base: table.server.url }, table.game);
  if (r.kind !== 'ok') throw new Error(r.kind);
  return r.value.entries.map((e) => e.id);
};

/** Records a tsumo for `winner` as the score card's one tap does; true when the game took it. */
const tsumo = (page: Page, winner: number): Promise<boolean> =>
  page.evaluate((w) => document.querySelector('game-view')!.record({ event: { v: 1, type: 'tsumo', win: { winner: w as 0, worth: { han: 3, fu: 30 } } } }), winner);

const synced = (page: Page, n: number) => page.getByText(`Synced: ${n} ${n === 1 ? 'event' : 'events'} on the server.`).waitFor({ timeout: 30_000 });

it('syncs a table’s game through an offline spell, each event once, and resolves a divergence by taking the server’s game', async () => {
  const context: BrowserContext = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/?pair#game=${table.game}&secret=${table.secret}`);
  const title = 'Spring Open · Session 1 · Table 1';
  await page.getByText(`This device records ${title} and sends each event to the tournament server.`).waitFor({ timeout: 60_000 });
  expect(page.url()).toBe(`${base}/`);
  // The start form is the table's: its title, its players, its preset (fixed). The note shows as
  // soon as the server answers; the form fills once the table is kept in IndexedDB, a moment later.
  const gameView = page.locator('game-view');
  await expect.poll(() => gameView.getByLabel('Name of the game').inputValue(), { timeout: 10_000 }).toBe(title);
  for (const [i, name] of TABLE_PLAYERS.entries()) expect(await gameView.locator(`input[name=player${i}]`).inputValue()).toBe(name);
  expect(await gameView.locator('select[name=preset]').isDisabled()).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  // Another player in a seat: refused on the device, with the table's players named, nothing kept.
  await gameView.locator('input[name=player3]').fill('Zed');
  await gameView.getByRole('button', { name: 'Start the game' }).click();
  await gameView.getByText('This table is played under ema-2016 by exactly Ann, Bob, Cat, Dan, in any seat order.').waitFor();
  expect(await localIds(page, table.game)).toBeNull();
  await gameView.locator('input[name=player3]').fill('Ann');
  await gameView.locator('input[name=player0]').fill('Dan');
  await gameView.getByRole('button', { name: 'Start the game' }).click();
  await synced(page, 1);

  expect(await tsumo(page, 1)).toBe(true);
  expect(await tsumo(page, 2)).toBe(true);
  await synced(page, 3);

  // Offline: recorded all the same, queued, said so.
  await context.setOffline(true);
  expect(await tsumo(page, 3)).toBe(true);
  expect(await tsumo(page, 0)).toBe(true);
  await page.getByText(/^Offline: 2 events wait to be sent\. Retrying in \d+ s\.$/).first().waitFor({ timeout: 30_000 });
  await gameView.screenshot({ path: 'test/artifacts/table-sync-offline.png' });
  expect(await serverIds()).toHaveLength(3);
  await context.setOffline(false);
  await synced(page, 5);
  const ids = await localIds(page, table.game);
  expect(ids).toHaveLength(5);
  expect(await serverIds()).toEqual(ids);

  // Undo or correction of an event the server holds is asked first; "Keep it" changes nothing.
  const held = gameView.getByRole('alert').filter({ hasText: 'The tournament server already holds this event.' });
  await gameView.getByRole('button', { name: 'Undo', exact: true }).click();
  await held.getByText(/Undoing it here makes this device’s game differ/).waitFor();
  await gameView.screenshot({ path: 'test/artifacts/table-sync-held.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await held.getByRole('button', { name: 'Keep it' }).click();
  await held.waitFor({ state: 'detached' });
  await gameView.getByRole('button', { name: /^Correct: / }).first().click();
  await held.getByText(/Correcting it here makes this device’s game differ/).waitFor();
  // Asked from a history row, the question takes the focus, on its safe answer.
  await expect.poll(() => page.evaluate(() => document.querySelector('game-view')!.shadowRoot!.activeElement?.textContent)).toBe('Keep it');
  await held.getByRole('button', { name: 'Keep it' }).click();
  expect(await localIds(page, table.game)).toEqual(ids);
  await synced(page, 5);

  // Undo of a synced event, confirmed, and a new one: diverged, nothing sent.
  await gameView.getByRole('button', { name: 'Undo', exact: true }).click();
  await held.getByRole('button', { name: 'Undo anyway' }).click();
  await page.getByText('An event the server already holds was undone on this device').waitFor();
  expect(await tsumo(page, 2)).toBe(true);
  await page.getByText('An event the server already holds was changed on this device').waitFor();
  await gameView.screenshot({ path: 'test/artifacts/table-sync-diverged.png' });
  const mine = await localIds(page, table.game);
  expect(await serverIds()).toEqual(ids);
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  await gameView.getByRole('button', { name: 'Take the server’s game' }).click();
  const keptTitle = `${title} (kept on this device)`;
  await page.getByText(`This device now has the server’s game. Its own version is kept as “${keptTitle}”.`).waitFor({ timeout: 30_000 });
  await synced(page, 5);
  expect(await localIds(page, table.game)).toEqual(ids);
  const kept = (await keptGames(page)).find((g) => g.title === keptTitle);
  expect(kept).toBeDefined();
  expect(await localIds(page, kept!.id)).toEqual(mine);

  // Recording goes on from the server's game.
  expect(await tsumo(page, 1)).toBe(true);
  await synced(page, 6);
  expect(await serverIds()).toEqual(await localIds(page, table.game));

  // Recorded offline and the page closed before it could send: a new page sends that one event
  // (the acknowledged ones are not sent again) and the server holds each once.
  await context.setOffline(true);
  expect(await tsumo(page, 3)).toBe(true);
  await page.getByText(/^Offline: 1 event waits to be sent\./).first().waitFor({ timeout: 30_000 });
  const before = await localIds(page, table.game);
  await page.close();
  await context.setOffline(false);
  const reloaded = await context.newPage();
  const posts: string[] = [];
  reloaded.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/games/')) posts.push(r.postData() ?? '');
  });
  await reloaded.goto(base);
  await synced(reloaded, 7);
  expect(await serverIds()).toEqual(before);
  expect(posts.map((p) => (JSON.parse(p) as { base: number; entries: unknown[] }).entries.length)).toEqual([1]);
  await context.close();
});
