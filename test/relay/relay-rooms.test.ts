/**
 * The relay's rooms without sockets: caps (per connection, per address, freed on leave), expiry,
 * a restart over the same store (owner kept, impostor refused, state served at once), a claim
 * without a valid state dropped, and refusals with their codes.
 */
import type * as NodeCrypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  CLOSE_CODE_BAD_MESSAGE,
  CLOSE_CODE_BAD_STATE,
  CLOSE_CODE_TOO_MANY_CONNECTIONS,
  CLOSE_CODE_TOO_MANY_GAMES,
  CLOSE_CODE_WRONG_SECRET,
} from '../../src/relay/overlay-shape';
import { RelayRooms, type RelayAction } from '../../src/relay/relay-rooms';
import { DEFAULT_LIMITS } from '../../src/relay/relay-limits';
import { MemoryRoomStore } from '../../src/relay/room-store';
import { ownerHashOf } from '../../src/relay/owner-hash';
import { GAME, OTHER_SECRET, SECRET, gameId, gameState, longNameState, publish, subscribe } from './relay-fixtures';

const closeCode = (actions: readonly RelayAction<string>[]): number | undefined => actions.find((a) => a.kind === 'close')?.code;
const sentTo = (actions: readonly RelayAction<string>[]): readonly string[] => actions.flatMap((a) => (a.kind === 'send' ? a.to : []));

function relay(store = new MemoryRoomStore(), now = () => Date.now()) {
  const rooms = new RelayRooms<string>(store, DEFAULT_LIMITS, now);
  const join = (client: string, address = '10.0.0.1') => expect(rooms.connect(client, address)).toBeNull();
  return { rooms, store, join };
}

describe('relay rooms: caps', () => {
  it('a connection past its rooms is refused with 4002; another connection from the same address still claims a new game', async () => {
    const { rooms, join } = relay();
    join('greedy');
    const codes: (number | undefined)[] = [];
    for (let i = 0; i < 300; i++) codes.push(closeCode(await rooms.receive('greedy', publish(gameId(i)))));
    expect(codes.slice(0, DEFAULT_LIMITS.roomsPerConnection)).toEqual(Array(DEFAULT_LIMITS.roomsPerConnection).fill(undefined));
    expect(codes[DEFAULT_LIMITS.roomsPerConnection]).toBe(CLOSE_CODE_TOO_MANY_GAMES);
    join('club-table');
    expect(closeCode(await rooms.receive('club-table', publish('fresh-game-1')))).toBeUndefined();
    rooms.leave('greedy');
    expect(rooms.size.games).toBe(1);
  });

  it('an address past its connections is refused with 4006; one leaving lets the next in', () => {
    const { rooms, join } = relay();
    for (let i = 0; i < DEFAULT_LIMITS.connectionsPerAddress; i++) join(`c${i}`);
    expect(rooms.connect('one-more', '10.0.0.1')).toMatchObject({ kind: 'close', code: CLOSE_CODE_TOO_MANY_CONNECTIONS });
    expect(rooms.connect('elsewhere', '10.0.0.2')).toBeNull();
    rooms.leave('c0');
    expect(rooms.connect('one-more', '10.0.0.1')).toBeNull();
  });

  it('an address past its rooms is refused with 4002 until its connections leave', async () => {
    const { rooms, join } = relay();
    const perAddress = DEFAULT_LIMITS.roomsPerAddress / DEFAULT_LIMITS.roomsPerConnection;
    for (let c = 0; c < perAddress; c++) {
      join(`c${c}`);
      for (let r = 0; r < DEFAULT_LIMITS.roomsPerConnection; r++) await rooms.receive(`c${c}`, subscribe(gameId(c * 100 + r)));
    }
    join('late');
    expect(closeCode(await rooms.receive('late', subscribe('late-game-1')))).toBe(CLOSE_CODE_TOO_MANY_GAMES);
    for (let c = 0; c < perAddress; c++) rooms.leave(`c${c}`);
    expect(closeCode(await rooms.receive('late', subscribe('late-game-1')))).toBeUndefined();
    expect(rooms.size.rooms).toBe(1);
  });
});

