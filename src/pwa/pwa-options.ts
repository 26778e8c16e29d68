/**
 * The installable, offline app (vite-plugin-pwa over Workbox's generateSW): the web app manifest
 * and what the service worker keeps. A first visit precaches everything a photo needs to be read
 * and scored with no network (the pages, their chunks, the vision worker, the SIMD wasm binary,
 * both models, the icons); later visits are served from that cache, and a new build waits until
 * the person reloads from the update prompt (src/ui/shared/update-prompt.ts, registered by
 * src/ui/service-worker.ts).
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { BACKGROUND_COLOR, THEME_COLOR } from './brand.ts';
import { MANIFEST_ICONS } from './icon-plugin.ts';
import { MAX_PRECACHED_FILE_BYTES, OPENCV_CHUNK, OPENCV_CHUNK_GLOB, PLAIN_WASM, notFetchedOnFirstVisit } from './precache-rules.ts';

/** The relay's WebSocket path (src/relay/overlay-shape.ts RELAY_PATH_NAME). */
const RELAY = /^\/relay(?:[/?]|$)/;
/** The stream overlay page: a page of its own, never the app's index.html. */
const OVERLAY = /^\/overlay\.html(?:[?#]|$)/;
/** The referee's tournament page: a page of its own too. */
const TOURNAMENT = /^\/tournament\.html(?:[?#]|$)/;
/** The server's API (a results sheet opened as a page): always the server's answer, never the app. */
const API = /^\/api\//;

export const PWA_OPTIONS: Partial<VitePWAOptions> = {
  // A new service worker waits for the person to reload (the update prompt), so a hand being
  // scored is never reloaded away under them.
  registerType: 'prompt',
  // src/ui/service-worker.ts registers through `virtual:pwa-register`; no script is injected.
  injectRegister: false,
  // The dev server (and Vitest's browser mode, which uses it) never has a service worker: it
  // would serve stale code. A worker left on the same origin by `npm start` is removed by
  // src/pwa/dev-sw-reset.ts.
  devOptions: { enabled: false },
  includeManifestIcons: false, // they are emitted by the build (icon-plugin.ts) and precached by the globs
  manifest: {
    name: 'Riichi Lens',
    short_name: 'Riichi Lens',
    description: 'Score a riichi mahjong hand from a photo.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    lang: 'en',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: MANIFEST_ICONS.map((icon) => ({ ...icon })),
  },
  workbox: {
    // Every kind of file the build emits (the manifest is added by the plugin itself).
    globPatterns: ['**/*.{html,js,css,json,wasm,bin,svg,png}'],
    globIgnores: [OPENCV_CHUNK_GLOB],
    maximumFileSizeToCacheInBytes: MAX_PRECACHED_FILE_BYTES,
    manifestTransforms: [
      async (entries) => ({ manifest: entries.filter((entry) => !notFetchedOnFirstVisit(entry.url)), warnings: [] }),
    ],
    // A navigation the precache does not name gets the app; never the relay (a WebSocket never
    // reaches a service worker anyway), never the API, and never the overlay or tournament page,
    // each precached itself.
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [RELAY, OVERLAY, TOURNAMENT, API],
    // The overlay link carries `game` or `tournament`, and `lang`, the tournament page's `t`:
    // still the one precached overlay.html or tournament.html.
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^game$/, /^tournament$/, /^t$/, /^lang$/],
    // Taken over on the first visit, so the page already open works offline too.
    clientsClaim: true,
    runtimeCaching: [
      {
        // A RegExp, not a function: Workbox writes this into the service worker's own source.
        urlPattern: PLAIN_WASM,
        handler: 'CacheFirst',
        options: { cacheName: 'riichi-lens-wasm-no-simd' },
      },
      {
        urlPattern: OPENCV_CHUNK,
        handler: 'CacheFirst',
        options: { cacheName: 'riichi-lens-opencv' },
      },
    ],
  },
};
