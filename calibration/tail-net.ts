/**
 * The classifier's last layers as plain arrays, trained by hand: 3x3 convolutions ('same'
 * padding, stride 1 or 2, ReLU), global average pooling, a dense softmax head. Calibration
 * fine-tunes these on the sheet's tiles (`fine-tune.ts`) while the layers before them stay as
 * loaded (the trunk, run by TF.js as usual).
 *
 * Why by hand rather than TF.js's own gradients: the wasm backend has no Conv2DBackpropFilter
 * kernel, and where TF.js falls back (conv3d's filter gradient, transposed convolutions, matMul
 * with a transposed operand) it ran 10-13x slower than the forward pass here (2 cores, batch of 64:
 * a [1600 x 864] x [864 x 96] product 12.5 ms plain, 161 ms with the first operand transposed).
 * So in training every convolution is an im2col in JS followed by a plain `tf.matMul`, and every
 * transpose is done in JS. Reading afterwards (`classifyTail`) runs TF.js's forward ops, which are
 * faster; a test holds the two passes to the same answers.
 */
import * as tf from '@tensorflow/tfjs-core';

export interface ConvWeights {
  readonly cin: number;
  readonly cout: number;
  readonly stride: 1 | 2;
  /** `[9 * cin, cout]`, rows in (dy, dx, cin) order: a Keras `[3, 3, cin, cout]` kernel as stored. */
  readonly kernel: Float32Array;
  readonly bias: Float32Array;
}

export interface TailWeights {
  readonly convs: readonly ConvWeights[];
  /** `[features, classes]` and `[classes]`. */
  readonly dense: { readonly kernel: Float32Array; readonly bias: Float32Array };
}

export interface FeatureShape {
  readonly height: number;
  readonly width: number;
  readonly channels: number;
}

/** Output size and leading pad of a 3x3 'same' convolution (TensorFlow's rule: the odd pixel after). */
function sameGeometry(size: number, stride: number): { out: number; before: number } {
  const out = Math.ceil(size / stride);
  const total = Math.max((out - 1) * stride + 3 - size, 0);
  return { out, before: Math.floor(total / 2) };
}

/**
 * Every pairing of a patch entry with the input pixel it reads, for a 3x3 'same' convolution of
 * `[n, h, w, c]` by `stride`: `visit(col, at)` with `col` the entry's offset in the `[n * oh * ow,
 * 9 * c]` patch matrix and `at` the pixel's offset in the input (`c` numbers each). Pixels outside
 * the input (the zero padding) are skipped. `im2col` and its adjoint `col2im` share this walk.
 */
function walkPatches(n: number, shape: FeatureShape, stride: number, visit: (col: number, at: number) => void): FeatureShape {
  const { height: h, width: w, channels: c } = shape;
  const gy = sameGeometry(h, stride);
  const gx = sameGeometry(w, stride);
  let row = 0;
  for (let b = 0; b < n; b++) {
    for (let oy = 0; oy < gy.out; oy++) {
      for (let ox = 0; ox < gx.out; ox++, row++) {
        for (let dy = 0; dy < 3; dy++) {
          const y = oy * stride + dy - gy.before;
          if (y < 0 || y >= h) continue;
          for (let dx = 0; dx < 3; dx++) {
            const xx = ox * stride + dx - gx.before;
            if (xx >= 0 && xx < w) visit(row * 9 * c + (dy * 3 + dx) * c, ((b * h + y) * w + xx) * c);
          }
        }
      }
    }
  }
  return { height: gy.out, width: gx.out, channels: 9 * c };
}

/** `[n * oh * ow, 9 * c]` patches of `x` (`[n, h, w, c]`), zeros outside. */
export function im2col(x: Float32Array, n: number, shape: FeatureShape, stride: number): { cols: Float32Array; shape: FeatureShape } {
  const c = shape.channels;
  const out = { height: sameGeometry(shape.height, stride).out, width: sameGeometry(shape.width, stride).out };
  const cols = new Float32Array(n * out.height * out.width * 9 * c);
  const patches = walkPatches(n, shape, stride, (col, at) => cols.set(x.subarray(at, at + c), col));
  return { cols, shape: patches };
}

