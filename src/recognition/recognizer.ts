/**
 * The worker's implementation of `VisionWorkerApi`, kept out of `workers/` so the worker file
 * stays a thin `expose` and this can also be driven directly (page-side tests). Loads the two
 * models, runs `recognizeFrame` / `recognizeImage` (src/vision/pipeline.ts) and turns every expected failure
 * into a `VisionFailure` value. Calibration (`buildProfile`, `useProfile`) is
 * src/recognition/recognizer-calibration.ts; this holds only which profile is in use.
 */
import { assignSheet, CALIBRATED_RECHECK, checkFineTuneSettings, inspectSheetBoxes, lookUntilRead, type CalibrationProfile, type SheetRetake } from '../../calibration/index';
import { sheetDetector } from '../../calibration/tfjs';
import { calibratedModels, prepareCalibration, profileFromSheet, tileEmbeddings, type ClassifierCalibration } from './recognizer-calibration';
import { readDiscards } from '../vision/discards';
import { checkFrame, type RgbaFrame } from '../vision/frame';
import { OWN_GEOMETRY, type FrameGeometry } from '../vision/geometry';
import { isPlanar, type Picture } from '../vision/picture';
import { ModelError, tensorStats, type LoadedModel, type WasmPaths } from '../vision/model';
import { MODEL_PATHS } from '../vision/model-spec';
import { decodeUpload, loadRecognitionModels, recognizeFrame, recognizeImage, type FrameOutcome, type ImageDecoder, type ImageOutcome, type RecognitionModels, type RecognizeOptions } from '../vision/pipeline';
import { cropBatch, preprocess } from '../vision/preprocess';
import { isPictureFrame, type DiscardsResult, type EmbedTilesResult, type InitResult, type ModelShape, type PictureFrame, type ProfileBuildResult, type ProfileFit, type RecognizeResult, type RowRetake, type SheetInspectionResult, type TileToLearn, type UseProfileResult, type VisionFailure, type VisionFrame, type VisionWorkerApi, type WorkerStats } from './worker-api';

export interface RecognizerOptions {
  readonly wasmPaths: WasmPaths;
  /**
   * Absolute URL of the folder the bundled models are served from (it holds `MODEL_PATHS`, relative
   * to it). Undefined when the app was built without models: `init()` then answers `no_model`.
   */
  readonly bundledModelsUrl?: string;
  /**
   * Reads a `VideoFrame`'s or an `ImageBitmap`'s RGBA pixels (`workers/frame-pixels.ts`). Without
   * it such a frame is refused with `bad_frame_data`.
   */
  readonly pictureReader?: PictureReader;
  /**
   * Decodes an uploaded image's bytes to RGBA pixels oriented for display (`createImageBitmap`,
   * `workers/decode-image.ts`); it runs only on bytes that passed intake's header checks. Without
   * it every image that passes them is answered `decode_failed`.
   */
  readonly decodeImage?: ImageDecoder;
  /**
   * Loads a faster geometry (OpenCV, `workers/opencv.ts`), started once the first reading is
   * answered, so that it never delays the first frame; until it resolves, and if it fails, frames
   * are resampled by our own code (`src/vision/geometry.ts`).
   */
  readonly loadGeometry?: () => Promise<FrameGeometry>;
}

/** Reads picture frames' pixels, and takes their buffers back for the next frame. */
export interface PictureReader {
  /**
   * The frame's pixels: RGBA, or with `planes`, a camera frame's YUV planes as they are where the
   * pipeline can read them (`src/vision/picture.ts`), which spares converting the whole frame.
   */
  read(frame: PictureFrame, options?: { readonly planes?: boolean }): Promise<Picture>;
  /**
   * Pixels `read` gave are no longer looked at: their buffer may be filled again. Filling a fresh
   * 1280x720 buffer each frame cost 10-25 ms more than a reused one (headless Chromium; the
   * numbers are in `workers/frame-pixels.ts`).
   */
  release(pixels: Picture): void;
}

type Loaded = RecognitionModels & { dispose(): void };

const fail = (code: VisionFailure['code'], message: string): VisionFailure => ({ ok: false, code, message });

