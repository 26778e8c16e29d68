/**
 * The relay as a Vite plugin, so `npm start` (vite preview) and `npm run dev` serve it on the
 * app's own port with nothing more to run. `npm start` keeps the rooms in a file
 * (FileRoomStore: RIICHI_LENS_RELAY_STORE, else under node_modules/.cache), so a restart keeps
 * each game's owner and state; `npm run dev` keeps them in memory (its restarts are edits, and
 * the scoring page claims its game again on its next publish). The table server plugs a
 * database store in instead.
 */
import type { Server as HttpServer } from 'node:http';
import type { Plugin } from 'vite';
import { attachRelay } from './relay-server.ts';
import { resolve } from 'node:path';
import { originPolicyFromEnv } from './relay-origin.ts';
import { DEFAULT_STORE_FILE, FileRoomStore } from './file-room-store.ts';
import type { RoomStore } from './room-store.ts';

export function overlayRelay(): Plugin {
  // Host names the operator gave Vite (server.allowedHosts / preview.allowedHosts) are the relay's too.
  let hosts: readonly string[] = [];
  let root = process.cwd();
  // Vite's server is an http.Server unless https or http2 is configured, which this app never does.
  const attach = (server: unknown, store?: RoomStore): void => {
    if (server !== null && typeof server === 'object' && 'on' in server) attachRelay(server as HttpServer, { policy: originPolicyFromEnv(process.env, hosts), ...(store ? { store } : {}) });
  };
  return {
    name: 'riichi-lens:overlay-relay',
    // Loopback unless asked: RIICHI_LENS_LAN=1 listens on every interface, so a phone at the table
    // can reach the app and its relay on this machine. A plugin's config is merged over the
    // command line's --host, so `npm start` itself stays as the README gives it.
    config: () => (process.env.RIICHI_LENS_LAN === '1' ? { server: { host: '0.0.0.0' }, preview: { host: '0.0.0.0' } } : {}),
    configResolved: (config) => {
      const listed = (x: unknown): string[] => (Array.isArray(x) ? x.filter((h): h is string => typeof h === 'string') : []);
      hosts = [...listed(config.server.allowedHosts), ...listed(config.preview.allowedHosts)];
      root = config.root;
    },
    configureServer: (server) => attach(server.httpServer),
    configurePreviewServer: (server) => attach(server.httpServer, new FileRoomStore(resolve(root, process.env.RIICHI_LENS_RELAY_STORE || DEFAULT_STORE_FILE))),
  };
}
