/**
 * Fitting the detector's last layers to one tile set (issue 19, point 5): a detector trained on
 * other sets can box a set's pips rather than its tiles (dark faces), or miss faces unlike any it
 * saw. Scenes are composed of the sheet's own tiles (`sheet-scenes.ts`), fresh every step; the
 * detector's first layers run as loaded (the trunk) and its last convolution and heads
 * (`detector-tail.ts`) learn from them, starting from the loaded weights.
 */
import type { LoadedModel } from '../src/vision/model';
import { OWN_GEOMETRY } from '../src/vision/geometry';
import { letterbox } from '../src/vision/letterbox';
import { seededRandom } from '../src/vision/random';
import { DETECTOR } from '../src/vision/model-spec';
import { decodeBoxes, type ScoredBox } from '../src/vision/decode';
import { matchImage } from '../src/vision/metrics';
import type { Box } from '../src/vision/types';
import { detectTail, detectorLossAndGradients, detectorTailOf, detectorTargets, type DetectorTail, type DetectorTailWeights, type DetectorTargets } from './detector-tail';
import { Adam, learningRateAt, trunkFeatures } from './fine-tune';
import { composeSheetScene, type SceneFace, type SheetScene } from './sheet-scenes';
import type { FeatureShape } from './tail-net';
import type { DetectorCheck } from './check-result';

export interface DetectorFitSettings {
  /** Steps of `batch` fresh scenes. */
  readonly steps: number;
  readonly batch: number;
  /** Scene side in the detector's input pixels (a multiple of 32). */
  readonly sceneSize: number;
  readonly learningRate: number;
  readonly seed: number;
}

export const DETECTOR_FIT_DEFAULTS: DetectorFitSettings = Object.freeze({ steps: 150, batch: 8, sceneSize: 160, learningRate: 0.0005, seed: 19 });

export interface DetectorFitRequest {
  /** The detector as loaded (its square input). */
  readonly detector: LoadedModel;
  readonly faces: readonly SceneFace[];
  /** The sheet's photographed tile back, when it has one. */
  readonly back: SceneFace | null;
  readonly settings?: Partial<DetectorFitSettings>;
  readonly onProgress?: (done: number, total: number, loss: number) => void;
}

/** The trunk's features for a batch of scenes, `[n, gh, gw, c]`: each scene letterboxed (here: scaled by 1) as the pipeline does it. */
export function sceneFeatures(trunk: LoadedModel, scenes: readonly SheetScene[], size: number): Promise<{ data: Float32Array; shape: FeatureShape }> {
  const each = size * size * 3;
  const data = new Float32Array(scenes.length * each);
  const lb = letterbox(size, size, size, size);
  scenes.forEach((s, i) => OWN_GEOMETRY.letterbox(s.frame, lb, data.subarray(i * each, (i + 1) * each)));
  return trunkFeatures(trunk, data, scenes.length, size);
}

/**
 * Scenes drawn from `seed` in batches of 8, each batch's trunk features and, per tail asked for,
 * the boxes it finds in each scene: the pipeline's own decoding (`decodeBoxes`: peaks, duplicate
 * suppression), on an input the scene fills exactly.
 */
async function eachSceneBatch(trunk: LoadedModel, tails: readonly DetectorTailWeights[], faces: readonly SceneFace[], back: SceneFace | null, size: number, scenes: number, seed: number, visit: (scene: SheetScene, found: readonly (readonly ScoredBox[])[]) => void): Promise<void> {
  const rnd = seededRandom(seed);
  const lb = letterbox(size, size, size, size);
  for (let start = 0; start < scenes; start += 8) {
    const batch = Array.from({ length: Math.min(8, scenes - start) }, () => composeSheetScene(faces, back, rnd, size));
    const features = await sceneFeatures(trunk, batch, size);
    const { height, width } = features.shape;
    const one = height * width * DETECTOR.channels;
    const outs = tails.map((t) => detectTail(t, features.data, batch.length, features.shape));
    batch.forEach((scene, b) => visit(scene, outs.map((out) => decodeBoxes({ shape: [1, height, width, DETECTOR.channels], data: out.subarray(b * one, (b + 1) * one) }, lb))));
  }
}

