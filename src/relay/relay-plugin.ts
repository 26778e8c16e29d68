/**
 * The relay as a Vite plugin, so `npm run dev` (and `vite preview`) serve it on the app's own port
 * with nothing more to run. Their rooms live in memory: a dev server's restarts are edits, and the
 * scoring page claims its game again on its next publish. `npm start` is the production server
 * (src/server/), which keeps the rooms in its database.
 */
import type { Server as HttpServer } from 'node:http';
import type { Plugin } from 'vite';
import { attachRelay } from './relay-server.ts';
import { originPolicyFromEnv } from './relay-origin.ts';

export function overlayRelay(): Plugin {
  // Host names the operator gave Vite (server.allowedHosts / preview.allowedHosts) are the relay's too.
  let hosts: readonly string[] = [];
  // Vite's server is an http.Server unless https or http2 is configured, which this app never does.
  const attach = (server: unknown): void => {
    if (server !== null && typeof server === 'object' && 'on' in server) attachRelay(server as HttpServer, { policy: originPolicyFromEnv(process.env, hosts) });
  };
  return {
    name: 'riichi-lens:overlay-relay',
    // Loopback unless asked: RIICHI_LENS_LAN=1 listens on every interface, so a phone at the table
    // can reach the app and its relay on this machine. A plugin's config is merged over the
    // command line's --host, so `npm run dev` itself stays as the README gives it.
    config: () => (process.env.RIICHI_LENS_LAN === '1' ? { server: { host: '0.0.0.0' }, preview: { host: '0.0.0.0' } } : {}),
    configResolved: (config) => {
      const listed = (x: unknown): string[] => (Array.isArray(x) ? x.filter((h): h is string => typeof h === 'string') : []);
      hosts = [...listed(config.server.allowedHosts), ...listed(config.preview.allowedHosts)];
    },
    configureServer: (server) => attach(server.httpServer),
    configurePreviewServer: (server) => attach(server.httpServer),
  };
}
