// The game view on its own, in real Chromium with real IndexedDB (a database per test): games
// kept apart and listed, a file imported or refused with the store unchanged, a game deleted only
// on a second tap, the three-player form, and a page killed while recording that loses nothing
// it had shown as saved.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { GameEvent } from '../../../src/engine/index';
import { exportGame } from '../../../src/formats/game-file';
import { openGameStore, type StoredGame } from '../../../src/store/game-store';
import type { GameView } from '../../../src/ui/game/game-view';
import type { Locale } from '../../../src/ui/i18n/strings';
import '../../../src/ui/game/game-view';
import { expectNoSeriousViolations } from '../axe';
import { inLocale } from '../in-locale';

let database: string;
let n = 0;

beforeEach(() => {
  database = `game-view-test-${Date.now()}-${n++}`;
});

afterEach(async () => {
  document.body.replaceChildren();
  await new Promise((resolve) => {
    const r = indexedDB.deleteDatabase(database);
    r.onsuccess = r.onerror = r.onblocked = resolve;
  });
});

async function mountView(factory?: IDBFactory, locale?: Locale): Promise<GameView> {
  const view = document.createElement('game-view');
  view.database = database;
  if (factory) view.idbFactory = factory;
  document.body.append(locale === undefined ? view : inLocale(locale, view));
  await view.updateComplete;
  return view;
}

const region = () => page.getByRole('region', { name: 'Game record' });
const status = () => region().getByRole('status');

const start = (players: string[], preset: 'ema-2012' | 'kansai-sanma' = 'ema-2012'): GameEvent => ({ v: 1, type: 'start', players, preset });
const storedGame = (id: string, title: string, events: GameEvent[]): StoredGame => ({
  id,
  title,
  createdAt: '2026-11-20T19:00:00Z',
  log: { entries: events.map((event, i) => ({ id: `${id}-${i}`, at: '2026-11-20T19:00:00Z', by: 'scorer', event })), cursor: events.length },
});

/** Writes games straight into the test's database, as an earlier visit would have. */
async function seed(...games: StoredGame[]): Promise<void> {
  const store = await openGameStore(database);
  for (const g of games) await store.saveGame(g);
  store.close();
}

async function storedIds(): Promise<string[]> {
  const store = await openGameStore(database);
  const ids = (await store.listGames()).map((g) => g.id).sort();
  store.close();
  return ids;
}

/**
 * The real IndexedDB, whose opening the caller holds back: each open request succeeds as usual,
 * but the handler its opener set hears of it only once `until` has resolved, as on a slow disk.
 */
