// Tile-set profiles kept in Chromium's real IndexedDB (src/store/profile-store.ts): written and read
// back after the connection is reopened (a reload), listed by name, replaced by name, deleted,
// a damaged record listed with its reason and refused on load, and a bad profile never written;
// each game's table choice kept beside them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CalibrationProfile } from '../../calibration/index';
import { openProfileStore, type ProfileStore, type StoredProfile } from '../../src/store/profile-store';

let dbName: string;
let store: ProfileStore;
let n = 0;

beforeEach(async () => {
  dbName = `riichi-lens-profiles-test-${Date.now()}-${n++}`;
  store = await openProfileStore(dbName);
});

afterEach(async () => {
  store.close();
  await new Promise((resolve) => {
    const r = indexedDB.deleteDatabase(dbName);
    r.onsuccess = r.onerror = r.onblocked = resolve;
  });
});

const axis = (i: number): number[] => Array.from({ length: 4 }, (_, j) => (i === j ? 1 : 0));
const profile = (name: string, tiles = 3): CalibrationProfile => ({
  format: 'riichi-lens-calibration',
  version: 1,
  style: { name, notes: '' },
  created: '2026-11-23T07:00:00.000Z',
  classifier: { fingerprint: 'abcd1234', embeddingSize: 4 },
  source: { image: 'sheet photo', tiles, redFivesRow: false },
  blend: { weight: 0.8, temperature: 0.02 },
  prototypes: { '1m': [axis(0)], '2m': [axis(1), axis(3)], '3m': [axis(2)] },
});
const stored = (name: string, tiles = 3): StoredProfile => ({ name, savedAt: '2026-11-23T08:00:00.000Z', profile: profile(name, tiles) });

/** Writes a record past the store's own checks, as a damaged disk or an old version would leave it. */
async function writeRaw(record: unknown): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(dbName);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('open failed'));
  });
  const tx = db.transaction('profiles', 'readwrite');
  tx.objectStore('profiles').put(record);
  await new Promise((resolve) => (tx.oncomplete = resolve));
  db.close();
}

describe('profile store', () => {
  it('reads back after a reload exactly the profile it saved', async () => {
    await store.saveProfile(stored('orchid'));
    store.close();
    store = await openProfileStore(dbName);
    expect(await store.loadProfile('orchid')).toEqual({ ok: true, stored: stored('orchid') });
  });

  it('lists by name, replaces a name saved again, and deletes one without touching the others', async () => {
    await store.saveProfile(stored('orchid'));
    await store.saveProfile(stored('club set'));
    await store.saveProfile(stored('orchid', 7));
    expect((await store.listProfiles()).map((p) => [p.name, p.tiles])).toEqual([
      ['club set', 3],
      ['orchid', 7],
    ]);
    await store.deleteProfile('orchid');
    expect((await store.listProfiles()).map((p) => p.name)).toEqual(['club set']);
    expect(await store.loadProfile('orchid')).toMatchObject({ ok: false, code: 'missing' });
  });

  it('lists a damaged record with its reason and refuses to load it', async () => {
    await store.saveProfile(stored('good'));
    await writeRaw({ ...stored('bent'), profile: { ...profile('bent'), prototypes: { '1m': [[2, 0, 0, 0]] } } });
    const list = await store.listProfiles();
    expect(list.find((p) => p.name === 'good')?.damaged).toBeUndefined();
    expect(list.find((p) => p.name === 'bent')).toMatchObject({ tiles: 0, damaged: 'bad_field' });
    expect(await store.loadProfile('bent')).toMatchObject({ ok: false, code: 'damaged', reason: expect.stringContaining('bad_field') });
  });

  it('refuses to save a profile that would read back damaged, writing nothing', async () => {
    await expect(store.saveProfile({ ...stored('x'), profile: { ...profile('x'), version: 4 } as unknown as CalibrationProfile })).rejects.toThrow(/unsupported_version/);
    await expect(store.saveProfile({ ...stored('x'), name: ' ' })).rejects.toThrow(/no name/);
    expect(await store.listProfiles()).toEqual([]);
  });

  it('keeps each table\'s chosen set per game, across a reopen, until it is cleared', async () => {
    expect(await store.tableProfile('game-a')).toBeNull();
    await store.setTableProfile('game-a', 'orchid');
    await store.setTableProfile('game-b', 'club set');
    store.close();
    store = await openProfileStore(dbName);
    expect(await store.tableProfile('game-a')).toBe('orchid');
    expect(await store.tableProfile('game-b')).toBe('club set');
    await store.setTableProfile('game-a', null);
    expect(await store.tableProfile('game-a')).toBeNull();
    expect(await store.tableProfile('game-b')).toBe('club set');
  });
});
