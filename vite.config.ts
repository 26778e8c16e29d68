import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { devServiceWorkerReset } from './src/pwa/dev-sw-reset.ts';
import { appIcons } from './src/pwa/icon-plugin.ts';
import { PWA_OPTIONS } from './src/pwa/pwa-options.ts';
import { overlayRelay } from './src/relay/relay-plugin.ts';
import { buildStamp } from './src/server/build-check.ts';
import { precompress } from './src/server/precompress.ts';

// `npm start` is the production server (src/server/main.ts, same host and port); the dev server
// keeps them too: pin host and port, and fail rather than drift to another port.
// (RIICHI_LENS_LAN=1 opens it to the LAN: src/relay/relay-plugin.ts.)
const HOST = '127.0.0.1';
const PORT = 4173;

const MODELS_DIR = fileURLToPath(new URL('./models/', import.meta.url));
const MODEL_NAMES = ['detector', 'classifier'] as const;

/** The files of one layers model in `models/NAME/`: model.json and the weight shards it lists; null if absent. */
function modelFiles(name: string): string[] | null {
  const manifest = `${MODELS_DIR}${name}/model.json`;
  if (!existsSync(manifest)) return null;
  const { weightsManifest } = JSON.parse(readFileSync(manifest, 'utf8')) as { weightsManifest?: { paths: string[] }[] };
  return ['model.json', ...(weightsManifest ?? []).flatMap((group) => group.paths)];
}

/**
 * The trained models ship with the app, served from `models/detector/` and `models/classifier/`
 * under the base URL (src/vision/model-spec.ts `MODEL_PATHS`). The dev server (and Vitest's browser
 * mode) serves the repository's folders as they are; a build copies model.json and its weight files
 * unhashed (model.json names its shards by relative path). `__BUNDLED_MODELS__` tells the worker
 * whether both were there when the server started or the build ran: without them `init()` answers
 * `no_model` rather than fetching files that do not exist.
 */
function bundledModels(): Plugin {
  const files = MODEL_NAMES.map(modelFiles);
  const present = files.every((f) => f !== null);
  return {
    name: 'riichi-lens:bundled-models',
    config: () => ({ define: { __BUNDLED_MODELS__: JSON.stringify(present) } }),
    generateBundle() {
      if (!present) return;
      MODEL_NAMES.forEach((name, i) => {
        for (const file of files[i] ?? []) {
          this.emitFile({ type: 'asset', fileName: `models/${name}/${file}`, source: readFileSync(`${MODELS_DIR}${name}/${file}`) });
        }
      });
    },
  };
}

export default defineConfig({
  // The models and icons are emitted before vite-plugin-pwa lists the build for its precache
  // (after the bundle is written): src/pwa/pwa-options.ts. Then the brotli and gzip copies of the
  // whole build, the service worker included (src/server/precompress.ts). The build stamp
  // (src/server/build-check.ts) is written last, once the build is whole, so `npm start` knows
  // dist/ needs no rebuild.
  plugins: [
    bundledModels(),
    appIcons(),
    VitePWA(PWA_OPTIONS),
    devServiceWorkerReset(),
    overlayRelay(),
    precompress(),
    buildStamp(fileURLToPath(new URL('./dist/', import.meta.url))),
  ],
  // index.html at the repo root is the entry (Vite's default root).
  build: {
    // Three pages: the app, the stream overlay an OBS browser source opens, and the referee's tournament page.
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        overlay: fileURLToPath(new URL('./overlay.html', import.meta.url)),
        tournament: fileURLToPath(new URL('./tournament.html', import.meta.url)),
      },
      // opencv-wasm's browser build (workers/opencv.ts) keeps its Node branches (`require('fs')`,
      // `module.exports`) behind checks that fail in a browser: the warnings about them are noise.
      onLog(level, log, handler) {
        if (level === 'warn' && /opencv-wasm[\\/]opencv-deno\.js/.test(`${log.id ?? ''} ${log.message}`)) return;
        handler(level, log);
      },
    },
    outDir: 'dist',
    emptyOutDir: true,
  },
  // workers/vision.worker.ts is started as an ES module worker (`{ type: 'module' }`, see
  // src/recognition/client.ts): build it as one. Vite's default 'iife' worker format also refuses
  // code-splitting, which a lazily loaded second model or decoder would need. The wasm binaries themselves come in through `?url` imports
  // (workers/wasm-assets.ts), so the build emits them as hashed assets and serves them offline.
  worker: { format: 'es' },
  // The dev server's dependency scan starts from the pages (and, under Vitest, the test files); it
  // does not follow `new Worker(new URL(...))`. A dependency first met in the worker is optimised
  // mid-run and every open page reloaded: CI's fresh cache did that under the camera tests (stop
  // 31), and Vitest warns a reloaded test may fail. So the worker's dependencies are named here,
  // optimised before any page opens (test/worker-deps.test.ts keeps this list whole).
  // OpenCV (workers/opencv.ts) is imported only when the worker asks for it; it is an ES module
  // already, so it is served as it is rather than optimised late.
  optimizeDeps: {
    include: ['@tensorflow/tfjs-core', '@tensorflow/tfjs-backend-wasm', 'comlink', 'valibot'],
    exclude: ['opencv-wasm'],
  },
  server: { host: HOST, port: PORT, strictPort: true },
  preview: { host: HOST, port: PORT, strictPort: true },
});
