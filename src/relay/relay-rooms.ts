/**
 * The relay's logic, without sockets: which messages are accepted, which room a client is in, and
 * who may publish there. A room is a game id; the first publisher's secret claims it for as long
 * as the server runs (the scoring page makes the secret and never shows it to the overlay), later
 * publishers must bring the same secret, and subscribers only read. The ws wiring
 * (relay-server.ts) turns what `receive` answers into sends and closes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { CLOSE_CODE_WRONG_SECRET, GAME_ID_PATTERN as GAME_ID, SECRET_PATTERN as SECRET, parseOverlayState, type OverlayState } from './overlay-shape.ts';

/** Longest message accepted (bytes of its text): a state is 1-3 KB, so this leaves room without letting one client hold much memory. */
export const MAX_MESSAGE_BYTES = 32 * 1024;
/** Rooms kept at once: a loopback or LAN relay serves a few tables, never thousands. */
export const MAX_ROOMS = 256;

/** Close codes (4000-4999 are the application's, RFC 6455 7.4.2). */
export const CLOSE_WRONG_SECRET = CLOSE_CODE_WRONG_SECRET;
export const CLOSE_TOO_MANY_ROOMS = 4002;
export const CLOSE_REASONS = { [CLOSE_WRONG_SECRET]: 'wrong secret for this game', [CLOSE_TOO_MANY_ROOMS]: 'too many games on this relay' } as const;

export type ClientMessage =
  | { readonly type: 'subscribe'; readonly game: string }
  | { readonly type: 'publish'; readonly game: string; readonly secret: string; readonly state: OverlayState };

/** The server's one message: the room's latest state. */
export interface StateMessage {
  readonly type: 'state';
  readonly game: string;
  readonly state: OverlayState;
}

/** A message's text as a client message, or null when it is too long, not JSON or not of a known shape. */
export function parseClientMessage(text: string): ClientMessage | null {
  if (Buffer.byteLength(text, 'utf8') > MAX_MESSAGE_BYTES) return null;
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof x !== 'object' || x === null) return null;
  const m = x as Record<string, unknown>;
  if (typeof m.game !== 'string' || !GAME_ID.test(m.game)) return null;
  if (m.type === 'subscribe') return { type: 'subscribe', game: m.game };
  if (m.type !== 'publish' || typeof m.secret !== 'string' || !SECRET.test(m.secret)) return null;
  const state = parseOverlayState(m.state);
  return state.ok ? { type: 'publish', game: m.game, secret: m.secret, state: state.value } : null;
}

interface Room<C> {
  /** SHA-256 of the secret that claimed it: equal-length digests compare in constant time. */
  readonly secretHash: Buffer;
  readonly subscribers: Set<C>;
  latest: OverlayState | null;
}

/** What the wiring does after a message: send the state to these clients, close the sender, or nothing. */
export type RelayAction<C> =
  | { readonly kind: 'send'; readonly to: readonly C[]; readonly message: StateMessage }
  | { readonly kind: 'close'; readonly code: keyof typeof CLOSE_REASONS; readonly reason: string }
  | { readonly kind: 'drop' };

const hashOf = (secret: string): Buffer => createHash('sha256').update(secret).digest();

/** Rooms of game ids; `C` is whatever identifies a connection (a WebSocket in the server, a string in tests). */
export class RelayRooms<C> {
  private readonly rooms = new Map<string, Room<C>>();
  /** Rooms subscribed to before any publisher came: subscribers wait there. */
  private readonly waiting = new Map<string, Set<C>>();

  /** Handles one message's text from `client`. */
  receive(client: C, text: string): RelayAction<C> {
    const m = parseClientMessage(text);
    if (m === null) return { kind: 'drop' };
    if (m.type === 'subscribe') return this.subscribe(client, m.game);
    return this.publish(m.game, m.secret, m.state);
  }

  private subscribe(client: C, game: string): RelayAction<C> {
    const room = this.rooms.get(game);
    if (room === undefined) {
      if (!this.waiting.has(game) && this.waiting.size >= MAX_ROOMS) return this.refuse(CLOSE_TOO_MANY_ROOMS);
      const set = this.waiting.get(game) ?? new Set<C>();
      set.add(client);
      this.waiting.set(game, set);
      return { kind: 'drop' };
    }
    room.subscribers.add(client);
    // A late overlay (OBS started after the game) shows the table at once.
    return room.latest === null ? { kind: 'drop' } : { kind: 'send', to: [client], message: { type: 'state', game, state: room.latest } };
  }

  private publish(game: string, secret: string, state: OverlayState): RelayAction<C> {
    const hash = hashOf(secret);
    let room = this.rooms.get(game);
    if (room === undefined) {
      if (this.rooms.size >= MAX_ROOMS) return this.refuse(CLOSE_TOO_MANY_ROOMS);
      room = { secretHash: hash, subscribers: this.waiting.get(game) ?? new Set<C>(), latest: null };
      this.waiting.delete(game);
      this.rooms.set(game, room);
    } else if (!timingSafeEqual(room.secretHash, hash)) {
      return this.refuse(CLOSE_WRONG_SECRET);
    }
    room.latest = state;
    return { kind: 'send', to: [...room.subscribers], message: { type: 'state', game, state } };
  }

  private refuse(code: keyof typeof CLOSE_REASONS): RelayAction<C> {
    return { kind: 'close', code, reason: CLOSE_REASONS[code] };
  }

  /** Forgets a closed connection wherever it subscribed. */
  leave(client: C): void {
    for (const room of this.rooms.values()) room.subscribers.delete(client);
    for (const [game, set] of this.waiting) {
      set.delete(client);
      if (set.size === 0) this.waiting.delete(game);
    }
  }
}
