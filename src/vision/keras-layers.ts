/**
 * The layer kinds our layers-format models are made of, read from their Keras config: their
 * settings (anything else is refused, naming the layer and the option), the shape of their output
 * and of the weights they need for an input shape, and their forward pass.
 *
 * The forward pass calls the tfjs-core ops tfjs-layers itself calls, in the same order (a fused
 * convolution or matrix product carrying the bias, and the activation fused where tfjs-layers
 * fuses it: relu and linear), so a model gives the numbers it gave under tfjs-layers.
 *
 * Seven kinds: the shipped models use Conv2D, UpSampling2D, Concatenate, GlobalAveragePooling2D
 * and Dense; the tests' toy models add AveragePooling2D and Reshape (test/fixtures/toy-models).
 */
import * as tf from '@tensorflow/tfjs-core';

/** A model file that cannot be run: an unsupported layer or option, or weights that do not fit. */
export class ModelFileError extends Error {
  override readonly name = 'ModelFileError';
}

/** A tensor's shape, batch first; `null` where any size goes. */
export type Shape = readonly (number | null)[];

const ACTIVATIONS = ['linear', 'relu', 'sigmoid', 'softmax'] as const;
type Activation = (typeof ACTIVATIONS)[number];
const PADDINGS = ['same', 'valid'] as const;
type Padding = (typeof PADDINGS)[number];
type Pair = readonly [number, number];

export type Layer =
  | {
      readonly className: 'Conv2D';
      readonly filters: number;
      readonly kernelSize: Pair;
      readonly strides: Pair;
      readonly padding: Padding;
      readonly activation: Activation;
      readonly useBias: boolean;
    }
  | { readonly className: 'Dense'; readonly units: number; readonly activation: Activation; readonly useBias: boolean }
  | { readonly className: 'GlobalAveragePooling2D' }
  | { readonly className: 'AveragePooling2D'; readonly poolSize: Pair; readonly strides: Pair; readonly padding: Padding }
  | { readonly className: 'Concatenate'; readonly axis: -1 | 3 }
  | { readonly className: 'UpSampling2D'; readonly size: Pair }
  | { readonly className: 'Reshape'; readonly targetShape: readonly number[] };

/** A weight a layer needs: its name is `layer/suffix` in the weights manifest. */
export interface WeightSlot {
  readonly suffix: 'kernel' | 'bias';
  readonly shape: readonly number[];
}

/** Options that only matter to training (or name the layer): passed over when running. */
const TRAINING_ONLY = new Set([
  'name',
  'trainable',
  'kernel_initializer',
  'bias_initializer',
  'kernel_regularizer',
  'bias_regularizer',
  'activity_regularizer',
  'kernel_constraint',
  'bias_constraint',
  // A Sequential model's first layer carries the model's input shape: the graph reads it there.
  'batch_input_shape',
]);

/** A config value as the file wrote it, for refusals. */
export const show = (v: unknown): string => JSON.stringify(v);

/** One layer's config, read option by option; `done` refuses any option nobody read. */
export class LayerOptions {
  private readonly unread: Set<string>;
  constructor(
    private readonly where: string,
    private readonly config: Readonly<Record<string, unknown>>,
  ) {
    this.unread = new Set(Object.keys(config).filter((k) => !TRAINING_ONLY.has(k)));
  }

  fail(what: string): never {
    throw new ModelFileError(`${this.where}: ${what}`);
  }

  /** The option's value; `undefined` when absent or null (Keras writes null for "the default"). */
  private take(key: string): unknown {
    this.unread.delete(key);
    return this.config[key] ?? undefined;
  }

  int(key: string, fallback?: number): number {
    const v = this.take(key) ?? fallback;
    if (!Number.isInteger(v) || (v as number) < 1) this.fail(`${key} ${show(v)} is not a positive integer`);
    return v as number;
  }