/** The adjoint of `im2col`: patch gradients summed back onto `[n, h, w, c]`. */
export function col2im(cols: Float32Array, n: number, shape: FeatureShape, stride: number): Float32Array {
  const c = shape.channels;
  const x = new Float32Array(n * shape.height * shape.width * c);
  walkPatches(n, shape, stride, (col, at) => {
    for (let k = 0; k < c; k++) x[at + k]! += cols[col + k]!;
  });
  return x;
}

/** `a` `[rows, cols]` transposed, in JS (TF.js's transposed matMul is the slow path here). */
export function transpose(a: Float32Array, rows: number, cols: number): Float32Array {
  const t = new Float32Array(a.length);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) t[c * rows + r] = a[r * cols + c]!;
  return t;
}

/**
 * `[m, k] x [k, n]` on the active backend. The result is read outside `tf.tidy`: tidy walks
 * whatever its function returns looking for tensors, element by element for a typed array, which
 * made a product with a 2.7 million-number output take 3.5 s instead of 25 ms.
 */
export function matMul(a: Float32Array, m: number, k: number, b: Float32Array, n: number): Float32Array {
  const product = tf.tidy(() => tf.matMul(tf.tensor2d(a, [m, k]), tf.tensor2d(b, [k, n])));
  try {
    return product.dataSync() as Float32Array;
  } finally {
    product.dispose();
  }
}

function addBias(z: Float32Array, bias: Float32Array): void {
  const c = bias.length;
  for (let i = 0; i < z.length; i++) z[i]! += bias[i % c]!;
}

/** What a forward pass keeps for the backward pass. */
interface ConvCache {
  readonly input: FeatureShape;
  readonly cols: Float32Array;
  readonly z: Float32Array;
  readonly rows: number;
}

export interface TailOutput {
  /** `[n, classes]` probabilities. */
  readonly probs: Float32Array;
  /** `[n, features]`: the pooled features the dense head reads (the classifier's embedding). */
  readonly embedding: Float32Array;
}

interface Forward extends TailOutput {
  readonly caches: readonly ConvCache[];
  readonly positions: number;
}

function forward(weights: TailWeights, x: Float32Array, n: number, shape: FeatureShape): Forward {
  let h = x;
  let s = shape;
  const caches: ConvCache[] = [];
  for (const conv of weights.convs) {
    const { cols, shape: out } = im2col(h, n, s, conv.stride);
    const rows = n * out.height * out.width;
    const z = matMul(cols, rows, 9 * conv.cin, conv.kernel, conv.cout);
    addBias(z, conv.bias);
    caches.push({ input: s, cols, z, rows });
    h = z.map((v) => (v > 0 ? v : 0));
    s = { height: out.height, width: out.width, channels: conv.cout };
  }
  const positions = s.height * s.width;
  const d = s.channels;
  const embedding = new Float32Array(n * d);
  for (let b = 0; b < n; b++) {
    for (let p = 0; p < positions; p++) for (let k = 0; k < d; k++) embedding[b * d + k]! += h[(b * positions + p) * d + k]!;
    for (let k = 0; k < d; k++) embedding[b * d + k]! /= positions;
  }
  const classes = weights.dense.bias.length;
  const probs = matMul(embedding, n, d, weights.dense.kernel, classes);
  addBias(probs, weights.dense.bias);
  for (let b = 0; b < n; b++) {
    const row = probs.subarray(b * classes, (b + 1) * classes);
    const max = Math.max(...row);
    let z = 0;
    for (let c = 0; c < classes; c++) z += row[c] = Math.exp(row[c]! - max);
    for (let c = 0; c < classes; c++) row[c]! /= z;
  }
  return { probs, embedding, caches, positions };
}

/**
 * Probabilities and embeddings of `n` trunk outputs `x` (`[n, ...shape]`): what reading with a
 * fitted profile runs. TF.js's own forward ops here, not the hand-written pass training uses:
 * about twice as fast (80 crops: 55 ms against 100 ms on 2 cores), and a test holds the two to
 * the same answers.
 */
