/**
 * Fitting the detector's last layers to one tile set (issue 19, point 5): a detector trained on
 * other sets can box a set's pips rather than its tiles (dark faces), or miss faces unlike any it
 * saw. Scenes are composed of the sheet's own tiles (`sheet-scenes.ts`), fresh every step; the
 * detector's first layers run as loaded (the trunk) and its last convolution and heads
 * (`detector-tail.ts`) learn from them, starting from the loaded weights.
 */
import * as tf from '@tensorflow/tfjs-core';
import type { LoadedModel } from '../src/vision/model';
import { preprocess } from '../src/vision/preprocess';
import { seededRandom } from '../src/vision/random';
import { DETECTOR } from '../src/vision/model-spec';
import { BOX_DECODE_DEFAULTS, findPeaks, suppressOverlaps } from '../src/vision/decode';
import { iou, IOU_MATCH } from '../src/vision/metrics';
import type { Box } from '../src/vision/types';
import { detectTail, detectorLossAndGradients, detectorTailOf, detectorTargets, type DetectorTail, type DetectorTailWeights, type DetectorTargets } from './detector-tail';
import { Adam, learningRateAt } from './fine-tune';
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

/** The trunk's features for a batch of scenes, `[n, gh, gw, c]`. */
export async function sceneFeatures(trunk: LoadedModel, scenes: readonly SheetScene[], size: number): Promise<{ data: Float32Array; shape: FeatureShape }> {
  const inputs = scenes.map((s) => preprocess(s.frame, size, size).input);
  const batch = tf.concat(inputs, 0);
  tf.dispose(inputs);
  try {
    const [out] = await trunk.run(batch);
    if (out === undefined || out.shape.length !== 4) throw new Error("the detector's trunk returned no feature map");
    return { data: out.data, shape: { height: out.shape[1]!, width: out.shape[2]!, channels: out.shape[3]! } };
  } finally {
    batch.dispose();
  }
}

/** The loaded detector's trunk on `size` x `size` inputs, and its tail to fit. */
export async function detectorTrunk(detector: LoadedModel, size: number): Promise<{ trunk: LoadedModel; tail: DetectorTail }> {
  const tail = detectorTailOf(detector.layers());
  // Cut first, then resize: a resized network is one nested layer, which cannot be cut.
  const cut = await detector.truncated(tail.trunkLayers, { expectedOutputs: [[null, null, null, null]] });
  const trunk = size === detector.inputWidth && size === detector.inputHeight ? cut : await cut.withInputSize(size, size, { expectedOutputs: [[null, null, null, null]] });
  return { trunk, tail };
}

export async function fitDetector(request: DetectorFitRequest): Promise<DetectorTail> {
  const settings = { ...DETECTOR_FIT_DEFAULTS, ...request.settings };
  const size = settings.sceneSize;
  const { trunk, tail } = await detectorTrunk(request.detector, size);
  try {
    const { conv, head } = tail.weights;
    const adam = new Adam([conv.kernel, conv.bias, head.kernel, head.bias]);
    const rnd = seededRandom(settings.seed);
    for (let step = 0; step < settings.steps; step++) {
      const scenes = Array.from({ length: settings.batch }, () => composeSheetScene(request.faces, request.back, rnd, size));
      const features = await sceneFeatures(trunk, scenes, size);
      const targets: DetectorTargets[] = scenes.map((s) => detectorTargets(s.boxes, features.shape.height, features.shape.width));
      const { loss, gradients } = detectorLossAndGradients(tail.weights, features.data, scenes.length, features.shape, targets);
      adam.update([gradients.conv.kernel, gradients.conv.bias, gradients.head.kernel, gradients.head.bias], learningRateAt(step, settings.steps, settings.learningRate));
      request.onProgress?.(step + 1, settings.steps, loss);
    }
  } finally {
    trunk.dispose();
  }
  return tail;
}