  /** An integer or a pair of them (Keras accepts both for kernel sizes and strides). */
  pair(key: string, fallback?: Pair): Pair {
    const v = this.take(key) ?? fallback;
    const list = Number.isInteger(v) ? [v, v] : v;
    if (!Array.isArray(list) || list.length !== 2 || !list.every((n) => Number.isInteger(n) && n >= 1)) {
      this.fail(`${key} ${show(v)} is not a positive integer or a pair of them`);
    }
    return [list[0] as number, list[1] as number];
  }

  oneOf<T extends string | number>(key: string, allowed: readonly T[], fallback: T): T {
    const v = this.take(key) ?? fallback;
    if (!allowed.includes(v as T)) this.fail(`${key} ${show(v)} is not supported (${allowed.join(', ')})`);
    return v as T;
  }

  /** A shape without its batch dimension: positive sizes, and at most one -1 (the rest). */
  dims(key: string): number[] {
    const v = this.take(key);
    if (!Array.isArray(v) || !v.every((n) => Number.isInteger(n) && (n >= 1 || n === -1)) || v.filter((n) => n === -1).length > 1) {
      this.fail(`${key} ${show(v)} is not a list of positive sizes with at most one -1`);
    }
    return v as number[];
  }

  flag(key: string, fallback: boolean): boolean {
    const v = this.take(key) ?? fallback;
    if (typeof v !== 'boolean') this.fail(`${key} ${show(v)} is not true or false`);
    return v;
  }

  /** An option that must be absent or have one of the `accepted` values (what we compute). */
  only(key: string, ...accepted: readonly unknown[]): void {
    const v = this.take(key);
    if (v !== undefined && !accepted.some((a) => show(a) === show(v))) this.fail(`${key} ${show(v)} is not supported (only ${accepted.map(show).join(' or ')})`);
  }

  done(): void {
    if (this.unread.size > 0) this.fail(`${[...this.unread].map((k) => `option '${k}'`).join(', ')} not supported`);
  }
}

/** Settings shared by every kind: images channels last, float32. */
function readCommon(o: LayerOptions): void {
  o.only('dtype', 'float32');
  o.only('data_format', 'channels_last');
}

/** Reads a layer of class `className`; refuses any other class and any option it does not compute. */
export function readLayer(o: LayerOptions, className: string): Layer {
  readCommon(o);
  const layer = readKind(o, className);
  o.done();
  return layer;
}

function readKind(o: LayerOptions, className: string): Layer {
  switch (className) {
    case 'Conv2D':
      o.only('dilation_rate', 1, [1, 1]);
      o.only('groups', 1);
      return {
        className,
        filters: o.int('filters'),
        kernelSize: o.pair('kernel_size'),
        strides: o.pair('strides', [1, 1]),
        padding: o.oneOf('padding', PADDINGS, 'valid'),
        activation: o.oneOf('activation', ACTIVATIONS, 'linear'),
        useBias: o.flag('use_bias', true),
      };
    case 'Dense':
      return { className, units: o.int('units'), activation: o.oneOf('activation', ACTIVATIONS, 'linear'), useBias: o.flag('use_bias', true) };
    case 'GlobalAveragePooling2D':
      o.only('keepdims', false);
      return { className };
    case 'AveragePooling2D': {
      const poolSize = o.pair('pool_size', [2, 2]);
      return { className, poolSize, strides: o.pair('strides', poolSize), padding: o.oneOf('padding', PADDINGS, 'valid') };
    }
    case 'Concatenate':
      // Along channels only: the last axis.
      return { className, axis: o.oneOf('axis', [-1, 3] as const, -1) };
    case 'UpSampling2D':
      o.only('interpolation', 'nearest');
      return { className, size: o.pair('size', [2, 2]) };
    case 'Reshape':
      return { className, targetShape: o.dims('target_shape') };
    default:
      return o.fail('this layer class is not supported (Conv2D, Dense, GlobalAveragePooling2D, AveragePooling2D, Concatenate, UpSampling2D, Reshape)');
  }
}

