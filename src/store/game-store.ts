/**
 * Games kept in the browser (IndexedDB), so a hand once confirmed is never lost: a reload, a
 * crash or a closed tab resumes where the table was. One record per game: its title, when it
 * began, and its log (the engine's `GameLog`: the events as entered, and the undo cursor).
 * `saveLog` resolves only when IndexedDB has committed the transaction: the screen confirms an
 * event after that, never before. What is read back is checked again: every event's shape
 * (the record schema, src/formats/game-record.ts) and the whole log replayed by the engine; a record that fails comes back as a
 * `damaged` value naming the reason, never a throw and never a silently different game.
 */
import type { GameLog } from '../engine/index';
import { checkGameRecord, type RecordError } from '../formats/game-record';

export const GAME_DB = 'riichi-lens';
const GAMES = 'games';
const VERSION = 1;

export interface GameSummary {
  readonly id: string;
  readonly title: string;
  /** ISO 8601. */
  readonly createdAt: string;
  /** Events in effect (up to the undo cursor). */
  readonly events: number;
  /** Why the record cannot be read back, when it cannot: listed all the same, never hidden. */
  /** Why a kept record cannot be read back (coded, so the page words it in its language). */
  readonly damaged?: RecordError;
}

export interface StoredGame {
  readonly id: string;
  readonly title: string;
  readonly createdAt: string;
  readonly log: GameLog;
}

export type LoadedGame =
  | { readonly ok: true; readonly game: StoredGame }
  | { readonly ok: false; readonly code: 'missing' }
  | { readonly ok: false; readonly code: 'damaged'; readonly error: RecordError };

export interface GameStore {
  /** Writes the game whole (a new one, or its new log); resolves once the write is committed. */
  saveGame(game: StoredGame): Promise<void>;
  loadGame(id: string): Promise<LoadedGame>;
  /** Every game kept, newest first. */
  listGames(): Promise<GameSummary[]>;
  /**
   * The record as it is stored, as JSON text, checked or not: what a game the checks now refuse
   * (`damaged`, e.g. written by an older version under looser bounds) can still be saved from, so
   * no game kept is ever out of reach. Null when there is none by that id.
   */
  storedText(id: string): Promise<string | null>;
  deleteGame(id: string): Promise<void>;
  close(): void;
}

/** A request's result as a promise. */
export function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Resolves when the transaction has committed (not merely when its requests succeeded). */
export function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

/** A stored record checked by the engine (fields, every event's shape, a clean replay); a failure is `damaged`. */
export function checkStoredGame(record: unknown): LoadedGame {
  const r = checkGameRecord(record);
  return r.ok ? { ok: true, game: r.value } : { ok: false, code: 'damaged', error: r.error };
}

/**
 * Opens (creating on first use) the games database. Rejects when the browser refuses IndexedDB.
 * `factory` is the page's own `indexedDB` unless another realm's is given (a test's second page).
 */
export async function openGameStore(name: string = GAME_DB, factory: IDBFactory = indexedDB): Promise<GameStore> {
  const open = factory.open(name, VERSION);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(GAMES)) open.result.createObjectStore(GAMES, { keyPath: 'id' });
  };
  const db = await done(open);
  const tx = (mode: IDBTransactionMode) => db.transaction(GAMES, mode, { durability: 'strict' });
  return {
    async saveGame(game) {
      const t = tx('readwrite');
      t.objectStore(GAMES).put(game);
      await committed(t);
    },
    async loadGame(id) {
      const record: unknown = await done(tx('readonly').objectStore(GAMES).get(id));
      return record === undefined ? { ok: false, code: 'missing' } : checkStoredGame(record);
    },
    async listGames() {
      const store = tx('readonly').objectStore(GAMES);
      const [keys, records] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
      return (records as unknown[])
        .map((record, i): GameSummary => {
          const g = checkStoredGame(record);
          if (g.ok) return { id: g.game.id, title: g.game.title, createdAt: g.game.createdAt, events: g.game.log.cursor };
          const r = record as Partial<StoredGame> | null;
          return { id: String(keys[i]), title: typeof r?.title === 'string' ? r.title : '', createdAt: typeof r?.createdAt === 'string' ? r.createdAt : '', events: 0, ...(g.code === 'damaged' ? { damaged: g.error } : {}) };
        })
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async storedText(id) {
      const record: unknown = await done(tx('readonly').objectStore(GAMES).get(id));
      return record === undefined ? null : JSON.stringify(record);
    },
    async deleteGame(id) {
      const t = tx('readwrite');
      t.objectStore(GAMES).delete(id);
      await committed(t);
    },
    close: () => db.close(),
  };
}
