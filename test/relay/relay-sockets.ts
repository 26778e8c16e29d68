/** A relay on a real http server (loopback, port 0) and `ws` clients for it, for the relay's socket tests. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, type ClientOptions } from 'ws';
import { RELAY_PATH, attachRelay, type RelayOptions } from '../../src/relay/relay-server';

export interface LiveRelay {
  readonly url: string;
  readonly port: number;
  /** Opens a client; resolves once open, rejects with the HTTP status when the upgrade is refused. */
  connect(options?: ClientOptions): Promise<WebSocket>;
  stop(): Promise<void>;
}

export async function startRelay(options: RelayOptions = {}): Promise<LiveRelay> {
  const server: Server = createServer();
  const detach = attachRelay(server, options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `ws://127.0.0.1:${port}${RELAY_PATH}`;
  const open = new Set<WebSocket>();
  return {
    url,
    port,
    connect: (clientOptions = {}) =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(url, clientOptions);
        open.add(ws);
        ws.once('open', () => resolve(ws));
        ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
        ws.once('error', reject);
      }),
    stop: async () => {
      for (const ws of open) ws.terminate();
      detach();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const closed = (ws: WebSocket): Promise<[number, string]> => new Promise((resolve) => ws.once('close', (code, reason) => resolve([code, reason.toString()])));

/** Every message `ws` receives from now on, parsed. */
export function heard(ws: WebSocket): { type: string; [key: string]: unknown }[] {
  const all: { type: string }[] = [];
  ws.on('message', (data) => all.push(JSON.parse(data.toString())));
  return all;
}
