// Games kept in Chromium's real IndexedDB (src/store/game-store.ts): written, read back after the
// connection is closed and reopened (a reload), several games apart, undo kept, damage reported,
// and a page killed while recording loses nothing it had confirmed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { append, emptyLog, stateOf, undo, type GameLog } from '../../src/engine/index';
import { openGameStore, type GameStore, type StoredGame } from '../../src/store/game-store';
import { draw, envelope, hf, riichi, ron, start, tsumo } from '../engine/game-play';

let dbName: string;
let store: GameStore;
let n = 0;

beforeEach(async () => {
  dbName = `riichi-lens-test-${Date.now()}-${n++}`;
  store = await openGameStore(dbName);
});

afterEach(async () => {
  store.close();
  await new Promise((resolve) => {
    const r = indexedDB.deleteDatabase(dbName);
    r.onsuccess = r.onerror = r.onblocked = resolve;
  });
});

/** A log of `events`, each checked by the engine as it is appended. */
function logOf(...events: Parameters<typeof envelope>[0][]): GameLog {
  return events.reduce<GameLog>((log, e, i) => {
    const r = append(log, envelope(e, i));
    if (!r.ok) throw new Error(`event ${i} refused: ${r.error.code}`);
    return r.value;
  }, emptyLog);
}

const game = (id: string, log: GameLog, createdAt = '2026-11-23T10:00:00Z'): StoredGame => ({ id, title: `Table ${id}`, createdAt, log });

describe('game store', () => {
  it('reads back after a reload exactly the game it wrote, and the engine replays it to the same state', async () => {
    const log = logOf(start('ema-2012'), riichi(1), ron(0, 1, hf(3, 40)), draw(2), tsumo(3, hf(1, 30)));
    await store.saveGame(game('g1', log));
    store.close();
    store = await openGameStore(dbName); // a reload: a new connection to the same database
    const back = await store.loadGame('g1');
    if (!back.ok) expect.fail(JSON.stringify(back));
    expect(back.game).toEqual(game('g1', log));
    expect(stateOf(back.game.log)).toEqual(stateOf(log));
  });

  it('keeps several games apart, newest first, and deletes one without touching the others', async () => {
    await store.saveGame(game('a', logOf(start('ema-2012')), '2026-11-20T10:00:00Z'));
    await store.saveGame(game('b', logOf(start('kansai-sanma'), draw()), '2026-11-22T10:00:00Z'));
    expect((await store.listGames()).map((g) => [g.id, g.events])).toEqual([
      ['b', 2],
      ['a', 1],
    ]);
    await store.deleteGame('b');
    expect((await store.listGames()).map((g) => g.id)).toEqual(['a']);
    expect(await store.loadGame('b')).toMatchObject({ ok: false, code: 'missing' });
  });

  it('keeps the undo cursor: an undone event stays redoable after a reload', async () => {
    const log = undo(logOf(start('ema-2012'), riichi(0), draw(0)))!;
    await store.saveGame(game('g', log));
    store.close();
    store = await openGameStore(dbName);
    const back = await store.loadGame('g');
    expect(back.ok && back.game.log).toEqual({ entries: log.entries, cursor: 2 });
  });

  it('reports a tampered record as damaged, naming the event, and still lists it', async () => {
    const log = logOf(start('ema-2012'), riichi(1), ron(0, 1, hf(3, 40)));
    // Written past the store, as a broken export or another tab might: 40 han is not a hand.
    const tampered = { ...game('t', log), log: { ...log, entries: log.entries.map((e, i) => (i === 2 ? { ...e, event: { ...e.event, wins: [{ winner: 1, worth: { han: 40, fu: 7 } }] } } : e)) } };
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(dbName);
      open.onsuccess = () => {
        const tx = open.result.transaction('games', 'readwrite');
        tx.objectStore('games').put(tampered);
        tx.oncomplete = () => (open.result.close(), resolve());
        tx.onerror = () => reject(tx.error);
      };
    });
    const back = await store.loadGame('t');
    expect(back).toMatchObject({ ok: false, code: 'damaged' });
    expect(!back.ok && back.code === 'damaged' && back.error).toMatchObject({ event: 3, reason: expect.stringMatching(/^event 3 /) });
    expect(await store.listGames()).toEqual([expect.objectContaining({ id: 't', damaged: expect.objectContaining({ event: 3 }) })]);
    // Still within reach: the record exactly as stored.
    expect(JSON.parse((await store.storedText('t'))!)).toEqual(tampered);
    expect(await store.storedText('none')).toBeNull();
  });

  it('loses nothing confirmed when the page recording the game is killed mid-way', async () => {
    // A second page (an iframe: its own realm, its own connection to the database) records a
    // game through the store, showing each event as recorded only once `saveGame` resolved, and
    // is torn down while it is still recording.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const pageDb = (frame.contentWindow as Window & typeof globalThis).indexedDB;
    const events = [start('ema-2012'), ...Array.from({ length: 60 }, () => draw(0))]; // the dealer stays tenpai: the game never ends
    const confirmed: number[] = [];
    const recording = (async () => {
      const pageStore = await openGameStore(dbName, pageDb);
      let log = emptyLog;
      for (const [i, e] of events.entries()) {
        const next = append(log, envelope(e, i));
        if (!next.ok) throw new Error(next.error.code);
        log = next.value;
        await pageStore.saveGame(game('live', log));
        confirmed.push(i);
      }
    })().catch(() => undefined); // the killed page's pending write never settles or fails: that is the point
    await new Promise<void>((resolve) => {
      const poll = () => (confirmed.length >= 3 ? resolve() : setTimeout(poll, 0));
      poll();
    });
    frame.remove();
    const atKill = confirmed.length;
    await Promise.race([recording, new Promise((r) => setTimeout(r, 300))]);
    expect(atKill).toBeLessThan(events.length); // killed mid-way, not after the end

    const back = await store.loadGame('live');
    if (!back.ok) expect.fail(JSON.stringify(back));
    // Everything shown as recorded before the kill is there, whole and replayable.
    expect(back.game.log.entries.length).toBeGreaterThanOrEqual(atKill);
    expect(back.game.log.entries.map((e) => e.event)).toEqual(events.slice(0, back.game.log.entries.length));
  });
});
