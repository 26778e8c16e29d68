/**
 * Tile-set profiles (calibration/profile.ts) kept in the browser, in an IndexedDB database of
 * their own: a profile is half a megabyte of prototypes, and the games database's schema and
 * upgrades should not have to carry it. One record per name (saving a name again replaces it).
 * `saveProfile` resolves only once the transaction has committed, so the screen never shows a
 * profile as saved before it is. Every record read back is checked again (`checkProfile`): a
 * damaged one is listed with its reason and never handed to the recogniser.
 *
 * Beside the profiles, each game's table choice (which profile that table reads with) on this
 * device: a small map game id -> profile name, kept here rather than in the game's record, whose
 * format is the engine's and travels in exported files, while a tile set belongs to this browser.
 */
import { checkProfile, type CalibrationProfile, type ProfileErrorCode } from '../../calibration/profile';
import { committed, done } from './game-store';

export const PROFILE_DB = 'riichi-lens-profiles';
const PROFILES = 'profiles';
/** Game id -> the profile name chosen for that table (version 2). */
const TABLES = 'tables';
const VERSION = 2;

export interface StoredProfile {
  readonly name: string;
  /** ISO 8601. */
  readonly savedAt: string;
  readonly profile: CalibrationProfile;
}

export interface ProfileSummary {
  readonly name: string;
  readonly savedAt: string;
  /** Tiles the sheet photo gave (34 or 38); 0 for a damaged record. */
  readonly tiles: number;
  /** Why the record cannot be used, when it cannot: listed all the same, so it can be deleted. */
  /** Why the record cannot be used, coded (the page words it); a record short of its own fields counts as `bad_field`. */
  readonly damaged?: ProfileErrorCode;
}

export type LoadedProfile =
  | { readonly ok: true; readonly stored: StoredProfile }
  | { readonly ok: false; readonly code: 'missing'; readonly reason: string }
  | { readonly ok: false; readonly code: 'damaged'; readonly problem: ProfileErrorCode; readonly reason: string };

export interface ProfileStore {
  saveProfile(stored: StoredProfile): Promise<void>;
  loadProfile(name: string): Promise<LoadedProfile>;
  /** Every profile kept, by name. */
  listProfiles(): Promise<ProfileSummary[]>;
  deleteProfile(name: string): Promise<void>;
  /** The profile name chosen for the game's table, `null` when none was (the browser-wide one applies). */
  tableProfile(gameId: string): Promise<string | null>;
  /** Chooses the table's profile (`null`: none, follow the browser-wide one). */
  setTableProfile(gameId: string, name: string | null): Promise<void>;
  close(): void;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored record checked field by field and its profile by `checkProfile`. */
export function checkStoredProfile(record: unknown): LoadedProfile {
  const damaged = (reason: string, problem: ProfileErrorCode = 'bad_field'): LoadedProfile => ({ ok: false, code: 'damaged', problem, reason });
  if (!isRecord(record)) return damaged('not a profile record');
  if (typeof record.name !== 'string' || record.name.trim() === '') return damaged('no name');
  if (typeof record.savedAt !== 'string' || Number.isNaN(Date.parse(record.savedAt))) return damaged('no valid save time');
  const check = checkProfile(record.profile);
  if (!check.ok) return damaged(`${check.code}: ${check.message}`, check.code);
  return { ok: true, stored: { name: record.name, savedAt: record.savedAt, profile: check.profile } };
}

/** Opens (creating on first use) the profiles database. Rejects when the browser refuses IndexedDB. */
export async function openProfileStore(name: string = PROFILE_DB, factory: IDBFactory = indexedDB): Promise<ProfileStore> {
  const open = factory.open(name, VERSION);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(PROFILES)) open.result.createObjectStore(PROFILES, { keyPath: 'name' });
    if (!open.result.objectStoreNames.contains(TABLES)) open.result.createObjectStore(TABLES, { keyPath: 'game' });
  };
  const db = await done(open);
  const tx = (mode: IDBTransactionMode, store: string = PROFILES) => db.transaction(store, mode, { durability: 'strict' });
  return {
    async saveProfile(stored) {
      // Refused before writing: a record that would read back damaged is never stored.
      const check = checkStoredProfile(stored);
      if (!check.ok) throw new Error(`not saved: ${check.reason}`);
      const t = tx('readwrite');
      t.objectStore(PROFILES).put(check.stored);
      await committed(t);
    },
    async loadProfile(key) {
      const record: unknown = await done(tx('readonly').objectStore(PROFILES).get(key));
      return record === undefined ? { ok: false, code: 'missing', reason: `no profile named ${key}` } : checkStoredProfile(record);
    },
    async listProfiles() {
      const store = tx('readonly').objectStore(PROFILES);
      const [keys, records] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
      return (records as unknown[])
        .map((record, i): ProfileSummary => {
          const p = checkStoredProfile(record);
          if (p.ok) return { name: p.stored.name, savedAt: p.stored.savedAt, tiles: p.stored.profile.source.tiles };
          const r = isRecord(record) ? record : {};
          return { name: String(keys[i]), savedAt: typeof r.savedAt === 'string' ? r.savedAt : '', tiles: 0, damaged: p.code === 'damaged' ? p.problem : 'bad_field' };
        })
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    async deleteProfile(key) {
      const t = tx('readwrite');
      t.objectStore(PROFILES).delete(key);
      await committed(t);
    },
    async tableProfile(gameId) {
      const record: unknown = await done(tx('readonly', TABLES).objectStore(TABLES).get(gameId));
      return isRecord(record) && typeof record.profile === 'string' ? record.profile : null;
    },
    async setTableProfile(gameId, name) {
      const t = tx('readwrite', TABLES);
      if (name === null) t.objectStore(TABLES).delete(gameId);
      else t.objectStore(TABLES).put({ game: gameId, profile: name });
      await committed(t);
    },
    close: () => db.close(),
  };
}
