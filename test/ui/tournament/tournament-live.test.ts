/**
 * End to end against the real production server (src/server/server.ts on port 0, a temporary
 * data directory, the two pages built for it): the referee opens a tournament on the page, adds
 * a session, reads the pairing links; a table's device posts its events through the API with its
 * pairing secret; the standings on the page follow; a penalty is added; the results sheet is
 * downloaded and its numbers checked against the engine's own standings of the same events; the
 * leaderboard overlay shows the names and keeps its board when the server cannot be reached. On a
 * phone (390 x 844) and a laptop (1366 x 768), axe-clean in light and dark, with screenshots in
 * test/artifacts/tournament-*.png. Then every refusal the page must say plainly.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { replay, standingsOf, type Envelope, type GameEvent } from '../../../src/engine/index';
import { startServer, type RunningServer } from '../../../src/server/server';
import { DEFAULT_RATE_LIMIT } from '../../../src/server/config';
import { launchChromium, seriousViolations } from '../../setup/node-playwright';
import { buildTournamentPages } from './tournament-build';
import { englishOnlyWords } from '../i18n/english-words';
import type { Browser } from 'playwright';

// A build, the embedded database's first opening and two browser flows on two shared cores.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 180_000 });

const PLAYERS = ['Ann Aoki', 'Bo Berg', 'Cy Chen', 'Di Dahl', 'Ed Eng', 'Flo Fox', 'Gus Gray', 'Hal Hu'];
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

let server: RunningServer;
let browser: Browser;
const temps: string[] = [];

beforeAll(async () => {
  const distDir = await buildTournamentPages();
  const dataDir = mkdtempSync(join(tmpdir(), 'riichi-lens-data-'));
  temps.push(distDir, dataDir);
  server = await startServer({ config: { host: '127.0.0.1', port: 0, dataDir, databaseUrl: null, trustProxy: false, rateLimit: DEFAULT_RATE_LIMIT }, distDir, logger: false });
  browser = await launchChromium();
});

/** The last test stops the server itself (the page's offline start). */
let serverClosed = false;

