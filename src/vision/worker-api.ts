/**
 * The vision worker's surface, shared by `workers/vision.worker.ts` (which exposes it through
 * Comlink) and `client.ts` (which wraps it). Types only. Expected failures are values
 * (`{ ok: false, code, message }`): only an Error's message, name and stack survive the worker
 * boundary, so a thrown error would lose its code. A throw across the boundary means a bug.
 */
import type { BackendInfo, ModelErrorCode } from './model';
import type { FrameErrorCode, RgbaFrame } from './frame';
import type { Letterbox } from './letterbox';

export const VISION_ERROR_CODES = [
  // init
  'no_model',
  'backend_unavailable',
  'model_load_failed',
  'bad_model',
  // recognize
  'not_initialized',
  'bad_frame_size',
  'bad_frame_data',
  'frame_too_large',
  'inference_failed',
  // client side: a newer frame replaced this one before it was sent; the client was disposed;
  // the worker itself failed (script did not load, crashed).
  'superseded',
  'disposed',
  'worker_failed',
] as const satisfies readonly (ModelErrorCode | FrameErrorCode | string)[];
export type VisionErrorCode = (typeof VISION_ERROR_CODES)[number];

export interface VisionFailure {
  readonly ok: false;
  readonly code: VisionErrorCode;
  readonly message: string;
}

export interface ModelInfo {
  readonly ok: true;
  readonly backend: BackendInfo;
  readonly inputWidth: number;
  readonly inputHeight: number;
  readonly outputShapes: readonly (readonly number[])[];
  /** Load and warm-up time, milliseconds. */
  readonly loadMs: number;
}
export type InitResult = ModelInfo | VisionFailure;

/** Summary of one raw model output: enough to check the plumbing, small enough to send per frame. */
export interface OutputSummary {
  readonly shape: readonly number[];
  readonly min: number;
  readonly max: number;
  readonly mean: number;
}

/**
 * PLUMBING STAGE: no trained model exists yet, so recognition stops at the raw model outputs
 * (their shapes and a numeric summary). It does not decode tiles. When a trained model lands,
 * this grows `detections` / `draft` / `warnings` (see `types.ts`), from `decode.ts` + layout.
 */
export interface RawRecognition {
  readonly ok: true;
  readonly frame: { readonly width: number; readonly height: number };
  readonly letterbox: Letterbox;
  readonly outputs: readonly OutputSummary[];
  readonly ms: { readonly preprocess: number; readonly infer: number };
}
export type RecognizeResult = RawRecognition | VisionFailure;

/** What the worker accepts as a frame: an `ImageBitmap` (transferred) or an RGBA buffer (its buffer transferred). */
export type VisionFrame = ImageBitmap | RgbaFrame;

export interface WorkerStats {
  /** The TF.js backend in use, `null` before `init`. */
  readonly backend: string | null;
  /** Live tensors in the worker (leak check: back to its baseline after every `recognize`). */
  readonly numTensors: number;
  /** Frames that reached the model since the worker started. */
  readonly framesRecognized: number;
}

export interface VisionWorkerApi {
  /** Loads and warms the model; a second call replaces it. No URL: the bundled model (none yet: `no_model`). */
  init(modelUrl?: string): Promise<InitResult>;
  /** Takes ownership of the frame (a bitmap is closed afterwards). */
  recognize(frame: VisionFrame): Promise<RecognizeResult>;
  stats(): Promise<WorkerStats>;
  /** Frees the model; `init` may be called again. */
  dispose(): Promise<void>;
}
