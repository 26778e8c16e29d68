/**
 * One frame to tiles, a hand draft and warnings, the same code in Node (eval), the worker and the
 * page: letterbox -> detector -> boxes (when their rows run slanted, the part of the frame that
 * holds them is turned until they run along its axes and read again as a frame of its own, the
 * boxes mapped back: `turn.ts`; when they are small, the detector looks again at the part of the
 * frame that holds them: `zoom.ts`) -> crops from the full-resolution frame -> classifier
 * (one batch) -> detections -> `layoutHand` -> the most probable legal hand (`rules-decoding.ts`).
 * Two models, as model-spec.ts describes them. A frame is RGBA, or a camera frame still in its YUV
 * planes, whose models' inputs are resampled from the planes themselves (`picture.ts`).
 *
 * Expected trouble is a value, never a throw: a frame that fails `checkPicture` or an image that
 * fails intake comes back `{ ok: false, code }`; a blank frame (`isBlankPicture`) or a photo with no
 * tiles comes back as an empty result with a warning. What still throws is a failing model run (the
 * worker answers `inference_failed`) and programming errors. Every tensor made here is disposed
 * before returning, whatever happens.
 */
import type { Tensor4D } from '@tensorflow/tfjs-core';
import type { Ruleset } from '../engine/index';
import { BOX_DECODE_DEFAULTS, decodeBoxes, decodeClasses, toDetections, type BoxDecodeOptions, type Classification, type ScoredBox } from './decode';
import type { FrameCheck, FrameErrorCode, RgbaFrame } from './frame';
import { checkImage, type IntakeErrorCode } from './intake';
import { layoutHand, type LayoutOptions } from './layout/index';
import { fittedInputSize, letterbox, type Letterbox } from './letterbox';
import { loadModel, ModelError, type LoadedModel, type ModelOutput, type ModelSource, type WasmPaths } from './model';
import { CLASSES, CLASSIFIER, DETECTOR } from './model-spec';
import { checkPicture, cutPicture, isBlankPicture, withRgba, type Picture } from './picture';
import { cropBatch, preprocess, turnedCropBatch } from './preprocess';
import { averageLooks, RECHECK_DEFAULTS, type RecheckOptions } from './recheck';
import { decideHand } from './hand-decision';
import type { DecodingOptions, HandDecoding } from './rules-decoding';
import type { FrameGeometry } from './geometry';
import type { Region } from './resample';
import { boxToFrame, turnAngle, turnedView, TURN_DEFAULTS, type TurnedView, type TurnOptions } from './turn';
import type { Box, Detection, RecognisedHand, VisionWarning } from './types';
import { mergeLooks, zoomRegion, ZOOM_DEFAULTS, type PixelRect, type ZoomOptions } from './zoom';

/** The two loaded models: the detector on the letterboxed frame, the classifier on each tile's crop. */
export interface RecognitionModels {
  /** The detector on its square training input. */
  readonly detector: LoadedModel;
  readonly classifier: LoadedModel;
  /**
   * The detector for a frame of this size: the same weights on an input of the frame's own shape
   * (`fittedInputSize`), made on first use and kept; the square one where a fitted input would
   * not be smaller, or where the network cannot take another size.
   */
  detectorFor(frameWidth: number, frameHeight: number): Promise<LoadedModel>;
}

export interface ModelSources {
  readonly detector: ModelSource;
  readonly classifier: ModelSource;
}

const detectorOutputs = (width: number, height: number) => [[1, height / DETECTOR.stride, width / DETECTOR.stride, DETECTOR.channels]];

/**
 * Loads and checks both models against model-spec.ts (input sizes, output shapes). Throws
 * `ModelError` (the detector's first where both fail); a model that loaded is disposed then.
 */
