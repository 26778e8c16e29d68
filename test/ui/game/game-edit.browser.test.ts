// Correcting a past hand in the game view, in real Chromium with real IndexedDB (a database per
// test): the hand's dialog opens filled in from the history, the correction re-derives every
// later score, the stored event keeps its id, a correction that makes later events impossible says
// how many were dropped, and Cancel leaves the game as it was.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { GameEvent } from '../../../src/engine/index';
import { openGameStore, type StoredGame } from '../../../src/store/game-store';
import type { GameView } from '../../../src/ui/game/game-view';
import type { GameHistory } from '../../../src/ui/game/game-history';
import type { GameEditDetail } from '../../../src/ui/game/game-session';
import { play, riichi, start } from '../../engine/game-play';
import '../../../src/ui/game/game-view';
import '../../../src/ui/game/game-history';
import '../../../src/ui/game/game-actions';
import { expectNoSeriousViolations } from '../axe';

let database: string;
let n = 0;

beforeEach(() => {
  database = `game-edit-test-${Date.now()}-${n++}`;
});

afterEach(async () => {
  document.body.replaceChildren();
  await new Promise((resolve) => {
    const r = indexedDB.deleteDatabase(database);
    r.onsuccess = r.onerror = r.onblocked = resolve;
  });
});

const region = () => page.getByRole('region', { name: 'Game record' });
const status = () => region().getByRole('status');
const table = () => region().getByRole('region', { name: 'At the table' });
const history = () => region().getByRole('region', { name: 'Game history' });
const seatAt = (name: string) => table().getByRole('listitem').filter({ hasText: name });

const RON_B_FROM_C: GameEvent = { v: 1, type: 'ron', discarder: 2, wins: [{ winner: 1, worth: { han: 2, fu: 30 } }] };
const DRAW_ANN_TENPAI: GameEvent = { v: 1, type: 'draw', tenpai: [0] };
const TSUMO_DAVE: GameEvent = { v: 1, type: 'tsumo', win: { winner: 3, worth: { han: 2, fu: 30 } } };

/** Starts a game through the form, then records a ron (Bob from Carol, 2 han 30 fu), a draw and a tsumo. */
async function gameOfThreeHands(preset: 'ema-2012' | 'japanese'): Promise<GameView> {
  const view = document.createElement('game-view');
  view.database = database;
  document.body.append(view);
  await view.updateComplete;
  await userEvent.selectOptions(region().getByRole('combobox', { name: 'Preset' }), preset);
  const names = ['Ann', 'Bob', 'Carol', 'Dave'];
  for (const [i, name] of names.entries()) await region().getByRole('textbox', { name: /^Player/ }).nth(i).fill(name);
  await region().getByRole('button', { name: 'Start the game' }).click();
  await expect.element(status()).toHaveTextContent('Saved.');
  for (const event of [RON_B_FROM_C, DRAW_ANN_TENPAI, TSUMO_DAVE]) expect(await view.record({ event })).toBe(true);
  return view;
}

async function storedGame(): Promise<StoredGame> {
  const store = await openGameStore(database);
  try {
    const [summary] = await store.listGames();
    const loaded = await store.loadGame(summary!.id);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded));
    return loaded.game;
  } finally {
    store.close();
  }
}

const correctRon = () => history().getByRole('button', { name: /^Correct: Ron: Bob from Carol/ });
const dialog = () => region().getByRole('dialog', { name: 'Correct: Win' });

