/**
 * The vision web worker: a thin Comlink `expose` of `VisionWorkerApi` (src/recognition/worker-api.ts),
 * implemented by `createRecognizer`. Started by `src/recognition/client.ts`; nothing else imports it.
 */
import { expose } from 'comlink';
import { openCvGeometry } from '../src/vision/opencv-geometry';
import { createRecognizer } from '../src/recognition/recognizer';
import type { VisionWorkerApi } from '../src/recognition/worker-api';
import { createImageDecoder } from './decode-image';
import { createFrameReader } from './frame-pixels';
import { loadOpenCv } from './opencv';
import { WASM_PATHS } from './wasm-assets';

// The bundled models are served from `models/` under the app's base URL (vite.config.ts copies
// them into the build, and the dev server serves the repository's own folder); a build made
// before they existed has none, and `init()` answers `no_model`.
const bundledModelsUrl = __BUNDLED_MODELS__ ? new URL(`${import.meta.env.BASE_URL}models/`, self.location.href).href : undefined;

const api: VisionWorkerApi = createRecognizer({
  wasmPaths: WASM_PATHS,
  pictureReader: createFrameReader(),
  decodeImage: createImageDecoder(),
  loadGeometry: async () => openCvGeometry((await loadOpenCv()).cv),
  ...(bundledModelsUrl === undefined ? {} : { bundledModelsUrl }),
});

expose(api);
