/**
 * The vision worker's surface, shared by `workers/vision.worker.ts` (which exposes it through
 * Comlink) and `client.ts` (which wraps it). Types only. Expected failures are values
 * (`{ ok: false, code, message }`): only an Error's message, name and stack survive the worker
 * boundary, so a thrown error would lose its code. A throw across the boundary means a bug.
 */
import type { BackendInfo, ModelErrorCode } from '../vision/model';
import type { FrameErrorCode, RgbaFrame } from '../vision/frame';
import type { FrameRecognition, ImageFailureCode } from '../vision/pipeline';
import type { DiscardReading } from '../vision/discards';
import type { Box, Detection, DetectionKind } from '../vision/types';
import type { CalibrationProfile, FineTuneSettings, DetectorCheck, ProfileErrorCode, SelfCheck, SheetErrorCode, SheetInspection } from '../../calibration/index';

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
  // recognizeImage: refused from the header, before any decode (src/vision/intake.ts), or the decoder failed
  'not_an_image',
  'unsupported_format',
  'truncated',
  'too_small',
  'too_large',
  'decode_failed',
  // buildProfile: the sheet photo was read, but not as a sheet (calibration/sheet-layout.ts)
  'no_tiles',
  'not_a_sheet',
  'row_count',
  'row_length',
  'row_cut',
  'overlapping_rows',
  'mixed_sets',
  'tile_at_edge',
  'unreadable_frame',
  // buildProfile: fitting settings that are not positive numbers in range (calibration/fine-tune.ts)
  'bad_settings',
  // useProfile: the profile failed `checkProfile` (calibration/profile.ts)
  'not_json',
  'not_a_profile',
  'unsupported_version',
  'bad_field',
  'wrong_classifier',
  // embedTiles: no profile to learn into, no frame to cut from, or a box not inside the frame
  'no_profile',
  'box_outside_frame',
  // client side: a newer frame replaced this one before it was sent; the client was disposed;
  // the worker itself failed (script did not load, crashed).
  'superseded',
  'disposed',
  'worker_failed',
] as const satisfies readonly (ModelErrorCode | FrameErrorCode | ImageFailureCode | SheetErrorCode | ProfileErrorCode | string)[];
export type VisionErrorCode = (typeof VISION_ERROR_CODES)[number];

export interface VisionFailure {
  readonly ok: false;
  readonly code: VisionErrorCode;
  readonly message: string;
}

/** One loaded model as the worker sees it. */
export interface ModelShape {
  readonly inputWidth: number;
  readonly inputHeight: number;
  /** Output shapes measured on the warm-up run (batch of one). */
  readonly outputShapes: readonly (readonly number[])[];
}

export interface ModelInfo {
  readonly ok: true;
  readonly backend: BackendInfo;
  readonly detector: ModelShape;
  readonly classifier: ModelShape;
  /** Load and warm-up time of both models, milliseconds. */
  readonly loadMs: number;
}
export type InitResult = ModelInfo | VisionFailure;

/**
 * A recognised frame (`src/vision/pipeline.ts`): detections in frame pixels, the hand draft, coded warnings
 * and per-stage timings. A blank frame or one without tiles is still `ok`, with a warning.
 */
export type Recognition = FrameRecognition;
export type RecognizeResult = Recognition | VisionFailure;

/**
 * A photo of a player's discards read (`src/vision/discards.ts`): the tiles in discard order with their
 * coded warnings, and the detections they came from in frame pixels (`frame` = the photo as displayed).
 */
export type DiscardsResult =
  | { readonly ok: true; readonly frame: { readonly width: number; readonly height: number }; readonly detections: readonly Detection[]; readonly discards: DiscardReading }
  | VisionFailure;

/**
 * A profile built from a sheet photo, or why not: a refused sheet names its row (1-based, as
 * `SheetError`), `null` where no one row is at fault (no tiles, an undecodable photo).
 */
/** A built profile, with how it read held-back looks of the sheet's tiles beside the classifier as loaded (`calibration/self-check.ts`). */
export type ProfileBuildResult = { readonly ok: true; readonly profile: CalibrationProfile; readonly check: SelfCheck; readonly detectorCheck: DetectorCheck | null } | (VisionFailure & { readonly row: number | null });
/** A camera frame of the sheet judged row by row from the detector alone (calibration/sheet-inspection.ts). */
export type SheetInspectionResult = { readonly ok: true; readonly frame: { readonly width: number; readonly height: number }; readonly inspection: SheetInspection } | VisionFailure;

/** How `buildProfile` builds: fitted with the default settings (`true`), prototypes only (`false`), or fitted with these settings. */
export type ProfileFit = boolean | Partial<FineTuneSettings>;

/** A row of the sheet photographed again alone (1-based `row`), as encoded image bytes. */
export interface RowRetake {
  readonly row: number;
  readonly bytes: ArrayBuffer;
}

/** The profile now in use (`null`: the plain classifier), or why the one offered was refused. */
export type UseProfileResult = { readonly ok: true; readonly profile: CalibrationProfile | null } | VisionFailure;

/** A tile the user confirmed as `kind`, by its detection box in frame pixels. */
export interface TileToLearn {
  readonly box: Box;
  readonly kind: DetectionKind;
}

/** Per tile asked, in order, its kind and its crop's embedding in four quarter turns (unit vectors). */
export type EmbedTilesResult = { readonly ok: true; readonly tiles: readonly { readonly kind: DetectionKind; readonly vectors: readonly (readonly number[])[] }[] } | VisionFailure;

/**
 * A frame whose pixels the browser holds: a camera's `VideoFrame` (`new VideoFrame(video)`, the
 * cheapest to take and to read) or an `ImageBitmap`. Transferred to the worker, which closes it.
 */