describe('game view: correcting a past hand', () => {
  it('re-derives the points after a corrected ron, keeps the later hands and the event id', async () => {
    await gameOfThreeHands('ema-2012');
    // ema-2012 starts at 30000. Ron 2 han 30 fu, non-dealer: 30·2^(2+2) = 480 base, ×4 → 1920 → 2000
    // (Bob 32000, Carol 28000). Draw, only Ann tenpai: 3000 noten payment, +3000 Ann, −1000 each other
    // (33000 / 31000 / 27000 / 29000); dealer Bob noten, so Carol deals with 1 counter. Tsumo Dave
    // 2 han 30 fu: dealer Carol pays 960 → 1000, the others 480 → 500, each +100 for the counter:
    // Ann 32400, Bob 30400, Carol 25900, Dave 31300.
    await expect.element(seatAt('Bob')).toHaveTextContent('30,400');
    await expect.element(seatAt('Carol')).toHaveTextContent('25,900');
    const before = await storedGame();
    const ronId = before.log.entries[1]!.id;

    await correctRon().click();
    await expect.element(dialog()).toBeVisible();
    // The dialog holds the hand as recorded.
    await expect.element(dialog().getByRole('spinbutton', { name: 'Han' })).toHaveValue(2);
    await expect.element(dialog().getByRole('combobox', { name: 'Discarder' })).toHaveDisplayValue(/^Carol/);
    await expectNoSeriousViolations();
    await dialog().getByRole('spinbutton', { name: 'Han' }).fill('3');
    await dialog().getByRole('button', { name: 'Record' }).click();

    await expect.element(status()).toHaveTextContent('Saved.');
    expect(status().element().textContent).not.toMatch(/removed/);
    // 3 han 30 fu: 960 base ×4 = 3840 → 3900, 1900 more than before for Bob, from Carol; the later
    // hands pay as they did: Bob 30400 + 1900 = 32300, Carol 25900 − 1900 = 24000.
    await expect.element(seatAt('Bob')).toHaveTextContent('32,300');
    await expect.element(seatAt('Carol')).toHaveTextContent('24,000');
    await expect.element(seatAt('Ann')).toHaveTextContent('32,400');
    await expect.element(seatAt('Dave')).toHaveTextContent('31,300');
    await expect.element(history().getByText('Ron: Bob from Carol · 3 han 30 fu')).toBeVisible();
    await expect.element(history().getByText('Exhaustive draw: tenpai Ann')).toBeVisible();
    await expect.element(history().getByText(/^Tsumo: Dave/)).toBeVisible();

    const after = await storedGame();
    expect(after.log.entries.map((e) => e.event)).toEqual([before.log.entries[0]!.event, { ...RON_B_FROM_C, wins: [{ winner: 1, worth: { han: 3, fu: 30 } }] }, DRAW_ANN_TENPAI, TSUMO_DAVE]);
    expect(after.log.entries[1]!.id).toBe(ronId);
    expect(after.log.entries.map((e) => e.id)).toEqual(before.log.entries.map((e) => e.id));
    expect(after.log.cursor).toBe(4);
  });

  it('says how many later events a correction dropped', async () => {
    const view = await gameOfThreeHands('japanese');
    // japanese starts at 25000 and ends when someone goes below zero: a yakuman ron from Carol
    // (32000) ends the game there, so the draw and the tsumo after it no longer apply.
    await correctRon().click();
    await dialog().getByRole('radio', { name: 'Yakuman' }).click();
    await dialog().getByRole('button', { name: 'Record' }).click();
    await expect.element(status()).toHaveTextContent('Saved. 2 later events no longer apply and were removed.');
    await expect.element(seatAt('Carol')).toHaveTextContent('-7,000');
    expect(history().getByRole('button', { name: /^Correct:/ }).all()).toHaveLength(1);
    expect(view.gameState?.ended).toBe(true);
    const after = await storedGame();
    expect(after.log.entries.map((e) => e.event.type)).toEqual(['start', 'ron']);
    expect(after.log.cursor).toBe(2);
  });

  it('Cancel changes nothing, on the screen or in the store', async () => {
    await gameOfThreeHands('ema-2012');
    const before = await storedGame();
    await correctRon().click();
    await dialog().getByRole('spinbutton', { name: 'Han' }).fill('5');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(seatAt('Bob')).toHaveTextContent('30,400');
    await expect.element(history().getByText('Ron: Bob from Carol · 2 han 30 fu')).toBeVisible();
    expect(await storedGame()).toEqual(before);
    // A new hand after the cancelled correction opens an empty dialog, not the cancelled one.
    await region().getByRole('button', { name: 'Win…' }).click();
    await expect.element(region().getByRole('dialog', { name: 'Win' })).toBeVisible();
  });
});

