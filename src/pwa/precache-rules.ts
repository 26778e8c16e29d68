/**
 * What the service worker keeps for offline use, shared by the PWA's build options
 * (src/pwa/pwa-options.ts) and the first-load figure of `npm run bench` (src/cli/bench-app.ts),
 * which counts what a first visit fetches: the precache is fetched on a first visit too.
 */

/**
 * TF.js's wasm build without SIMD (`assets/tfjs-backend-wasm-HASH.wasm`): the backend loads it
 * only in a browser without SIMD, instead of the SIMD one, and every browser the app targets has
 * SIMD. Left out of the precache (and so of the first load); a browser that does fetch it keeps
 * it at first use (the runtime cache below).
 */
export const PLAIN_WASM = /\/tfjs-backend-wasm-(?!simd-)[^/]*\.wasm$/;

/**
 * OpenCV for the vision worker (`assets/opencv-deno-HASH.js`, ~9.4 MB: its wasm is inlined). It
 * only speeds up resampling camera frames (`src/vision/geometry.ts`), and frames are read without
 * it until it has loaded, so a first visit does not wait for it: the worker fetches it after its
 * models, and the service worker keeps it then (the runtime cache below).
 */
export const OPENCV_CHUNK = /\/opencv-deno-[^/]*\.js$/;

/** Glob for Workbox's `globIgnores`, which (unlike the manifest filter) runs before its size check. */
export const OPENCV_CHUNK_GLOB = '**/opencv-deno-*.js';

/** `path`: relative to the build's root, e.g. `assets/tfjs-backend-wasm-BIA8cDLW.wasm`. */
export const notFetchedOnFirstVisit = (path: string): boolean => PLAIN_WASM.test(`/${path}`) || OPENCV_CHUNK.test(`/${path}`);

/**
 * Workbox leaves out, with a warning only, any file over its size limit (2 MiB by default). The
 * largest file today is the detector's weights (1.7 MB); the limit gives a larger model room,
 * and the PWA test fails if any file a first visit needs is missing from the precache.
 */
export const MAX_PRECACHED_FILE_BYTES = 8 * 1024 * 1024;
