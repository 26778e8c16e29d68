/**
 * The relay on an http server: WebSocket upgrades on RELAY_PATH go to a `ws` server without a
 * port of its own, and each message goes through `RelayRooms`. Thin on purpose: every decision is
 * in relay-rooms.ts, tested without sockets.
 */
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { RELAY_PATH_NAME } from './overlay-shape.ts';
import { MAX_MESSAGE_BYTES, RelayRooms } from './relay-rooms.ts';

export const RELAY_PATH = RELAY_PATH_NAME;

/**
 * Attaches the relay to `server` and returns a function that closes it. Frames larger than
 * twice the longest message are refused by ws itself (closing that one connection, code 1009);
 * anything smaller but too long or malformed is dropped by the rooms and the connection stays.
 */
export function attachRelay(server: HttpServer): () => void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * MAX_MESSAGE_BYTES });
  const rooms = new RelayRooms<WebSocket>();
  wss.on('connection', (socket) => {
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const action = rooms.receive(socket, data.toString());
      if (action.kind === 'close') socket.close(action.code, action.reason);
      else if (action.kind === 'send') {
        const text = JSON.stringify(action.message);
        for (const to of action.to) if (to.readyState === WebSocket.OPEN) to.send(text);
      }
    });
    socket.on('close', () => rooms.leave(socket));
    // A socket error ends that socket only; without a listener it would throw in the server.
    socket.on('error', () => socket.terminate());
  });
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // Other upgrades (Vite's hot reload socket) are not ours to answer.
    if (new URL(req.url ?? '/', 'http://relay').pathname !== RELAY_PATH) return;
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);
  return () => {
    server.off('upgrade', onUpgrade);
    for (const client of wss.clients) client.terminate();
    wss.close();
  };
}