const shapeOf = (m: LoadedModel): ModelShape => ({ inputWidth: m.inputWidth, inputHeight: m.inputHeight, outputShapes: m.outputShapes });

/** The two model URLs inside a models folder (`models/` in the repository and in the build). */
function modelUrls(folder: string): { detector: string; classifier: string } {
  const base = folder.endsWith('/') ? folder : `${folder}/`;
  const inside = (path: string) => new URL(path.replace(/^models\//, ''), base).href;
  return { detector: inside(MODEL_PATHS.detector), classifier: inside(MODEL_PATHS.classifier) };
}

/**
 * The models of the last `init()`. Models in use are never freed under a run: init() or dispose()
 * retires them, and the last run using them frees them when it ends. A run that finds its models
 * retired takes the newer ones.
 */
interface ModelKeeper {
  /** Starts loading from `folder`; the models it replaces are retired. */
  replace(folder: string): Promise<Loaded | VisionFailure>;
  /** The current models, never retired ones (a newer init() may have replaced them while waiting). */
  current(): Promise<Loaded | VisionFailure | undefined>;
  /** Runs `run` with the models held: a retire() meanwhile defers their disposal until it ends. */
  using<T>(loaded: Loaded, run: () => Promise<T>): Promise<T>;
  /** The classifier URL of a load, for its fingerprint. */
  classifierUrl(loaded: Loaded): string;
  dispose(): Promise<void>;
}

function createModelKeeper(wasmPaths: WasmPaths): ModelKeeper {
  let models: Promise<Loaded | VisionFailure> | undefined;
  const classifierUrls = new WeakMap<Loaded, string>();
  const users = new Map<Loaded, number>();
  const retired = new WeakSet<Loaded>();

  async function load(folder: string): Promise<Loaded | VisionFailure> {
    let urls;
    try {
      urls = modelUrls(folder);
    } catch {
      return fail('model_load_failed', `the models folder must be an absolute URL, got '${folder}'`);
    }
    try {
      const loaded = await loadRecognitionModels(urls, wasmPaths);
      classifierUrls.set(loaded, urls.classifier);
      return loaded;
    } catch (e) {
      if (e instanceof ModelError) return fail(e.code, e.message);
      throw e;
    }
  }

  function retire(loaded: Loaded | VisionFailure | undefined): void {
    if (loaded === undefined || 'ok' in loaded || retired.has(loaded)) return;
    retired.add(loaded);
    if (!users.has(loaded)) loaded.dispose();
  }

  return {
    async replace(folder) {
      const previous = models;
      const next = load(folder);
      models = next;
      retire(await previous);
      return next;
    },
    async current() {
      for (;;) {
        const loaded = await models;
        if (loaded === undefined || 'ok' in loaded || !retired.has(loaded)) return loaded;
      }
    },
    async using(loaded, run) {
      users.set(loaded, (users.get(loaded) ?? 0) + 1);
      try {
        return await run();
      } finally {
        const left = (users.get(loaded) ?? 1) - 1;
        if (left > 0) users.set(loaded, left);
        else {
          users.delete(loaded);
          if (retired.has(loaded)) loaded.dispose();
        }
      }
    },
    classifierUrl: (loaded) => classifierUrls.get(loaded) ?? '',
    async dispose() {
      const previous = models;
      models = undefined;
      retire(await previous);
    },
  };
}

/** Who resamples frames: our own code until the faster geometry (OpenCV) has loaded, if ever. */
interface GeometrySlot {
  readonly geometry: FrameGeometry;
  readonly failure: string | null;
  start(): void;
}

function createGeometrySlot(loadGeometry: RecognizerOptions['loadGeometry']): GeometrySlot {
  let geometry: FrameGeometry = OWN_GEOMETRY;
  let failure: string | null = null;
  let loading = false;
  return {
    get geometry() {
      return geometry;
    },
    get failure() {
      return failure;
    },
    start() {
      if (loading || loadGeometry === undefined) return;
      loading = true;
      loadGeometry().then(
        (loaded) => {
          geometry = loaded;
        },
        (e: unknown) => {
          failure = e instanceof Error ? e.message : String(e);
        },
      );
    },
  };
}

/** The profile in use, with the models it calibrated: only for those models (init() drops it). */
// `embedder`: the classifier the profile's prototypes live in (learned corrections are embedded
// with it). A fitted profile's holds no tensors of its own (its trunk shares the loaded
// classifier's weights, its tail is plain arrays), so a replaced one is left to the garbage
// collector rather than disposed under a run that may still be using it.
type ActiveProfile = { readonly loaded: Loaded; readonly models: RecognitionModels; readonly profile: CalibrationProfile; readonly embedder: LoadedModel } | null;

/** What the worker's calls share: the models, the geometry, the profile in use, the upload queue. */
interface Recognizing {
  readonly options: RecognizerOptions;
  readonly keeper: ModelKeeper;
  readonly geometry: GeometrySlot;
  readonly counts: { framesRecognized: number; framesFromPlanes: number; imagesDecoded: number };
  active: ActiveProfile;
  /** What calibration needs of the classifier of a load, made on first use. */
  calibrationOf(loaded: Loaded): Promise<ClassifierCalibration>;
  /** The models to run (calibrated while the profile in use is theirs) and how. */
  modelsFor(loaded: Loaded): [RecognitionModels, RecognizeOptions];
  readonly decodeImage: ImageDecoder;
  /** Runs `run` after the uploads before it have been answered. */
  inTurn<T>(run: () => Promise<T>): Promise<T>;
}

function createRecognizing(options: RecognizerOptions): Recognizing {
  const keeper = createModelKeeper(options.wasmPaths);
  const geometry = createGeometrySlot(options.loadGeometry);
  const counts = { framesRecognized: 0, framesFromPlanes: 0, imagesDecoded: 0 };
  // Uploads run one after another: each decode may hold up to INTAKE_LIMITS.maxPixels of RGBA (and
  // the canvas it was read through), so a burst of uploads must not decode side by side.
  let imageQueue: Promise<unknown> = Promise.resolve();
  // What calibration needs of each load's classifier, made on first use (the weights fetched
  // again, from the HTTP cache as a rule).
  const calibrations = new WeakMap<Loaded, Promise<ClassifierCalibration>>();
  const state: Recognizing = {
    options,
    keeper,
    geometry,
    counts,
    active: null,
    calibrationOf(loaded) {
      let c = calibrations.get(loaded);
      if (c === undefined) {
        c = prepareCalibration(loaded.classifier, keeper.classifierUrl(loaded));
        calibrations.set(loaded, c);
      }
      return c;
    },
    modelsFor: (loaded) =>
      state.active !== null && state.active.loaded === loaded ? [state.active.models, { recheck: CALIBRATED_RECHECK, geometry: geometry.geometry }] : [loaded, { geometry: geometry.geometry }],
    decodeImage(bytes) {
      counts.imagesDecoded += 1;
      if (options.decodeImage === undefined) return { ok: false, code: 'decode_failed', message: 'no image decoder here (ImageBitmap decoding is browser-only)' };
      return options.decodeImage(bytes);
    },
    inTurn(run) {
      const turn = imageQueue.then(run);
      // The queue itself never rejects, so one failed turn cannot stall the images behind it.
      imageQueue = turn.catch(() => undefined);
      return turn;
    },
  };
  return state;
}

/** A pipeline outcome as the worker answers it; a failing model run is `inference_failed`. */
async function answer(r: Recognizing, run: () => Promise<FrameOutcome | ImageOutcome>): Promise<RecognizeResult> {
  let result;
  try {
    result = await run();
  } catch (e) {
    return fail('inference_failed', e instanceof Error ? e.message : String(e));
  }
  if (result.ok) r.counts.framesRecognized += 1;
  // OpenCV's load starts once a first reading is answered, not when the models are in: its 2.7 MB
  // script compiles on this thread, and started at init() it held the first camera frame back by
  // 300-400 ms (`npm run bench`'s page to first frame, this 2-core machine). A later frame waits instead.
  r.geometry.start();
  return result.ok ? result : fail(result.code, result.message);
}

/**
 * The (checked) frame's pixels, or why not: RGBA, or with `planes` a camera frame's YUV planes
 * where the reader has them (recognition reads those; the sheet's inspection reads RGBA). Never
 * throws for a bad frame.
 */
async function pixelsOf(options: RecognizerOptions, frame: VisionFrame, planes: true): Promise<Picture | VisionFailure>;
async function pixelsOf(options: RecognizerOptions, frame: VisionFrame, planes: false): Promise<RgbaFrame | VisionFailure>;
async function pixelsOf(options: RecognizerOptions, frame: VisionFrame, planes: boolean): Promise<Picture | VisionFailure> {
  if (!isPictureFrame(frame)) return frame;
  if (options.pictureReader === undefined) return fail('bad_frame_data', 'VideoFrame and ImageBitmap frames are not readable here');
  try {
    return await options.pictureReader.read(frame, { planes });
  } catch (e) {
    return fail('bad_frame_data', `could not read the frame's pixels: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Gives the reader back the buffer of pixels it read from a picture frame (an RGBA frame's own buffer is the caller's). */
function releasePixels(options: RecognizerOptions, frame: VisionFrame, pixels: Picture): void {
  if (isPictureFrame(frame)) options.pictureReader?.release(pixels);
}

/** The loaded models, or `not_initialized` naming the call that needs them. */
async function loadedFor(r: Recognizing, call: string): Promise<Loaded | VisionFailure> {
  const loaded = await r.keeper.current();
  return loaded === undefined || 'ok' in loaded ? fail('not_initialized', `call init() with models before ${call}()`) : loaded;
}

async function init(r: Recognizing, modelsUrl: string | undefined): Promise<InitResult> {
  const folder = modelsUrl ?? r.options.bundledModelsUrl;
  if (folder === undefined) return fail('no_model', 'this build has no bundled models: pass the URL of a folder holding detector/model.json and classifier/model.json');
  const started = performance.now();
  // The new models replace the old at once, so a frame arriving meanwhile waits for them; the
  // old are retired (freed when no run holds them any more).
  r.active = null;
  const loaded = await r.keeper.replace(folder);
  if ('ok' in loaded) return loaded satisfies InitResult;
  // Warm the input kernels too (the models warmed their own), so the first frame is not the slow
  // one: an RGBA frame's and a camera's planes'.
  const tiny: Picture[] = [
    { width: 2, height: 2, data: new Uint8ClampedArray(16) },
    { format: 'I420', width: 2, height: 2, planes: [{ offset: 0, stride: 2 }, { offset: 4, stride: 1 }, { offset: 5, stride: 1 }], data: new Uint8Array(6), matrix: 'bt601', fullRange: false },
  ];
  for (const picture of tiny) {
    preprocess(picture, loaded.detector.inputWidth, loaded.detector.inputHeight).input.dispose();
    cropBatch(picture, [{ x0: 0, y0: 0, x1: 2, y1: 2 }], loaded.classifier.inputWidth).dispose();
  }
  return {
    ok: true,
    backend: loaded.detector.backend,
    detector: shapeOf(loaded.detector),
    classifier: shapeOf(loaded.classifier),
    loadMs: performance.now() - started,
  };
}

async function recognize(r: Recognizing, frame: VisionFrame): Promise<RecognizeResult> {
  try {
    const checked = checkFrame(frame);
    if (!checked.ok) return fail(checked.code, checked.message);
    const loaded = await loadedFor(r, 'recognize');
    if ('ok' in loaded) return loaded;
    const pixels = await pixelsOf(r.options, frame, true);
    if ('ok' in pixels) return pixels;
    try {
      const [run, runOptions] = r.modelsFor(loaded);
      const result = await r.keeper.using(loaded, () => answer(r, () => recognizeFrame(pixels, run, runOptions)));
      if (result.ok && isPlanar(pixels)) r.counts.framesFromPlanes += 1;
      return result;
    } finally {
      releasePixels(r.options, frame, pixels);
    }
  } finally {
    // The worker owns a transferred frame: free its pixels now rather than at GC (a camera's
    // VideoFrame held open also stalls the camera, whose buffers are few).
    if (isPictureFrame(frame)) frame.close();
  }
}

function recognizeUpload(r: Recognizing, bytes: ArrayBuffer): Promise<RecognizeResult> {
  return r.inTurn(async () => {
    // The models as they are when this image's turn comes (an init() may have replaced them).
    const loaded = await loadedFor(r, 'recognizeImage');
    if ('ok' in loaded) return loaded;
    // Header checks, then decode, then the frame (src/vision/pipeline.ts): a refused header never decodes.
    const [run, runOptions] = r.modelsFor(loaded);
    return r.keeper.using(loaded, () => answer(r, () => recognizeImage(bytes, run, r.decodeImage, runOptions)));
  });
}

function readPond(r: Recognizing, bytes: ArrayBuffer): Promise<DiscardsResult> {
  return r.inTurn(async (): Promise<DiscardsResult> => {
    const loaded = await loadedFor(r, 'readDiscards');
    if ('ok' in loaded) return loaded;
    const [run, runOptions] = r.modelsFor(loaded);
    // The hand's rules-aware decoding means nothing for a pond: only the detections are used.
    const read = await r.keeper.using(loaded, () => answer(r, () => recognizeImage(bytes, run, r.decodeImage, { ...runOptions, decoding: false })));
    if (!read.ok) return read;
    return { ok: true, frame: read.frame, detections: read.detections, discards: readDiscards(read.detections) };
  });
}

async function inspectSheet(r: Recognizing, frame: VisionFrame): Promise<SheetInspectionResult> {
  try {
    const checked = checkFrame(frame);
    if (!checked.ok) return fail(checked.code, checked.message);
    const loaded = await loadedFor(r, 'inspectSheet');
    if ('ok' in loaded) return loaded;
    const pixels = await pixelsOf(r.options, frame, false);
    if ('ok' in pixels) return pixels;
    try {
      return await r.keeper.using(loaded, async (): Promise<SheetInspectionResult> => {
        try {
          // Judged as a photo of it is read (calibration/sheet-sources.ts), with the same looks: in
          // the turned view if the detector turned it; the first look's rows when no look reads whole.
          const read = await lookUntilRead(pixels, sheetDetector(loaded), (seen) => assignSheet(seen.boxes, seen.inPhoto));
          if ('code' in read) return fail('unreadable_frame', read.message);
          const seen = read.ok ? read.seen : read.first;
          return { ok: true, frame: { width: pixels.width, height: pixels.height }, inspection: inspectSheetBoxes(seen.boxes, seen.inPhoto) };
        } catch (e) {
          return fail('inference_failed', e instanceof Error ? e.message : String(e));
        }
      });
    } finally {
      releasePixels(r.options, frame, pixels);
    }
  } finally {
    if (isPictureFrame(frame)) frame.close();
  }
}

/** Each retake checked and decoded like any upload; a refused one names its row. */
async function decodeRetakes(r: Recognizing, retakes: readonly RowRetake[]): Promise<SheetRetake[] | ProfileBuildResult> {
  const again: SheetRetake[] = [];
  for (const retake of Array.isArray(retakes) ? retakes : []) {
    const row = Number(retake?.row);
    const photo = await decodeUpload(retake?.bytes, r.decodeImage);
    if (!photo.ok) return { ok: false, code: photo.code, message: `row ${row}: ${photo.message}`, row: Number.isInteger(row) ? row : null };
    again.push({ frame: photo.frame, row });
  }
  return again;
}

function buildProfile(r: Recognizing, bytes: ArrayBuffer, name: string, retakes: readonly RowRetake[], fit: ProfileFit, onProgress: ((done: number, total: number) => void) | undefined): Promise<ProfileBuildResult> {
  const tuning = fit === true ? {} : fit === false ? null : checkFineTuneSettings(fit);
  if (typeof tuning === 'string') return Promise.resolve({ ...fail('bad_settings', tuning), row: null });
  return r.inTurn(async (): Promise<ProfileBuildResult> => {
    const loaded = await loadedFor(r, 'buildProfile');
    if ('ok' in loaded) return { ...loaded, row: null };
    return r.keeper.using(loaded, async () => {
      const decoded = await decodeUpload(bytes, r.decodeImage);
      if (!decoded.ok) return { ok: false, code: decoded.code, message: decoded.message, row: null };
      const again = await decodeRetakes(r, retakes);
      if (!Array.isArray(again)) return again;
      try {
        // A progress listener that fails (a closed page's proxy) must not fail the build.
        const progress = typeof onProgress !== 'function' ? undefined : (done: number, total: number) => void (async () => onProgress(done, total))().catch(() => undefined);
        const built = await profileFromSheet(decoded.frame, loaded, await r.calibrationOf(loaded), name, { tuning, ...(progress === undefined ? {} : { onProgress: progress }) }, again);
        return built.ok ? built : { ok: false, code: built.code, message: built.message, row: built.row };
      } catch (e) {
        return { ...fail('inference_failed', e instanceof Error ? e.message : String(e)), row: null };
      }
    });
  });
}

async function useProfile(r: Recognizing, profile: CalibrationProfile | null): Promise<UseProfileResult> {
  const loaded = await loadedFor(r, 'useProfile');
  if ('ok' in loaded) return loaded;
  if (profile === null) {
    r.active = null;
    return { ok: true, profile: null };
  }
  let calibration;
  try {
    calibration = await r.calibrationOf(loaded);
  } catch (e) {
    return fail('inference_failed', `could not read the classifier for calibration: ${e instanceof Error ? e.message : String(e)}`);
  }
  const calibrated = await calibratedModels(loaded, calibration, profile);
  if (!calibrated.ok) return fail(calibrated.code, calibrated.message);
  // An init() while checking replaced these models: the profile is not for the new ones.
  if ((await r.keeper.current()) !== loaded) return fail('not_initialized', 'the models were replaced while the profile was checked: call useProfile() again');
  r.active = { loaded, models: calibrated.models, profile: profile, embedder: calibrated.embedder };
  return { ok: true, profile };
}

function embedTiles(r: Recognizing, image: ArrayBuffer, tiles: readonly TileToLearn[]): Promise<EmbedTilesResult> {
  return r.inTurn(async (): Promise<EmbedTilesResult> => {
    const loaded = await loadedFor(r, 'embedTiles');
    if ('ok' in loaded) return loaded;
    const inUse = r.active;
    if (inUse === null || inUse.loaded !== loaded) return fail('no_profile', 'no profile is in use: corrections are learned into the profile the tiles were read with');
    const list = Array.isArray(tiles) ? tiles : [];
    return r.keeper.using(loaded, async () => {
      const decoded = await decodeUpload(image, r.decodeImage);
      if (!decoded.ok) return fail(decoded.code, decoded.message);
      const frame = decoded.frame;
      try {
        const vectors = await tileEmbeddings(frame, list.map((t) => t.box), inUse.embedder);
        if (vectors === null) return fail('box_outside_frame', `a tile's box does not lie inside the ${frame.width} x ${frame.height} frame`);
        return { ok: true, tiles: list.map((t, i) => ({ kind: t.kind, vectors: vectors[i]! })) };
      } catch (e) {
        return fail('inference_failed', e instanceof Error ? e.message : String(e));
      }
    });
  });
}

function stats(r: Recognizing): WorkerStats {
  const { backend, numTensors } = tensorStats();
  const { framesRecognized, framesFromPlanes, imagesDecoded } = r.counts;
  return { backend, numTensors, framesRecognized, framesFromPlanes, imagesDecoded, profile: r.active?.profile.style.name ?? null, geometry: r.geometry.geometry.name, geometryFailure: r.geometry.failure };
}

export function createRecognizer(options: RecognizerOptions): VisionWorkerApi {
  const r = createRecognizing(options);
  return {
    init: (modelsUrl) => init(r, modelsUrl),
    recognize: (frame) => recognize(r, frame),
    recognizeImage: (bytes) => recognizeUpload(r, bytes),
    readDiscards: (bytes) => readPond(r, bytes),
    inspectSheet: (frame) => inspectSheet(r, frame),
    buildProfile: (bytes, name, retakes = [], fit = true, onProgress) => buildProfile(r, bytes, name, retakes, fit, onProgress),
    useProfile: (profile) => useProfile(r, profile),
    embedTiles: (image, tiles) => embedTiles(r, image, tiles),
    stats: async () => stats(r),
    dispose: () => r.keeper.dispose(),
  };
}
