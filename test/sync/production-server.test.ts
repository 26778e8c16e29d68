// The device's sync against the production server's routes (src/server/, API.md): a table opened
// through the API as a referee would, the device's events sent, resent and diverged, and the
// divergence resolved by pulling. What contract-server.ts stands in for elsewhere, for real.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { memorySyncStore } from '../../src/store/sync-store';
import { fingerprintOf } from '../../src/sync/fingerprint';
import { fetchServerGame } from '../../src/sync/sync-http';
import { openTable, takeServerGame } from '../../src/sync/table-game';
import { TableSyncer } from '../../src/sync/table-syncer';
import { undo, type GameEvent, type GameLog } from '../../src/engine/index';
import type { SyncRecord } from '../../src/store/sync-store';
import { memoryGameStore } from './memory-game-store';
import { extend, handTimers, tsumo } from './sync-harness';
import { TABLE_PLAYERS, tournamentTable, type TournamentTable } from './tournament-table';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });

let t: TournamentTable;
beforeAll(async () => {
  t = await tournamentTable();
});
afterAll(() => t.close());

const http = () => ({ fetch, base: t.server.url });
const START: GameEvent = { v: 1, type: 'start', players: [...TABLE_PLAYERS].reverse(), preset: 'ema-2016' };
const serverIds = async () => {
  const r = await fetchServerGame(http(), t.game);
  if (r.kind !== 'ok') throw new Error(r.kind);
  return r.value.entries.map((e) => e.id);
};
const idsOf = (log: GameLog) => log.entries.slice(0, log.cursor).map((e) => e.id);

it('a table is looked up, synced, resent safely, diverged by an undo, and taken back from the server', async () => {
  const stores = { games: memoryGameStore(), records: memorySyncStore() };
  const found = await fetchServerGame(http(), t.game);
  if (found.kind !== 'ok') throw new Error(`not a table: ${found.kind}`);
  expect(found.value.table.players).toEqual(TABLE_PLAYERS);
  expect(await fetchServerGame(http(), 'no-such-game-0000')).toEqual({ kind: 'not_table' });
  const opened = await openTable(stores, { game: t.game, secret: t.secret }, found.value, 'Spring Open · 1 · 1', new Date().toISOString());
  if (!opened.ok) throw new Error('not opened');
  expect(opened.value.game).toBeNull();

  const syncer = new TableSyncer({ http: http(), records: stores.records, timers: handTimers(), onStatus: () => undefined }, opened.value.record);
  const log = extend(extend({ entries: [], cursor: 0 }, [START], 0, 'p'), [tsumo(1), tsumo(2)], 1, 'p');
  await syncer.update(log);
  expect(syncer.status).toEqual({ kind: 'synced', events: 3 });
  expect(await serverIds()).toEqual(idsOf(log));

  // The record lost (a new browser profile): everything resent from 0, acknowledged as duplicates.
  const again = new TableSyncer({ http: http(), records: memorySyncStore(), timers: handTimers(), onStatus: () => undefined }, { ...opened.value.record, acked: 0, fingerprint: fingerprintOf([]) });
  await again.update(log);
  expect(again.status).toEqual({ kind: 'synced', events: 3 });
  expect(await serverIds()).toEqual(idsOf(log));

  // Undo of a synced event and a new one: found locally, nothing sent.
  const diverged = extend(undo(log)!, [tsumo(3)], 3, 'local');
  await syncer.update(diverged);
  expect(syncer.status).toEqual({ kind: 'diverged', reason: 'changed' });
  // Sent anyway (a device that missed it): the server says diverged, and stores nothing.
  const blind = new TableSyncer({ http: http(), records: memorySyncStore(), timers: handTimers(), onStatus: () => undefined }, { ...opened.value.record, acked: 2, fingerprint: fingerprintOf(diverged.entries.slice(0, 2)) });
  await blind.update(diverged);
  expect(blind.status).toEqual({ kind: 'diverged', reason: 'server' });
  expect(await serverIds()).toEqual(idsOf(log));

  const local = { id: t.game, title: 'Spring Open · 1 · 1', createdAt: new Date().toISOString(), log: diverged };
  await stores.games.saveGame(local);
  const pulled = await takeServerGame(http(), stores, local, syncer.record, 'Spring Open · 1 · 1 (kept on this device)', 'kept-0001');
  if (!pulled.ok || pulled.value.game === null) throw new Error('not pulled');
  expect(idsOf(pulled.value.game.log)).toEqual(idsOf(log));
  const kept = await stores.games.loadGame('kept-0001');
  expect(kept.ok && idsOf(kept.game.log)).toEqual(idsOf(diverged));
  await syncer.adopt(pulled.value.record, pulled.value.game.log);
  const next = extend(pulled.value.game.log, [tsumo(0)], 3, 'after');
  await syncer.update(next);
  expect(syncer.status).toEqual({ kind: 'synced', events: 4 });
  expect(await serverIds()).toEqual(idsOf(next));
});

it('a wrong secret and a start with other players stop the sync with the reason', async () => {
  const found = await fetchServerGame(http(), t.game);
  if (found.kind !== 'ok') throw new Error(found.kind);
  const record = (secret: string): SyncRecord => ({ game: t.game, secret, table: found.value.table, acked: 0, fingerprint: fingerprintOf([]) });
  const wrong = new TableSyncer({ http: http(), records: memorySyncStore(), timers: handTimers(), onStatus: () => undefined }, record('x'.repeat(43)));
  await wrong.update(extend({ entries: [], cursor: 0 }, [START]));
  expect(wrong.status).toMatchObject({ kind: 'stopped', reason: 'wrong_secret' });
  // Table 2's own secret, but table 1's players: the server's wrong_table.
  const otherTable = new TableSyncer({ http: http(), records: memorySyncStore(), timers: handTimers(), onStatus: () => undefined }, { ...record(t.other.secret), game: t.other.game });
  await otherTable.update(extend({ entries: [], cursor: 0 }, [START]));
  expect(otherTable.status).toMatchObject({ kind: 'stopped', reason: 'wrong_table' });
});
