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
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** The newest migration's name: the schema a database must be at for this code (checked by /api/health). */
export const LATEST_MIGRATION = Object.keys(MIGRATIONS).sort().at(-1) ?? '';
