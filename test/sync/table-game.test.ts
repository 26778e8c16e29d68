// A table's game on the device: opened from the server's table (a new game from the server's log,
// or the one kept), the start checked against the table, and a divergence resolved by pulling,
// the device's own version kept as a game of its own. Over real HTTP (contract-server.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memorySyncStore } from '../../src/store/sync-store';
import { fingerprintOf } from '../../src/sync/fingerprint';
import { openTable, startFitsTable, takeServerGame } from '../../src/sync/table-game';
import { fetchServerGame } from '../../src/sync/sync-http';
import { TableSyncer } from '../../src/sync/table-syncer';
import { undo, type GameLog } from '../../src/engine/index';
import type { StoredGame } from '../../src/store/game-store';
import { contractTable, startContractServer, type ContractServer } from './contract-server';
import { memoryGameStore } from './memory-game-store';
import { START, extend, gameOf, handTimers, tsumo } from './sync-harness';

const GAME = 'table-game-0002';
const SECRET = 'T'.repeat(43);
const table = contractTable(GAME);
const pairing = { game: GAME, secret: SECRET };
const NOW = '2026-11-27T08:00:00.000Z';

let server: ContractServer;
beforeEach(async () => {
  server = await startContractServer(table, SECRET);
});
afterEach(() => server.close());

const http = () => ({ fetch, base: server.url });

async function serverGame() {
  const r = await fetchServerGame(http(), GAME);
  if (r.kind !== 'ok') throw new Error(`no table: ${r.kind}`);
  return r.value;
}

/** Sends `log` to the server as another device would. */
async function sendFromAnotherDevice(log: GameLog): Promise<void> {
  const s = new TableSyncer({ http: http(), records: memorySyncStore(), timers: handTimers(), onStatus: () => undefined }, { game: GAME, secret: SECRET, table, acked: 0, fingerprint: fingerprintOf([]) });
  await s.update(log);
}

describe('opening a table', () => {
  it('with no events on the server: no game yet, a record acknowledging nothing', async () => {
    const stores = { games: memoryGameStore(), records: memorySyncStore() };
    const r = await openTable(stores, pairing, await serverGame(), 'Spring Open · 1 · 3', NOW);
    expect(r).toEqual({ ok: true, value: { game: null, record: { game: GAME, secret: SECRET, table, acked: 0, fingerprint: fingerprintOf([]) } } });
    expect(await stores.records.load(GAME)).toEqual(r.ok && r.value.record);
  });

  it('with events on the server: the server’s game, all acknowledged', async () => {
    const log = gameOf(START, tsumo(1));
    await sendFromAnotherDevice(log);
    const stores = { games: memoryGameStore(), records: memorySyncStore() };
    const r = await openTable(stores, pairing, await serverGame(), 'Spring Open · 1 · 3', NOW);
    if (!r.ok || r.value.game === null) throw new Error('not opened');
    expect(r.value.game.log).toEqual(log);
    expect(r.value.game.title).toBe('Spring Open · 1 · 3');
    expect(r.value.record.acked).toBe(2);
    const loaded = await stores.games.loadGame(GAME);
    expect(loaded.ok && loaded.game.log).toEqual(log);
  });

  it('a game kept under the table’s id is opened as it is, never overwritten', async () => {
    const stores = { games: memoryGameStore(), records: memorySyncStore() };
    const mine: StoredGame = { id: GAME, title: 'mine', createdAt: NOW, log: gameOf(START, tsumo(2)) };
    await stores.games.saveGame(mine);
    await sendFromAnotherDevice(gameOf(START, tsumo(1)));
    const r = await openTable(stores, pairing, await serverGame(), 'Spring Open', NOW);
    expect(r.ok && r.value.game).toEqual(mine);
  });

  it('checks a start against the table: its preset, its players in any seat order', () => {
    expect(startFitsTable(table, { v: 1, type: 'start', preset: 'ema-2016', players: ['Dan', 'Cat', 'Bob', 'Ann'] })).toBe(true);
    expect(startFitsTable(table, { v: 1, type: 'start', preset: 'ema-2012', players: ['Ann', 'Bob', 'Cat', 'Dan'] })).toBe(false);
    expect(startFitsTable(table, { v: 1, type: 'start', preset: 'ema-2016', players: ['Ann', 'Bob', 'Cat', 'Cat'] })).toBe(false);
    expect(startFitsTable(table, { v: 1, type: 'start', preset: 'ema-2016', players: ['Ann', 'Bob', 'Cat', 'Dan'], startingPoints: 25000 })).toBe(false);
    expect(startFitsTable(table, { v: 1, type: 'start', preset: 'ema-2016', players: ['Ann', 'Bob', 'Cat', 'Dan'], uma: [20000, 10000, -10000, -20000] })).toBe(false);
  });
});