export async function loadRecognitionModels(sources: ModelSources, wasmPaths: WasmPaths): Promise<RecognitionModels & { dispose(): void }> {
  // Both at once: one model's download overlaps the other's decoding and warm-up (a first camera
  // frame waits for both).
  const [loadedDetector, loadedClassifier] = await Promise.allSettled([
    loadModel(sources.detector, { wasmPaths, expectedOutputs: detectorOutputs(DETECTOR.inputSize, DETECTOR.inputSize) }),
    loadModel(sources.classifier, { wasmPaths, expectedOutputs: [[null, CLASSES.length]] }),
  ]);
  if (loadedDetector.status === 'rejected' || loadedClassifier.status === 'rejected') {
    if (loadedDetector.status === 'fulfilled') loadedDetector.value.dispose();
    if (loadedClassifier.status === 'fulfilled') loadedClassifier.value.dispose();
    throw loadedDetector.status === 'rejected' ? loadedDetector.reason : (loadedClassifier as PromiseRejectedResult).reason;
  }
  const detector = loadedDetector.value;
  const classifier = loadedClassifier.value;
  try {
    expectInput('detector', detector, DETECTOR.inputSize);
    expectInput('classifier', classifier, CLASSIFIER.inputSize);
  } catch (e) {
    detector.dispose();
    classifier.dispose();
    throw e;
  }
  const fitted = new Map<string, Promise<LoadedModel>>();
  const fittedTo = async (width: number, height: number): Promise<LoadedModel> => {
    try {
      return await detector.withInputSize(width, height, { expectedOutputs: detectorOutputs(width, height) });
    } catch (e) {
      if (e instanceof ModelError) return detector;
      throw e;
    }
  };
  return {
    detector,
    classifier,
    detectorFor(frameWidth, frameHeight) {
      const { width, height } = fittedInputSize(frameWidth, frameHeight, DETECTOR.inputSize, DETECTOR.sizeMultiple, DETECTOR.fittedPad);
      if (width === DETECTOR.inputSize && height === DETECTOR.inputSize) return Promise.resolve(detector);
      const key = `${width}x${height}`;
      let model = fitted.get(key);
      if (model === undefined) {
        model = fittedTo(width, height);
        fitted.set(key, model);
      }
      return model;
    },
    dispose() {
      detector.dispose();
      classifier.dispose();
      for (const model of fitted.values()) void model.then((m) => m.dispose());
    },
  };
}

function expectInput(name: string, model: LoadedModel, size: number): void {
  if (model.inputWidth !== size || model.inputHeight !== size) {
    throw new ModelError('bad_model', `the ${name} takes ${model.inputWidth}x${model.inputHeight} inputs, model-spec.ts says ${size}x${size}`);
  }
}

/** Milliseconds per stage; `detect` includes decoding the boxes, `classify` cutting the crops. */
export interface RecognitionTimings {
  readonly preprocess: number;
  readonly detect: number;
  readonly classify: number;
  readonly layout: number;
}

export interface FrameRecognition {
  readonly ok: true;
  readonly frame: { readonly width: number; readonly height: number };
  /** How the frame was fitted into the detector input. */
  readonly letterbox: Letterbox;
  /** The part of the frame the detector looked at again because the tiles were small, else null (its bounds, when the frame was turned). */
  readonly zoom: PixelRect | null;
  /** Degrees the frame was turned by (`turn.ts`) so that the hand's rows ran along its axes; null when it was read as it is. */
  readonly turnedDeg: number | null;
  /** Boxes in frame pixels, best detector score first; `p` = the classifier's probability of `kind`. */
  readonly detections: readonly Detection[];
  /** The detector's score of each detection, same order (the eval ranks by score x p). */
  readonly detectorScores: readonly number[];
  /**
   * The hand to show (`hand-decision.ts`): `read` when it is legal, else the most probable legal
   * reading; when none is found, `read` with its melds made legal for their types, its red fives
   * within the preset and what keeps it from being a legal hand doubted (`legal-draft.ts`).
   */
  readonly draft: RecognisedHand;
  /**
   * The hand as laid out, every tile as the classifier's first choice: for diagnosis (eval), never
   * for the editor, as it may hold a meld that is not its type (`draft` is guarded against that).
   */
  readonly read: RecognisedHand;
  /** The legal readings found (null when decoding was turned off). */
  readonly decoding: HandDecoding | null;
  readonly warnings: readonly VisionWarning[];
  readonly ms: RecognitionTimings;
}

