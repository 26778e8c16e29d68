/**
 * The server's own publish (RelayRooms.publishFromServer), as a tournament table's sync uses it:
 * the state reaches the room's subscribers and is stored; the room is owned by the hash the
 * server names, so the device with the table's secret may publish and a stranger who claimed the
 * room before is put out.
 */
import { describe, expect, it } from 'vitest';
import { CLOSE_CODE_WRONG_SECRET } from '../../src/relay/overlay-shape';
import { ownerHashOf } from '../../src/relay/owner-hash';
import { RelayRooms, type RelayAction } from '../../src/relay/relay-rooms';
import { MemoryRoomStore } from '../../src/relay/room-store';
import { GAME, OTHER_SECRET, SECRET, gameState, publish, subscribe } from './relay-fixtures';

const closeCode = (actions: readonly RelayAction<string>[]): number | undefined => actions.find((a) => a.kind === 'close')?.code;

describe('publishFromServer', () => {
  it('sends the state to the subscribers, stores it with the owner named, and leaves the room to the secret’s holder', async () => {
    const store = new MemoryRoomStore();
    const rooms = new RelayRooms<string>(store);
    expect(rooms.connect('overlay', '10.0.0.1')).toBeNull();
    await rooms.receive('overlay', subscribe(GAME));
    const actions = await rooms.publishFromServer(GAME, ownerHashOf(SECRET), gameState());
    expect(actions).toEqual([{ kind: 'send', to: ['overlay'], message: { type: 'state', game: GAME, state: gameState() } }]);
    expect(await store.load(GAME)).toMatchObject({ ownerHash: ownerHashOf(SECRET), state: gameState() });
    expect(rooms.connect('device', '10.0.0.2')).toBeNull();
    expect(closeCode(await rooms.receive('device', publish(GAME, SECRET)))).toBeUndefined();
    expect(rooms.connect('stranger', '10.0.0.3')).toBeNull();
    expect(closeCode(await rooms.receive('stranger', publish(GAME, OTHER_SECRET)))).toBe(CLOSE_CODE_WRONG_SECRET);
  });

  it('takes back a room a stranger claimed (one that had expired): the server’s tables are its own', async () => {
    const store = new MemoryRoomStore();
    const rooms = new RelayRooms<string>(store);
    expect(rooms.connect('stranger', '10.0.0.3')).toBeNull();
    await rooms.receive('stranger', publish(GAME, OTHER_SECRET));
    await rooms.publishFromServer(GAME, ownerHashOf(SECRET), gameState());
    expect((await store.load(GAME))?.ownerHash).toBe(ownerHashOf(SECRET));
    expect(closeCode(await rooms.receive('stranger', publish(GAME, OTHER_SECRET)))).toBe(CLOSE_CODE_WRONG_SECRET);
  });
});
