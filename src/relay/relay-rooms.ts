/**
 * The relay's logic, without sockets: which messages are accepted, which room a client is in, and
 * who may publish there. A room is a game id; the first publisher whose state passes the schema
 * claims it (the scoring page makes the secret and never shows it to the overlay), later
 * publishers must bring the same secret, and subscribers only read. The owner (as a hash) and
 * the latest state go to a RoomStore, so a restart keeps both; in memory are only the rooms open
 * connections use. The ws wiring (relay-server.ts) turns what `receive` answers into sends and
 * closes, and closes sockets that fall behind.
 */
import { CLOSE_CODE_BAD_STATE, CLOSE_CODE_TOO_MANY_GAMES, CLOSE_CODE_WRONG_SECRET, parseOverlayState, type OverlayState, type RefusedMessage } from './overlay-shape.ts';
import { MAX_MESSAGE_BYTES, readClientMessage, type MessageRead } from './relay-messages.ts';
import { Holds, type Refusal } from './relay-holds.ts';
import { DEFAULT_LIMITS, type RelayLimits } from './relay-limits.ts';
import { MemoryRoomStore, type RoomStore } from './room-store.ts';
import { isOwner, ownerHashOf } from './owner-hash.ts';

export { MAX_MESSAGE_BYTES, readClientMessage };
export const CLOSE_WRONG_SECRET = CLOSE_CODE_WRONG_SECRET;
export const CLOSE_TOO_MANY_ROOMS = CLOSE_CODE_TOO_MANY_GAMES;

/** The server's message for a room's latest state. */
export interface StateMessage {
  readonly type: 'state';
  readonly game: string;
  readonly state: OverlayState;
}

/** What the wiring does after a message: send to these clients, or close the sender with a code. */
export type RelayAction<C> =
  | { readonly kind: 'send'; readonly to: readonly C[]; readonly message: StateMessage | RefusedMessage }
  | { readonly kind: 'close'; readonly code: number; readonly reason: string };

interface Room<C> {
  /** Hex SHA-256 of the owner's secret; null until a publish with a valid state claims the room. */
  ownerHash: string | null;
  latest: OverlayState | null;
  readonly subscribers: Set<C>;
  /** The save in flight, if any; `dirty` asks it to save the latest once more when it ends. */
  saving: Promise<void> | null;
  dirty: boolean;
}

const close = <C>(r: Refusal): RelayAction<C> => ({ kind: 'close', code: r.code, reason: r.reason });

/** Rooms of game ids; `C` is whatever identifies a connection (a WebSocket in the server, a string in tests). */
export class RelayRooms<C> {
  private readonly rooms = new Map<string, Room<C>>();
  private readonly loading = new Map<string, Promise<Room<C>>>();
  private readonly holds: Holds<C>;

  constructor(
    private readonly store: RoomStore = new MemoryRoomStore(),
    readonly limits: RelayLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.holds = new Holds(limits);
  }

  /** A new connection from `address`: null when welcome, else the close that refuses it. */
  connect(client: C, address: string): RelayAction<C> | null {
    const refused = this.holds.open(client, address);
    return refused === null ? null : close(refused);
  }

  /** Handles one message's text from `client`. Messages of one client must be handed in one at a time, in order. */
  async receive(client: C, text: string): Promise<readonly RelayAction<C>[]> {
    if (!this.holds.isOpen(client)) return [];
    const read = readClientMessage(text);
    if (!read.ok) return read.code === CLOSE_CODE_BAD_STATE ? this.refuseState(read) : [close(read)];
    const m = read.message;
    const refused = this.holds.take(client, m.game);
    if (refused !== null) return [close(refused)];
    const room = await this.room(m.game);
    if (!this.holds.isOpen(client)) return [];
    if (m.type === 'subscribe') return this.subscribe(client, m.game, room);
    return this.publish(m.game, m.secret, m.state, room);
  }

  private subscribe(client: C, game: string, room: Room<C>): RelayAction<C>[] {
    room.subscribers.add(client);
    if (room.ownerHash !== null) this.store.touch(game).catch(() => undefined);
    // A late overlay (OBS started after the game, or the relay restarted) shows the table at once.
    return room.latest === null ? [] : [{ kind: 'send', to: [client], message: { type: 'state', game, state: room.latest } }];
  }