export interface RecognitionFailure<C extends string> {
  readonly ok: false;
  readonly code: C;
  readonly message: string;
}

export type FrameOutcome = FrameRecognition | RecognitionFailure<FrameErrorCode>;

export interface RecognizeOptions {
  readonly boxes?: Partial<BoxDecodeOptions>;
  /** Who resamples the frame into the detector's input (`geometry.ts`); default our own code. */
  readonly geometry?: FrameGeometry;
  /** The second look at small tiles (`zoom.ts`); false turns it off. */
  readonly zoom?: Partial<ZoomOptions> | false;
  /** The second look at a hand photographed at a slant (`turn.ts`); false turns it off. */
  readonly turn?: Partial<TurnOptions> | false;
  /**
   * The frame drawn this many times smaller in the detector's input (>= 1; default 1), as if
   * photographed from farther away: the calibration sheet's last resort (`SHEET_FARTHER_LOOK`, calibration/sheet-sources.ts).
   */
  readonly farther?: number;
  /** The classifier's second opinion on doubted tiles (`recheck.ts`); false turns it off. */
  readonly recheck?: Partial<RecheckOptions> | false;
  readonly layout?: LayoutOptions;
  /** The preset whose rules say what a legal hand is (red fives, tiles in the set). Default: `DEFAULT_PRESET`. */
  readonly rules?: Ruleset;
  /**
   * Rules-aware decoding (`rules-decoding.ts`), and the guard that no draft it gives holds an
   * impossible meld or unflagged trouble (`legal-draft.ts`); false shows the hand as laid out
   * (eval `--as-read`, calibration and the discards, which never reach the editor).
   */
  readonly decoding?: Partial<DecodingOptions> | false;
  /**
   * Evaluation only: the classified tiles are passed through this before layout, and the hand is
   * laid out from what it answers. `eval --causes` gives every tile its labelled kind this way, to
   * tell a hand lost to the classifier from one lost to the detector or the layout
   * (`failure-causes.ts`). `toFrame` maps a box to the frame's pixels: a slanted hand is read in
   * a turned view.
   */
  readonly relabel?: Relabel;
}

export type Relabel = (detections: readonly Detection[], toFrame: (box: Box) => Box) => readonly Detection[];

/**
 * The classifier's view of a box (model-spec `CLASSIFIER`): grown by `margin` of its width and
 * height on every side, clipped to the frame. Null when less than a pixel is left on a side (the
 * training pipeline skips those crops too).
 */
export function cropRegion(box: Box, frameWidth: number, frameHeight: number, margin: number = CLASSIFIER.margin): Region | null {
  const x0 = Math.max(0, box.x - margin * box.w);
  const y0 = Math.max(0, box.y - margin * box.h);
  const x1 = Math.min(frameWidth, box.x + box.w + margin * box.w);
  const y1 = Math.min(frameHeight, box.y + box.h + margin * box.h);
  return x1 - x0 >= 1 && y1 - y0 >= 1 ? { x0, y0, x1, y1 } : null;
}

const BLANK_FRAME: VisionWarning = { code: 'blank_frame', severity: 'error', ids: [], data: null };

/** Runs one model on a tensor it does not own, disposing the tensor whatever happens. */
async function runOnce(model: LoadedModel, input: Tensor4D): Promise<ModelOutput> {
  try {
    const [out] = await model.run(input);
    if (out === undefined) throw new Error('the model returned no output');
    return out;
  } finally {
    input.dispose();
  }
}

/**
 * Recognises one frame: RGBA, or a camera frame's YUV planes (`picture.ts`). Accepts anything (a
 * frame from a worker boundary is untyped at run time).
 */