function heldBack(real: IDBFactory, until: Promise<void>): IDBFactory {
  return {
    open(name: string, version?: number) {
      const request = real.open(name, version);
      let onsuccess: ((ev: Event) => unknown) | null = null;
      request.addEventListener('success', (ev) => void until.then(() => onsuccess?.call(request, ev)));
      // Getters and setters run on the request itself (a Proxy receiver is an illegal invocation).
      return new Proxy(request, {
        get: (target, key) => {
          const value: unknown = Reflect.get(target, key);
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
        set: (target, key, value) => {
          if (key !== 'onsuccess') return Reflect.set(target, key, value);
          onsuccess = value as typeof onsuccess;
          return true;
        },
      });
    },
    deleteDatabase: (name: string) => real.deleteDatabase(name),
    cmp: (a: unknown, b: unknown) => real.cmp(a, b),
    databases: () => real.databases(),
  };
}

describe('game view: games kept', () => {
  it('lists the games kept, opens one, and closes it back to the list', async () => {
    await seed(storedGame('g1', 'Monday', [start(['Ann', 'Bob', 'Cy', 'Dee'])]), storedGame('g2', 'Tuesday', [start(['Eve', 'Fay', 'Gus'], 'kansai-sanma')]));
    await mountView();
    await expect.element(region().getByText('Monday')).toBeVisible();
    await expect.element(region().getByText('Tuesday')).toBeVisible();
    await region().getByRole('listitem').filter({ hasText: 'Tuesday' }).getByRole('button', { name: 'Open' }).click();
    // Three seats: East, South, West.
    await expect.element(region().getByRole('region', { name: 'At the table' }).getByRole('listitem').nth(2)).toHaveTextContent('Gus');
    expect(region().getByRole('region', { name: 'At the table' }).getByRole('listitem').all()).toHaveLength(3);
    await region().getByRole('button', { name: 'Close game' }).click();
    await expect.element(region().getByText('Monday')).toBeVisible();
  });

  it('lists a damaged game with its reason, cannot open it, and downloads it as stored', async () => {
    const broken = storedGame('bad', 'Broken', [start(['Ann', 'Bob', 'Cy', 'Dee']), { v: 1, type: 'riichi', seat: 9 }]);
    await seed(broken);
    await mountView();
    const row = region().getByRole('listitem').filter({ hasText: 'Broken' });
    // Seat 9 is at no table of any preset: the record's shape refuses it, before the rules are asked.
    await expect.element(row).toHaveTextContent('Cannot be read back: an event is not shaped as an event (event 2)');
    expect(row.getByRole('button', { name: 'Open' }).elements()).toHaveLength(0);
    // The record as stored is downloaded whole (the browser's own download: its blob observed).
    const blobs: Blob[] = [];
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => (blobs.push(blob as Blob), createObjectURL(blob));
    try {
      await row.getByRole('button', { name: 'Download as stored' }).click();
      await expect.poll(() => blobs.length).toBe(1);
    } finally {
      URL.createObjectURL = createObjectURL;
    }
    expect(JSON.parse(await blobs[0]!.text())).toEqual(broken);
  });

  it('deletes a game only after a second, confirming tap', async () => {
    await seed(storedGame('g1', 'Monday', [start(['Ann', 'Bob', 'Cy', 'Dee'])]));
    await mountView();
    const row = region().getByRole('listitem').filter({ hasText: 'Monday' });
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect.element(row.getByRole('alert')).toHaveTextContent('Export it first');
    await row.getByRole('button', { name: 'Keep it' }).click();
    expect(await storedIds()).toEqual(['g1']);
    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect.element(region().getByText('No games saved in this browser yet.')).toBeVisible();
    expect(await storedIds()).toEqual([]);
  });

  it('starts a three-player game with three name fields and its own starting points', async () => {
    await mountView();
    await userEvent.selectOptions(region().getByRole('combobox', { name: 'Preset' }), 'kansai-sanma');
    expect(region().getByRole('textbox', { name: /^Player/ }).all()).toHaveLength(3);
    await region().getByRole('spinbutton', { name: 'Starting points' }).fill('40000');
    await region().getByRole('button', { name: 'Start the game' }).click();
    await expect.element(region().getByRole('region', { name: 'At the table' }).getByRole('listitem').first()).toHaveTextContent('40,000');
    // Unnamed players get letters.
    await expect.element(region().getByRole('region', { name: 'At the table' }).getByRole('listitem').nth(2)).toHaveTextContent('C');
  });
});

describe("game view: the game's own uma", () => {
  it('starts with the uma typed, and refuses one that does not add up, storing nothing', async () => {
    const view = await mountView();
    const uma = region().getByRole('textbox', { name: 'Uma, first to last place (points)' });
    await expect.element(uma).toHaveValue('15000 5000 -5000 -15000');
    await uma.fill('15000 5000 -5000 -10000');
    await region().getByRole('button', { name: 'Start the game' }).click();
    await expect.element(status()).toHaveTextContent('Not saved, nothing was changed: The uma needs one figure per place');
    expect(await storedIds()).toEqual([]);
    await uma.fill('20000, 10000, -10000, -20000');
    await region().getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => view.gameState?.uma).toEqual([20000, 10000, -10000, -20000]);
  });
});

