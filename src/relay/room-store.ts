/**
 * Where the relay keeps each room's owner and latest state, so that a restart neither lets a
 * stranger claim a game (the game id is in the overlay link, not secret) nor blanks the overlays.
 * The relay holds in memory only the rooms its open connections use; everything else lives here.
 *
 * The interface is what a database row gives, so a SQL store is a thin adapter over the table
 *   relay_rooms(game_id text primary key, owner_hash text, state jsonb null, updated_at timestamptz)
 * `MemoryRoomStore` below serves tests and `npm run dev` (it forgets everything on exit).
 */
import type { OverlayState } from './overlay-shape.ts';

export interface StoredRoom {
  /** SHA-256 of the room's secret, lowercase hex (64 characters); the secret itself is never stored. */
  readonly ownerHash: string;
  /** The latest state published, as sent; the relay checks it again when loading (a store is input too). */
  readonly state: unknown;
  readonly updatedAt: Date;
}

/**
 * Every method is async and may reject; the relay treats a rejected call as "not stored" and goes
 * on serving from memory. Calls for one room are never concurrent (the relay chains them).
 */
export interface RoomStore {
  /** The room of this game id, or null when there is none. */
  load(game: string): Promise<StoredRoom | null>;
  /** Creates or replaces the room (an upsert), `updated_at` set to now. */
  save(game: string, ownerHash: string, state: OverlayState): Promise<void>;
  /** Marks the room active now (`updated_at`), if it exists. */
  touch(game: string): Promise<void>;
  delete(game: string): Promise<void>;
  /** Deletes every room not updated since `before` and returns their game ids (SQL: DELETE ... RETURNING game_id). */
  expire(before: Date): Promise<readonly string[]>;
}

/** Rooms a MemoryRoomStore keeps at most: far more than a club plays in a day, and a few MB. */
export const MEMORY_STORE_MAX_ROOMS = 10_000;

/**
 * The store in a Map: for tests and the dev server. `now` is injectable so tests move time. Its
 * size is capped: past `maxRooms`, saving a new room forgets the one updated longest ago, so a
 * client claiming game after game can neither fill memory nor lock a new game out (the Map keeps
 * rooms in the order they were last updated, oldest first).
 */
export class MemoryRoomStore implements RoomStore {
  protected readonly rooms = new Map<string, StoredRoom>();

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly maxRooms: number = MEMORY_STORE_MAX_ROOMS,
  ) {}

  async load(game: string): Promise<StoredRoom | null> {
    return this.rooms.get(game) ?? null;
  }

  async save(game: string, ownerHash: string, state: OverlayState): Promise<void> {
    // A copy through JSON, as a jsonb column would keep it: nothing shared with the caller.
    this.put(game, { ownerHash, state: JSON.parse(JSON.stringify(state)), updatedAt: this.now() });
    if (this.rooms.size > this.maxRooms) this.rooms.delete(this.rooms.keys().next().value!);
  }

  async touch(game: string): Promise<void> {
    const room = this.rooms.get(game);
    if (room !== undefined) this.put(game, { ...room, updatedAt: this.now() });
  }

  async delete(game: string): Promise<void> {
    this.rooms.delete(game);
  }

  async expire(before: Date): Promise<readonly string[]> {
    const gone = [...this.rooms].filter(([, r]) => r.updatedAt < before).map(([game]) => game);
    for (const game of gone) this.rooms.delete(game);
    return gone;
  }

  /** Sets a room as the most recently updated (last in the Map's order). */
  protected put(game: string, room: StoredRoom): void {
    this.rooms.delete(game);
    this.rooms.set(game, room);
  }

  /** How many rooms are kept (tests). */
  get size(): number {
    return this.rooms.size;
  }
}