export async function recognizeFrame(frame: unknown, models: RecognitionModels, options: RecognizeOptions = {}): Promise<FrameOutcome> {
  const checked = checkPicture(frame);
  if (!checked.ok) return checked;
  const picture = frame as Picture;
  const t0 = performance.now();
  if (isBlankPicture(picture)) {
    const input = fittedInputSize(picture.width, picture.height, DETECTOR.inputSize, DETECTOR.sizeMultiple, DETECTOR.fittedPad);
    const lb = letterbox(picture.width, picture.height, input.width, input.height);
    const { draft, warnings } = layoutHand([], options.layout);
    const ms = { preprocess: performance.now() - t0, detect: 0, classify: 0, layout: 0 };
    return { ok: true, frame: { width: picture.width, height: picture.height }, letterbox: lb, zoom: null, turnedDeg: null, detections: [], detectorScores: [], draft, read: draft, decoding: null, warnings: [BLANK_FRAME, ...warnings], ms };
  }

  const search = await searchTiles(picture, models, options);
  const t2 = performance.now();
  const { view } = search;
  if (view !== null) {
    // The tiles are classified and laid out in the turned view, where they stand upright.
    const relabel = options.relabel;
    const inViewOptions: RecognizeOptions = { ...options, ...(relabel === undefined ? {} : { relabel: (d: readonly Detection[]) => relabel(d, (b) => boxToFrame(view, b)) }) };
    const inView = await readTiles(view.frame, search, models, inViewOptions, [t0, t2]);
    return turnedBack(inView, view, picture, search.letterbox);
  }
  return readTiles(picture, search, models, options, [t0, t2]);
}

/**
 * Where the detector finds tiles, the one search recognition and calibration share: the first look
 * at the frame; when its rows run slanted, the part of the frame that holds them turned upright
 * (`turn.ts`) and looked at afresh; then, where the tiles are small, the closer look (`zoom.ts`).
 * `found` and `zoom` are in the pixels of `view.frame` when `view` is not null, else of the frame.
 */
interface TileSearch {
  /** How the frame was fitted into the detector input on the first look. */
  readonly letterbox: Letterbox;
  readonly view: TurnedView | null;
  readonly found: ScoredBox[];
  readonly zoom: PixelRect | null;
  /** Milliseconds of the first look alone (preprocessing the frame). */
  readonly preprocessMs: number;
}

async function firstLookAt(picture: Picture, models: RecognitionModels, options: Pick<RecognizeOptions, 'boxes' | 'geometry' | 'farther'>): Promise<{ boxes: ScoredBox[]; letterbox: Letterbox; preprocessMs: number }> {
  const t0 = performance.now();
  const model = await models.detectorFor(picture.width, picture.height);
  const { input, letterbox: lb } = preprocess(picture, model.inputWidth, model.inputHeight, options.geometry, options.farther);
  const preprocessMs = performance.now() - t0;
  return { boxes: decodeBoxes(await runOnce(model, input), lb, options.boxes), letterbox: lb, preprocessMs };
}

async function searchTiles(picture: Picture, models: RecognitionModels, options: Pick<RecognizeOptions, 'boxes' | 'zoom' | 'turn' | 'geometry' | 'farther'>): Promise<TileSearch> {
  const first = await firstLookAt(picture, models, options);
  const turn = options.turn === false ? null : { ...TURN_DEFAULTS, ...options.turn };
  const angle = turn === null ? null : turnAngle(first.boxes, turn);
  const view = turn === null || angle === null ? null : withRgba(picture, (rgba) => turnedView(rgba, first.boxes, angle, turn.margin));
  if (view !== null) {
    const again = await firstLookAt(view.frame, models, options);
    const { found, zoom } = await withCloserLook(view.frame, again.boxes, again.letterbox, models, options);
    return { letterbox: first.letterbox, view, found, zoom, preprocessMs: first.preprocessMs };
  }
  const { found, zoom } = await withCloserLook(picture, first.boxes, first.letterbox, models, options);
  return { letterbox: first.letterbox, view: null, found, zoom, preprocessMs: first.preprocessMs };
}

