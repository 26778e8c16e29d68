/**
 * The database's migrations, in code: Kysely's Migrator reads them from a provider object rather
 * than scanning a folder, so they run the same from tsx, from the tests and from any bundle.
 * Migrations run in name order and are never edited once released: a change is a new one.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';

const MIGRATIONS: Record<string, Migration> = {
  '0001_relay_rooms': {
    // The relay's store (src/relay) keeps each room's owner and latest state here, and drops
    // rooms idle for too long: hence the index on updated_at.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('relay_rooms')
        .addColumn('game_id', 'text', (col) => col.primaryKey())
        .addColumn('owner_hash', 'text', (col) => col.notNull())
        .addColumn('state', 'jsonb')
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('relay_rooms_updated_at').on('relay_rooms').column('updated_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('relay_rooms').execute();
    },
  },
  '0002_tournaments': {
    // Club and tournament play (src/server/API.md). Secrets are kept only as SHA-256 hashes; a
    // table's secret is derived from the admin secret, never stored. A game's log is append-only:
    // the primary key (game_id, position) is what stops two concurrent syncs from both writing
    // the same position, and (game_id, event_id) keeps each event once.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tournaments')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('preset', 'text', (col) => col.notNull())
        .addColumn('players', 'jsonb', (col) => col.notNull())
        .addColumn('admin_hash', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('tournament_tables')
        .addColumn('game_id', 'text', (col) => col.primaryKey())
        .addColumn('tournament_id', 'text', (col) => col.notNull().references('tournaments.id').onDelete('cascade'))
        .addColumn('session', 'integer', (col) => col.notNull())
        .addColumn('table_number', 'integer', (col) => col.notNull())
        .addColumn('players', 'jsonb', (col) => col.notNull())
        .addColumn('secret_hash', 'text', (col) => col.notNull())
        .addUniqueConstraint('tournament_tables_seat', ['tournament_id', 'session', 'table_number'])
        .execute();
      await db.schema
        .createTable('game_events')
        .addColumn('game_id', 'text', (col) => col.notNull().references('tournament_tables.game_id').onDelete('cascade'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('envelope', 'jsonb', (col) => col.notNull())
        .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('game_events_position', ['game_id', 'position'])
        .addUniqueConstraint('game_events_event', ['game_id', 'event_id'])
        .execute();
      await db.schema
        .createTable('penalties')
        .addColumn('id', 'integer', (col) => col.generatedAlwaysAsIdentity().primaryKey())
        .addColumn('tournament_id', 'text', (col) => col.notNull().references('tournaments.id').onDelete('cascade'))
        .addColumn('player', 'text', (col) => col.notNull())
        .addColumn('points', 'integer', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('penalties_tournament').on('penalties').column('tournament_id').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['penalties', 'game_events', 'tournament_tables', 'tournaments']) await db.schema.dropTable(table).execute();
    },
  },
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** The newest migration's name: the schema a database must be at for this code (checked by /api/health). */
export const LATEST_MIGRATION = Object.keys(MIGRATIONS).sort().at(-1) ?? '';
