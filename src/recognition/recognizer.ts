/**
 * The worker's implementation of `VisionWorkerApi`, kept out of `workers/` so the worker file
 * stays a thin `expose` and this can also be driven directly (page-side tests). Loads the two
 * models, runs `recognizeFrame` / `recognizeImage` (src/vision/pipeline.ts) and turns every expected failure
 * into a `VisionFailure` value. Calibration (`buildProfile`, `useProfile`) is
 * src/recognition/recognizer-calibration.ts; this holds only which profile is in use.
 */
import { CALIBRATED_RECHECK, checkFineTuneSettings, inspectSheetBoxes, sheetBoxes, type CalibrationProfile, type SheetRetake } from '../../calibration/index';
import { calibratedModels, prepareCalibration, profileFromSheet, tileEmbeddings, type ClassifierCalibration } from './recognizer-calibration';
import { readDiscards } from '../vision/discards';
import { checkFrame, type RgbaFrame } from '../vision/frame';
import { OWN_GEOMETRY, type FrameGeometry } from '../vision/geometry';
import { ModelError, tensorStats, type LoadedModel, type WasmPaths } from '../vision/model';
import { MODEL_PATHS } from '../vision/model-spec';
import { decodeUpload, detectTiles, loadRecognitionModels, recognizeFrame, recognizeImage, type FrameOutcome, type ImageDecoder, type ImageOutcome, type RecognitionModels, type RecognizeOptions } from '../vision/pipeline';
import { cropBatch, preprocess } from '../vision/preprocess';
import type { DiscardsResult, EmbedTilesResult, InitResult, ModelShape, ProfileBuildResult, RecognizeResult, SheetInspectionResult, UseProfileResult, VisionFailure, VisionFrame, VisionWorkerApi, WorkerStats } from './worker-api';

export interface RecognizerOptions {
  readonly wasmPaths: WasmPaths;
  /**
   * Absolute URL of the folder the bundled models are served from (it holds `MODEL_PATHS`, relative
   * to it). Undefined when the app was built without models: `init()` then answers `no_model`.
   */
  readonly bundledModelsUrl?: string;
  /**
   * Reads an `ImageBitmap`'s RGBA pixels (OffscreenCanvas, `workers/bitmap-pixels.ts`). Without it
   * a bitmap frame is refused with `bad_frame_data`.
   */
  readonly readBitmap?: (bitmap: ImageBitmap) => RgbaFrame;
  /**
   * Decodes an uploaded image's bytes to RGBA pixels oriented for display (`createImageBitmap`,
   * `workers/decode-image.ts`); it runs only on bytes that passed intake's header checks. Without
   * it every image that passes them is answered `decode_failed`.
   */
  readonly decodeImage?: ImageDecoder;
  /**
   * Loads a faster geometry (OpenCV, `workers/opencv.ts`), started once the first models are in,
   * so that it never delays the first frame; until it resolves, and if it fails, frames are
   * resampled by our own code (`src/vision/geometry.ts`).
   */
  readonly loadGeometry?: () => Promise<FrameGeometry>;
}

type Loaded = RecognitionModels & { dispose(): void };

const fail = (code: VisionFailure['code'], message: string): VisionFailure => ({ ok: false, code, message });

function isBitmap(frame: VisionFrame): frame is ImageBitmap {
  return typeof ImageBitmap !== 'undefined' && frame instanceof ImageBitmap;
}

const shapeOf = (m: LoadedModel): ModelShape => ({ inputWidth: m.inputWidth, inputHeight: m.inputHeight, outputShapes: m.outputShapes });