export function classifyTail(weights: TailWeights, x: Float32Array, n: number, shape: FeatureShape): TailOutput {
  const classes = weights.dense.bias.length;
  const outputs = tf.tidy(() => {
    let h: tf.Tensor4D = tf.tensor4d(x, [n, shape.height, shape.width, shape.channels]);
    for (const c of weights.convs) h = tf.relu(tf.add<tf.Tensor4D>(tf.conv2d(h, tf.tensor4d(c.kernel, [3, 3, c.cin, c.cout]), c.stride, 'same'), tf.tensor1d(c.bias)));
    const embedding = tf.mean(h, [1, 2]);
    const d = embedding.shape[1] ?? 0;
    return [tf.softmax(tf.add(tf.matMul(embedding, tf.tensor2d(weights.dense.kernel, [d, classes])), tf.tensor1d(weights.dense.bias))), embedding];
  });
  // Read outside tf.tidy (see matMul).
  try {
    return { probs: outputs[0]!.dataSync() as Float32Array, embedding: outputs[1]!.dataSync() as Float32Array };
  } finally {
    tf.dispose(outputs);
  }
}

/** Gradients shaped like `TailWeights`. */
export interface TailGradients {
  readonly convs: readonly { readonly kernel: Float32Array; readonly bias: Float32Array }[];
  readonly dense: { readonly kernel: Float32Array; readonly bias: Float32Array };
}

/**
 * Mean cross-entropy of a batch against `labels` (class indices) with label smoothing, and its
 * gradients with respect to every weight of the tail.
 */
export function lossAndGradients(weights: TailWeights, x: Float32Array, n: number, shape: FeatureShape, labels: ArrayLike<number>, smoothing: number): { loss: number; gradients: TailGradients } {
  const f = forward(weights, x, n, shape);
  const classes = weights.dense.bias.length;
  const d = f.embedding.length / n;
  const dLogits = new Float32Array(n * classes);
  let loss = 0;
  for (let b = 0; b < n; b++) {
    for (let c = 0; c < classes; c++) {
      const target = (c === labels[b] ? 1 - smoothing : 0) + smoothing / classes;
      const p = f.probs[b * classes + c]!;
      loss -= target * Math.log(Math.max(p, 1e-12));
      dLogits[b * classes + c] = (p - target) / n;
    }
  }
  const denseKernel = matMul(transpose(f.embedding, n, d), d, n, dLogits, classes);
  const denseBias = columnSums(dLogits, classes);
  const dEmbedding = matMul(dLogits, n, classes, transpose(weights.dense.kernel, d, classes), d);
  // Pooling spreads each feature's gradient evenly over the positions it averaged.
  const last = f.caches[f.caches.length - 1];
  let dH: Float32Array = new Float32Array((last?.rows ?? n) * d);
  for (let b = 0; b < n; b++) {
    for (let p = 0; p < f.positions; p++) for (let k = 0; k < d; k++) dH[(b * f.positions + p) * d + k] = dEmbedding[b * d + k]! / f.positions;
  }
  const convGradients: { kernel: Float32Array; bias: Float32Array }[] = [];
  for (let i = weights.convs.length - 1; i >= 0; i--) {
    const conv = weights.convs[i]!;
    const cache = f.caches[i]!;
    const dZ = dH.map((g, j) => (cache.z[j]! > 0 ? g : 0));
    const kernel = matMul(transpose(cache.cols, cache.rows, 9 * conv.cin), 9 * conv.cin, cache.rows, dZ, conv.cout);
    convGradients.unshift({ kernel, bias: columnSums(dZ, conv.cout) });
    if (i > 0) {
      const dCols = matMul(dZ, cache.rows, conv.cout, transpose(conv.kernel, 9 * conv.cin, conv.cout), 9 * conv.cin);
      dH = col2im(dCols, n, cache.input, conv.stride);
    }
  }
  return { loss: loss / n, gradients: { convs: convGradients, dense: { kernel: denseKernel, bias: denseBias } } };
}

function columnSums(a: Float32Array, cols: number): Float32Array {
  const s = new Float32Array(cols);
  for (let i = 0; i < a.length; i++) s[i % cols]! += a[i]!;
  return s;
}
