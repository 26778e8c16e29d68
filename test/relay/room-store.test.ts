/**
 * The memory room store forgets the room updated longest ago past its cap (no lockout, bounded
 * memory). The database's store, which `npm start` uses, is tested with the server
 * (test/server/relay-room-store.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { MemoryRoomStore } from '../../src/relay/room-store';
import { ownerHashOf } from '../../src/relay/owner-hash';
import { SECRET, gameId, gameState } from './relay-fixtures';

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