describe('relay rooms: owners and restarts', () => {
  it('a restart over the same store keeps the owner: an impostor gets 4001, the owner publishes, a subscriber gets the stored state at once', async () => {
    const store = new MemoryRoomStore();
    const first = relay(store);
    first.join('owner');
    await first.rooms.receive('owner', publish(GAME, SECRET, gameState('before restart')));
    await first.rooms.flush();
    expect((await store.load(GAME))?.ownerHash).toBe(ownerHashOf(SECRET));
    expect(JSON.stringify(await store.load(GAME))).not.toContain(SECRET);

    const second = relay(store);
    second.join('impostor', '10.9.9.9');
    expect(closeCode(await second.rooms.receive('impostor', publish(GAME, OTHER_SECRET, gameState('forged'))))).toBe(CLOSE_CODE_WRONG_SECRET);
    second.join('overlay');
    const got = await second.rooms.receive('overlay', subscribe());
    expect(got).toEqual([{ kind: 'send', to: ['overlay'], message: { type: 'state', game: GAME, state: gameState('before restart') } }]);
    second.join('owner');
    expect(sentTo(await second.rooms.receive('owner', publish(GAME, SECRET, gameState('after restart'))))).toEqual(['overlay']);
  });

  it('a claim that never carried a valid state is dropped: its sender is closed with 4003, nothing stored, and another secret claims the game', async () => {
    const { rooms, store, join } = relay();
    join('a');
    expect(closeCode(await rooms.receive('a', publish(GAME, SECRET, longNameState())))).toBe(CLOSE_CODE_BAD_STATE);
    rooms.leave('a');
    expect(await store.load(GAME)).toBeNull();
    join('b');
    expect(closeCode(await rooms.receive('b', publish(GAME, OTHER_SECRET)))).toBeUndefined();
    expect(rooms.size.rooms).toBe(1);
  });

  it('a subscription alone claims nothing and leaves memory with its subscriber', async () => {
    const { rooms, store, join } = relay();
    join('overlay');
    await rooms.receive('overlay', subscribe());
    expect(rooms.size.rooms).toBe(1);
    rooms.leave('overlay');
    expect(rooms.size).toEqual({ rooms: 0, connections: 0, addresses: 0, games: 0 });
    expect(store.size).toBe(0);
  });

  it('a state refused by the owner is told to the overlays (type refused, with the field); a stranger’s is not', async () => {
    const { rooms, join } = relay();
    join('owner');
    join('overlay');
    await rooms.receive('overlay', subscribe());
    await rooms.receive('owner', publish());
    const refused = await rooms.receive('owner', publish(GAME, SECRET, longNameState()));
    expect(refused).toEqual([
      { kind: 'send', to: ['overlay'], message: { type: 'refused', game: GAME, field: 'seats[0].name' } },
      { kind: 'close', code: CLOSE_CODE_BAD_STATE, reason: 'state refused: seats[0].name' },
    ]);
    join('stranger');
    expect(await rooms.receive('stranger', publish(GAME, OTHER_SECRET, longNameState()))).toEqual([{ kind: 'close', code: CLOSE_CODE_WRONG_SECRET, reason: 'wrong secret for this game' }]);
  });

  it('what is no relay message is refused with 4004', async () => {
    const { rooms, join } = relay();
    join('x');
    for (const text of ['not json', '[]', JSON.stringify({ type: 'launch', game: GAME }), JSON.stringify({ type: 'subscribe', game: 'x' }), publish(GAME, 'short')]) {
      expect(closeCode(await rooms.receive('x', text))).toBe(CLOSE_CODE_BAD_MESSAGE);
    }
  });
});

describe('relay rooms: expiry', () => {
  it('a room inactive past the limit is deleted, owner and state; a room someone still watches is kept', async () => {
    let t = Date.parse('2026-11-27T00:00:00Z');
    const now = () => t;
    const store = new MemoryRoomStore(() => new Date(t));
    const { rooms, join } = relay(store, now);
    join('owner');
    await rooms.receive('owner', publish('old-game-1'));
    await rooms.receive('owner', publish('watched-game'));
    join('overlay');
    await rooms.receive('overlay', subscribe('watched-game'));
    await rooms.flush();
    rooms.leave('owner');
    t += DEFAULT_LIMITS.roomTtlMs - 1000;
    expect(await rooms.sweep()).toEqual([]);
    t += 2000;
    expect(await rooms.sweep()).toEqual(['old-game-1']);
    expect(await store.load('old-game-1')).toBeNull();
    expect(await store.load('watched-game')).not.toBeNull();
    join('newcomer');
    expect(closeCode(await rooms.receive('newcomer', publish('old-game-1', OTHER_SECRET)))).toBeUndefined();
  });
});

describe('relay rooms: the owner compare', () => {
  it('goes through crypto.timingSafeEqual on equal-length digests', async () => {
    vi.resetModules();
    const calls: [number, number][] = [];
    vi.doMock('node:crypto', async (original) => {
      const real = await original<typeof NodeCrypto>();
      return {
        ...real,
        timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
          calls.push([a.byteLength, b.byteLength]);
          return real.timingSafeEqual(a, b);
        },
      };
    });
    const { isOwner, ownerHashOf: hashOf } = await import('../../src/relay/owner-hash');
    expect(isOwner(hashOf(SECRET), SECRET)).toBe(true);
    expect(isOwner(hashOf(SECRET), OTHER_SECRET)).toBe(false);
    expect(isOwner('abcd', SECRET)).toBe(false);
    expect(calls).toEqual([
      [32, 32],
      [32, 32],
    ]);
    vi.doUnmock('node:crypto');
  });
});