/** Labelled boxes and the boxes found for them, paired as `npm run eval` pairs them (`matchImage`: IoU 0.5, surest box first). */
function matchedPairs(labels: readonly Box[], found: readonly ScoredBox[]): [Box, Box][] {
  const { pairs } = matchImage(labels.map((l) => ({ ...l, tile: 'tile' })), found.map((f) => ({ ...f, p: f.score })));
  return pairs.map(([l, f]) => [labels[l]!, found[f]!]);
}

/** The loaded detector's trunk on `size` x `size` inputs, and its tail to fit. */
export async function detectorTrunk(detector: LoadedModel, size: number): Promise<{ trunk: LoadedModel; tail: DetectorTail }> {
  const tail = detectorTailOf(detector.layers());
  // Cut first, then resize: a resized network is one nested layer, which cannot be cut.
  const cut = await detector.truncated(tail.trunkLayers, { expectedOutputs: [[null, null, null, null]] });
  const trunk = size === detector.inputWidth && size === detector.inputHeight ? cut : await cut.withInputSize(size, size, { expectedOutputs: [[null, null, null, null]] });
  return { trunk, tail };
}

/**
 * How the loaded detector draws the boxes of composed scenes against their labels: median width
 * and height ratios and centre shifts (shares of the label's size) of matched boxes. The scenes
 * draw a block's walls their own way; the detector learned its training renderer's way, and the
 * layout after it (gaps that set melds apart) was tuned on those boxes. Fitting to the scenes'
 * own boxes would move every box the fitted detector draws, so the targets are put in the loaded
 * detector's convention instead.
 */
export interface BoxConvention {
  readonly w: number;
  readonly h: number;
  readonly dx: number;
  readonly dy: number;
}

export const SAME_CONVENTION: BoxConvention = Object.freeze({ w: 1, h: 1, dx: 0, dy: 0 });

export async function boxConvention(trunk: LoadedModel, loaded: DetectorTailWeights, faces: readonly SceneFace[], back: SceneFace | null, size: number, scenes = DETECTOR_CHECK_SCENES, seed = CONVENTION_SEED): Promise<BoxConvention> {
  const w: number[] = [];
  const h: number[] = [];
  const dx: number[] = [];
  const dy: number[] = [];
  await eachSceneBatch(trunk, [loaded], faces, back, size, scenes, seed, (scene, [found]) => {
    for (const [l, f] of matchedPairs(scene.boxes, found!)) {
      w.push(f.w / l.w);
      h.push(f.h / l.h);
      dx.push((f.x + f.w / 2 - (l.x + l.w / 2)) / l.w);
      dy.push((f.y + f.h / 2 - (l.y + l.h / 2)) / l.h);
    }
  });
  // Too few matches to say: leave the labels as drawn.
  if (w.length < 20) return SAME_CONVENTION;
  return { w: median(w), h: median(h), dx: median(dx), dy: median(dy) };
}

const median = (a: number[]): number => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;

