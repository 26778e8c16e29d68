/**
 * Who holds what on the relay: each open connection, its address, and the games it subscribed or
 * published to, counted per connection, per address and per game. The caps of RelayLimits are
 * checked here; a refusal names the one connection at fault, and `release` frees all it held.
 */
import { CLOSE_CODE_TOO_MANY_CONNECTIONS, CLOSE_CODE_TOO_MANY_GAMES } from './overlay-shape.ts';
import type { RelayLimits } from './relay-limits.ts';

export interface Refusal {
  readonly code: number;
  readonly reason: string;
}

interface Held {
  readonly address: string;
  readonly games: Set<string>;
}

interface AddressCount {
  connections: number;
  rooms: number;
}

export class Holds<C> {
  private readonly connections = new Map<C, Held>();
  private readonly addresses = new Map<string, AddressCount>();
  /** How many connections hold each game: a room whose count falls to zero leaves memory. */
  private readonly games = new Map<string, number>();

  constructor(private readonly limits: RelayLimits) {}

  /** Registers a new connection, or refuses it when its address has as many open as it may. */
  open(client: C, address: string): Refusal | null {
    const count = this.addresses.get(address) ?? { connections: 0, rooms: 0 };
    if (count.connections >= this.limits.connectionsPerAddress) return { code: CLOSE_CODE_TOO_MANY_CONNECTIONS, reason: 'too many connections from this address' };
    count.connections++;
    this.addresses.set(address, count);
    this.connections.set(client, { address, games: new Set() });
    return null;
  }

  isOpen(client: C): boolean {
    return this.connections.has(client);
  }

  /** Records that `client` uses `game`; refused (and nothing recorded) past the connection's or the address's cap. */
  take(client: C, game: string): Refusal | null {
    const held = this.connections.get(client);
    if (held === undefined || held.games.has(game)) return null;
    const count = this.addresses.get(held.address)!;
    if (held.games.size >= this.limits.roomsPerConnection || count.rooms >= this.limits.roomsPerAddress) return { code: CLOSE_CODE_TOO_MANY_GAMES, reason: 'too many games on this relay' };
    held.games.add(game);
    count.rooms++;
    this.games.set(game, (this.games.get(game) ?? 0) + 1);
    return null;
  }

  /** Whether any open connection uses `game`. */
  isHeld(game: string): boolean {
    return this.games.has(game);
  }

  /** Forgets `client`; returns the games nobody holds any more. */
  release(client: C): string[] {
    const held = this.connections.get(client);
    if (held === undefined) return [];
    this.connections.delete(client);
    const count = this.addresses.get(held.address)!;
    count.connections--;
    count.rooms -= held.games.size;
    if (count.connections === 0) this.addresses.delete(held.address);
    const freed: string[] = [];
    for (const game of held.games) {
      const n = (this.games.get(game) ?? 1) - 1;
      if (n > 0) this.games.set(game, n);
      else {
        this.games.delete(game);
        freed.push(game);
      }
    }
    return freed;
  }

  /** Connections and games held, for tests and a health line. */
  get size(): { readonly connections: number; readonly addresses: number; readonly games: number } {
    return { connections: this.connections.size, addresses: this.addresses.size, games: this.games.size };
  }
}