afterAll(async () => {
  await browser?.close();
  if (!serverClosed) await server?.close();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** A signed score as the page writes it in English. */
const signed = (n: number): string => new Intl.NumberFormat('en', { signDisplay: 'exceptZero' }).format(n);

const noSideScroll = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Opens a tournament through the page's form; returns its id, from the address the page moved to. */
async function openTournament(page: Page, title: string): Promise<string> {
  await page.goto(`${server.url}/tournament.html`);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Rules').selectOption('ema-2016');
  await page.getByLabel('Players, one per line').fill(PLAYERS.join('\n'));
  expect(await noSideScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `test/artifacts/tournament-${page.viewportSize()?.width}-create.png` });
  await page.getByRole('button', { name: 'Open the tournament' }).click();
  await page.getByRole('heading', { name: title }).waitFor();
  const id = new URL(page.url()).searchParams.get('t');
  expect(id).toBeTruthy();
  return id!;
}

/** A table device's events: the start with the table's players, a self-draw and a ron. */
function tableEvents(players: readonly string[]): Envelope[] {
  const events: GameEvent[] = [
    { v: 1, type: 'start', players: [...players], preset: 'ema-2016' },
    { v: 1, type: 'tsumo', win: { winner: 1, worth: { han: 3, fu: 30 } } },
    { v: 1, type: 'ron', discarder: 2, wins: [{ winner: 0, worth: { han: 4, fu: 30 } }] },
  ];
  return events.map((event, i) => ({ id: `e${i}-${players[0]}`, at: `2026-11-27T09:0${i}:00Z`, by: 'table 1', event }));
}

/** What the engine makes of those events: each player's score in the game. */
function engineScores(entries: readonly Envelope[]): Map<string, number> {
  const state = replay(entries);
  if (!state.ok || state.value === null) throw new Error('the test’s own events are refused');
  return new Map(standingsOf(state.value).map((s) => [s.name, s.score]));
}

/** The results sheet as rows of fields (the names hold no comma or quote). */
const csvRows = (text: string): string[][] =>
  text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

describe.each(SIZES)('the referee’s tournament page at $width x $height', ({ width, height }) => {
  it('opens a tournament, seats a session, follows a table’s events, takes a penalty and gives the results sheet and the leaderboard', async () => {
    const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
    const page = await context.newPage();
    const id = await openTournament(page, `Spring Cup ${width}`);
    // The admin link is shown at once, secret in the fragment only, with its warning.
    const adminHref = await page.locator('input.admin-link').inputValue();
    expect(adminHref).toMatch(new RegExp(`tournament\\.html\\?t=${id}#admin=[A-Za-z0-9_-]{22,}$`));
    await expect.poll(() => page.getByText('anyone with this link is a referee').count()).toBe(1);

    await page.getByRole('button', { name: 'Add the session' }).click();
    await page.getByRole('heading', { name: 'Session 1', exact: true }).waitFor();
    await expect.poll(() => page.locator('tournament-sessions li.table').count()).toBe(2);
    await expect.poll(() => page.locator('input.pairing-link').count()).toBe(2);
    const pairing = new URL(await page.locator('input.pairing-link').first().inputValue());
    expect(pairing.search).toBe('?pair');
    const fragment = new URLSearchParams(pairing.hash.slice(1));
    const game = fragment.get('game')!;
    const tableSecret = fragment.get('secret')!;

    // The table's device, as src/sync would: its events with the table's secret.
    const info = (await (await fetch(`${server.url}/api/games/${game}`)).json()) as { table: { players: string[] } };
    const entries = tableEvents(info.table.players);
    const sync = await fetch(`${server.url}/api/games/${game}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tableSecret}` },
      body: JSON.stringify({ base: 0, entries }),
    });
    expect(sync.status).toBe(200);
    const scores = engineScores(entries);
    const [winner, winnerScore] = [...scores.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const standings = page.locator('tournament-standings table.standings');
    const rowOf = (name: string) => standings.locator('tr', { has: page.locator('th', { hasText: name }) });
    await expect.poll(() => rowOf(winner).locator('td.total').innerText(), { timeout: 15_000 }).toBe(signed(winnerScore));
    await expect.poll(() => page.locator(`li.table[data-game="${game}"] .status`).innerText()).toContain('3 events');

    // The table's game and history, from the server's log.
    await page.locator(`li.table[data-game="${game}"] table-game summary`).click();
    const history = page.locator(`li.table[data-game="${game}"] game-history ol.rows`);
    await history.waitFor();
    // Newest first: the ron, then the self-draw, each naming its winner.
    await expect.poll(() => history.locator(':scope > li').count()).toBe(2);
    expect(await history.innerText()).toContain(info.table.players[1]!);

    // A penalty for the leader: the total drops by it, the session score does not.
    const penaltyForm = page.locator('penalty-form');
    await penaltyForm.getByLabel('Player').selectOption(winner);
    await penaltyForm.getByLabel('Points deducted').fill('2000');
    await penaltyForm.getByLabel('Reason').fill('Slow play');
    await penaltyForm.getByRole('button', { name: 'Add the penalty' }).click();
    await page.getByText(`${winner}: −2,000 (Slow play)`).waitFor();
    await expect.poll(() => rowOf(winner).locator('td.total').innerText()).toBe(signed(winnerScore - 2000));

    // The results sheet has the same numbers.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the results (CSV)' }).click()]);
    const rows = csvRows(readFileSync((await download.path())!, 'utf8'));
    expect(rows[0]).toEqual(['rank', 'player', 'session 1', 'uma', 'penalties', 'total']);
    const sheet = new Map(rows.slice(1).map((r) => [r[1]!, r]));
    expect(sheet.size).toBe(PLAYERS.length);
    for (const [name, score] of scores) {
      expect(Number(sheet.get(name)![2])).toBe(score);
      expect(Number(sheet.get(name)![5])).toBe(name === winner ? score - 2000 : score);
    }
    expect(Number(sheet.get(winner)![4])).toBe(2000);

    expect(await noSideScroll(page)).toBe(true);
    await page.locator(`li.table[data-game="${game}"] details.secret summary`).click();
    await page.screenshot({ path: `test/artifacts/tournament-${width}-light.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `test/artifacts/tournament-${width}-dark.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The leaderboard overlay: every name, the leader's total after the penalty.
    const leaderboardHref = await page.locator('input.leaderboard-link').inputValue();
    expect(leaderboardHref).toBe(`${server.url}/overlay.html?tournament=${id}`);
    const overlay = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
    await overlay.goto(leaderboardHref);
    await overlay.locator('tournament-leaderboard li').first().waitFor();
    const board = await overlay.locator('tournament-leaderboard main').innerText();
    for (const name of PLAYERS) expect(board).toContain(name);
    expect(await overlay.locator('tournament-leaderboard li').first().innerText()).toContain(signed(winnerScore - 2000));
    expect(await seriousViolations(overlay)).toEqual([]);
    if (width === 1366) await overlay.screenshot({ path: 'test/artifacts/tournament-leaderboard.png' });
    // The server unreachable: said, and the last board stays.
    await overlay.route('**/api/**', (route) => route.abort());
    await overlay.getByText('Server not reached').waitFor({ timeout: 10_000 });
    for (const name of PLAYERS) expect(await overlay.locator('tournament-leaderboard main').innerText()).toContain(name);
    if (width === 1366) await overlay.screenshot({ path: 'test/artifacts/tournament-leaderboard-offline.png' });
    await overlay.context().close();
    await context.close();
  });
});

describe('the page’s refusals', () => {
  it('says a name listed twice, an unknown tournament, a wrong admin secret, a bad seating naming table and player, and offline with a retry', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/tournament.html?t=no-such-tournament`);
    await page.getByRole('alert').filter({ hasText: 'This server has no tournament with this id.' }).waitFor();

    // A name listed twice (the server compares without case): the line and the name are said.
    await page.goto(`${server.url}/tournament.html`);
    await page.getByLabel('Title').fill('Twice Cup');
    await page.getByLabel('Players, one per line').fill('Ann Aoki\nBo Berg\nCy Chen\nann aoki');
    await page.getByRole('button', { name: 'Open the tournament' }).click();
    await page.getByRole('alert').filter({ hasText: 'Players, line 4 (ann aoki):' }).waitFor();

    const id = await openTournament(page, 'Refusals Cup');
    // Back shows the form again, listing the tournament refereed here; Forward, the tournament.
    await page.goBack();
    await page.getByRole('heading', { name: 'Open a tournament' }).waitFor();
    expect(await page.getByRole('link', { name: 'Refusals Cup' }).getAttribute('href')).toBe(`${server.url}/tournament.html?t=${id}`);
    await page.goForward();
    await page.getByRole('heading', { name: 'Refusals Cup' }).waitFor();
    // A seating naming someone who is no player: the table and the name are said.
    await page.getByLabel('Paste the tables').check();
    await page.getByLabel('Tables, one per line').fill('Ann Aoki, Bo Berg, Cy Chen, Di Dahl\nEd Eng, Flo Fox, Zed Zimmer, Hal Hu');
    await page.getByRole('button', { name: 'Add the session' }).click();
    await page.getByRole('alert').filter({ hasText: 'Table 2, Zed Zimmer:' }).waitFor();
    await page.screenshot({ path: 'test/artifacts/tournament-390-bad-seating.png' });

    // Offline: said, with Retry, which works once the server is back.
    await page.route('**/api/**', (route) => route.abort());
    await page.getByRole('alert').filter({ hasText: 'The server cannot be reached.' }).waitFor({ timeout: 10_000 });
    await page.unroute('**/api/**');
    await page.getByRole('button', { name: 'Retry' }).first().click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The server cannot be reached.' }).count()).toBe(0);

    // Another device with a wrong admin secret: refused plainly, and the secret leaves the address bar.
    const other = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await other.goto(`${server.url}/tournament.html?t=${id}#admin=${'x'.repeat(43)}`);
    await other.getByRole('alert').filter({ hasText: 'refused this device’s admin secret' }).waitFor({ timeout: 10_000 });
    expect(other.url()).toBe(`${server.url}/tournament.html?t=${id}`);
    await other.screenshot({ path: 'test/artifacts/tournament-390-wrong-secret.png', fullPage: true });
    expect(await seriousViolations(other)).toEqual([]);
    await other.context().close();
    await context.close();
  });
});

/** A request to the API as a table's device or a script would make it; the answer's JSON. */
async function api(path: string, body?: unknown, secret?: string): Promise<{ status: number; json: unknown }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret !== undefined) headers.authorization = `Bearer ${secret}`;
  const r = await fetch(`${server.url}${path}`, body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: r.status, json: await r.json() };
}

