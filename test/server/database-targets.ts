// The databases the server suites run on: the embedded PGlite always, and a PostgreSQL server
// when TEST_DATABASE_URL names one (`npm run test:postgres`; that database's tables are dropped
// first). Without the variable the PostgreSQL cases are not declared at all, so nothing counts as
// passed that did not run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseKind, DatabaseOptions } from '../../src/server/database';

export interface Target {
  readonly kind: DatabaseKind;
  /** Where the database is: the same options open the same data again (a restart). */
  readonly options: () => DatabaseOptions;
  /** Gives the suite an empty database. */
  readonly reset: () => Promise<void>;
  readonly cleanUp: () => void;
}

function pgliteTarget(): Target {
  let dataDir = '';
  return {
    kind: 'pglite',
    options: () => ({ dataDir, databaseUrl: null }),
    reset: async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'riichi-lens-db-'));
    },
    cleanUp: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresTarget(url: string): Target {
  return {
    kind: 'postgres',
    options: () => ({ dataDir: tmpdir(), databaseUrl: url }),
    reset: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('drop table if exists penalties, game_events, tournament_tables, tournaments, relay_rooms, kysely_migration, kysely_migration_lock');
      await client.end();
    },
    cleanUp: () => undefined,
  };
}

const postgresUrl = process.env.TEST_DATABASE_URL;
export const targets = [pgliteTarget(), ...(postgresUrl ? [postgresTarget(postgresUrl)] : [])];