/** Refuses the model with a reason; the caller puts the layer's name in front of it. */
type Refuse = (what: string) => never;

export interface LayerShapes {
  readonly output: Shape;
  /** In the layer's own order: kernel, then bias. */
  readonly weights: readonly WeightSlot[];
}

/** The output shape of `layer` on inputs of these shapes, and the weights it needs for them. */
export function layerShapes(layer: Layer, inputs: readonly Shape[], refuse: Refuse): LayerShapes {
  if (layer.className === 'Concatenate') return { output: concatenated(inputs, layer.axis, refuse), weights: [] };
  const [x] = inputs;
  if (x === undefined || inputs.length !== 1) return refuse(`takes one input, not ${inputs.length}`);
  switch (layer.className) {
    case 'Conv2D': {
      const [batch, h, w, c] = image(x, refuse);
      if (c === null) refuse('needs a known number of input channels');
      const [kh, kw] = layer.kernelSize;
      const output = [batch, windows(h, kh, layer.strides[0], layer.padding, refuse), windows(w, kw, layer.strides[1], layer.padding, refuse), layer.filters];
      return { output, weights: slots([kh, kw, c, layer.filters], layer.useBias) };
    }
    case 'Dense': {
      const [batch, features] = x;
      if (x.length !== 2) refuse(`reads a rank-${x.length} input: only [batch, features] is supported`);
      if (features == null) return refuse('needs a known number of input features');
      return { output: [batch ?? null, layer.units], weights: slots([features, layer.units], layer.useBias) };
    }
    case 'GlobalAveragePooling2D': {
      const [batch, , , c] = image(x, refuse);
      return { output: [batch, c], weights: [] };
    }
    case 'AveragePooling2D': {
      const [batch, h, w, c] = image(x, refuse);
      const [ph, pw] = layer.poolSize;
      return { output: [batch, windows(h, ph, layer.strides[0], layer.padding, refuse), windows(w, pw, layer.strides[1], layer.padding, refuse), c], weights: [] };
    }
    case 'UpSampling2D': {
      const [batch, h, w, c] = image(x, refuse);
      const [sh, sw] = layer.size;
      return { output: [batch, h === null ? null : h * sh, w === null ? null : w * sw, c], weights: [] };
    }
    case 'Reshape':
      return { output: [x[0] ?? null, ...reshaped(x.slice(1), layer.targetShape, refuse)], weights: [] };
  }
}

function slots(kernel: readonly number[], useBias: boolean): WeightSlot[] {
  const units = kernel[kernel.length - 1] ?? 0;
  return useBias ? [{ suffix: 'kernel', shape: kernel }, { suffix: 'bias', shape: [units] }] : [{ suffix: 'kernel', shape: kernel }];
}

function image(x: Shape, refuse: Refuse): readonly [number | null, number | null, number | null, number | null] {
  if (x.length !== 4) refuse(`reads a rank-${x.length} input: only [batch, height, width, channels] is supported`);
  return [x[0] ?? null, x[1] ?? null, x[2] ?? null, x[3] ?? null];
}

/** Positions of a `size`-wide window moved by `stride` along `length` (Keras' conv_output_length). */
function windows(length: number | null, size: number, stride: number, padding: Padding, refuse: Refuse): number | null {
  if (length === null) return null;
  const span = padding === 'same' ? length : length - size + 1;
  if (span < 1) refuse(`a side of ${length} is smaller than its window of ${size} (padding valid)`);
  return Math.ceil(span / stride);
}

