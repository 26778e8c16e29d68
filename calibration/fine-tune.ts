/**
 * Fine-tuning the classifier's last layers on one tile set: every sheet tile is seen in many
 * looks (`sheet-augment.ts`), the layers before the tuned ones (the trunk) run as loaded, and the
 * tuned layers (`tail-net.ts`) learn the set's numerals, which the loaded network's features,
 * compared by prototypes alone, did not separate (calibration/README.md).
 *
 * Fresh looks every epoch (one fixed set of looks was learned by heart in trials), Adam with a
 * short warm-up and a cosine decay to zero, so the last epoch is not a noisy one.
 */
import * as tf from '@tensorflow/tfjs-core';
import type { RgbaFrame } from '../src/vision/frame';
import type { LayerSnapshot, LoadedModel } from '../src/vision/model';
import { CLASSES } from '../src/vision/model-spec';
import { cropRegion } from '../src/vision/pipeline';
import { turnInto } from '../src/vision/preprocess';
import { seededRandom } from '../src/vision/random';
import { resampleRegion } from '../src/vision/resample';
import type { Box, DetectionKind } from '../src/vision/types';
import { augmentTile, sheetLevels } from './sheet-augment';
import { lossAndGradients, type ConvWeights, type FeatureShape, type TailWeights } from './tail-net';
import { FINE_TUNE_DEFAULTS, type FineTuneSettings } from './fine-tune-settings';

export interface TuningTile {
  readonly kind: DetectionKind;
  readonly box: Box;
}

export interface TuningSource {
  readonly frame: RgbaFrame;
  readonly tiles: readonly TuningTile[];
}

export interface Tuned {
  /** Layers of the classifier (input not counted) left as loaded. */
  readonly trunkLayers: number;
  readonly weights: TailWeights;
}

/** The tuned part of a loaded classifier, checked: 3x3 'same' ReLU convolutions, pooling, a softmax head. */
export function tailOf(layers: readonly LayerSnapshot[], tuned: number): Tuned {
  const n = layers.length;
  const head = layers[n - 1];
  const pool = layers[n - 2];
  if (head?.className !== 'Dense' || head.activation !== 'softmax' || pool?.className !== 'GlobalAveragePooling2D') {
    throw new Error('the classifier does not end in pooling and a softmax head');
  }
  const convs: ConvWeights[] = [];
  for (let i = n - 2 - tuned; i < n - 2; i++) {
    const l = layers[i];
    const [kernel, bias] = l?.weights ?? [];
    const stride = l?.strides?.[0];
    if (l?.className !== 'Conv2D' || l.padding !== 'same' || l.activation !== 'relu' || l.kernelSize?.join() !== '3,3' || (stride !== 1 && stride !== 2) || kernel === undefined || bias === undefined) {
      throw new Error(`layer ${i + 1} of the classifier is not a 3x3 'same' ReLU convolution`);
    }
    convs.push({ cin: kernel.shape[2]!, cout: kernel.shape[3]!, stride, kernel: kernel.data.slice(), bias: bias.data.slice() });
  }
  const [kernel, bias] = head.weights;
  if (kernel === undefined || bias === undefined) throw new Error('the classifier head has no weights');
  return { trunkLayers: n - 2 - tuned, weights: { convs, dense: { kernel: kernel.data.slice(), bias: bias.data.slice() } } };
}

/** The trunk's output for a batch of `n` square `size` x `size` inputs (crops, or detector scenes), `[n, h, w, c]`. */
export async function trunkFeatures(trunk: LoadedModel, crops: Float32Array, n: number, size: number): Promise<{ data: Float32Array; shape: FeatureShape }> {
  const input = tf.tensor4d(crops, [n, size, size, 3]);
  try {
    const [out] = await trunk.run(input);
    if (out === undefined || out.shape.length !== 4) throw new Error('the trunk returned no feature map');
    return { data: out.data, shape: { height: out.shape[1]!, width: out.shape[2]!, channels: out.shape[3]! } };
  } finally {
    input.dispose();
  }
}

/** Looks drawn for one tile before giving up (a tile cut by the photo's edge; buildProfile refuses those first). */
const MAX_LOOK_TRIES = 20;

