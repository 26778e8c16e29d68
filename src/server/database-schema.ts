/**
 * The database's tables as Kysely sees them: every query is typed against these, so a column
 * renamed in a migration and not here fails the type check rather than a query at run time.
 */
import type { ColumnType, Generated } from 'kysely';

/**
 * A relay room (a game id) kept across restarts: who owns it (the SHA-256 of the secret that
 * claimed it, never the secret), the last state published to it, and when, so rooms left idle
 * can expire.
 */
export interface RelayRoomsTable {
  game_id: string;
  owner_hash: string;
  /** jsonb: read back as the value; written as its JSON text, which PGlite and pg both pass through unchanged. */
  state: ColumnType<unknown, string | null, string | null>;
  updated_at: ColumnType<Date, Date, Date>;
}

/** A tournament (migration 0002): its players (jsonb, a list of names) and the SHA-256 (hex) of its admin secret. */
export interface TournamentsTable {
  id: string;
  title: string;
  preset: string;
  /** jsonb: read back as the value, written as its JSON text. */
  players: ColumnType<unknown, string, string>;
  admin_hash: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** One table of one session: its game (the relay room of the same id) and the SHA-256 of the table's derived secret. */
export interface TournamentTablesTable {
  game_id: string;
  tournament_id: string;
  session: number;
  table_number: number;
  players: ColumnType<unknown, string, string>;
  secret_hash: string;
}

/** A table's log on the server, one envelope per position; append-only. */
export interface GameEventsTable {
  game_id: string;
  position: number;
  event_id: string;
  envelope: ColumnType<unknown, string, never>;
  received_at: ColumnType<Date, Date | undefined, never>;
}

/** A referee's penalty: points off a player's tournament total. */
export interface PenaltiesTable {
  id: Generated<number>;
  tournament_id: string;
  player: string;
  points: number;
  reason: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface DatabaseSchema {
  relay_rooms: RelayRoomsTable;
  tournaments: TournamentsTable;
  tournament_tables: TournamentTablesTable;
  game_events: GameEventsTable;
  penalties: PenaltiesTable;
}
