/**
 * One query layer (Kysely) over two databases: PGlite, PostgreSQL compiled to WebAssembly and
 * kept in files under the data directory, so `npm start` needs no database server; or a
 * PostgreSQL server when DATABASE_URL names one (a club's shared machine). Both speak the same
 * SQL, so the migrations and queries are written once. Opening migrates to the latest schema.
 */
import { accessSync, constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import type { DatabaseSchema } from './database-schema.ts';
import { LATEST_MIGRATION, migrationProvider } from './migrations.ts';
import { StartupError, dataDirError } from './startup-error.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** The embedded database lives in `db/` under it. */
  readonly dataDir: string;
  /** A PostgreSQL server's URL; null for the embedded database. */
  readonly databaseUrl: string | null;
}

/** What /api/health says of the schema: the newest migration applied and whether it is this code's. */
export interface SchemaInfo {
  readonly migration: string | null;
  readonly current: boolean;
}

export interface Database {
  readonly db: Kysely<DatabaseSchema>;
  readonly kind: DatabaseKind;
  schemaInfo(): Promise<SchemaInfo>;
  close(): Promise<void>;
}

interface OpenedDialect {
  readonly dialect: Dialect;
  /** Runs after the database is closed (or failed to open). */
  readonly release: () => void;
}

/**
 * The embedded database's folder, created and checked writable first (PGlite's own error for it
 * is a WebAssembly abort) and locked for this process.
 */
async function pgliteDialect(dataDir: string): Promise<OpenedDialect> {
  const dir = join(dataDir, 'db');
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    throw dataDirError(error, dataDir);
  }
  const release = lockDataDir(dataDir);
  try {
    return { dialect: new PGliteDialect(await PGlite.create(dir)), release };
  } catch (error) {
    release();
    throw error;
  }
}

function postgresDialect(url: string): OpenedDialect {
  return { dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }), release: () => undefined };
}

async function migrate(db: Kysely<DatabaseSchema>, kind: DatabaseKind): Promise<Migrator> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const reason = error instanceof Error ? error.message : String(error);
    // The URL may hold a password: it is never printed.
    throw new StartupError(kind === 'postgres' ? `cannot use the PostgreSQL database in DATABASE_URL: ${reason}` : `cannot migrate the embedded database: ${reason}`);
  }
  return migrator;
}

/** Opens the database `options` name and brings its schema to the latest migration. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const kind: DatabaseKind = options.databaseUrl === null ? 'pglite' : 'postgres';
  const { dialect, release } = options.databaseUrl === null ? await pgliteDialect(options.dataDir) : postgresDialect(options.databaseUrl);
  const db = new Kysely<DatabaseSchema>({ dialect });
  const close = async (): Promise<void> => {
    try {
      await db.destroy();
    } finally {
      release();
    }
  };
  let migrator: Migrator;
  try {
    migrator = await migrate(db, kind);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db,
    kind,
    async schemaInfo() {
      const applied = (await migrator.getMigrations()).filter((m) => m.executedAt !== undefined);
      const migration = applied.at(-1)?.name ?? null;
      return { migration, current: migration === LATEST_MIGRATION };
    },
    close,
  };
}
