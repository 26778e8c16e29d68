/**
 * The model's lifecycle: pick the backend once (wasm, SIMD when the browser has it, threads
 * off), load a TF.js layers model, warm it up, check its input and output shapes, then `run`
 * and `dispose`. With `preprocess.ts`, the only file that imports TF.js.
 *
 * Why wasm with threads off (DESIGN.md section 7): on this CPU-only target the SIMD wasm backend
 * is the fast one, webgl falls back to a software GPU, and multithreaded wasm did not help and
 * broke the production build. The wasm binaries are never fetched from a CDN: the caller passes
 * the URLs our own build serves (`workers/wasm-assets.ts`).
 */
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { input as symbolicInput, loadLayersModel, model as functionalModel, type LayersModel, type SymbolicTensor } from '@tensorflow/tfjs-layers';

export const BACKEND = 'wasm';

/**
 * Where the two single-threaded wasm binaries are served. The threaded one is never fetched
 * (`WASM_HAS_MULTITHREAD_SUPPORT` is false), so it is not shipped.
 */
export interface WasmPaths {
  readonly simd: string;
  readonly plain: string;
}

/** A URL of a layers-format `model.json`, or an IO handler (`tf.io.fromMemory` in tests). */
export type ModelSource = string | tf.io.IOHandler;

export interface ModelOptions {
  readonly wasmPaths: WasmPaths;
  /**
   * Expected output shapes, batch dimension included; `null` matches any size. Checked on the
   * warm-up output, so a model with the wrong head fails at load, not on the first frame.
   */
  readonly expectedOutputs?: readonly (readonly (number | null)[])[];
}

export const MODEL_ERROR_CODES = ['backend_unavailable', 'model_load_failed', 'bad_model'] as const;
export type ModelErrorCode = (typeof MODEL_ERROR_CODES)[number];

