/**
 * The TF.js wasm binaries, served by our own build (never a CDN: the app works offline).
 * `?url` makes Vite copy each file into the build with a content hash and gives its URL; the
 * dev server and Vitest's browser mode serve it from node_modules. Vite-only (the `?url`
 * suffix), which is why this lives in `workers/` and `src/vision/model.ts` takes the paths as
 * an argument. The threaded binary is not imported: threads are off (DESIGN.md section 7).
 */
import simd from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import plain from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import type { WasmPaths } from '../src/vision/model';

export const WASM_PATHS: WasmPaths = { simd, plain };