/** The tiles found on `picture` (the frame, or the turned view they were found in) classified, laid out and decoded. */
async function readTiles(picture: Picture, search: TileSearch, models: RecognitionModels, options: RecognizeOptions, [t0, t2]: readonly [number, number]): Promise<FrameRecognition> {
  const { found, zoom, letterbox: lb } = search;
  const t1 = t0 + search.preprocessMs;
  // Boxes too thin to cut a crop from cannot be classified: set aside, counted.
  const boxes: ScoredBox[] = [];
  const regions: Region[] = [];
  for (const b of found) {
    const r = cropRegion(b, picture.width, picture.height);
    if (r !== null) {
      boxes.push(b);
      regions.push(r);
    }
  }
  let classes: Classification[] = [];
  if (regions.length > 0) {
    const size = models.classifier.inputWidth;
    const first = await runOnce(models.classifier, cropBatch(picture, regions, size));
    classes = decodeClasses(first);
    const recheck = options.recheck === false ? null : { ...RECHECK_DEFAULTS, ...options.recheck };
    const doubted = recheck === null ? [] : classes.flatMap((c, i) => (c.p < recheck.belowP ? [i] : []));
    if (recheck !== null && doubted.length > 0) {
      const turned = await runOnce(models.classifier, turnedCropBatch(picture, doubted.map((i) => regions[i]!), size, recheck.turns));
      classes = decodeClasses(averageLooks(first, turned, doubted, recheck.turns.length));
    }
  }
  const t3 = performance.now();

  const classified = toDetections(boxes, classes);
  const detectorScores = classified.detectorScores;
  const detections = options.relabel === undefined ? classified.detections : options.relabel(classified.detections, (b) => b);
  const laidOut = layoutHand(detections, options.layout);
  const decided = decideHand(laidOut, options);
  const thin = found.length - boxes.length;
  const setAside: VisionWarning[] = thin > 0 ? [{ code: 'dropped_detection', severity: 'info', ids: [], data: { reason: 'bad_box', count: thin } }] : [];
  const t4 = performance.now();
  return {
    ok: true,
    frame: { width: picture.width, height: picture.height },
    letterbox: lb,
    zoom,
    turnedDeg: null,
    detections,
    detectorScores,
    draft: decided.draft,
    read: laidOut.draft,
    decoding: decided.decoding,
    warnings: [...setAside, ...decided.warnings],
    ms: { preprocess: t1 - t0, detect: t2 - t1, classify: t3 - t2, layout: t4 - t3 },
  };
}

/**
 * The second look at small tiles: when the first look's tiles are small, the part of the frame
 * holding them is detected again, larger, and its boxes replace the first look's where they touch.
 */
async function withCloserLook(picture: Picture, firstLook: ScoredBox[], lb: Letterbox, models: RecognitionModels, options: Pick<RecognizeOptions, 'boxes' | 'zoom' | 'geometry'>): Promise<{ found: ScoredBox[]; zoom: PixelRect | null }> {
  const region = options.zoom === false ? null : zoomRegion(firstLook, lb, { ...ZOOM_DEFAULTS, ...options.zoom });
  if (region === null) return { found: firstLook, zoom: null };
  // Planes are cut at even corners: the region grows by a pixel there.
  const { picture: part, rect: zoom } = cutPicture(picture, region);
  const closerModel = await models.detectorFor(zoom.w, zoom.h);
  const near = preprocess(part, closerModel.inputWidth, closerModel.inputHeight, options.geometry);
  const closer = decodeBoxes(await runOnce(closerModel, near.input), near.letterbox, options.boxes).map((b) => ({ ...b, x: b.x + zoom.x, y: b.y + zoom.y }));
  return { found: mergeLooks(closer, firstLook, options.boxes?.maxBoxes ?? BOX_DECODE_DEFAULTS.maxBoxes), zoom };
}

/**
 * The tiles the detector finds (`detectTiles`): boxes in frame pixels and, when the frame was
 * turned to read them (`turnedDeg` not null), the turned view they were found in with the same
 * boxes in its pixels, where the tiles stand upright.
 */
export type TileBoxes =
  | {
      readonly ok: true;
      readonly frame: { readonly width: number; readonly height: number };
      readonly boxes: readonly Box[];
      readonly turnedDeg: number | null;
      readonly view: (TurnedView & { readonly boxes: readonly Box[] }) | null;
    }
  | Extract<FrameCheck, { ok: false }>;