describe('taking the server’s game', () => {
  it('replaces the local log with the server’s, keeps the local version as its own game, and syncs on', async () => {
    const stores = { games: memoryGameStore(), records: memorySyncStore() };
    const synced = gameOf(START, tsumo(1), tsumo(2));
    const local: StoredGame = { id: GAME, title: 'Spring Open · 1 · 3', createdAt: NOW, log: extend(undo(synced)!, [tsumo(3)], 3, 'local') };
    await sendFromAnotherDevice(synced);
    await stores.games.saveGame(local);
    const record = { game: GAME, secret: SECRET, table, acked: 3, fingerprint: fingerprintOf(synced.entries) };
    const r = await takeServerGame(http(), stores, local, record, 'Spring Open · 1 · 3 (kept on this device)', 'kept-0001');
    if (!r.ok || r.value.game === null || r.value.kept === null) throw new Error('not pulled');
    expect(r.value.game.log).toEqual(synced);
    expect(r.value.kept).toEqual({ ...local, id: 'kept-0001', title: 'Spring Open · 1 · 3 (kept on this device)' });
    const kept = await stores.games.loadGame('kept-0001');
    expect(kept.ok && kept.game.log).toEqual(local.log);
    const table0 = await stores.games.loadGame(GAME);
    expect(table0.ok && table0.game.log).toEqual(synced);
    expect(await stores.records.load(GAME)).toEqual({ ...record, acked: 3, fingerprint: fingerprintOf(synced.entries) });
    // Recording goes on from the server's game: the next event is sent at base 3.
    const s = new TableSyncer({ http: http(), records: stores.records, timers: handTimers(), onStatus: () => undefined }, r.value.record);
    const next = extend(r.value.game.log, [tsumo(0)], 3, 'after');
    await s.update(next);
    expect(s.status).toEqual({ kind: 'synced', events: 4 });
    expect(server.log.map((e) => e.id)).toEqual(next.entries.map((e) => e.id));
  });

  it('keeps no copy when the local game is the server’s already', async () => {
    const stores = { games: memoryGameStore(), records: memorySyncStore() };
    const synced = gameOf(START, tsumo(1));
    await sendFromAnotherDevice(synced);
    const local: StoredGame = { id: GAME, title: 't', createdAt: NOW, log: synced };
    const r = await takeServerGame(http(), stores, local, { game: GAME, secret: SECRET, table, acked: 0, fingerprint: fingerprintOf([]) }, 'kept', 'kept-0002');
    expect(r.ok && r.value.kept).toBeNull();
    expect(stores.games.records.has('kept-0002')).toBe(false);
  });

  it('a server holding no event yet: the local game is kept apart and the table goes back to its start form', async () => {
    const stores = { games: memoryGameStore(), records: memorySyncStore() };
    const local: StoredGame = { id: GAME, title: 'Spring Open', createdAt: NOW, log: gameOf(START, tsumo(1)) };
    await stores.games.saveGame(local);
    const r = await takeServerGame(http(), stores, local, { game: GAME, secret: SECRET, table, acked: 0, fingerprint: fingerprintOf([]) }, 'Spring Open (kept on this device)', 'kept-0004');
    expect(r.ok && r.value.game).toBeNull();
    expect((await stores.games.loadGame(GAME)).ok).toBe(false);
    const kept = await stores.games.loadGame('kept-0004');
    expect(kept.ok && kept.game.log).toEqual(local.log);
  });

  it('offline: nothing is changed', async () => {
    const stores = { games: memoryGameStore(), records: memorySyncStore() };
    const local: StoredGame = { id: GAME, title: 't', createdAt: NOW, log: gameOf(START) };
    await stores.games.saveGame(local);
    const down = { fetch: () => Promise.reject(new TypeError('offline')), base: server.url };
    const r = await takeServerGame(down, stores, local, { game: GAME, secret: SECRET, table, acked: 0, fingerprint: fingerprintOf([]) }, 'kept', 'kept-0003');
    expect(r).toEqual({ ok: false, error: { code: 'offline' } });
    expect([...stores.games.records.keys()]).toEqual([GAME]);
  });
});
