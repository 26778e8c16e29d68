/**
 * The relay on an http server: WebSocket upgrades on RELAY_PATH, once their Host and Origin pass
 * (relay-origin.ts; else HTTP 403 and no socket), go to a `ws` server without a port of its own,
 * and each message goes through `RelayRooms`. Thin on purpose: every decision about messages and
 * rooms is in relay-rooms.ts, tested without sockets. What only a socket knows is here: its
 * address, and how much it has not yet sent (a subscriber that stops reading is closed, so the
 * relay's memory stays bounded).
 */
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { CLOSE_CODE_OVERLOADED, RELAY_PATH_NAME, type OverlayState } from './overlay-shape.ts';
import { MAX_MESSAGE_BYTES, RelayRooms, type RelayAction } from './relay-rooms.ts';
import { limitsFromEnv, type RelayLimits } from './relay-limits.ts';
import { originPolicyFromEnv, upgradeRefusal, type OriginPolicy } from './relay-origin.ts';
import { MemoryRoomStore, type RoomStore } from './room-store.ts';

export const RELAY_PATH = RELAY_PATH_NAME;

export interface RelayOptions {
  readonly store?: RoomStore;
  readonly limits?: RelayLimits;
  readonly policy?: OriginPolicy;
  /**
   * The client's address, for the per-address caps and the loopback-only rule for clients without
   * an Origin: the socket's unless the server trusts a proxy in front (src/server/client-address.ts).
   */
  readonly clientAddress?: (request: IncomingMessage) => string;
}

const socketAddress = (request: IncomingMessage): string => request.socket.remoteAddress ?? '';

/** A socket closed by the relay gets this long to take its close frame before it is cut. */
const CLOSE_GRACE_MS = 1000;

/** Closes `socket` with `code`, and cuts it if it does not finish closing: a peer that stopped reading never would. */
function shut(socket: WebSocket, code: number, reason: string): void {
  if (socket.readyState !== WebSocket.OPEN) return;
  socket.close(code, reason);
  setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
}

function refuseUpgrade(socket: Duplex, reason: string): void {
  socket.end(`HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${reason.length}\r\n\r\n${reason}`);
}

/** Sends a message to its receivers; a receiver whose unsent data would pass the limit is closed instead of sent to. */
function deliver(action: Extract<RelayAction<WebSocket>, { kind: 'send' }>, limits: RelayLimits): void {
  const text = JSON.stringify(action.message);
  for (const to of action.to) {
    if (to.readyState !== WebSocket.OPEN) continue;
    if (to.bufferedAmount + text.length > limits.maxBufferedBytes) shut(to, CLOSE_CODE_OVERLOADED, 'too slow: unsent data over the limit');
    else to.send(text);
  }
}

/** Sends or closes as the rooms answered. */
function perform(socket: WebSocket, actions: readonly RelayAction<WebSocket>[], limits: RelayLimits): void {
  for (const action of actions) {
    if (action.kind === 'close') shut(socket, action.code, action.reason);
    else deliver(action, limits);
  }
}

/** Hands `socket`'s messages to the rooms one at a time, in order; a client with too many waiting is closed. */
function serve(socket: WebSocket, rooms: RelayRooms<WebSocket>, limits: RelayLimits): void {
  let chain: Promise<void> = Promise.resolve();
  let pending = 0;
  socket.on('message', (data, isBinary) => {
    // Once the relay has closed a socket, what it still sends is not handled (a refused publisher's next message).
    if (socket.readyState !== WebSocket.OPEN) return;
    if (isBinary) return shut(socket, 1003, 'text messages only');
    if (++pending > limits.maxPendingMessages) return shut(socket, CLOSE_CODE_OVERLOADED, 'too many messages waiting');
    const text = data.toString();
    chain = chain
      .then(() => (socket.readyState === WebSocket.OPEN ? rooms.receive(socket, text) : []))
      .then(
        (actions) => perform(socket, actions, limits),
        () => shut(socket, 1011, 'relay error'),
      )
      .finally(() => pending--);
  });
  socket.on('close', () => rooms.leave(socket));
}

/** The relay attached to a server: how the server publishes a state of its own, and how it closes. */
export interface Relay {
  /** Sends `state` to the room `game`'s subscribers and stores it, the room owned by `ownerHash` (RelayRooms.publishFromServer). */
  publish(game: string, ownerHash: string, state: OverlayState): Promise<void>;
  close(): void;
}

/**
 * Attaches the relay to `server` and returns a function that closes it. Frames larger than
 * twice the longest message are refused by ws itself (closing that one connection, code 1009).
 */
export function attachRelay(server: HttpServer, options: RelayOptions = {}): () => void {
  return openRelay(server, options).close;
}

/** attachRelay, and a way for the server to publish to a room itself (a tournament table's sync). */
export function openRelay(server: HttpServer, options: RelayOptions = {}): Relay {
  const limits = options.limits ?? limitsFromEnv();
  const policy = options.policy ?? originPolicyFromEnv();
  const addressOf = options.clientAddress ?? socketAddress;
  const rooms = new RelayRooms<WebSocket>(options.store ?? new MemoryRoomStore(), limits);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * MAX_MESSAGE_BYTES });
  wss.on('connection', (socket, req: IncomingMessage) => {
    // A socket error ends that socket only; without a listener it would throw in the server.
    socket.on('error', () => socket.terminate());
    const refused = rooms.connect(socket, addressOf(req));
    if (refused !== null) return perform(socket, [refused], limits);
    serve(socket, rooms, limits);
  });
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // Other upgrades (Vite's hot reload socket) are not ours to answer.
    if (new URL(req.url ?? '/', 'http://relay').pathname !== RELAY_PATH) return;
    const refusal = upgradeRefusal({ origin: req.headers.origin, host: req.headers.host }, addressOf(req), policy);
    if (refusal !== null) return refuseUpgrade(socket, refusal);
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);
  const sweeper = setInterval(() => void rooms.sweep().catch(() => undefined), limits.sweepEveryMs);
  sweeper.unref();
  return {
    publish: async (game, ownerHash, state) => {
      for (const action of await rooms.publishFromServer(game, ownerHash, state)) if (action.kind === 'send') deliver(action, limits);
    },
    close: () => {
      clearInterval(sweeper);
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