/**
 * The detector alone, with the very search `recognizeFrame` makes (the first look, the turned view
 * of slanted rows, the closer look at small tiles), no classifier, keeping only boxes a crop can
 * be cut from (as `recognizeFrame` does). What calibration reads the sheet from, as a photo and as
 * a live preview a few times a second (calibration/sheet-sources.ts, sheet-inspection.ts): a sheet
 * is read with the boxes recognition would find on it.
 */
export async function detectTiles(frame: unknown, models: RecognitionModels, options: Pick<RecognizeOptions, 'boxes' | 'zoom' | 'turn' | 'farther'> = {}): Promise<TileBoxes> {
  const checked = checkPicture(frame);
  if (!checked.ok) return checked;
  const picture = frame as Picture;
  const size = { width: picture.width, height: picture.height };
  if (isBlankPicture(picture)) return { ok: true, frame: size, boxes: [], turnedDeg: null, view: null };
  const { view, found } = await searchTiles(picture, models, options);
  const seen = view?.frame ?? picture;
  const kept = found.filter((b) => cropRegion(b, seen.width, seen.height) !== null).map(({ x, y, w, h }) => ({ x, y, w, h }));
  if (view === null) return { ok: true, frame: size, boxes: kept, turnedDeg: null, view: null };
  return { ok: true, frame: size, boxes: kept.map((b) => boxToFrame(view, b)), turnedDeg: view.angleDeg, view: { ...view, boxes: kept } };
}

/**
 * The reading of a turned view as a reading of the frame: boxes mapped back to frame pixels and
 * the first look's letterbox (the view's reading timed from the first look on).
 */
function turnedBack(inView: FrameRecognition, view: TurnedView, frame: Picture, lb: Letterbox): FrameRecognition {
  const zoom = inView.zoom === null ? null : boxToFrame(view, inView.zoom);
  return {
    ...inView,
    frame: { width: frame.width, height: frame.height },
    letterbox: lb,
    zoom: zoom === null ? null : { x: Math.floor(zoom.x), y: Math.floor(zoom.y), w: Math.ceil(zoom.w), h: Math.ceil(zoom.h) },
    turnedDeg: view.angleDeg,
    detections: inView.detections.map((d) => ({ ...d, box: boxToFrame(view, d.box) })),
  };
}

/** A decoder of checked image bytes to an RGBA frame oriented for display (Node: `decodeJpeg`; browser: `createImageBitmap`). */
export type DecodedImage = { readonly ok: true; readonly frame: RgbaFrame } | RecognitionFailure<IntakeErrorCode | 'decode_failed'>;
export type ImageDecoder = (bytes: Uint8Array) => DecodedImage | Promise<DecodedImage>;

export type ImageFailureCode = IntakeErrorCode | 'decode_failed' | FrameErrorCode;
export type ImageOutcome = FrameRecognition | RecognitionFailure<ImageFailureCode>;

/**
 * Recognises an encoded image (an upload, an eval file): `checkImage` first (format, size limits,
 * truncation, from the header alone, so a hostile file costs one pass over its bytes and no
 * decode), then `decode`, then `recognizeFrame`. Refusals come back as values.
 */
export async function recognizeImage(bytes: unknown, models: RecognitionModels, decode: ImageDecoder, options: RecognizeOptions = {}): Promise<ImageOutcome> {
  const decoded = await decodeUpload(bytes, decode);
  if (!decoded.ok) return decoded;
  return recognizeFrame(decoded.frame, models, options);
}

/** `checkImage` on the header, then `decode`: an upload's pixels, or why not. Never throws. */
export async function decodeUpload(bytes: unknown, decode: ImageDecoder): Promise<DecodedImage | RecognitionFailure<IntakeErrorCode>> {
  const check = checkImage(bytes);
  if (!check.ok) return check;
  const view = bytes instanceof Uint8Array ? bytes : ArrayBuffer.isView(bytes) ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : new Uint8Array(bytes as ArrayBuffer);
  let decoded: DecodedImage;
  try {
    decoded = await decode(view);
  } catch (e) {
    return { ok: false, code: 'decode_failed', message: `decoding failed: ${e instanceof Error ? e.message : String(e)}` };
  }
  return decoded;
}