function concatenated(inputs: readonly Shape[], axis: -1 | 3, refuse: Refuse): Shape {
  const [first] = inputs;
  if (first === undefined || inputs.length < 2) return refuse(`takes two inputs or more, not ${inputs.length}`);
  if (axis === 3 && first.length !== 4) refuse(`axis 3 of a rank-${first.length} input is not its last`);
  const last = first.length - 1;
  for (const other of inputs) {
    const clash = other.length !== first.length || other.some((d, i) => i > 0 && i < last && d !== null && first[i] !== null && d !== first[i]);
    if (clash) refuse(`inputs [${showShape(first)}] and [${showShape(other)}] differ other than in their last dimension`);
  }
  const sizes = inputs.map((s) => s[last] ?? null);
  return [...first.slice(0, last), sizes.every((c) => c !== null) ? sizes.reduce((a, b) => a + b, 0) : null];
}

function reshaped(from: Shape, target: readonly number[], refuse: Refuse): number[] {
  if (from.some((d) => d === null)) refuse(`needs a known input size, got [${showShape(from)}]`);
  const total = (from as number[]).reduce((a, b) => a * b, 1);
  const known = target.filter((d) => d !== -1).reduce((a, b) => a * b, 1);
  const fits = target.includes(-1) ? total % known === 0 : total === known;
  if (!fits) refuse(`cannot reshape [${showShape(from)}] into [${target.join(', ')}]`);
  return target.map((d) => (d === -1 ? total / known : d));
}

export const showShape = (shape: Shape): string => shape.map((d) => d ?? '?').join(', ');

/**
 * `layer` on `inputs` with its `weights` (`layerShapes` order). Only the ops of tfjs-layers' own
 * `call` for this layer, so that the results are its results.
 */
export function applyLayer(layer: Layer, inputs: readonly tf.Tensor[], weights: readonly tf.Tensor[]): tf.Tensor {
  const [x] = inputs as [tf.Tensor];
  const [kernel, bias] = weights;
  const withBias = bias === undefined ? {} : { bias };
  switch (layer.className) {
    case 'Conv2D': {
      // As tfjs-layers: relu and linear fused into the convolution, the others applied after it.
      const { activation } = layer;
      const y = tf.fused.conv2d({
        x: x as tf.Tensor4D,
        filter: kernel as tf.Tensor4D,
        strides: [layer.strides[0], layer.strides[1]],
        pad: layer.padding,
        dataFormat: 'NHWC',
        dilations: [1, 1],
        ...withBias,
        activation: fuses(activation) ? activation : 'linear',
      });
      return fuses(activation) ? y : activate(y, activation);
    }
    case 'Dense': {
      // As tfjs-layers: the bias in the product when the activation fuses, else added after it.
      const { activation } = layer;
      if (fuses(activation)) return tf.fused.matMul({ a: x as tf.Tensor2D, b: kernel as tf.Tensor2D, ...withBias, activation });
      const y = tf.fused.matMul({ a: x as tf.Tensor2D, b: kernel as tf.Tensor2D });
      return activate(bias === undefined ? y : tf.add(y, bias), activation);
    }
    case 'GlobalAveragePooling2D':
      return tf.mean(x, [1, 2]);
    case 'AveragePooling2D':
      return tf.avgPool(x as tf.Tensor4D, [layer.poolSize[0], layer.poolSize[1]], [layer.strides[0], layer.strides[1]], layer.padding);
    case 'Concatenate':
      return tf.concat([...inputs], -1);
    case 'UpSampling2D': {
      // Nearest neighbour at an integer scale: every row and column repeated, as tfjs-layers does it.
      const [, h = 0, w = 0] = x.shape;
      return tf.image.resizeNearestNeighbor(x as tf.Tensor4D, [h * layer.size[0], w * layer.size[1]]);
    }
    case 'Reshape':
      return tf.reshape(x, [x.shape[0] ?? -1, ...layer.targetShape]);
  }
}

/** The activations tfjs-layers fuses into the convolution or product. */
const fuses = (activation: Activation): activation is 'relu' | 'linear' => activation === 'relu' || activation === 'linear';

function activate(x: tf.Tensor, activation: 'sigmoid' | 'softmax'): tf.Tensor {
  return activation === 'sigmoid' ? tf.sigmoid(x) : tf.softmax(x, -1);
}
