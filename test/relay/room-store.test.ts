/**
 * The room stores: the memory one forgets the room updated longest ago past its cap (no lockout,
 * bounded memory); the file one keeps rooms across instances (a restart of `npm start`), writes
 * the owner's hash and never the secret, and reads a missing or broken file as no rooms.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileRoomStore } from '../../src/relay/file-room-store';
import { MemoryRoomStore } from '../../src/relay/room-store';
import { RelayRooms } from '../../src/relay/relay-rooms';
import { ownerHashOf } from '../../src/relay/owner-hash';
import { GAME, OTHER_SECRET, SECRET, gameId, gameState, publish, subscribe } from './relay-fixtures';

const dirs: string[] = [];
const tempFile = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'relay-store-'));
  dirs.push(dir);
  return join(dir, 'nested', 'rooms.json');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('memory room store', () => {
  it('past its cap forgets the room updated longest ago, so a new game is always stored', async () => {
    let t = 0;
    const store = new MemoryRoomStore(() => new Date(t++), 3);
    for (let i = 0; i < 3; i++) await store.save(gameId(i), ownerHashOf(SECRET), gameState());
    await store.touch(gameId(0));
    await store.save('newest-game', ownerHashOf(SECRET), gameState());
    expect(store.size).toBe(3);
    expect(await store.load(gameId(1))).toBeNull();
    expect(await store.load(gameId(0))).not.toBeNull();
    expect(await store.load('newest-game')).not.toBeNull();
  });
});

describe('file room store', () => {
  it('a new instance over the same file has the rooms: a restarted relay keeps the owner and serves the state at once', async () => {
    const file = tempFile();
    const before = new RelayRooms<string>(new FileRoomStore(file));
    before.connect('owner', '127.0.0.1');
    await before.receive('owner', publish(GAME, SECRET, gameState('kept')));
    await before.flush();
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(ownerHashOf(SECRET));
    expect(text).not.toContain(SECRET);

    const after = new RelayRooms<string>(new FileRoomStore(file));
    after.connect('impostor', '127.0.0.2');
    expect(await after.receive('impostor', publish(GAME, OTHER_SECRET))).toMatchObject([{ kind: 'close', code: 4001 }]);
    after.connect('overlay', '127.0.0.3');
    expect(await after.receive('overlay', subscribe())).toEqual([{ kind: 'send', to: ['overlay'], message: { type: 'state', game: GAME, state: gameState('kept') } }]);
  });

  it('expiry and delete reach the file', async () => {
    const file = tempFile();
    let t = Date.parse('2026-11-27T00:00:00Z');
    const store = new FileRoomStore(file, () => new Date(t));
    await store.save('old-game-1', ownerHashOf(SECRET), gameState());
    t += 1000;
    await store.save('new-game-1', ownerHashOf(SECRET), gameState());
    await store.save('gone-game-1', ownerHashOf(SECRET), gameState());
    await store.delete('gone-game-1');
    expect(await store.expire(new Date(t - 500))).toEqual(['old-game-1']);
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')))).toEqual(['new-game-1']);
  });

  it('a missing or broken file is no rooms', async () => {
    const file = tempFile();
    expect(await new FileRoomStore(file).load(GAME)).toBeNull();
    await new FileRoomStore(file).save(GAME, ownerHashOf(SECRET), gameState());
    writeFileSync(file, '{"game-0001-abcd": {"ownerHash": 5}');
    expect(await new FileRoomStore(file).load(GAME)).toBeNull();
  });
});