/** The two model URLs inside a models folder (`models/` in the repository and in the build). */
function modelUrls(folder: string): { detector: string; classifier: string } {
  const base = folder.endsWith('/') ? folder : `${folder}/`;
  const inside = (path: string) => new URL(path.replace(/^models\//, ''), base).href;
  return { detector: inside(MODEL_PATHS.detector), classifier: inside(MODEL_PATHS.classifier) };
}

export function createRecognizer(options: RecognizerOptions): VisionWorkerApi {
  let models: Promise<Loaded | VisionFailure> | undefined;
  let framesRecognized = 0;
  let imagesDecoded = 0;
  // Uploads run one after another: each decode may hold up to INTAKE_LIMITS.maxPixels of RGBA (and
  // the canvas it was read through), so a burst of uploads must not decode side by side.
  let imageQueue: Promise<unknown> = Promise.resolve();

  const decodeImage: ImageDecoder = (bytes) => {
    imagesDecoded += 1;
    if (options.decodeImage === undefined) return { ok: false, code: 'decode_failed', message: 'no image decoder here (ImageBitmap decoding is browser-only)' };
    return options.decodeImage(bytes);
  };

  // The classifier URL of each load, for its fingerprint; what calibration needs of it, made on
  // first use (the weights fetched again, from the HTTP cache as a rule).
  const classifierUrls = new WeakMap<Loaded, string>();
  const calibrations = new WeakMap<Loaded, Promise<ClassifierCalibration>>();
  const calibrationOf = (loaded: Loaded): Promise<ClassifierCalibration> => {
    let c = calibrations.get(loaded);
    if (c === undefined) {
      c = prepareCalibration(loaded.classifier, classifierUrls.get(loaded) ?? '');
      calibrations.set(loaded, c);
    }
    return c;
  };
  /** The profile in use, with the models it calibrated: only for those models (init() drops it). */
  // `embedder`: the classifier the profile's prototypes live in (learned corrections are embedded
  // with it). A fitted profile's holds no tensors of its own (its trunk shares the loaded
  // classifier's weights, its tail is plain arrays), so a replaced one is left to the garbage
  // collector rather than disposed under a run that may still be using it.
  let active: { readonly loaded: Loaded; readonly models: RecognitionModels; readonly profile: CalibrationProfile; readonly embedder: LoadedModel } | null = null;
  const modelsFor = (loaded: Loaded): [RecognitionModels, RecognizeOptions] =>
    active !== null && active.loaded === loaded ? [active.models, { recheck: CALIBRATED_RECHECK, geometry }] : [loaded, { geometry }];

  let geometry: FrameGeometry = OWN_GEOMETRY;
  let geometryFailure: string | null = null;
  let geometryLoading = false;
  function startGeometry(): void {
    if (geometryLoading || options.loadGeometry === undefined) return;
    geometryLoading = true;
    options.loadGeometry().then(
      (loaded) => {
        geometry = loaded;
      },
      (e: unknown) => {
        geometryFailure = e instanceof Error ? e.message : String(e);
      },
    );
  }

  async function load(folder: string): Promise<Loaded | VisionFailure> {
    let urls;
    try {
      urls = modelUrls(folder);
    } catch {
      return fail('model_load_failed', `the models folder must be an absolute URL, got '${folder}'`);
    }
    try {
      const loaded = await loadRecognitionModels(urls, options.wasmPaths);
      classifierUrls.set(loaded, urls.classifier);
      return loaded;
    } catch (e) {
      if (e instanceof ModelError) return fail(e.code, e.message);
      throw e;
    }
  }

  // Models in use are never freed under a run: init() or dispose() retires them, and the last run
  // using them frees them when it ends. A run that finds its models retired takes the newer ones.
  const users = new Map<Loaded, number>();
  const retired = new WeakSet<Loaded>();

  function retire(loaded: Loaded | VisionFailure | undefined): void {
    if (loaded === undefined || 'ok' in loaded || retired.has(loaded)) return;
    retired.add(loaded);
    if (!users.has(loaded)) loaded.dispose();
  }

  /** The current models, never retired ones (a newer init() may have replaced them while waiting). */
  async function current(): Promise<Loaded | VisionFailure | undefined> {
    for (;;) {
      const loaded = await models;
      if (loaded === undefined || 'ok' in loaded || !retired.has(loaded)) return loaded;
    }
  }

  /** Runs `run` with the models held: a retire() meanwhile defers their disposal until it ends. */
  async function using<T>(loaded: Loaded, run: () => Promise<T>): Promise<T> {
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
  }

  async function disposeModels(): Promise<void> {
    const previous = models;
    models = undefined;
    retire(await previous);
  }

  /** A pipeline outcome as the worker answers it; a failing model run is `inference_failed`. */
  async function answer(run: () => Promise<FrameOutcome | ImageOutcome>): Promise<RecognizeResult> {
    let result;
    try {
      result = await run();
    } catch (e) {
      return fail('inference_failed', e instanceof Error ? e.message : String(e));
    }
    if (result.ok) framesRecognized += 1;
    return result.ok ? result : fail(result.code, result.message);
  }

  /** The (checked) frame as RGBA pixels, or why not. Never throws for a bad frame. */
  function pixelsOf(frame: VisionFrame): RgbaFrame | VisionFailure {
    if (!isBitmap(frame)) return frame;
    if (options.readBitmap === undefined) return fail('bad_frame_data', 'ImageBitmap frames are not readable here');
    try {
      return options.readBitmap(frame);
    } catch (e) {
      return fail('bad_frame_data', `could not read the bitmap's pixels: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  return {
    async init(modelsUrl) {
      const folder = modelsUrl ?? options.bundledModelsUrl;
      if (folder === undefined) return fail('no_model', 'this build has no bundled models: pass the URL of a folder holding detector/model.json and classifier/model.json');
      const started = performance.now();
      // The new models replace the old at once, so a frame arriving meanwhile waits for them; the
      // old are retired (freed when no run holds them any more).
      const previous = models;
      active = null;
      const next = load(folder);
      models = next;
      retire(await previous);
      const loaded = await next;
      if ('ok' in loaded) return loaded satisfies InitResult;
      // Warm the input kernels too (the models warmed their own), so the first frame is not the slow one.
      const tiny = { width: 2, height: 2, data: new Uint8ClampedArray(16) };
      preprocess(tiny, loaded.detector.inputWidth, loaded.detector.inputHeight).input.dispose();
      cropBatch(tiny, [{ x0: 0, y0: 0, x1: 2, y1: 2 }], loaded.classifier.inputWidth).dispose();
      startGeometry();
      return {
        ok: true,
        backend: loaded.detector.backend,
        detector: shapeOf(loaded.detector),
        classifier: shapeOf(loaded.classifier),
        loadMs: performance.now() - started,
      };
    },

    async recognize(frame): Promise<RecognizeResult> {
      try {
        const checked = checkFrame(frame);
        if (!checked.ok) return fail(checked.code, checked.message);
        const loaded = await current();
        if (loaded === undefined || 'ok' in loaded) return fail('not_initialized', 'call init() with models before recognize()');
        const pixels = pixelsOf(frame);
        if ('ok' in pixels) return pixels;
        const [run, runOptions] = modelsFor(loaded);
        return await using(loaded, () => answer(() => recognizeFrame(pixels, run, runOptions)));
      } finally {
        // The worker owns a transferred bitmap: free its pixels now rather than at GC.
        if (isBitmap(frame)) frame.close();
      }
    },

    recognizeImage(bytes): Promise<RecognizeResult> {
      const turn = imageQueue.then(async () => {
        // The models as they are when this image's turn comes (an init() may have replaced them).
        const loaded = await current();
        if (loaded === undefined || 'ok' in loaded) return fail('not_initialized', 'call init() with models before recognizeImage()');
        // Header checks, then decode, then the frame (src/vision/pipeline.ts): a refused header never decodes.
        const [run, runOptions] = modelsFor(loaded);
        return using(loaded, () => answer(() => recognizeImage(bytes, run, decodeImage, runOptions)));
      });
      // The queue itself never rejects, so one failed turn cannot stall the images behind it.
      imageQueue = turn.catch(() => undefined);
      return turn;
    },

    readDiscards(bytes): Promise<DiscardsResult> {
      const turn = imageQueue.then(async (): Promise<DiscardsResult> => {
        const loaded = await current();
        if (loaded === undefined || 'ok' in loaded) return fail('not_initialized', 'call init() with models before readDiscards()');
        const [run, runOptions] = modelsFor(loaded);
        // The hand's rules-aware decoding means nothing for a pond: only the detections are used.
        const read = await using(loaded, () => answer(() => recognizeImage(bytes, run, decodeImage, { ...runOptions, decoding: false })));
        if (!read.ok) return read;
        return { ok: true, frame: read.frame, detections: read.detections, discards: readDiscards(read.detections) };
      });
      imageQueue = turn.catch(() => undefined);
      return turn;
    },

    async inspectSheet(frame): Promise<SheetInspectionResult> {
      try {
        const checked = checkFrame(frame);
        if (!checked.ok) return fail(checked.code, checked.message);
        const loaded = await current();
        if (loaded === undefined || 'ok' in loaded) return fail('not_initialized', 'call init() with models before inspectSheet()');
        const pixels = pixelsOf(frame);
        if ('ok' in pixels) return pixels;
        return await using(loaded, async (): Promise<SheetInspectionResult> => {
          try {
            const seen = await detectTiles(pixels, loaded);
            if (!seen.ok) return fail(seen.code, seen.message);
            // Judged as a photo of it is read (calibration/sheet-sources.ts): in the turned view, if the detector turned it.
            const sheet = sheetBoxes(pixels, seen);
            return 'ok' in sheet ? fail('unreadable_frame', sheet.message) : { ok: true, frame: seen.frame, inspection: inspectSheetBoxes(sheet.boxes, sheet.inPhoto) };
          } catch (e) {
            return fail('inference_failed', e instanceof Error ? e.message : String(e));
          }
        });
      } finally {
        if (isBitmap(frame)) frame.close();
      }
    },

    buildProfile(bytes, name, retakes = [], fit = true, onProgress): Promise<ProfileBuildResult> {
      const tuning = fit === true ? {} : fit === false ? null : checkFineTuneSettings(fit);
      if (typeof tuning === 'string') return Promise.resolve({ ...fail('bad_settings', tuning), row: null });
      const turn = imageQueue.then(async (): Promise<ProfileBuildResult> => {
        const loaded = await current();
        if (loaded === undefined || 'ok' in loaded) return { ...fail('not_initialized', 'call init() with models before buildProfile()'), row: null };
        return using(loaded, async () => {
          const decoded = await decodeUpload(bytes, decodeImage);
          if (!decoded.ok) return { ok: false, code: decoded.code, message: decoded.message, row: null };
          // Each retake checked and decoded like any upload; a refused one names its row.
          const again: SheetRetake[] = [];
          for (const retake of Array.isArray(retakes) ? retakes : []) {
            const row = Number(retake?.row);
            const photo = await decodeUpload(retake?.bytes, decodeImage);
            if (!photo.ok) return { ok: false, code: photo.code, message: `row ${row}: ${photo.message}`, row: Number.isInteger(row) ? row : null };
            again.push({ frame: photo.frame, row });
          }
          try {
            // A progress listener that fails (a closed page's proxy) must not fail the build.
            const progress = typeof onProgress !== 'function' ? undefined : (done: number, total: number) => void (async () => onProgress(done, total))().catch(() => undefined);
            const built = await profileFromSheet(decoded.frame, loaded, await calibrationOf(loaded), name, { tuning, ...(progress === undefined ? {} : { onProgress: progress }) }, again);
            return built.ok ? built : { ok: false, code: built.code, message: built.message, row: built.row };
          } catch (e) {
            return { ...fail('inference_failed', e instanceof Error ? e.message : String(e)), row: null };
          }
        });
      });
      imageQueue = turn.catch(() => undefined);
      return turn;
    },

    async useProfile(profile): Promise<UseProfileResult> {
      const loaded = await current();
      if (loaded === undefined || 'ok' in loaded) return fail('not_initialized', 'call init() with models before useProfile()');
      if (profile === null) {
        active = null;
        return { ok: true, profile: null };
      }
      let calibration;
      try {
        calibration = await calibrationOf(loaded);
      } catch (e) {
        return fail('inference_failed', `could not read the classifier for calibration: ${e instanceof Error ? e.message : String(e)}`);
      }
      const calibrated = await calibratedModels(loaded, calibration, profile);
      if (!calibrated.ok) return fail(calibrated.code, calibrated.message);
      // An init() while checking replaced these models: the profile is not for the new ones.
      if ((await current()) !== loaded) return fail('not_initialized', 'the models were replaced while the profile was checked: call useProfile() again');
      active = { loaded, models: calibrated.models, profile: profile, embedder: calibrated.embedder };
      return { ok: true, profile };
    },

    embedTiles(image, tiles): Promise<EmbedTilesResult> {
      const turn = imageQueue.then(async (): Promise<EmbedTilesResult> => {
        const loaded = await current();
        if (loaded === undefined || 'ok' in loaded) return fail('not_initialized', 'call init() with models before embedTiles()');
        const inUse = active;
        if (inUse === null || inUse.loaded !== loaded) return fail('no_profile', 'no profile is in use: corrections are learned into the profile the tiles were read with');
        const list = Array.isArray(tiles) ? tiles : [];
        return using(loaded, async () => {
          const decoded = await decodeUpload(image, decodeImage);
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
      imageQueue = turn.catch(() => undefined);
      return turn;
    },

    async stats(): Promise<WorkerStats> {
      const { backend, numTensors } = tensorStats();
      return { backend, numTensors, framesRecognized, imagesDecoded, profile: active?.profile.style.name ?? null, geometry: geometry.name, geometryFailure };
    },

    dispose: disposeModels,
  };
}
