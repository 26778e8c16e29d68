import { defineConfig } from 'vite';

// The README's first command is `npm ci && npm start`, which must serve the built app on
// http://127.0.0.1:4173 offline: pin host and port, and fail rather than drift to another port.
const HOST = '127.0.0.1';
const PORT = 4173;

export default defineConfig({
  // index.html at the repo root is the entry (Vite's default root).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  // workers/vision.worker.ts is started as an ES module worker (`{ type: 'module' }`, see
  // src/vision/client.ts): build it as one. Vite's default 'iife' worker format also refuses
  // code-splitting, which a lazily loaded second model or decoder would need. The wasm binaries themselves come in through `?url` imports
  // (workers/wasm-assets.ts), so the build emits them as hashed assets and serves them offline.
  worker: { format: 'es' },
  server: { host: HOST, port: PORT, strictPort: true },
  preview: { host: HOST, port: PORT, strictPort: true },
});
