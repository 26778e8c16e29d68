/**
 * The detector's last layers as plain arrays, trained by hand like the classifier's
 * (`tail-net.ts`, which says why not TF.js's own gradients): one 3x3 'same' ReLU convolution and
 * the two 1x1 heads it feeds, the tile-centre probability (sigmoid) and the box regression
 * (linear), which the network concatenates into its 5-channel output (`DETECTOR` in
 * `src/vision/model-spec.ts`). Calibration fits these to one tile set (`detector-fit.ts`) while
 * the layers before them run as loaded.
 *
 * The loss is the training pipeline's (`models/pipeline/train_detector.py`): a penalty-reduced
 * focal loss on the centre map against Gaussian peaks, and L1 on the offset and log size at each
 * tile's own cell, both divided by the number of tiles.
 */
import * as tf from '@tensorflow/tfjs-core';
import type { LayerSnapshot } from '../src/vision/model';
import { DETECTOR } from '../src/vision/model-spec';
import type { Box } from '../src/vision/types';
import { im2col, matMul, transpose, type ConvWeights, type FeatureShape } from './tail-net';

export interface DetectorTailWeights {
  /** The 3x3 convolution the heads read. */
  readonly conv: ConvWeights;
  /** Both heads as one 1x1 convolution: `[cin, 5]` and `[5]`, channel 0 the centre logit. */
  readonly head: { readonly kernel: Float32Array; readonly bias: Float32Array };
}

export interface DetectorTail {
  /** Layers of the detector (input not counted) run as loaded before the tail. */
  readonly trunkLayers: number;
  readonly weights: DetectorTailWeights;
}

/**
 * The tail of a loaded detector, checked: ... -> 3x3 'same' ReLU conv -> (1x1 sigmoid conv with
 * one filter, 1x1 linear conv with four) -> concatenation. Throws naming what differs.
 */
export function detectorTailOf(layers: readonly LayerSnapshot[]): DetectorTail {
  const n = layers.length;
  const [conv, score, box, joined] = [layers[n - 4], layers[n - 3], layers[n - 2], layers[n - 1]];
  if (joined?.className !== 'Concatenate') throw new Error('the detector does not end in a concatenation of its heads');
  const oneByOne = (l: LayerSnapshot | undefined, filters: number, activation: string): l is LayerSnapshot =>
    l?.className === 'Conv2D' && l.kernelSize?.join() === '1,1' && l.activation === activation && l.weights[0]?.shape[3] === filters;
  if (!oneByOne(score, 1, 'sigmoid') || !oneByOne(box, 4, 'linear')) throw new Error("the detector's heads are not a 1x1 sigmoid convolution of 1 filter and a 1x1 linear one of 4");
  const [k, b] = conv?.weights ?? [];
  if (conv?.className !== 'Conv2D' || conv.kernelSize?.join() !== '3,3' || conv.padding !== 'same' || conv.activation !== 'relu' || conv.strides?.[0] !== 1 || k === undefined || b === undefined) {
    throw new Error("the layer before the detector's heads is not a 3x3 'same' ReLU convolution of stride 1");
  }
  const cin = k.shape[3]!;
  const kernel = new Float32Array(cin * DETECTOR.channels);
  const bias = new Float32Array(DETECTOR.channels);
  const [sk, sb] = score.weights;
  const [bk, bb] = box.weights;
  for (let i = 0; i < cin; i++) {
    kernel[i * 5] = sk!.data[i]!;
    for (let c = 0; c < 4; c++) kernel[i * 5 + 1 + c] = bk!.data[i * 4 + c]!;
  }
  bias[0] = sb!.data[0]!;
  for (let c = 0; c < 4; c++) bias[1 + c] = bb!.data[c]!;
  return {
    trunkLayers: n - 4,
    weights: { conv: { cin: k.shape[2]!, cout: cin, stride: 1, kernel: k.data.slice(), bias: b.data.slice() }, head: { kernel, bias } },
  };
}

/**
 * The detector's output (`[n, gh, gw, 5]`, the centre channel as a probability) from the trunk's
 * features, by TF.js's forward ops: what reading with a fitted profile runs.
 */
export function detectTail(weights: DetectorTailWeights, x: Float32Array, n: number, shape: FeatureShape): Float32Array {
  const { conv, head } = weights;
  const out = tf.tidy(() => {
    const features = tf.tensor4d(x, [n, shape.height, shape.width, shape.channels]);
    const h = tf.relu(tf.add<tf.Tensor4D>(tf.conv2d(features, tf.tensor4d(conv.kernel, [3, 3, conv.cin, conv.cout]), 1, 'same'), tf.tensor1d(conv.bias)));
    const z = tf.add<tf.Tensor4D>(tf.conv2d(h, tf.tensor4d(head.kernel, [1, 1, conv.cout, 5]), 1, 'same'), tf.tensor1d(head.bias));
    const [score, box] = tf.split(z, [1, 4], 3);
    return tf.concat([tf.sigmoid(score!), box!], 3);
  });
  // Read outside tf.tidy (see `matMul` in tail-net.ts).
  try {
    return out.dataSync() as Float32Array;
  } finally {
    out.dispose();
  }
}

/** Training targets on a `gh` x `gw` grid for boxes in input pixels, as `train_detector.py` makes them. */
export interface DetectorTargets {
  readonly heat: Float32Array;
  /** Per cell: offset x, offset y, log width, log height (only where `mask` is 1). */
  readonly reg: Float32Array;
  readonly mask: Float32Array;
}

