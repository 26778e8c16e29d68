/**
 * The model's lifecycle: pick the backend once (wasm, SIMD when the browser has it, threads
 * off), load a TF.js layers-format model (`layers-graph.ts`, our own executor of the format: see
 * there why it is not tfjs-layers), warm it up, check its input and output shapes, then `run` and
 * `dispose`. Models made from a loaded one (another input size, an embedding output, a cut) are
 * views of its graph: the same weights, run to other outputs or on another size.
 *
 * Why wasm with threads off (DESIGN.md section 7): on this CPU-only target the SIMD wasm backend
 * is the fast one, webgl falls back to a software GPU, and multithreaded wasm did not help and
 * broke the production build. The wasm binaries are never fetched from a CDN: the caller passes
 * the URLs our own build serves (`workers/wasm-assets.ts`).
 */
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { loadLayersGraph, ModelFileError, type LayersGraph, type LayerSnapshot } from './layers-graph';

export type { LayerSnapshot } from './layers-graph';

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
   * The same network taking `width` x `height` inputs, checked against `expectedOutputs` like a
   * loaded model (not warmed up: see `readyModel`). It shares this model's weights (no copy, no tensors of
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

/** What a `LoadedModel` runs: which outputs of a loaded graph, on inputs of which size. */
interface View {
  readonly graph: LayersGraph;
  readonly width: number;
  readonly height: number;
  readonly outputs: readonly string[];
}

function inputSizeOf(graph: LayersGraph): { width: number; height: number } {
  const shape = graph.inputShape;
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

async function runModel(view: View, input: tf.Tensor4D): Promise<ModelOutput[]> {
  const [, h, w, c] = input.shape;
  if (h !== view.height || w !== view.width || c !== 3) throw new Error(`expected an input of shape [batch, ${view.height}, ${view.width}, 3], got [${input.shape.join(', ')}]`);
  const tensors = view.graph.run(input, view.outputs);
  try {
    return await Promise.all(tensors.map(async (t) => ({ shape: t.shape, data: (await t.data<'float32'>()) as Float32Array })));
  } finally {
    tf.dispose(tensors);
  }
}

/** Loads, warms up and checks a model. Throws `ModelError` for a bad backend, source or model. */
export async function loadModel(source: ModelSource, options: ModelOptions): Promise<LoadedModel> {
  const backend = await initBackend(options.wasmPaths);
  let graph: LayersGraph;
  try {
    graph = await loadLayersGraph(source);
  } catch (e) {
    if (e instanceof ModelFileError) throw new ModelError('bad_model', `the model cannot be run: ${e.message}`);
    throw new ModelError('model_load_failed', `could not load the model: ${messageOf(e)}`);
  }
  try {
    return await readyModel({ graph, ...inputSizeOf(graph), outputs: graph.outputs }, backend, options.expectedOutputs, true);
  } catch (e) {
    graph.dispose();
    throw e;
  }
}

/**
 * Checks a view, warming up an `owned` one (loaded), which frees the graph's weights on `dispose`.
 * One made from another (`withInputSize` and the like) shares them and frees nothing, and is not
 * run: its output shapes are worked out from the layers. The loaded model's run already put the
 * weights on the backend and set its kernels up, and a new size's first run costs what any run
 * does, so a warm-up would only hold back the first camera frame (it needs the detector fitted to
 * the camera's shape) by one more detector run.
 */
async function readyModel(view: View, backend: BackendInfo, expectedOutputs: ModelOptions['expectedOutputs'], owned: boolean): Promise<LoadedModel> {
  let outputShapes: (readonly number[])[];
  try {
    if (owned) {
      const zeros = tf.zeros<tf.Rank.R4>([1, view.height, view.width, 3]);
      try {
        outputShapes = (await runModel(view, zeros)).map((o) => o.shape);
      } finally {
        zeros.dispose();
      }
    } else {
      // A batch of one in, so every dimension out is a number.
      outputShapes = view.graph.outputShapes([1, view.height, view.width, 3], view.outputs).map((shape) => shape.map((d) => d ?? 1));
    }
  } catch (e) {
    throw new ModelError('bad_model', `the model failed its warm-up run: ${messageOf(e)}`);
  }
  checkOutputs(outputShapes, expectedOutputs);
  let disposed = false;
  const live = (what: string) => {
    if (disposed) throw new Error(`LoadedModel.${what} after dispose`);
  };
  const derived = (next: View, options: Pick<ModelOptions, 'expectedOutputs'>) => readyModel(next, backend, options.expectedOutputs, false);
  return {
    backend,
    inputWidth: view.width,
    inputHeight: view.height,
    outputShapes,
    run(input) {
      live('run');
      return runModel(view, input);
    },
    withInputSize(width, height, options) {
      live('withInputSize');
      return derived(resized(view, width, height), options);
    },
    withEmbedding(options) {
      live('withEmbedding');
      return derived(withPenultimate(view), options);
    },
    layers() {
      live('layers');
      return view.graph.layersFor(view.outputs).map((l) => view.graph.snapshot(l));
    },
    truncated(count, options) {
      live('truncated');
      return derived(cutAfter(view, count), options);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      if (owned) view.graph.dispose();
    },
  };
}

/** `view` on `width` x `height` inputs, refused where a layer cannot take that size. */
function resized(view: View, width: number, height: number): View {
  try {
    view.graph.outputShapes([null, height, width, 3], view.outputs);
  } catch (e) {
    throw new ModelError('bad_model', `the model cannot take ${width}x${height} inputs: ${messageOf(e)}`);
  }
  return { ...view, width, height };
}

/** `view` cut after its first `count` layers past the input: that layer's output is its only one. */
function cutAfter(view: View, count: number): View {
  const layers = view.graph.layersFor(view.outputs);
  const last = layers[count - 1];
  if (last === undefined) throw new ModelError('bad_model', `the model cannot be cut after ${count} layers: it has ${layers.length} layers, not ${count}`);
  return { ...view, outputs: [last.name] };
}

/** `view` with the input of its last layer (the one giving its output) as a second output. */
function withPenultimate(view: View): View {
  const [head, ...others] = view.outputs;
  const last = view.graph.layersFor(view.outputs).at(-1);
  const fail = (why: string) => new ModelError('bad_model', `no embedding can be read from the model: ${why}`);
  if (head === undefined || others.length > 0 || last === undefined) throw fail(`expected one output, the model has ${view.outputs.length}`);
  const [embedding, ...more] = last.inputs;
  if (embedding === undefined || more.length > 0) throw fail('its last layer takes several inputs');
  return { ...view, outputs: [head, embedding] };
}
