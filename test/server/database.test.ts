// The database layer (src/server/database.ts) on each database it supports: the embedded PGlite
// always, and a PostgreSQL server when TEST_DATABASE_URL names one (`npm run test:postgres`; that
// database's tables are dropped first). Without the variable the PostgreSQL cases are not declared
// at all, so nothing counts as passed that did not run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/server/database';
import { targets } from './database-targets';
import { LOCK_FILE } from '../../src/server/data-dir-lock';
import { LATEST_MIGRATION } from '../../src/server/migrations';
import { StartupError } from '../../src/server/startup-error';

// Opening the embedded database the first time builds its files: seconds on two loaded cores, more
// than Vitest's 10 s for a hook (a clean clone's full run once took longer).
vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });

const ROOM = { game_id: 'game-0001-abcd', owner_hash: 'a'.repeat(64) };
const STATE = { v: 1, title: 'Final', seats: [{ name: 'Ann', points: 25000 }], note: 'ü日本' };
const AT = new Date('2026-11-27T06:00:00.123Z');

describe.each(targets)('the database on $kind', (target) => {
  let database: Database;

  beforeAll(async () => {
    await target.reset();
    database = await openDatabase(target.options());
  });

  afterAll(async () => {
    await database.close();
    target.cleanUp();
  });

  it('migrates an empty database to the latest schema', async () => {
    expect(database.kind).toBe(target.kind);
    expect(await database.schemaInfo()).toEqual({ migration: LATEST_MIGRATION, current: true });
    const tables = await database.db.introspection.getTables();
    const rooms = tables.find((t) => t.name === 'relay_rooms');
    expect(rooms?.columns.map((c) => [c.name, c.dataType, c.isNullable])).toEqual([
      ['game_id', 'text', false],
      ['owner_hash', 'text', false],
      ['state', 'jsonb', true],
      ['updated_at', 'timestamptz', false],
    ]);
  });

  it('round-trips a room with its state, and one without', async () => {
    await database.db
      .insertInto('relay_rooms')
      .values([
        { ...ROOM, state: JSON.stringify(STATE), updated_at: AT },
        { game_id: 'game-0002-abcd', owner_hash: 'b'.repeat(64), state: null, updated_at: AT },
      ])
      .execute();
    const rows = await database.db.selectFrom('relay_rooms').selectAll().orderBy('game_id').execute();
    expect(rows).toEqual([
      { ...ROOM, state: STATE, updated_at: AT },
      { game_id: 'game-0002-abcd', owner_hash: 'b'.repeat(64), state: null, updated_at: AT },
    ]);
  });

  it('keeps the data across a restart and migrates nothing twice', async () => {
    await database.close();
    database = await openDatabase(target.options());
    expect(await database.schemaInfo()).toEqual({ migration: LATEST_MIGRATION, current: true });
    const row = await database.db.selectFrom('relay_rooms').selectAll().where('game_id', '=', ROOM.game_id).executeTakeFirst();
    expect(row).toEqual({ ...ROOM, state: STATE, updated_at: AT });
  });
});

describe('the embedded database files', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'riichi-lens-db-'));
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are opened by one server at a time', async () => {
    const first = await openDatabase({ dataDir, databaseUrl: null });
    try {
      await expect(openDatabase({ dataDir, databaseUrl: null })).rejects.toThrow(StartupError);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir, databaseUrl: null });
    await again.close();
  });

  it('are taken over from a server that died without closing them', async () => {
    // The pid of a process that has exited: its lock is stale.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(dataDir, LOCK_FILE), `${gone}\n`);
    const database = await openDatabase({ dataDir, databaseUrl: null });
    expect(await database.schemaInfo()).toEqual({ migration: LATEST_MIGRATION, current: true });
    await database.close();
  });

  it('are refused to a second server while another process holds them', async () => {
    // This test's parent (vitest's main process) is alive and is not this worker.
    writeFileSync(join(dataDir, LOCK_FILE), `${process.ppid}\n`);
    const error: unknown = await openDatabase({ dataDir, databaseUrl: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toBe(`the data directory ${dataDir} is in use by another server (pid ${process.ppid}): stop it or choose another with RIICHI_LENS_DATA=...`);
    rmSync(join(dataDir, LOCK_FILE));
  });
});
