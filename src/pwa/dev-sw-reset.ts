/**
 * Vite plugin for the dev server: `npm start` and `npm run dev` share one origin
 * (http://127.0.0.1:4173), and the service worker a built app installs there would go on serving
 * the build's precached pages in place of the dev server's. Browsers check a page's service
 * worker for an update on every navigation, so the dev server answers that check with a worker
 * that replaces the old one, drops its caches, unregisters itself and reloads its pages: the
 * first reload after switching to `npm run dev` shows the dev code. Vitest's browser servers use
 * this config too; no page there ever registers a worker.
 */
import type { Plugin } from 'vite';

/** The production worker's URL (vite-plugin-pwa's default file name, at the root). */
export const SW_PATH = '/sw.js';

export const RESET_WORKER = `// Riichi Lens dev server: removes the service worker of a production build on this origin.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) await caches.delete(key);
    await self.registration.unregister();
    for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
  })());
});
`;

export function devServiceWorkerReset(): Plugin {
  return {
    name: 'riichi-lens:dev-sw-reset',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== SW_PATH) return next();
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
        res.end(RESET_WORKER);
      });
    },
  };
}
