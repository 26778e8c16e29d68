// The sync records in Chromium's real IndexedDB (src/store/sync-store.ts): written and read back
// after a reopen (a reload), a record edited into nonsense read as none, and the games' own
// database left as it was (its version, its games): the sync keeps a database of its own.
import { afterEach, expect, it } from 'vitest';
import { openGameStore } from '../../src/store/game-store';
import { openSyncStore, type SyncRecord } from '../../src/store/sync-store';
import { fingerprintOf } from '../../src/sync/fingerprint';
import { envelope, start } from '../engine/game-play';

const name = `riichi-lens-sync-test-${Date.now()}`;
const games = `${name}-games`;

afterEach(async () => {
  for (const db of [name, games]) {
    await new Promise((resolve) => {
      const r = indexedDB.deleteDatabase(db);
      r.onsuccess = r.onerror = r.onblocked = resolve;
    });
  }
});

const record: SyncRecord = {
  game: 'table-game-0001',
  secret: 'S'.repeat(43),
  table: { game: 'table-game-0001', tournament: { id: 'tourney-0001', title: 'Spring Open' }, preset: 'ema-2016', session: 1, table: 3, players: ['Ann', 'Bob', 'Cat', 'Dan'] },
  acked: 2,
  fingerprint: fingerprintOf([envelope(start('ema-2016'), 0)]),
};

it('keeps a record across a reopen, and reads one edited into nonsense as none', async () => {
  const first = await openSyncStore(name);
  expect(await first.load(record.game)).toBeNull();
  await first.save(record);
  first.close();
  const again = await openSyncStore(name);
  expect(await again.load(record.game)).toEqual(record);
  await again.save({ ...record, acked: -1 });
  expect(await again.load(record.game)).toBeNull();
  again.close();
});

it('leaves the games’ database and its games as they were', async () => {
  const store = await openGameStore(games);
  const game = { id: 'g1', title: 'Table 1', createdAt: '2026-11-27T08:00:00Z', log: { entries: [envelope(start('ema-2016'), 0)], cursor: 1 } };
  await store.saveGame(game);
  store.close();
  const sync = await openSyncStore(`${games}-sync`);
  await sync.save(record);
  sync.close();
  const reopened = await openGameStore(games);
  expect(await reopened.loadGame('g1')).toEqual({ ok: true, game });
  reopened.close();
  const version = await new Promise<number>((resolve) => {
    const open = indexedDB.open(games);
    open.onsuccess = () => {
      resolve(open.result.version);
      open.result.close();
    };
  });
  expect(version).toBe(1);
  await new Promise((resolve) => {
    const r = indexedDB.deleteDatabase(`${games}-sync`);
    r.onsuccess = r.onerror = r.onblocked = resolve;
  });
});