describe('game history: the correct buttons', () => {
  const entries = (events: GameEvent[]) => events.map((event, i) => ({ id: `e${i}`, at: '2026-11-20T19:00:00Z', by: 'scorer', event }));
  const events: GameEvent[] = [{ v: 1, type: 'start', players: ['Ann', 'Bob', 'Carol', 'Dave'], preset: 'ema-2012' }, { v: 1, type: 'riichi', seat: 2 }, RON_B_FROM_C];

  async function mountHistory(readonly: boolean): Promise<GameHistory> {
    const h = document.createElement('game-history');
    h.entries = entries(events);
    h.readonly = readonly;
    document.body.append(h);
    await h.updateComplete;
    return h;
  }

  it('offers a correction for the ron, none for the riichi, and asks with the row index', async () => {
    const h = await mountHistory(false);
    const asked: number[] = [];
    document.body.addEventListener('edit-request', (e) => asked.push(e.detail.index));
    expect(page.getByRole('button', { name: /^Correct:/ }).all()).toHaveLength(1);
    await page.getByRole('button', { name: 'Correct: Ron: Bob from Carol · 2 han 30 fu' }).click();
    expect(asked).toEqual([2]);
    expect(h.shadowRoot!.querySelector('li[data-type="riichi"] button')).toBeNull();
  });

  it('shows none when read-only', async () => {
    await mountHistory(true);
    await expect.element(page.getByText('Ron: Bob from Carol · 2 han 30 fu')).toBeVisible();
    expect(page.getByRole('button', { name: /^Correct:/ }).all()).toHaveLength(0);
  });
});

describe('game actions: the correction dialog', () => {
  // The game as it stands has ended (a yakuman ron took Carol below zero under japanese); the draw
  // being corrected stood where Carol had declared riichi.
  const ended = play(start('japanese'), { v: 1, type: 'ron', discarder: 2, wins: [{ winner: 1, worth: { yakuman: 1 } }] });
  const before = play(start('japanese'), riichi(2));

  async function mountActions(locale: 'en' | 'de' = 'en') {
    const el = document.createElement('game-actions');
    el.state = ended;
    el.locale = locale;
    document.body.append(el);
    await el.updateComplete;
    const edits: GameEditDetail[] = [];
    const recorded: unknown[] = [];
    el.addEventListener('game-edit', (e) => edits.push(e.detail));
    el.addEventListener('game-event', (e) => recorded.push(e.detail));
    return { el, edits, recorded };
  }

  it('checks against the state before the event, even in an ended game, and fires game-edit only', async () => {
    const { el, edits, recorded } = await mountActions();
    expect(ended.ended).toBe(true);
    await el.edit(3, { v: 1, type: 'draw', tenpai: [2] }, before);
    const d = page.getByRole('dialog', { name: 'Correct: Exhaustive draw' });
    await expect.element(d).toBeVisible();
    await expect.element(d.getByRole('checkbox', { name: /^C / })).toBeChecked();
    // Carol's riichi is only in the state before: dropping her tenpai is refused there.
    await d.getByRole('checkbox', { name: /^C / }).click();
    await d.getByRole('button', { name: 'Record' }).click();
    await expect.element(d.getByRole('alert')).toHaveTextContent('A player who declared riichi must be tenpai at the draw.');
    expect(edits).toEqual([]);
    await d.getByRole('checkbox', { name: /^C / }).click();
    await d.getByRole('checkbox', { name: /^A / }).click();
    await d.getByRole('button', { name: 'Record' }).click();
    await expect.element(d).not.toBeInTheDocument();
    expect(edits).toEqual([{ index: 3, event: { v: 1, type: 'draw', tenpai: [0, 2] } }]);
    expect(recorded).toEqual([]);
  });

  it('opens nothing for a riichi, and titles the dialog in German', async () => {
    const { el } = await mountActions('de');
    await el.edit(1, riichi(2), play(start('japanese')));
    expect(el.shadowRoot!.querySelector('dialog')!.open).toBe(false);
    await el.edit(2, { v: 1, type: 'chombo', seat: 1 }, before);
    await expect.element(page.getByRole('dialog', { name: 'Korrigieren: Chombo' })).toBeVisible();
  });
});
