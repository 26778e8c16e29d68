/**
 * The database's tables as Kysely sees them: every query is typed against these, so a column
 * renamed in a migration and not here fails the type check rather than a query at run time.
 */
import type { ColumnType } from 'kysely';

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

export interface DatabaseSchema {
  relay_rooms: RelayRoomsTable;
}
