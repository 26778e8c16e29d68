/**
 * What this device knows about syncing each tournament table's game (issue 22, point 4): the
 * table (from GET /api/games/:game), the table's secret, and how much of the game the server has
 * acknowledged (a length and a fingerprint of those events), so a reload goes on where it was and
 * sends nothing needlessly. A database of its own beside the games' (`riichi-lens`): the games'
 * database keeps its version and every game in it untouched. Read back through a schema, since
 * storage is the user's to edit; a record that fails is treated as absent (the worst that does is
 * resend events, which the server acknowledges as duplicates).
 */
import * as v from 'valibot';
import { MAX_EVENTS } from '../formats/game-record';
import { secretSchema, tableInfoSchema, type TableInfo } from '../formats/table-sync';
import { committed, done } from './game-store';

export const SYNC_DB = 'riichi-lens-sync';
const TABLES = 'tables';
const VERSION = 1;

export const syncRecordSchema = v.object({
  /** The game's id, which is the table's game on the server. */
  game: v.string(),
  secret: secretSchema,
  table: tableInfoSchema,
  /** Events the server has acknowledged: the first `acked` events in effect. */
  acked: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_EVENTS)),
  /** fingerprintOf (src/sync/fingerprint.ts) of those events. */
  fingerprint: v.string(),
});

export interface SyncRecord {
  readonly game: string;
  readonly secret: string;
  readonly table: TableInfo;
  readonly acked: number;
  readonly fingerprint: string;
}

/** Where the sync state is kept: IndexedDB in the page, a Map in Node tests. */
export interface SyncRecordStore {
  load(game: string): Promise<SyncRecord | null>;
  /** Resolves once the write is committed. */
  save(record: SyncRecord): Promise<void>;
}

/** A stored value checked again; null when it is not a sync record. */
export function checkSyncRecord(x: unknown): SyncRecord | null {
  const r = v.safeParse(syncRecordSchema, x);
  return r.success ? r.output : null;
}

/** Opens (creating on first use) the sync database. Rejects when the browser refuses IndexedDB. */
export async function openSyncStore(name: string = SYNC_DB, factory: IDBFactory = indexedDB): Promise<SyncRecordStore & { close(): void }> {
  const open = factory.open(name, VERSION);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(TABLES)) open.result.createObjectStore(TABLES, { keyPath: 'game' });
  };
  const db = await done(open);
  return {
    async load(game) {
      const record: unknown = await done(db.transaction(TABLES, 'readonly').objectStore(TABLES).get(game));
      return checkSyncRecord(record);
    },
    async save(record) {
      const t = db.transaction(TABLES, 'readwrite', { durability: 'strict' });
      t.objectStore(TABLES).put(record);
      await committed(t);
    },
    close: () => db.close(),
  };
}

/** A store in memory: for Node, and for a page whose browser refuses IndexedDB (the sync then holds for the page). */
export function memorySyncStore(): SyncRecordStore {
  const records = new Map<string, SyncRecord>();
  return {
    load: (game) => Promise.resolve(records.get(game) ?? null),
    save: (record) => {
      records.set(record.game, record);
      return Promise.resolve();
    },
  };
}
