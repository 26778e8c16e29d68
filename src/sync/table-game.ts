/**
 * A tournament table's game on this device: opened from the pairing link once the server says
 * the game is a table (GET /api/games/:game answered 200), and replaced by the server's log when
 * the user resolves a divergence by pulling. Never loses a game: the device's own version is kept
 * as a game of its own before the server's is written over it.
 */
import { type Result, ok, err } from '../engine/result';
import type { GameEvent } from '../engine/index';
import { checkGameRecord } from '../formats/game-record';
import type { Pairing } from '../formats/pairing-link';
import type { ServerGame, TableInfo } from '../formats/table-sync';
import type { GameStore, StoredGame } from '../store/game-store';
import type { SyncRecord, SyncRecordStore } from '../store/sync-store';
import { fingerprintOf } from './fingerprint';
import { fetchServerGame, type Http, type StopReason } from './sync-http';
import { startProblem } from '../tournament/sync';

export interface TableStores {
  readonly games: GameStore;
  readonly records: SyncRecordStore;
}

export type TableError =
  /** No answer, or the server is busy or down: try again later. */
  | { readonly code: 'offline' }
  | { readonly code: 'stopped'; readonly reason: StopReason; readonly message: string }
  /** The server says the game is no (longer a) tournament table. */
  | { readonly code: 'not_table' }
  /** The server's log does not replay, or a game kept under the table's id cannot be read: nothing was written. */
  | { readonly code: 'unreadable' }
  | { readonly code: 'not_saved'; readonly reason: string };

export interface OpenedTable {
  /** The local game, or null while the table's game has not started (the start form is shown, for the table). */
  readonly game: StoredGame | null;
  readonly record: SyncRecord;
}

const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** A game holding exactly `server`'s log, all in effect; null when it would not read back. */
function serverCopy(id: string, title: string, createdAt: string, server: ServerGame): StoredGame | null {
  const game: StoredGame = { id, title, createdAt, log: { entries: server.entries, cursor: server.entries.length } };
  return checkGameRecord(game).ok ? game : null;
}

const acknowledgedAll = (server: ServerGame): Pick<SyncRecord, 'acked' | 'fingerprint'> => ({ acked: server.entries.length, fingerprint: fingerprintOf(server.entries) });

/**
 * Opens the table `server` on this device: the game kept under the table's id if there is one
 * (its sync record goes on, or starts at nothing acknowledged), else the server's log as a new
 * game when the server has events, else no game yet (the start form).
 */
export async function openTable(stores: TableStores, pairing: Pairing, server: ServerGame, title: string, now: string): Promise<Result<OpenedTable, TableError>> {
  try {
    const known = await stores.records.load(pairing.game);
    const local = await stores.games.loadGame(pairing.game);
    if (!local.ok && local.code === 'damaged') return err({ code: 'unreadable' });
    // A record kept from before goes on (what was acknowledged stays); the secret and the table are the latest.
    let record: SyncRecord = { ...(known ?? { acked: 0, fingerprint: fingerprintOf([]) }), game: pairing.game, secret: pairing.secret, table: server.table };
    let game: StoredGame | null = local.ok ? local.game : null;
    if (game === null && server.entries.length > 0) {
      game = serverCopy(pairing.game, title, server.entries[0]?.at ?? now, server);
      if (game === null) return err({ code: 'unreadable' });
      await stores.games.saveGame(game);
      record = { ...record, ...acknowledgedAll(server) };
    }
    await stores.records.save(record);
    return ok({ game, record });
  } catch (e) {
    return err({ code: 'not_saved', reason: reasonOf(e) });
  }
}

/** Whether `start` is one the server takes for `table`: its preset, and exactly its players in any seat order. */
export function startFitsTable(table: TableInfo, start: Extract<GameEvent, { type: 'start' }>): boolean {
  // The server's own check (src/tournament/sync.ts), so the device refuses exactly what it would.
  return startProblem(start, table) === null;
}

export interface Pulled {
  /** The game as the server holds it (null when the server holds no event: the start form again). */
  readonly game: StoredGame | null;
  /** The device's own version, kept as a game of its own; null when it was the server's already. */
  readonly kept: StoredGame | null;
  readonly record: SyncRecord;
}

/**
 * Resolves a divergence by pulling: the server's log replaces the local one. The local version is
 * written first as a separate game titled `keptTitle` (new id `keptId`), so that if anything fails
 * after, both are still there; only then is the table's game replaced.
 */
export async function takeServerGame(http: Http, stores: TableStores, local: StoredGame, record: SyncRecord, keptTitle: string, keptId: string): Promise<Result<Pulled, TableError>> {
  const reply = await fetchServerGame(http, record.game);
  if (reply.kind === 'retry') return err({ code: 'offline' });
  if (reply.kind === 'not_table') return err({ code: 'not_table' });
  if (reply.kind === 'stopped') return err({ code: 'stopped', reason: reply.reason, message: reply.message });
  const server = reply.value;
  const game = server.entries.length === 0 ? null : serverCopy(local.id, local.title, local.createdAt, server);
  if (game === null && server.entries.length > 0) return err({ code: 'unreadable' });
  const same = game !== null && local.log.cursor === local.log.entries.length && fingerprintOf(local.log.entries) === fingerprintOf(game.log.entries);
  const kept: StoredGame | null = same ? null : { ...local, id: keptId, title: keptTitle };
  const next: SyncRecord = { ...record, table: server.table, ...acknowledgedAll(server) };
  try {
    if (kept !== null) await stores.games.saveGame(kept);
    if (game === null) await stores.games.deleteGame(local.id);
    else await stores.games.saveGame(game);
    await stores.records.save(next);
  } catch (e) {
    return err({ code: 'not_saved', reason: reasonOf(e) });
  }
  return ok({ game, kept, record: next });
}