export function detectorTargets(boxes: readonly Box[], gh: number, gw: number): DetectorTargets {
  const s = DETECTOR.stride;
  const heat = new Float32Array(gh * gw);
  const reg = new Float32Array(gh * gw * 4);
  const mask = new Float32Array(gh * gw);
  for (const b of boxes) {
    const cx = (b.x + b.w / 2) / s;
    const cy = (b.y + b.h / 2) / s;
    const i = Math.max(0, Math.min(gh - 1, Math.floor(cy)));
    const j = Math.max(0, Math.min(gw - 1, Math.floor(cx)));
    const sigma = Math.max(0.6, Math.min(b.w, b.h) / s / 4);
    // Beyond 4 sigma the peak is under 0.0004: not worth the cells.
    const reach = Math.ceil(4 * sigma);
    for (let y = Math.max(0, i - reach); y <= Math.min(gh - 1, i + reach); y++) {
      for (let x = Math.max(0, j - reach); x <= Math.min(gw - 1, j + reach); x++) {
        const g = Math.exp(-((x - cx + 0.5) ** 2 + (y - cy + 0.5) ** 2) / (2 * sigma * sigma));
        if (g > heat[y * gw + x]!) heat[y * gw + x] = g;
      }
    }
    heat[i * gw + j] = 1;
    reg.set([cx - j, cy - i, Math.log(b.w / s), Math.log(b.h / s)], (i * gw + j) * 4);
    mask[i * gw + j] = 1;
  }
  return { heat, reg, mask };
}

export interface DetectorGradients {
  readonly conv: { readonly kernel: Float32Array; readonly bias: Float32Array };
  readonly head: { readonly kernel: Float32Array; readonly bias: Float32Array };
}

/** Probabilities are kept this far from 0 and 1 in the logs, as in training. */
const EPS = 1e-4;

/**
 * The loss of a batch of trunk features `x` (`[n, gh, gw, cin]`) against `targets` (one per
 * image), and its gradients with respect to every weight of the tail.
 */
export function detectorLossAndGradients(weights: DetectorTailWeights, x: Float32Array, n: number, shape: FeatureShape, targets: readonly DetectorTargets[]): { loss: number; gradients: DetectorGradients } {
  const { conv, head } = weights;
  const { cols } = im2col(x, n, shape, 1);
  const rows = n * shape.height * shape.width;
  const c = conv.cout;
  const z1 = matMul(cols, rows, 9 * conv.cin, conv.kernel, c);
  for (let i = 0; i < z1.length; i++) z1[i]! += conv.bias[i % c]!;
  const a1 = z1.map((v) => (v > 0 ? v : 0));
  // The heads are 5 numbers a cell: in JS, cheaper than a round trip to the backend.
  const z2 = new Float32Array(rows * 5);
  for (let r = 0; r < rows; r++) {
    for (let o = 0; o < 5; o++) {
      let s = head.bias[o]!;
      for (let k = 0; k < c; k++) s += a1[r * c + k]! * head.kernel[k * 5 + o]!;
      z2[r * 5 + o] = s;
    }
  }
  const cells = shape.height * shape.width;
  let positives = 0;
  for (const t of targets) for (const m of t.mask) positives += m;
  const norm = Math.max(1, positives);
  const dZ2 = new Float32Array(rows * 5);
  let loss = 0;
  for (let b = 0; b < n; b++) {
    const t = targets[b]!;
    for (let q = 0; q < cells; q++) {
      const r = b * cells + q;
      const logit = z2[r * 5]!;
      const p = Math.min(1 - EPS, Math.max(EPS, 1 / (1 + Math.exp(-logit))));
      if (t.heat[q] === 1) {
        loss += -Math.log(p) * (1 - p) ** 2;
        dZ2[r * 5] = (2 * p * (1 - p) ** 2 * Math.log(p) - (1 - p) ** 3) / norm;
      } else {
        const w = (1 - t.heat[q]!) ** 4;
        loss += -Math.log(1 - p) * p * p * w;
        dZ2[r * 5] = (-w * (2 * p * p * (1 - p) * Math.log(1 - p) - p ** 3)) / norm;
      }
      if (t.mask[q] === 1) {
        for (let k = 0; k < 4; k++) {
          const d = z2[r * 5 + 1 + k]! - t.reg[q * 4 + k]!;
          loss += Math.abs(d);
          dZ2[r * 5 + 1 + k] = Math.sign(d) / norm;
        }
      }
    }
  }
  const headKernel = new Float32Array(c * 5);
  const headBias = new Float32Array(5);
  const dA1 = new Float32Array(rows * c);
  for (let r = 0; r < rows; r++) {
    for (let o = 0; o < 5; o++) {
      const g = dZ2[r * 5 + o]!;
      if (g === 0) continue;
      headBias[o]! += g;
      for (let k = 0; k < c; k++) {
        headKernel[k * 5 + o]! += a1[r * c + k]! * g;
        dA1[r * c + k]! += head.kernel[k * 5 + o]! * g;
      }
    }
  }
  const dZ1 = dA1.map((g, i) => (z1[i]! > 0 ? g : 0));
  const convKernel = matMul(transpose(cols, rows, 9 * conv.cin), 9 * conv.cin, rows, dZ1, c);
  const convBias = new Float32Array(c);
  for (let i = 0; i < dZ1.length; i++) convBias[i % c]! += dZ1[i]!;
  return { loss: loss / norm, gradients: { conv: { kernel: convKernel, bias: convBias }, head: { kernel: headKernel, bias: headBias } } };
}