/** A scene's label box in the loaded detector's convention. */
export function inConvention(box: Box, c: BoxConvention): Box {
  const w = box.w * c.w;
  const h = box.h * c.h;
  const cx = box.x + box.w / 2 + c.dx * box.w;
  const cy = box.y + box.h / 2 + c.dy * box.h;
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

/** Scenes the convention is measured on are drawn from this seed (neither fitting's nor the check's). */
const CONVENTION_SEED = 0xc0417e;

/**
 * Fits `tail` (the loaded detector's, copied; trained in place) on scenes of the sheet's tiles in
 * the loaded detector's box convention, measured first on `trunk`.
 */
export async function fitDetector(trunk: LoadedModel, tail: DetectorTail, request: DetectorFitRequest): Promise<BoxConvention> {
  const settings = { ...DETECTOR_FIT_DEFAULTS, ...request.settings };
  const size = settings.sceneSize;
  const convention = await boxConvention(trunk, tail.weights, request.faces, request.back, size);
  const { conv, head } = tail.weights;
  const adam = new Adam([conv.kernel, conv.bias, head.kernel, head.bias]);
  const rnd = seededRandom(settings.seed);
  for (let step = 0; step < settings.steps; step++) {
    const scenes = Array.from({ length: settings.batch }, () => composeSheetScene(request.faces, request.back, rnd, size));
    const features = await sceneFeatures(trunk, scenes, size);
    const targets: DetectorTargets[] = scenes.map((s) => detectorTargets(s.boxes.map((b) => inConvention(b, convention)), features.shape.height, features.shape.width));
    const { loss, gradients } = detectorLossAndGradients(tail.weights, features.data, scenes.length, features.shape, targets);
    adam.update([gradients.conv.kernel, gradients.conv.bias, gradients.head.kernel, gradients.head.bias], learningRateAt(step, settings.steps, settings.learningRate));
    request.onProgress?.(step + 1, settings.steps, loss);
  }
  return convention;
}

/** Held-back scenes are drawn from this seed, which fitting never uses (it draws from `DETECTOR_FIT_DEFAULTS.seed`). */
export const DETECTOR_CHECK_SEED = 0x0de7ec7;
/** Scenes the fit is checked on: about 500 tiles, a few seconds. */
export const DETECTOR_CHECK_SCENES = 48;

/**
 * Tile F1 of `fitted` and of the loaded tail (`loaded`) on scenes the fit never saw: the same
 * trunk features, the pipeline's own peak finding and duplicate suppression.
 */
export async function checkDetectorFit(trunk: LoadedModel, loaded: DetectorTailWeights, fitted: DetectorTailWeights, faces: readonly SceneFace[], back: SceneFace | null, size: number, convention: BoxConvention, scenes = DETECTOR_CHECK_SCENES, seed = DETECTOR_CHECK_SEED): Promise<DetectorCheck> {
  const counts = [
    { tp: 0, found: 0 },
    { tp: 0, found: 0 },
  ];
  let tiles = 0;
  await eachSceneBatch(trunk, [fitted, loaded], faces, back, size, scenes, seed, (scene, found) => {
    const labels = scene.boxes.map((l) => inConvention(l, convention));
    tiles += labels.length;
    found.forEach((boxes, k) => {
      counts[k]!.found += boxes.length;
      counts[k]!.tp += matchedPairs(labels, boxes).length;
    });
  });
  const f1 = (c: { tp: number; found: number }): number => (tiles + c.found > 0 ? (2 * c.tp) / (tiles + c.found) : 1);
  return { scenes, tiles, withProfile: f1(counts[0]!), without: f1(counts[1]!) };
}

export interface DetectorFitOutcome {
  /** The fitted layers, or null when they boxed the held-back scenes worse than the loaded ones (then not kept). */
  readonly weights: DetectorTailWeights | null;
  readonly check: DetectorCheck;
}

/**
 * `fitDetector`, then `checkDetectorFit` on the same trunk: the fitted layers are kept only when
 * they box held-back scenes at least as well as the loaded ones.
 */
export async function fitAndCheckDetector(request: DetectorFitRequest): Promise<DetectorFitOutcome> {
  const size = { ...DETECTOR_FIT_DEFAULTS, ...request.settings }.sceneSize;
  const { trunk, tail } = await detectorTrunk(request.detector, size);
  // The tail is trained in place; the loaded weights are kept apart for the check.
  const loaded: DetectorTailWeights = {
    conv: { ...tail.weights.conv, kernel: tail.weights.conv.kernel.slice(), bias: tail.weights.conv.bias.slice() },
    head: { kernel: tail.weights.head.kernel.slice(), bias: tail.weights.head.bias.slice() },
  };
  try {
    const convention = await fitDetector(trunk, tail, request);
    const check = await checkDetectorFit(trunk, loaded, tail.weights, request.faces, request.back, size, convention);
    return { weights: check.withProfile >= check.without ? tail.weights : null, check };
  } finally {
    trunk.dispose();
  }
}