  private async publish(game: string, secret: string, state: OverlayState, room: Room<C>): Promise<RelayAction<C>[]> {
    const claim = room.ownerHash === null;
    if (claim) room.ownerHash = ownerHashOf(secret);
    else if (!isOwner(room.ownerHash!, secret)) return [close({ code: CLOSE_CODE_WRONG_SECRET, reason: 'wrong secret for this game' })];
    room.latest = state;
    this.persist(game, room);
    // A claim is stored before anyone hears of it: a restart right after must not hand the game to another.
    if (claim) await room.saving;
    return [{ kind: 'send', to: [...room.subscribers], message: { type: 'state', game, state } }];
  }

  /**
   * A publish by the server itself, for a room the server owns (a tournament table's game, synced
   * over HTTP): the owner becomes `ownerHash` (the hash of the table's secret) even if the room
   * had expired and a stranger claimed it since, and the state goes to the room's subscribers.
   * The state is the server's own (overlayStateOf of its log), so it is not checked again.
   */
  async publishFromServer(game: string, ownerHash: string, state: OverlayState): Promise<RelayAction<C>[]> {
    const room = await this.room(game);
    room.ownerHash = ownerHash;
    room.latest = state;
    this.persist(game, room);
    await room.saving;
    return [{ kind: 'send', to: [...room.subscribers], message: { type: 'state', game, state } }];
  }

  /** A publish whose state fails the schema: its sender is closed; the room's overlays hear why, if it may speak for the room. */
  private refuseState(read: Extract<MessageRead, { code: typeof CLOSE_CODE_BAD_STATE }>): RelayAction<C>[] {
    const shut = close<C>(read);
    const room = this.rooms.get(read.game);
    if (room === undefined) return [shut];
    if (room.ownerHash !== null && !isOwner(room.ownerHash, read.secret)) return [close({ code: CLOSE_CODE_WRONG_SECRET, reason: 'wrong secret for this game' })];
    return [{ kind: 'send', to: [...room.subscribers], message: { type: 'refused', game: read.game, field: read.field } }, shut];
  }

  /** The room in memory, else as stored (one load per game however many ask at once), else a new one. */
  private async room(game: string): Promise<Room<C>> {
    const known = this.rooms.get(game);
    if (known !== undefined) return known;
    let pending = this.loading.get(game);
    if (pending === undefined) {
      pending = this.load(game).finally(() => this.loading.delete(game));
      this.loading.set(game, pending);
    }
    return pending;
  }

  private async load(game: string): Promise<Room<C>> {
    const stored = await this.store.load(game);
    const state = stored === null ? null : parseOverlayState(stored.state);
    const room: Room<C> = { ownerHash: stored?.ownerHash ?? null, latest: state?.ok ? state.value : null, subscribers: new Set(), saving: null, dirty: false };
    // Kept only while someone holds it (whoever asked may have left during the load).
    if (this.holds.isHeld(game)) this.rooms.set(game, room);
    return room;
  }

  /** Saves the room's latest state; while one save runs, later states wait and only the newest is written. */
  private persist(game: string, room: Room<C>): void {
    room.dirty = true;
    if (room.saving !== null) return;
    room.saving = (async () => {
      while (room.dirty) {
        room.dirty = false;
        await this.store.save(game, room.ownerHash!, room.latest!).catch(() => undefined);
      }
      room.saving = null;
      if (!this.holds.isHeld(game)) this.rooms.delete(game);
    })();
  }

  /** Forgets a closed connection: its subscriptions, its caps, and the rooms nobody else holds (stored ones stay stored; a room never claimed is gone). */
  leave(client: C): void {
    for (const room of this.rooms.values()) room.subscribers.delete(client);
    for (const game of this.holds.release(client)) {
      const room = this.rooms.get(game);
      // A room still saving leaves memory when its save ends (persist), so a reload cannot read an older state.
      if (room !== undefined && room.saving === null) this.rooms.delete(game);
    }
  }

  /**
   * Deletes the rooms inactive for longer than the limit, from the store and from memory; the rooms
   * open connections use are marked active first, so an overlay left watching keeps its room.
   */
  async sweep(): Promise<readonly string[]> {
    for (const [game, room] of this.rooms) if (room.ownerHash !== null) await this.store.touch(game).catch(() => undefined);
    const gone = await this.store.expire(new Date(this.now() - this.limits.roomTtlMs));
    for (const game of gone) if (!this.holds.isHeld(game)) this.rooms.delete(game);
    return gone;
  }

  /** Waits for every save in flight (a clean shutdown, tests). */
  async flush(): Promise<void> {
    await Promise.all([...this.rooms.values()].map((r) => r.saving));
  }

  /** Rooms in memory and what is held, for tests. */
  get size(): { readonly rooms: number; readonly connections: number; readonly games: number } {
    return { rooms: this.rooms.size, ...this.holds.size };
  }
}