/** A load failure the caller is expected to handle (the worker turns it into `{ ok: false }`). */
export class ModelError extends Error {
  override readonly name = 'ModelError';
  constructor(
    readonly code: ModelErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface BackendInfo {
  readonly backend: string;
  readonly simd: boolean;
  readonly threads: boolean;
}

/** One model output read back to the CPU; its tensor is already disposed. */
export interface ModelOutput {
  readonly shape: readonly number[];
  readonly data: Float32Array;
}

export interface LoadedModel {
  readonly backend: BackendInfo;
  readonly inputWidth: number;
  readonly inputHeight: number;
  /** Output shapes as measured on the warm-up run (batch of one). */
  readonly outputShapes: readonly (readonly number[])[];
  /** Runs the model on a `[1, inputHeight, inputWidth, 3]` input. Does not dispose `input`. */
  run(input: tf.Tensor4D): Promise<ModelOutput[]>;
  /**
   * The same network taking `width` x `height` inputs, warmed up and checked against
   * `expectedOutputs` like a loaded model. It shares this model's weights (no copy, no tensors of
   * its own), which are freed when this model is disposed: it must not run after that, and
   * disposing it frees nothing. Only a fully convolutional model can take another size: any other
   * fails with `ModelError` `bad_model`.
   */
  withInputSize(width: number, height: number, options: Pick<ModelOptions, 'expectedOutputs'>): Promise<LoadedModel>;
  /**
   * The same network with a second output: the input of its last layer (for the classifier, the
   * embedding its dense head reads; calibration compares tiles there). Shares this model's
   * weights like `withInputSize`. Fails with `ModelError` `bad_model` for a model of more than
   * one output.
   */
  withEmbedding(options: Pick<ModelOptions, 'expectedOutputs'>): Promise<LoadedModel>;
  /**
   * The network's layers after its input, each with its settings and a copy of its weights: what
   * calibration's fine-tuning starts from (`calibration/fine-tune.ts`).
   */
  layers(): readonly LayerSnapshot[];
  /**
   * The same network cut after its first `count` layers (input not counted): its one output is
   * that layer's. Shares this model's weights like `withInputSize`.
   */
  truncated(count: number, options: Pick<ModelOptions, 'expectedOutputs'>): Promise<LoadedModel>;
  dispose(): void;
}

/** One layer of a loaded network: its class, the settings fine-tuning needs, its weights copied out. */
export interface LayerSnapshot {
  readonly className: string;
  /** Conv2D only (null elsewhere). */
  readonly strides: readonly number[] | null;
  readonly padding: string | null;
  readonly kernelSize: readonly number[] | null;
  /** The layer's activation (`linear` when it has none). */
  readonly activation: string;
  /** In the layer's own order: kernel then bias. */
  readonly weights: readonly { readonly shape: readonly number[]; readonly data: Float32Array }[];
}

let backendReady: Promise<BackendInfo> | undefined;

/**
 * Sets the wasm backend up once per JS realm (worker or page). `setWasmPaths` may only be called
 * before the backend initialises, so every later call returns the first result.
 */
export function initBackend(wasmPaths: WasmPaths): Promise<BackendInfo> {
  backendReady ??= (async () => {
    try {
      tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
      setWasmPaths({
        'tfjs-backend-wasm-simd.wasm': wasmPaths.simd,
        'tfjs-backend-wasm.wasm': wasmPaths.plain,
        // Required key, never fetched with threads off; pointing it at the SIMD build keeps the
        // threaded binary (and its 430 KB) out of the app.
        'tfjs-backend-wasm-threaded-simd.wasm': wasmPaths.simd,
      });
      const ok = await tf.setBackend(BACKEND);
      await tf.ready();
      if (!ok || tf.getBackend() !== BACKEND) throw new Error(`tf.setBackend('${BACKEND}') failed`);
      const simd = Boolean(await tf.env().getAsync('WASM_HAS_SIMD_SUPPORT'));
      return { backend: tf.getBackend(), simd, threads: false };
    } catch (e) {
      backendReady = undefined;
      throw new ModelError('backend_unavailable', `the wasm backend did not start: ${messageOf(e)}`);
    }
  })();
  return backendReady;
}

/** Live tensors and the active backend, for leak checks and diagnostics. */
export function tensorStats(): { readonly backend: string | null; readonly numTensors: number; readonly numBytes: number } {
  const m = tf.memory();
  // getBackend() would initialise a backend as a side effect; report null until one is chosen.
  return { backend: backendReady === undefined ? null : tf.getBackend(), numTensors: m.numTensors, numBytes: m.numBytes };
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function inputSizeOf(model: LayersModel): { width: number; height: number } {
  if (model.inputs.length !== 1) throw new ModelError('bad_model', `expected one input, the model has ${model.inputs.length}`);
  const shape = model.inputs[0]?.shape ?? [];
  const [, h, w, c] = shape;
  if (shape.length !== 4 || typeof h !== 'number' || typeof w !== 'number' || c !== 3) {
    throw new ModelError('bad_model', `expected an input of shape [batch, height, width, 3] with fixed height and width, got [${shape.join(', ')}]`);
  }
  return { width: w, height: h };
}

function checkOutputs(shapes: readonly (readonly number[])[], expected: ModelOptions['expectedOutputs']): void {
  if (expected === undefined) return;
  const fits = (shape: readonly number[], want: readonly (number | null)[]) =>
    shape.length === want.length && want.every((d, i) => d === null || d === shape[i]);
  if (shapes.length !== expected.length || !shapes.every((s, i) => fits(s, expected[i] ?? []))) {
    const show = (list: readonly (readonly (number | null)[])[]) => list.map((s) => `[${s.map((d) => d ?? '?').join(', ')}]`).join(' ');
    throw new ModelError('bad_model', `model outputs ${show(shapes)}, expected ${show(expected)}`);
  }
}

async function runModel(model: LayersModel, input: tf.Tensor4D): Promise<ModelOutput[]> {
  const out = model.predict(input);
  const tensors = Array.isArray(out) ? out : [out];
  try {
    return await Promise.all(tensors.map(async (t) => ({ shape: t.shape, data: (await t.data<'float32'>()) as Float32Array })));
  } finally {
    tf.dispose(tensors);
  }
}

/** Loads, warms up and checks a model. Throws `ModelError` for a bad backend, source or model. */
export async function loadModel(source: ModelSource, options: ModelOptions): Promise<LoadedModel> {
  const backend = await initBackend(options.wasmPaths);
  let model: LayersModel;
  try {
    model = await loadLayersModel(source);
  } catch (e) {
    throw new ModelError('model_load_failed', `could not load the model: ${messageOf(e)}`);
  }
  return readyModel(model, backend, options.expectedOutputs, true);
}

/**
 * Frees a loaded model's weights. TF.js layers count their uses: every model built on this one
 * (`withInputSize`) counted one more, and disposing those would dispose this one's layers twice
 * over, so they are never disposed themselves; this one is disposed until its count is spent.
 */
function freeWeights(model: LayersModel): void {
  while (model.dispose().refCountAfterDispose > 0);
}

/**
 * Warms up and checks a model. An `owned` model (loaded) is freed on failure and by `dispose`; one
 * sharing the weights of another (`withInputSize`) holds no tensors of its own and frees nothing.
 */
async function readyModel(model: LayersModel, backend: BackendInfo, expectedOutputs: ModelOptions['expectedOutputs'], owned: boolean): Promise<LoadedModel> {
  try {
    const { width, height } = inputSizeOf(model);
    // Warm-up: the first run compiles kernels and allocates; it also measures the output shapes.
    const zeros = tf.zeros<tf.Rank.R4>([1, height, width, 3]);
    let outputShapes: (readonly number[])[];
    try {
      outputShapes = (await runModel(model, zeros)).map((o) => o.shape);
    } finally {
      zeros.dispose();
    }
    checkOutputs(outputShapes, expectedOutputs);
    let disposed = false;
    return {
      backend,
      inputWidth: width,
      inputHeight: height,
      outputShapes,
      run(input) {
        if (disposed) throw new Error('LoadedModel.run after dispose');
        return runModel(model, input);
      },
      withInputSize(w, h, options) {
        if (disposed) throw new Error('LoadedModel.withInputSize after dispose');
        return readyModel(resized(model, w, h), backend, options.expectedOutputs, false);
      },
      withEmbedding(options) {
        if (disposed) throw new Error('LoadedModel.withEmbedding after dispose');
        return readyModel(withPenultimate(model), backend, options.expectedOutputs, false);
      },
      layers() {
        if (disposed) throw new Error('LoadedModel.layers after dispose');
        return model.layers.filter((l) => l.getClassName() !== 'InputLayer').map(snapshotOf);
      },
      truncated(count, options) {
        if (disposed) throw new Error('LoadedModel.truncated after dispose');
        return readyModel(cutAfter(model, count), backend, options.expectedOutputs, false);
      },
      dispose() {
        if (disposed) return;
        disposed = true;
        if (owned) freeWeights(model);
      },
    };
  } catch (e) {
    if (owned) freeWeights(model);
    throw e instanceof ModelError ? e : new ModelError('bad_model', `the model failed its warm-up run: ${messageOf(e)}`);
  }
}

/** `model` applied to a new `width` x `height` input: the same layers, so the same weights. */
function resized(model: LayersModel, width: number, height: number): LayersModel {
  try {
    const input = symbolicInput({ shape: [height, width, 3] });
    return functionalModel({ inputs: input, outputs: model.apply(input) as SymbolicTensor | SymbolicTensor[] });
  } catch (e) {
    throw new ModelError('bad_model', `the model cannot take ${width}x${height} inputs: ${messageOf(e)}`);
  }
}

function snapshotOf(layer: LayersModel['layers'][number]): LayerSnapshot {
  const config = layer.getConfig();
  const list = (v: unknown): number[] | null => (Array.isArray(v) ? v.map(Number) : null);
  return {
    className: layer.getClassName(),
    strides: list(config['strides']),
    padding: typeof config['padding'] === 'string' ? config['padding'] : null,
    kernelSize: list(config['kernelSize'] ?? config['kernel_size']),
    activation: typeof config['activation'] === 'string' ? config['activation'] : 'linear',
    weights: layer.getWeights().map((w) => ({ shape: w.shape, data: Float32Array.from(w.dataSync()) })),
  };
}

/** `model` cut after its first `count` layers past the input: the same layers, so the same weights. */
function cutAfter(model: LayersModel, count: number): LayersModel {
  try {
    const layers = model.layers.filter((l) => l.getClassName() !== 'InputLayer');
    const last = layers[count - 1];
    if (!Number.isInteger(count) || last === undefined) throw new Error(`it has ${layers.length} layers, not ${count}`);
    const output = last.output;
    if (Array.isArray(output)) throw new Error('that layer has several outputs');
    return functionalModel({ inputs: model.inputs, outputs: output });
  } catch (e) {
    throw new ModelError('bad_model', `the model cannot be cut after ${count} layers: ${messageOf(e)}`);
  }
}

/** `model` with the input of its last layer as a second output: the same layers, so the same weights. */
function withPenultimate(model: LayersModel): LayersModel {
  try {
    const last = model.layers[model.layers.length - 1];
    const head = model.outputs[0];
    if (model.outputs.length !== 1 || last === undefined || head === undefined) throw new Error(`expected one output, the model has ${model.outputs.length}`);
    const embedding = last.input;
    if (Array.isArray(embedding)) throw new Error('its last layer takes several inputs');
    return functionalModel({ inputs: model.inputs, outputs: [head, embedding] });
  } catch (e) {
    throw new ModelError('bad_model', `no embedding can be read from the model: ${messageOf(e)}`);
  }
}
