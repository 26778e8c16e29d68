/**
 * The recording session: the game the screen shows is always the one the store committed. Runs
 * against a store kept in memory that can be told to fail its next write, the way IndexedDB does
 * when the disk is full or the tab is closing; the real store has its own browser tests.
 */
import { describe, expect, it } from 'vitest';
import { stateOf, type GameEvent } from '../../../src/engine/index';
import { checkGameRecord } from '../../../src/formats/game-record';
import { canRedoGame, canUndoGame, editEvent, gameState, recordEvent, redoEvent, startGame, undoEvent, type SessionClock } from '../../../src/ui/game/game-session';
import type { GameStore, StoredGame } from '../../../src/store/game-store';

function memoryStore(): GameStore & { games: Map<string, StoredGame>; failNext: string | null } {
  const games = new Map<string, StoredGame>();
  const store = {
    games,
    failNext: null as string | null,
    async saveGame(game: StoredGame) {
      if (store.failNext !== null) {
        const reason = store.failNext;
        store.failNext = null;
        throw new Error(reason);
      }
      // A copy, as IndexedDB's structured clone keeps one.
      games.set(game.id, structuredClone(game));
    },
    async loadGame(id: string) {
      const g = games.get(id);
      return g === undefined ? ({ ok: false, code: 'missing', reason: id } as const) : ({ ok: true, game: structuredClone(g) } as const);
    },
    async listGames() {
      return [...games.values()].map((g) => ({ id: g.id, title: g.title, createdAt: g.createdAt, events: g.log.cursor }));
    },
    async storedText(id: string) {
      const g = games.get(id);
      return g === undefined ? null : JSON.stringify(g);
    },
    async deleteGame(id: string) {
      games.delete(id);
    },
    close() {},
  };
  return store;
}

function counterClock(): SessionClock {
  let n = 0;
  return { now: () => `2026-11-23T10:00:${String(n).padStart(2, '0')}Z`, newId: () => `id${++n}` };
}

const START: Extract<GameEvent, { type: 'start' }> = { v: 1, type: 'start', players: ['Ann', 'Bob', 'Cy', 'Dee'], preset: 'ema-2012' };
const RON: GameEvent = { v: 1, type: 'ron', discarder: 2, wins: [{ winner: 1, worth: { han: 3, fu: 30 } }] };
const NOTE = { winner: 1, tiles: '123m 456p 789s [222z] 11z', yaku: [['Yakuhai (South)', 1]] as const };

async function started() {
  const store = memoryStore();
  const clock = counterClock();
  const r = await startGame(store, clock, 'Friday', START);
  if (!r.ok) throw new Error(r.error.code);
  return { store, clock, game: r.value.game };
}

describe('starting a game', () => {
  it('stores the game with its start event before answering', async () => {
    const { store, game } = await started();
    expect(store.games.get(game.id)).toEqual(game);
    expect(gameState(game)?.points).toEqual([30000, 30000, 30000, 30000]);
    expect(game.title).toBe('Friday');
  });

  it('refuses players the preset cannot seat, storing nothing', async () => {
    const store = memoryStore();
    const r = await startGame(store, counterClock(), 'x', { ...START, players: ['Ann', 'Bob', 'Cy'] });
    expect(r).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect(store.games.size).toBe(0);
  });

  it('names an untitled game by its date', async () => {
    const r = await startGame(memoryStore(), counterClock(), '  ', START);
    expect(r.ok && r.value.game.title).toBe('2026-11-23');
  });
});

describe('recording', () => {
  it('a win is stored with its hand note, and the state follows', async () => {
    const { store, clock, game } = await started();
    const r = await recordEvent(store, clock, game, RON, [NOTE]);
    if (!r.ok) throw new Error(r.error.code);
    expect(gameState(r.value.game)?.points).toEqual([30000, 33900, 26100, 30000]);
    expect(store.games.get(game.id)?.log.entries[1]?.hands).toEqual([NOTE]);
    expect(checkGameRecord(store.games.get(game.id)).ok).toBe(true);
  });

  it('a failed write leaves the stored game and the answer at the old state', async () => {
    const { store, clock, game } = await started();
    store.failNext = 'QuotaExceededError';
    const r = await recordEvent(store, clock, game, RON);
    expect(r).toEqual({ ok: false, error: { code: 'not_saved', reason: 'QuotaExceededError' } });
    expect(store.games.get(game.id)).toEqual(game);
  });

  it('an event the rules refuse is not written', async () => {
    const { store, clock, game } = await started();
    const r = await recordEvent(store, clock, game, { v: 1, type: 'riichi', seat: 7 });
    expect(r).toMatchObject({ ok: false, error: { code: 'refused', error: { code: 'bad_seat' } } });
    expect(store.games.get(game.id)).toEqual(game);
  });

  it('a hand note for a seat that did not win is never written', async () => {
    const { store, clock, game } = await started();
    const r = await recordEvent(store, clock, game, RON, [{ ...NOTE, winner: 3 }]);
    expect(r).toMatchObject({ ok: false, error: { code: 'unreadable' } });
    expect(store.games.get(game.id)).toEqual(game);
  });
});

describe('undo, redo and edits', () => {
  it('undo and redo are stored; the start event cannot be undone', async () => {
    const { store, clock, game } = await started();
    expect(canUndoGame(game)).toBe(false);
    expect(await undoEvent(store, game)).toMatchObject({ ok: false, error: { code: 'nothing' } });
    const won = await recordEvent(store, clock, game, RON);
    if (!won.ok) throw new Error();
    const undone = await undoEvent(store, won.value.game);
    if (!undone.ok) throw new Error();
    expect(store.games.get(game.id)?.log.cursor).toBe(1);
    expect(canRedoGame(undone.value.game)).toBe(true);
    const redone = await redoEvent(store, undone.value.game);
    if (!redone.ok) throw new Error();
    expect(gameState(store.games.get(game.id)!)?.points).toEqual([30000, 33900, 26100, 30000]);
  });

  it('editing a past hand re-derives what follows and keeps notes only for seats that still win', async () => {
    const { store, clock, game } = await started();
    let g = game;
    for (const [event, hands] of [[RON, [NOTE]], [{ v: 1, type: 'tsumo', win: { winner: 2, worth: { han: 1, fu: 30 } } } as GameEvent, undefined]] as const) {
      const r = await recordEvent(store, clock, g, event, hands);
      if (!r.ok) throw new Error();
      g = r.value.game;
    }
    // The ron was Cy's 3 han 30 fu from Dee, not Bob's: Bob's note goes, the tsumo after it stays.
    const edited = await editEvent(store, clock, g, 1, { v: 1, type: 'ron', discarder: 3, wins: [{ winner: 2, worth: { han: 3, fu: 30 } }] });
    if (!edited.ok) throw new Error(edited.error.code);
    const stored = store.games.get(game.id)!;
    expect(stored.log.entries[1]?.hands).toBeUndefined();
    expect(stored.log.entries[1]?.id).toBe(g.log.entries[1]?.id);
    // Cy +3900 from Dee; the deal passes to Bob; Cy's 1 han 30 fu tsumo: Bob (dealer) 500, Ann and Dee 300.
    expect(stateOf(stored.log)?.points).toEqual([29700, 29500, 35000, 25800]);
    expect(edited.value.dropped).toEqual([]);
  });
});