/** Every text and accessible name of the page, open shadow roots included (as test/ui/i18n/english-words.ts reads it, written inline for page.evaluate). */
const pageTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const out: string[] = [];
    const roots: (Document | ShadowRoot)[] = [document];
    for (let root = roots.pop(); root !== undefined; root = roots.pop()) {
      for (const el of root.querySelectorAll('*')) {
        // A <noscript> is never shown where the page runs.
        if (el.localName === 'style' || el.localName === 'script' || el.localName === 'noscript') continue;
        for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
          const v = el.getAttribute(attr);
          if (v) out.push(v);
        }
        for (const node of el.childNodes) if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) out.push(node.textContent.trim());
        if (el instanceof HTMLOptionElement) out.push(el.label);
        if (el.shadowRoot) roots.push(el.shadowRoot);
      }
    }
    return out;
  });

describe('the page and the leaderboard in German and Japanese', () => {
  it('show no English, with a session, a table’s history and a penalty', async () => {
    const created = (await api('/api/tournaments', { title: 'Pokal', preset: 'ema-2016', players: PLAYERS })).json as { tournament: { id: string }; adminSecret: string };
    const { id } = created.tournament;
    const secret = created.adminSecret;
    expect((await api(`/api/tournaments/${id}/sessions`, { seating: 'auto' }, secret)).status).toBe(201);
    const pairings = (await api(`/api/tournaments/${id}/pairings`, undefined, secret)).json as { tables: { game: string; secret: string }[] };
    const { game, secret: tableSecret } = pairings.tables[0]!;
    const info = (await api(`/api/games/${game}`)).json as { table: { players: string[] } };
    expect((await api(`/api/games/${game}/events`, { base: 0, entries: tableEvents(info.table.players) }, tableSecret)).status).toBe(200);
    expect((await api(`/api/tournaments/${id}/penalties`, { player: PLAYERS[0], points: 1000, reason: 'Handy' }, secret)).status).toBe(201);

    const english = englishOnlyWords();
    // What people typed (names, the title, the reason) is theirs, in any language.
    const typed = new Set(['Pokal', 'Handy', ...PLAYERS.flatMap((p) => p.split(' '))]);
    for (const lang of ['de', 'ja'] as const) {
      const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang })).newPage();
      await page.goto(`${server.url}/tournament.html?t=${id}&lang=${lang}#admin=${secret}`);
      await page.locator('tournament-standings table.standings').waitFor();
      await expect.poll(() => page.locator('input.pairing-link').count()).toBe(2);
      for (const summary of await page.locator('summary').all()) await summary.click();
      await page.locator('game-history ol.rows').waitFor();
      const found = (await pageTexts(page)).flatMap((text) => (text.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? []).filter((w) => english.has(w.toLowerCase()) && !typed.has(w)).map((w) => `${w} in “${text.slice(0, 60)}”`));
      expect(found, lang).toEqual([]);
      await page.screenshot({ path: `test/artifacts/tournament-390-${lang}.png`, fullPage: true });

      const overlay = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
      await overlay.goto(`${server.url}/overlay.html?tournament=${id}&lang=${lang}&top=3`);
      await overlay.locator('tournament-leaderboard li').first().waitFor();
      expect(await overlay.locator('tournament-leaderboard li').count()).toBe(3);
      await overlay.route('**/api/**', (route) => route.abort());
      await overlay.locator('tournament-leaderboard .note').waitFor({ timeout: 10_000 });
      const overlayFound = (await pageTexts(overlay)).flatMap((text) => (text.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? []).filter((w) => english.has(w.toLowerCase()) && !typed.has(w)));
      expect(overlayFound, lang).toEqual([]);
      await overlay.context().close();
      await page.context().close();
    }
  });
});

// Last: it stops the server.
describe('the page offline, from the service worker’s cache', () => {
  it('opens with the server gone and says so, with Retry', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const id = await openTournament(page, 'Offline Cup');
    // The app's service worker, registered by this page too, has precached it.
    await page.getByText('Offline ready').waitFor({ timeout: 30_000 });
    await server.close();
    serverClosed = true;
    await page.reload();
    await page.getByRole('heading', { name: 'Tournament', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('t')).toBe(id);
    await page.getByRole('alert').filter({ hasText: 'The server cannot be reached.' }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    await page.screenshot({ path: 'test/artifacts/tournament-390-offline.png' });
    await context.close();
  });
});
