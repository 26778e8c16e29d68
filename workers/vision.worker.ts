/**
 * The vision web worker: a thin Comlink `expose` of `VisionWorkerApi` (src/vision/worker-api.ts),
 * implemented by `createRecognizer`. Started by `src/vision/client.ts`; nothing else imports it.
 */
import { expose } from 'comlink';
import { createRecognizer } from '../src/vision/recognizer';
import type { VisionWorkerApi } from '../src/vision/worker-api';
import { WASM_PATHS } from './wasm-assets';

// No trained model is bundled yet: `init()` needs a model URL until one is (see worker-api.ts).
const api: VisionWorkerApi = createRecognizer({ wasmPaths: WASM_PATHS });

expose(api);