/** Adam on plain arrays. */
export class Adam {
  private readonly m: Float32Array[];
  private readonly v: Float32Array[];
  private step = 0;
  constructor(private readonly params: readonly Float32Array[]) {
    this.m = params.map((p) => new Float32Array(p.length));
    this.v = params.map((p) => new Float32Array(p.length));
  }
  update(grads: readonly Float32Array[], rate: number): void {
    this.step++;
    const [b1, b2, eps] = [0.9, 0.999, 1e-8];
    const c1 = 1 - b1 ** this.step;
    const c2 = 1 - b2 ** this.step;
    this.params.forEach((p, j) => {
      const g = grads[j]!;
      const m = this.m[j]!;
      const v = this.v[j]!;
      for (let i = 0; i < p.length; i++) {
        m[i] = b1 * m[i]! + (1 - b1) * g[i]!;
        v[i] = b2 * v[i]! + (1 - b2) * g[i]! * g[i]!;
        p[i]! -= (rate * (m[i]! / c1)) / (Math.sqrt(v[i]! / c2) + eps);
      }
    });
  }
}

/** Warm-up over the first tenth, then cosine down to zero. */
export function learningRateAt(step: number, total: number, peak: number): number {
  const warm = Math.max(1, Math.round(total * 0.1));
  if (step < warm) return (peak * (step + 1)) / warm;
  return (peak * (1 + Math.cos((Math.PI * (step - warm)) / Math.max(1, total - warm)))) / 2;
}

export interface FineTuneRequest {
  readonly classifier: LoadedModel;
  readonly sources: readonly TuningSource[];
  readonly settings?: Partial<FineTuneSettings>;
  /** Called after every batch: steps done, steps in all, the batch's loss. */
  readonly onProgress?: (done: number, total: number, loss: number) => void;
}

export async function fineTune(request: FineTuneRequest): Promise<Tuned> {
  const settings = { ...FINE_TUNE_DEFAULTS, ...request.settings };
  const tuned = tailOf(request.classifier.layers(), settings.layers);
  const trunk = await request.classifier.truncated(tuned.trunkLayers, { expectedOutputs: [[null, null, null, null]] });
  const { weights } = tuned;
  const params = [...weights.convs.flatMap((c) => [c.kernel, c.bias]), weights.dense.kernel, weights.dense.bias];
  const adam = new Adam(params);
  const rnd = seededRandom(settings.seed);
  const size = request.classifier.inputWidth;
  const each = size * size * 3;
  const tiles = request.sources.flatMap((s) => {
    const levels = sheetLevels(s.frame);
    return s.tiles.map((t) => ({ levels, box: t.box, label: CLASSES.indexOf(t.kind) }));
  });
  const perEpoch = tiles.length * settings.looksPerTile;
  const stepsPerEpoch = Math.ceil(perEpoch / settings.batch);
  const total = stepsPerEpoch * settings.epochs;
  const crop = new Float32Array(each);
  let step = 0;
  for (let epoch = 0; epoch < settings.epochs; epoch++) {
    const order = Array.from({ length: perEpoch }, (_, i) => i % tiles.length);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (let start = 0; start < perEpoch; start += settings.batch) {
      const picks = order.slice(start, start + settings.batch);
      const crops = new Float32Array(picks.length * each);
      const labels: number[] = [];
      picks.forEach((t, b) => {
        const tile = tiles[t]!;
        // A look whose box lost its crop to the edge is drawn again, a few times at most.
        for (let tries = 0; ; tries++) {
          const look = augmentTile(tile.levels, tile.box, rnd);
          const region = cropRegion(look.box, look.frame.width, look.frame.height);
          if (region === null) {
            if (tries >= MAX_LOOK_TRIES) throw new Error(`no look of the ${CLASSES[tile.label]} tile keeps it inside its photo: is it at the photo's edge?`);
            continue;
          }
          resampleRegion(look.frame, region, size, size, crop, 0);
          turnInto(crop, size, Math.floor(rnd() * 4), crops, b * each);
          break;
        }
        labels.push(tile.label);
      });
      const features = await trunkFeatures(trunk, crops, picks.length, size);
      const { loss, gradients } = lossAndGradients(weights, features.data, picks.length, features.shape, labels, settings.smoothing);
      adam.update([...gradients.convs.flatMap((c) => [c.kernel, c.bias]), gradients.dense.kernel, gradients.dense.bias], learningRateAt(step, total, settings.learningRate));
      step++;
      request.onProgress?.(step, total, loss);
    }
  }
  return tuned;
}
