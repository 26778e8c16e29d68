/**
 * The worker's implementation of `VisionWorkerApi`, kept out of `workers/` so the worker file
 * stays a thin `expose` and this can also be driven directly (page-side tests, later a Node
 * eval). Turns every expected failure into a `VisionFailure` value.
 */
import { checkFrame } from './frame';
import { loadModel, ModelError, tensorStats, type LoadedModel, type ModelOptions, type ModelSource, type WasmPaths } from './model';
import { preprocess } from './preprocess';
import type { InitResult, OutputSummary, RecognizeResult, VisionFailure, VisionFrame, VisionWorkerApi, WorkerStats } from './worker-api';

export interface RecognizerOptions {
  readonly wasmPaths: WasmPaths;
  /** The bundled trained model's URL. None exists yet, so `init()` without a URL fails with `no_model`. */
  readonly defaultModelUrl?: string;
  readonly expectedOutputs?: ModelOptions['expectedOutputs'];
}

const fail = (code: VisionFailure['code'], message: string): VisionFailure => ({ ok: false, code, message });

function summarise(shape: readonly number[], data: Float32Array): OutputSummary {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  for (const v of data) {
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
  }
  return { shape, min, max, mean: data.length > 0 ? sum / data.length : NaN };
}

function isBitmap(frame: VisionFrame): frame is ImageBitmap {
  return typeof ImageBitmap !== 'undefined' && frame instanceof ImageBitmap;
}

export function createRecognizer(options: RecognizerOptions): VisionWorkerApi {
  let model: Promise<LoadedModel | VisionFailure> | undefined;
  let framesRecognized = 0;

  async function load(source: ModelSource): Promise<LoadedModel | VisionFailure> {
    try {
      const modelOptions: ModelOptions = { wasmPaths: options.wasmPaths, ...(options.expectedOutputs ? { expectedOutputs: options.expectedOutputs } : {}) };
      return await loadModel(source, modelOptions);
    } catch (e) {
      if (e instanceof ModelError) return fail(e.code, e.message);
      throw e;
    }
  }

  async function disposeModel(): Promise<void> {
    const current = await model;
    model = undefined;
    if (current !== undefined && !('ok' in current)) current.dispose();
  }

  return {
    async init(modelUrl) {
      const url = modelUrl ?? options.defaultModelUrl;
      if (url === undefined) return fail('no_model', 'no trained model is bundled yet: pass the URL of a layers-format model.json');
      await disposeModel();
      const started = performance.now();
      model = load(url);
      const loaded = await model;
      if ('ok' in loaded) return loaded satisfies InitResult;
      // Warm the preprocessing kernels too (the model warmed its own), so the first real frame
      // is not the slow one.
      preprocess({ width: 2, height: 2, data: new Uint8ClampedArray(16) }, loaded.inputWidth, loaded.inputHeight).input.dispose();
      return {
        ok: true,
        backend: loaded.backend,
        inputWidth: loaded.inputWidth,
        inputHeight: loaded.inputHeight,
        outputShapes: loaded.outputShapes,
        loadMs: performance.now() - started,
      };
    },

    async recognize(frame): Promise<RecognizeResult> {
      try {
        const checked = checkFrame(frame);
        if (!checked.ok) return fail(checked.code, checked.message);
        const loaded = await model;
        if (loaded === undefined || 'ok' in loaded) return fail('not_initialized', 'call init() with a model before recognize()');
        const t0 = performance.now();
        const { input, letterbox } = preprocess(frame, loaded.inputWidth, loaded.inputHeight);
        const t1 = performance.now();
        let outputs;
        try {
          outputs = await loaded.run(input);
        } catch (e) {
          return fail('inference_failed', e instanceof Error ? e.message : String(e));
        } finally {
          input.dispose();
        }
        framesRecognized += 1;
        return {
          ok: true,
          frame: { width: checked.width, height: checked.height },
          letterbox,
          outputs: outputs.map((o) => summarise(o.shape, o.data)),
          ms: { preprocess: t1 - t0, infer: performance.now() - t1 },
        };
      } finally {
        // The worker owns a transferred bitmap: free its pixels now rather than at GC.
        if (isBitmap(frame)) frame.close();
      }
    },

    async stats(): Promise<WorkerStats> {
      const { backend, numTensors } = tensorStats();
      return { backend, numTensors, framesRecognized };
    },

    dispose: disposeModel,
  };
}
