// The relay's rooms in the server's database (src/server/relay-room-store.ts), on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL: a relay started again over the reopened database keeps each
// game's owner (an impostor is refused with 4001) and serves the last state at once; the table
// holds the owner's hash, never the secret; touch, delete and expiry reach the rows.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/server/database';
import { DatabaseRoomStore } from '../../src/server/relay-room-store';
import { RelayRooms } from '../../src/relay/relay-rooms';
import { ownerHashOf } from '../../src/relay/owner-hash';
import { GAME, OTHER_SECRET, SECRET, gameState, publish, subscribe } from '../relay/relay-fixtures';
import { targets } from './database-targets';

// Opening the embedded database the first time builds its files: seconds on two loaded cores, more
// than Vitest's 10 s for a hook (a clean clone's full run once took longer).
vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });

describe.each(targets)('relay rooms on $kind', (target) => {
  let database: Database;

  beforeAll(async () => {
    await target.reset();
    database = await openDatabase(target.options());
  });

  afterAll(async () => {
    await database.close();
    target.cleanUp();
  });

  it('keep the owner and the last state across a restart of the server', async () => {
    const before = new RelayRooms<string>(new DatabaseRoomStore(database.db));
    before.connect('owner', '127.0.0.1');
    await before.receive('owner', publish(GAME, SECRET, gameState('kept')));
    await before.flush();
    const row = await database.db.selectFrom('relay_rooms').selectAll().where('game_id', '=', GAME).executeTakeFirstOrThrow();
    expect(row.owner_hash).toBe(ownerHashOf(SECRET));
    expect(JSON.stringify(row)).not.toContain(SECRET);

    await database.close();
    database = await openDatabase(target.options());
    const after = new RelayRooms<string>(new DatabaseRoomStore(database.db));
    after.connect('impostor', '127.0.0.2');
    expect(await after.receive('impostor', publish(GAME, OTHER_SECRET))).toMatchObject([{ kind: 'close', code: 4001 }]);
    after.connect('overlay', '127.0.0.3');
    expect(await after.receive('overlay', subscribe())).toEqual([{ kind: 'send', to: ['overlay'], message: { type: 'state', game: GAME, state: gameState('kept') } }]);
  });

  it('touch, delete and expire the rows', async () => {
    let t = Date.parse('2026-11-27T00:00:00Z');
    const store = new DatabaseRoomStore(database.db, () => new Date(t));
    await store.save('old-game-1', ownerHashOf(SECRET), gameState());
    t += 1000;
    await store.save('new-game-1', ownerHashOf(SECRET), gameState());
    await store.save('gone-game-1', ownerHashOf(SECRET), gameState());
    await store.delete('gone-game-1');
    t += 1000;
    await store.touch('new-game-1');
    expect(await store.expire(new Date(t - 1500))).toEqual(['old-game-1']);
    expect((await store.load('new-game-1'))?.updatedAt).toEqual(new Date(t));
    expect(await store.load('gone-game-1')).toBeNull();
    expect(await store.load('old-game-1')).toBeNull();
  });
});
