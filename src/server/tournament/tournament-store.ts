/**
 * The tournament tables of the database (migration 0002), read and written for the routes: thin,
 * every decision is the pure core's (src/tournament). Rows come back as the core's plain values.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Envelope, PresetName } from '../../engine/index';
import type { DatabaseSchema } from '../database-schema.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export interface TournamentRecord {
  readonly id: string;
  readonly title: string;
  readonly preset: PresetName;
  readonly players: readonly string[];
  readonly adminHash: string;
  readonly createdAt: Date;
}

export interface TableRecord {
  readonly game: string;
  readonly tournament: string;
  readonly session: number;
  readonly table: number;
  readonly players: readonly string[];
  readonly secretHash: string;
}

/** A game's log on the server and when its last event arrived. */
export interface StoredLog {
  readonly entries: readonly Envelope[];
  readonly updatedAt: Date | null;
}

export interface PenaltyRecord {
  readonly player: string;
  readonly points: number;
  readonly reason: string;
  readonly at: Date;
}

// jsonb columns come back parsed (PGlite and pg alike); they were written by these functions only.
const names = (x: unknown): readonly string[] => x as readonly string[];

export async function loadTournament(db: Db, id: string, lock = false): Promise<TournamentRecord | null> {
  let query = db.selectFrom('tournaments').selectAll().where('id', '=', id);
  // The row lock serialises adding sessions to one tournament (the session number is read, then written).
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (row === undefined) return null;
  return { id: row.id, title: row.title, preset: row.preset as PresetName, players: names(row.players), adminHash: row.admin_hash, createdAt: row.created_at };
}

export async function insertTournament(db: Db, t: Omit<TournamentRecord, 'createdAt'>): Promise<void> {
  await db.insertInto('tournaments').values({ id: t.id, title: t.title, preset: t.preset, players: JSON.stringify(t.players), admin_hash: t.adminHash }).execute();
}

const tableOf = (row: { game_id: string; tournament_id: string; session: number; table_number: number; players: unknown; secret_hash: string }): TableRecord => ({
  game: row.game_id,
  tournament: row.tournament_id,
  session: row.session,
  table: row.table_number,
  players: names(row.players),
  secretHash: row.secret_hash,
});

/** The tournament's tables by session, then table number. */
export async function loadTables(db: Db, tournament: string): Promise<TableRecord[]> {
  const rows = await db.selectFrom('tournament_tables').selectAll().where('tournament_id', '=', tournament).orderBy('session').orderBy('table_number').execute();
  return rows.map(tableOf);
}

/** One table; with `lock`, its row is locked until the transaction ends, so two syncs of one game take turns. */
export async function loadTable(db: Db, game: string, lock = false): Promise<TableRecord | null> {
  let query = db.selectFrom('tournament_tables').selectAll().where('game_id', '=', game);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row === undefined ? null : tableOf(row);
}

/**
 * A session's tables, and each table's relay room claimed for the hash of its secret in the same
 * transaction: the device holding the secret may publish to it, and nobody else can claim it.
 */
export async function insertTables(db: Db, tables: readonly TableRecord[]): Promise<void> {
  if (tables.length === 0) return;
  await db
    .insertInto('tournament_tables')
    .values(tables.map((t) => ({ game_id: t.game, tournament_id: t.tournament, session: t.session, table_number: t.table, players: JSON.stringify(t.players), secret_hash: t.secretHash })))
    .execute();
  await db
    .insertInto('relay_rooms')
    .values(tables.map((t) => ({ game_id: t.game, owner_hash: t.secretHash, state: null, updated_at: new Date() })))
    .onConflict((c) => c.column('game_id').doUpdateSet((eb) => ({ owner_hash: eb.ref('excluded.owner_hash') })))
    .execute();
}

/** The logs of `games`, each in position order. */
export async function loadLogs(db: Db, games: readonly string[]): Promise<Map<string, StoredLog>> {
  const logs = new Map<string, { entries: Envelope[]; updatedAt: Date | null }>(games.map((g) => [g, { entries: [], updatedAt: null }]));
  if (games.length === 0) return logs;
  const rows = await db.selectFrom('game_events').select(['game_id', 'envelope', 'received_at']).where('game_id', 'in', games).orderBy('game_id').orderBy('position').execute();
  for (const row of rows) {
    const log = logs.get(row.game_id)!;
    log.entries.push(row.envelope as Envelope);
    if (log.updatedAt === null || row.received_at > log.updatedAt) log.updatedAt = row.received_at;
  }
  return logs;
}

export async function loadLog(db: Db, game: string): Promise<StoredLog> {
  return (await loadLogs(db, [game])).get(game)!;
}

/** Appends envelopes at positions `from`, `from + 1`, ...; the primary key refuses a position already taken. */
export async function appendEvents(db: Db, game: string, from: number, envelopes: readonly Envelope[]): Promise<void> {
  if (envelopes.length === 0) return;
  const received = new Date();
  await db
    .insertInto('game_events')
    .values(envelopes.map((e, i) => ({ game_id: game, position: from + i, event_id: e.id, envelope: JSON.stringify(e), received_at: received })))
    .execute();
}

export async function loadPenalties(db: Db, tournament: string): Promise<PenaltyRecord[]> {
  const rows = await db.selectFrom('penalties').select(['player', 'points', 'reason', 'created_at']).where('tournament_id', '=', tournament).orderBy('id').execute();
  return rows.map((r) => ({ player: r.player, points: r.points, reason: r.reason, at: r.created_at }));
}

export async function insertPenalty(db: Db, tournament: string, p: Omit<PenaltyRecord, 'at'>): Promise<void> {
  await db.insertInto('penalties').values({ tournament_id: tournament, player: p.player, points: p.points, reason: p.reason }).execute();
}