describe('game view: import', () => {
  const good = storedGame('imp', 'From a file', [start(['Ann', 'Bob', 'Cy', 'Dee']), { v: 1, type: 'draw', tenpai: [0] }]);
  const upload = (text: string) => userEvent.upload(region().getByLabelText('Import a game file'), new File([text], 'game.json', { type: 'application/json' }));

  it('refuses a truncated or tampered file with the reason, and the store is unchanged', async () => {
    await seed(storedGame('g1', 'Monday', [start(['Ann', 'Bob', 'Cy', 'Dee'])]));
    await mountView();
    const text = await exportGame(good);
    const tenpai = (seats: string) => text.replace('"tenpai": [\n              0\n            ]', `"tenpai": ${seats}`);
    await upload(text.slice(0, 200));
    await expect.element(status()).toHaveTextContent('That file was not imported, and nothing was changed: it is not JSON');
    await upload(tenpai('[7]'));
    await expect.element(status()).toHaveTextContent('an event is not shaped as an event (event 2)');
    await upload(tenpai('[0, 0]'));
    await expect.element(status()).toHaveTextContent('the rules refuse an event (event 2: ');
    // An edit the rules accept (another player tenpai) is caught by the hash written at export.
    await upload(tenpai('[1]'));
    await expect.element(status()).toHaveTextContent('nothing was changed: it was changed after it was exported');
    expect(await storedIds()).toEqual(['g1']);
  });

  it('imports a good file; the same file again is recognised: kept beside it under a title of its own, or over it', async () => {
    await mountView();
    const text = await exportGame(good);
    await upload(text);
    await expect.element(status()).toHaveTextContent('Imported “From a file”.');
    await upload(text);
    await expect.element(region().getByText('This file is “From a file”, already kept here, event for event.')).toBeVisible();
    expect(await storedIds()).toEqual(['imp']);
    await region().getByRole('button', { name: 'Keep both' }).click();
    await expect.poll(storedIds).toHaveLength(2);
    expect(await storedIds()).toContain('imp');
    await expect.element(region().getByText('From a file (2)', { exact: true })).toBeVisible();
    // A third time: replacing writes over the kept game, so nothing new is listed.
    await upload(text);
    await region().getByRole('button', { name: 'Replace the kept game' }).click();
    await expect.element(status()).toHaveTextContent('Imported “From a file”.');
    expect(await storedIds()).toHaveLength(2);
  });

  it('keeps a file chosen before the game store has opened, and imports it once the store is open', async () => {
    // The database opens only when the test lets it: the file is chosen while the view waits.
    let release = (): void => undefined;
    const opened = new Promise<void>((resolve) => (release = resolve));
    await mountView(heldBack(indexedDB, opened));
    await upload(await exportGame(good));
    expect(await storedIds()).toEqual([]);
    release();
    await expect.element(status()).toHaveTextContent('Imported “From a file”.');
    expect(await storedIds()).toEqual(['imp']);
  });

  it('says so when a file from before the hash is imported', async () => {
    await mountView();
    const v1 = JSON.parse(await exportGame(good)) as Record<string, unknown>;
    delete v1.sha256;
    await upload(JSON.stringify({ ...v1, version: 1 }));
    await expect.element(status()).toHaveTextContent('carries no check, so it cannot be told whether it was changed after export');
  });
});

describe('game view: never losing a hand', () => {
  it('a page killed while recording loses nothing it showed as saved', async () => {
    // The view records through a second realm's IndexedDB (an iframe): removing the iframe kills
    // that connection mid-write, as closing the tab would.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const view = await mountView((frame.contentWindow as Window & typeof globalThis).indexedDB);
    await region().getByRole('button', { name: 'Start the game' }).click();
    await expect.element(status()).toHaveTextContent('Saved.');
    // The dealer stays tenpai at every draw: a counter per draw, the game never ends.
    let shown = 0;
    const recording = (async () => {
      for (let i = 0; i < 200; i++) {
        if (!(await view.record({ event: { v: 1, type: 'draw', tenpai: [0] } }))) return;
        shown = view.gameState!.honba;
      }
    })();
    await expect.poll(() => shown, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    frame.remove();
    const atKill = shown;
    void recording;
    expect(atKill).toBeLessThan(200);

    // A reload: a new view on the page's own IndexedDB reopens the game it had open.
    view.remove();
    const fresh = await mountView();
    await expect.poll(() => fresh.gameState?.honba ?? -1).toBeGreaterThanOrEqual(atKill);
    await expect.element(region().getByText(`${fresh.gameState!.honba} counters`)).toBeVisible();
  });
});

describe('game view: languages and accessibility', () => {
  it('speaks German, and has no serious accessibility problems in the list or at the table', async () => {
    await seed(storedGame('g1', 'Montag', [start(['Ann', 'Bob', 'Cy', 'Dee']), { v: 1, type: 'riichi', seat: 2 }]));
    await mountView(undefined, 'de');
    await expect.element(page.getByRole('region', { name: 'Spielprotokoll' })).toBeVisible();
    await expectNoSeriousViolations();
    await page.getByRole('button', { name: 'Öffnen' }).click();
    const table = page.getByRole('region', { name: 'Am Tisch' });
    await expect.element(table.getByText('Ost 1')).toBeVisible();
    await expect.element(table.getByText('1 Riichi-Stab auf dem Tisch')).toBeVisible();
    await expectNoSeriousViolations();
  });
});