/** Held-back scenes are drawn from this seed, which fitting never uses (it draws from `DETECTOR_FIT_DEFAULTS.seed`). */
export const DETECTOR_CHECK_SEED = 0x0de7ec7;
/** Scenes the fit is checked on: about 500 tiles, a few seconds. */
export const DETECTOR_CHECK_SCENES = 48;

/**
 * Tile F1 of `fitted` and of the loaded tail (`loaded`) on scenes the fit never saw: the same
 * trunk features, the pipeline's own peak finding and duplicate suppression.
 */
export async function checkDetectorFit(trunk: LoadedModel, loaded: DetectorTailWeights, fitted: DetectorTailWeights, faces: readonly SceneFace[], back: SceneFace | null, size: number, scenes = DETECTOR_CHECK_SCENES, seed = DETECTOR_CHECK_SEED): Promise<DetectorCheck> {
  const rnd = seededRandom(seed);
  const counts = { fitted: { tp: 0, found: 0 }, loaded: { tp: 0, found: 0 } };
  let tiles = 0;
  for (let start = 0; start < scenes; start += 8) {
    const batch = Array.from({ length: Math.min(8, scenes - start) }, () => composeSheetScene(faces, back, rnd, size));
    const features = await sceneFeatures(trunk, batch, size);
    const cells = features.shape.height * features.shape.width;
    for (const [name, weights] of [['fitted', fitted], ['loaded', loaded]] as const) {
      const out = detectTail(weights, features.data, batch.length, features.shape);
      batch.forEach((scene, b) => {
        const one = { shape: [1, features.shape.height, features.shape.width, DETECTOR.channels], data: out.subarray(b * cells * DETECTOR.channels, (b + 1) * cells * DETECTOR.channels) };
        const boxes = suppressOverlaps(findPeaks(one), BOX_DECODE_DEFAULTS.duplicateIoU, BOX_DECODE_DEFAULTS.maxBoxes);
        counts[name].found += boxes.length;
        counts[name].tp += matches(scene.boxes, boxes);
      });
    }
    tiles += batch.reduce((n, s) => n + s.boxes.length, 0);
  }
  const f1 = (c: { tp: number; found: number }): number => (tiles + c.found > 0 ? (2 * c.tp) / (tiles + c.found) : 1);
  return { scenes, tiles, withProfile: f1(counts.fitted), without: f1(counts.loaded) };
}

/** Labelled boxes matched one to one by a found box of IoU at least 0.5, greedily by overlap. */
function matches(labels: readonly Box[], found: readonly Box[]): number {
  const pairs: [number, number, number][] = [];
  labels.forEach((l, i) => found.forEach((f, j) => {
    const o = iou(l, f);
    if (o >= IOU_MATCH) pairs.push([o, i, j]);
  }));
  pairs.sort((a, b) => b[0] - a[0]);
  const [usedL, usedF] = [new Set<number>(), new Set<number>()];
  let n = 0;
  for (const [, i, j] of pairs) {
    if (usedL.has(i) || usedF.has(j)) continue;
    usedL.add(i);
    usedF.add(j);
    n++;
  }
  return n;
}

export interface DetectorFitOutcome {
  /** The fitted layers, or null when they boxed the held-back scenes worse than the loaded ones (then not kept). */
  readonly weights: DetectorTailWeights | null;
  readonly check: DetectorCheck;
}

/** `fitDetector`, then `checkDetectorFit`: the fitted layers are kept only when they box held-back scenes at least as well. */
export async function fitAndCheckDetector(request: DetectorFitRequest): Promise<DetectorFitOutcome> {
  const settings = { ...DETECTOR_FIT_DEFAULTS, ...request.settings };
  const loaded = detectorTailOf(request.detector.layers()).weights;
  const fitted = await fitDetector(request);
  const { trunk } = await detectorTrunk(request.detector, settings.sceneSize);
  try {
    const check = await checkDetectorFit(trunk, loaded, fitted.weights, request.faces, request.back, settings.sceneSize);
    return { weights: check.withProfile >= check.without ? fitted.weights : null, check };
  } finally {
    trunk.dispose();
  }
}