export type PictureFrame = ImageBitmap | VideoFrame;

/** What the worker accepts as a frame: a `PictureFrame` (transferred) or an RGBA buffer (its buffer transferred). */
export type VisionFrame = PictureFrame | RgbaFrame;

/** Whether a frame is a `PictureFrame` (to be transferred, and closed once read or dropped). */
export function isPictureFrame(frame: unknown): frame is PictureFrame {
  return (typeof ImageBitmap !== 'undefined' && frame instanceof ImageBitmap) || (typeof VideoFrame !== 'undefined' && frame instanceof VideoFrame);
}

export interface WorkerStats {
  /** The TF.js backend in use, `null` before `init`. */
  readonly backend: string | null;
  /** Live tensors in the worker (leak check: back to its baseline after every `recognize`). */
  readonly numTensors: number;
  /** Frames recognised (an `ok` result, blank frames and decoded uploads included) since the worker started. */
  readonly framesRecognized: number;
  /**
   * Of `framesRecognized`, the camera frames read from their YUV planes (`src/vision/picture.ts`),
   * not converted to RGBA whole or drawn by the browser.
   */
  readonly framesFromPlanes: number;
  /**
   * Encoded images handed to the decoder since the worker started. An image refused from its
   * header (too large, truncated, not an image) is not counted: nothing was decoded for it.
   */
  readonly imagesDecoded: number;
  /** The style name of the calibration profile in use (`useProfile`), `null` for none. */
  readonly profile: string | null;
  /** Who resamples frames for the detector (`src/vision/geometry.ts`): our own code until OpenCV has loaded. */
  readonly geometry: 'own' | 'opencv';
  /** Why OpenCV could not be loaded (frames stay with our own code), `null` when it did or has not yet. */
  readonly geometryFailure: string | null;
}

export interface VisionWorkerApi {
  /**
   * Loads and warms the two models; a second call replaces them. `modelsUrl`: a folder holding
   * `detector/model.json` and `classifier/model.json`, as an absolute URL (a relative one is
   * refused with `model_load_failed`). None: the models bundled with the app, or `no_model` when
   * the build has none.
   */
  init(modelsUrl?: string): Promise<InitResult>;
  /** Takes ownership of the frame (a bitmap is closed afterwards). */
  recognize(frame: VisionFrame): Promise<RecognizeResult>;
  /**
   * Recognises an encoded image (an upload: JPEG, PNG, WebP or GIF), taking ownership of its bytes
   * (transfer them). The header is checked before anything is decoded (src/vision/intake.ts: format, size
   * limits, truncation), so a hostile file is refused without allocating its pixels; the EXIF
   * orientation is applied once, by the decoder, and `frame` in the result is the size as displayed.
   * Images are decoded one at a time, in the order they came.
   */
  recognizeImage(bytes: ArrayBuffer): Promise<RecognizeResult>;
  /**
   * Reads a photo of a player's discards (the pond): checked, decoded and recognised like an
   * upload (same queue, same profile), then the tiles put in discard order (`src/vision/discards.ts`). Takes
   * ownership of the bytes. A photo without tiles is `ok` with a `no_tiles` warning.
   */
  readDiscards(bytes: ArrayBuffer): Promise<DiscardsResult>;
  /**
   * Builds a calibration profile named `name` from an encoded photo of the calibration sheet
   * (DESIGN.md section 6), taking ownership of its bytes. Checked and decoded like an upload, in
   * the same queue. The profile is not put in use: pass it to `useProfile`. `retakes`: rows
   * photographed again alone, whose tiles replace that row's (calibration/sheet-sources.ts); a
   * retake that cannot be read is refused naming its row. Takes ownership of their bytes too.
   * `fit`: `true` (the default) fits the classifier's last layers to the set first (about two
   * minutes on two cores; calibration/fine-tune.ts), `false` builds prototypes only (seconds),
   * settings fit with those (`bad_settings` when they are out of range). `onProgress` hears the
   * fitting's steps done of all steps (a Comlink proxy across the worker boundary).
   */
  buildProfile(sheetBytes: ArrayBuffer, name: string, retakes?: readonly RowRetake[], fit?: ProfileFit, onProgress?: (done: number, total: number) => void): Promise<ProfileBuildResult>;
  /**
   * Judges a camera frame of the calibration sheet while the user frames it: the detector alone
   * (no classifier, no profile), then the sheet's rows by position. Takes ownership of the frame.
   */
  inspectSheet(frame: VisionFrame): Promise<SheetInspectionResult>;
  /**
   * Later `recognize` / `recognizeImage` calls classify with this profile (`null`: without one).
   * The profile is checked against the loaded classifier first; a refused one leaves the profile
   * in use unchanged. Needs `init`; a later `init` drops the profile (it belongs to one classifier).
   */
  useProfile(profile: CalibrationProfile | null): Promise<UseProfileResult>;
  /**
   * What confirmed corrections teach the profile in use (calibration/learned.ts): each tile cut
   * from the frame as the pipeline cuts it (`cropRegion`), in its four quarter turns, through the
   * classifier's embedding. `image`: the encoded photo the tiles were read from, again (taking
   * ownership of its bytes; checked and decoded like an upload). Only photos: a live camera frame
   * has moved on by the time a correction is confirmed, and a box cut from a later frame would
   * teach the profile some other tile under the confirmed kind. Refused with `no_profile` when no
   * profile is in use, `box_outside_frame` when a box does not lie inside the frame.
   */
  embedTiles(image: ArrayBuffer, tiles: readonly TileToLearn[]): Promise<EmbedTilesResult>;
  stats(): Promise<WorkerStats>;
  /** Frees the model; `init` may be called again. */
  dispose(): Promise<void>;
}
