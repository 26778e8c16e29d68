// Our executor of layers-format models (src/vision/layers-graph.ts, behind model.ts' loadModel)
// against tfjs-layers itself, which the app used before: small models built with tfjs-layers
// (seeded random weights, every layer kind and option the app's models use), saved as the app's
// files are (float32, and float16 through the manifest's quantization), loaded by both, and run on
// random inputs on the app's wasm backend: the same outputs at the model's size and another, the
// same embedding, cuts and layer snapshots as model.ts made from tfjs-layers. The shipped models
// too. And every model file it cannot run refused with a reason, leaking nothing.
import * as tf from '@tensorflow/tfjs-core';
import * as tfl from '@tensorflow/tfjs-layers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelFile, nodeWasmPaths } from '../../src/cli/node-models';
import { initBackend, loadModel, type LayerSnapshot, type LoadedModel, type ModelOutput } from '../../src/vision/model';
import { MODEL_PATHS } from '../../src/vision/model-spec';
import { BYTE_PLANES, standardWeightData } from '../../src/vision/weight-planes';
import { artifactsOf } from '../fixtures/toy-models/build';

type Sym = tfl.SymbolicTensor;
const TOLERANCE = 1e-5;
const seeded = (seed: number) => tfl.initializers.randomNormal({ mean: 0, stddev: 0.3, seed });
const conv = (name: string, seed: number, args: Omit<Parameters<typeof tfl.layers.conv2d>[0], 'name' | 'kernelInitializer' | 'biasInitializer'>) =>
  tfl.layers.conv2d({ name, kernelInitializer: seeded(seed), biasInitializer: seeded(seed + 100), ...args });

/** Two branches joined, a strided trunk, upsampling back and a skip: the detector's shapes. */
function branchy(): tfl.LayersModel {
  const input = tfl.input({ shape: [24, 32, 3], name: 'image' });
  const a = conv('a', 1, { filters: 8, kernelSize: 3, strides: 2, padding: 'same', activation: 'relu' }).apply(input) as Sym;
  const b = conv('b', 2, { filters: 6, kernelSize: 3, padding: 'same', activation: 'sigmoid' }).apply(a) as Sym;
  const c = conv('c', 3, { filters: 5, kernelSize: 1, useBias: false }).apply(a) as Sym;
  const joined = tfl.layers.concatenate({ name: 'joined', axis: -1 }).apply([b, c]) as Sym;
  const down = conv('down', 4, { filters: 4, kernelSize: 3, strides: 2, padding: 'same', activation: 'relu' }).apply(joined) as Sym;
  const up = tfl.layers.upSampling2d({ name: 'up', size: [2, 2] }).apply(down) as Sym;
  const skip = tfl.layers.concatenate({ name: 'skip', axis: 3 }).apply([up, a]) as Sym;
  const head = conv('head', 5, { filters: 3, kernelSize: 3, padding: 'valid', activation: 'softmax' }).apply(skip) as Sym;
  return tfl.model({ inputs: input, outputs: head });
}

/** Pooling, a valid convolution, global pooling and two dense layers: the classifier's shapes. */
function pooled(): tfl.LayersModel {
  const input = tfl.input({ shape: [20, 28, 3], name: 'crop' });
  const avg = tfl.layers.averagePooling2d({ name: 'avg', poolSize: 2, strides: 2 }).apply(input) as Sym;
  const features = conv('features', 6, { filters: 12, kernelSize: 3, activation: 'relu' }).apply(avg) as Sym;
  const mean = tfl.layers.globalAveragePooling2d({ name: 'mean' }).apply(features) as Sym;
  const hidden = tfl.layers.dense({ name: 'hidden', units: 9, activation: 'relu', kernelInitializer: seeded(7), biasInitializer: seeded(8) }).apply(mean) as Sym;
  const probs = tfl.layers.dense({ name: 'probs', units: 5, activation: 'softmax', kernelInitializer: seeded(9), biasInitializer: seeded(10) }).apply(hidden) as Sym;
  return tfl.model({ inputs: input, outputs: probs });
}

/** A Sequential model, as test/fixtures/tiny-model is saved. */
function stacked(): tfl.LayersModel {
  return tfl.sequential({
    layers: [
      conv('first', 11, { inputShape: [16, 12, 3], filters: 4, kernelSize: 3, strides: 2, activation: 'relu' }),
      tfl.layers.globalAveragePooling2d({ name: 'pool' }),
      tfl.layers.dense({ name: 'out', units: 6, activation: 'softmax', kernelInitializer: seeded(12), biasInitializer: seeded(13) }),
    ],
  });
}

/** `artifacts` with every weight stored as float16, the way models/pipeline/export_tfjs.py ships them. */
function asFloat16(artifacts: tf.io.ModelArtifacts): tf.io.ModelArtifacts {
  const bits = new Uint32Array(artifacts.weightData as ArrayBuffer);
  const halves = Uint16Array.from(bits, (u) => {
    // Mantissa truncated; a number too small for a normal half (none of these weights) becomes 0.
    const sign = (u >>> 16) & 0x8000;
    const exponent = ((u >>> 23) & 0xff) - 127 + 15;
    return exponent < 1 ? sign : sign | (exponent << 10) | ((u >>> 13) & 0x3ff);
  });
  const quantization = { dtype: 'float16', original_dtype: 'float32' } as const;
  return { ...artifacts, weightSpecs: (artifacts.weightSpecs ?? []).map((s) => ({ ...s, quantization })), weightData: halves.buffer };
}

/** Float16 weights in byte planes, as export_tfjs.py stores them: every first byte, then every second. */
function asPlanes(artifacts: tf.io.ModelArtifacts): tf.io.ModelArtifacts {
  const bytes = new Uint8Array(artifacts.weightData as ArrayBuffer);
  const half = bytes.length / 2;
  const planes = Uint8Array.from(bytes, (_, i) => (i < half ? bytes[2 * i]! : bytes[2 * (i - half) + 1]!));
  return { ...artifacts, weightData: planes.buffer, userDefinedMetadata: { weightLayout: BYTE_PLANES } };
}

// What src/vision/model.ts made of a tfjs-layers model before: another input size, an embedding
// output, a cut, a layer's snapshot.
const theirResized = (m: tfl.LayersModel, width: number, height: number) => {
  const input = tfl.input({ shape: [height, width, 3] });
  return tfl.model({ inputs: input, outputs: m.apply(input) as Sym });
};
const theirEmbedding = (m: tfl.LayersModel) => tfl.model({ inputs: m.inputs, outputs: [m.outputs[0] as Sym, m.layers.at(-1)?.input as Sym] });
const theirLayers = (m: tfl.LayersModel) => m.layers.filter((l) => l.getClassName() !== 'InputLayer');
const theirCut = (m: tfl.LayersModel, count: number) => tfl.model({ inputs: m.inputs, outputs: theirLayers(m)[count - 1]?.output as Sym });
function theirSnapshot(layer: ReturnType<typeof theirLayers>[number]): LayerSnapshot {
  const config = layer.getConfig();
  const list = (v: unknown): number[] | null => (Array.isArray(v) ? v.map(Number) : null);
  return {
    className: layer.getClassName(),
    strides: list(config['strides']),
    padding: typeof config['padding'] === 'string' ? config['padding'] : null,
    kernelSize: list(config['kernelSize']),
    activation: typeof config['activation'] === 'string' ? config['activation'] : 'linear',
    weights: layer.getWeights().map((w) => ({ shape: w.shape, data: Float32Array.from(w.dataSync()) })),
  };
}

/** The largest difference between our outputs and tfjs-layers' (disposed here); shapes must agree. */
function worstDifference(ours: readonly ModelOutput[], theirs: tf.Tensor | tf.Tensor[]): number {
  const list = Array.isArray(theirs) ? theirs : [theirs];
  try {
    expect(ours.map((o) => o.shape)).toEqual(list.map((t) => t.shape));
    let worst = 0;
    list.forEach((t, k) => t.dataSync().forEach((v, i) => (worst = Math.max(worst, Math.abs(v - (ours[k]?.data[i] ?? NaN))))));
    return worst;
  } finally {
    tf.dispose(list);
  }
}

const randomInput = (batch: number, height: number, width: number, seed: number) => tf.randomUniform([batch, height, width, 3], 0, 1, 'float32', seed) as tf.Tensor4D;

const wasmPaths = nodeWasmPaths();
beforeAll(async () => {
  await initBackend(wasmPaths);
});

interface Pair {
  readonly ours: LoadedModel;
  readonly theirs: tfl.LayersModel;
}

/** Both loaders on the same artifacts. */
/** tfjs-layers reads TF.js's own weight layout only: the shipped models' byte planes are put back for it. */
async function loadBoth(artifacts: tf.io.ModelArtifacts | tf.io.IOHandler): Promise<Pair> {
  const read = 'load' in artifacts && artifacts.load !== undefined ? await artifacts.load() : (artifacts as tf.io.ModelArtifacts);
  const standard = { ...read, weightData: standardWeightData(read), userDefinedMetadata: {} };
  return { ours: await loadModel(tf.io.fromMemory(read), { wasmPaths }), theirs: await tfl.loadLayersModel(tf.io.fromMemory(standard)) };
}

function disposeBoth({ ours, theirs }: Pair): void {
  ours.dispose();
  while (theirs.dispose().refCountAfterDispose > 0);
}

describe.each([
  ['two branches, upsampling and a skip', branchy, [16, 40]],
  ['pooling and dense layers', pooled, [36, 44]],
  ['a Sequential model', stacked, [24, 20]],
] as const)('%s', (_name, build, [otherWidth, otherHeight]) => {
  describe.each([
    ['float32', (a: tf.io.ModelArtifacts) => a],
    ['float16', asFloat16],
    ['float16 byte-plane', (a: tf.io.ModelArtifacts) => asPlanes(asFloat16(a))],
  ] as const)('with %s weights', (_layout, stored) => {
    let pair: Pair;
    beforeAll(async () => {
      const built = build();
      const artifacts = await artifactsOf(built);
      built.dispose();
      pair = await loadBoth(stored(artifacts));
    });
    afterAll(() => disposeBoth(pair));

    it('answers what tfjs-layers answers, at the model size and at another', async () => {
      const { ours, theirs } = pair;
      const input = randomInput(3, ours.inputHeight, ours.inputWidth, 1);
      expect(worstDifference(await ours.run(input), theirs.predict(input))).toBeLessThan(TOLERANCE);
      input.dispose();

      const other = await ours.withInputSize(otherWidth, otherHeight, {});
      const resized = randomInput(2, otherHeight, otherWidth, 2);
      expect(worstDifference(await other.run(resized), theirResized(theirs, otherWidth, otherHeight).predict(resized))).toBeLessThan(TOLERANCE);
      resized.dispose();
    });

    it('answers the same embedding, cuts and layers', async () => {
      const { ours, theirs } = pair;
      const input = randomInput(2, ours.inputHeight, ours.inputWidth, 3);
      const embedding = await ours.withEmbedding({});
      expect(worstDifference(await embedding.run(input), theirEmbedding(theirs).predict(input))).toBeLessThan(TOLERANCE);
      const count = theirLayers(theirs).length;
      for (let k = 1; k <= count; k++) {
        const cut = await ours.truncated(k, {});
        expect(worstDifference(await cut.run(input), theirCut(theirs, k).predict(input)), `cut after ${k}`).toBeLessThan(TOLERANCE);
        expect(cut.layers()).toEqual(theirLayers(theirCut(theirs, k)).map(theirSnapshot));
      }
      input.dispose();
      expect(ours.layers()).toEqual(theirLayers(theirs).map(theirSnapshot));
    });
  });
});

describe('the shipped models', () => {
  it.each([
    ['detector', MODEL_PATHS.detector, [320, 224], [1, 10, 11, 12, 22, 23]],
    ['classifier', MODEL_PATHS.classifier, [56, 48], [1, 2, 7, 8]],
  ] as const)('the %s loads as tfjs-layers loads it, and answers the same, cut or not', async (_name, path, [width, height], cuts) => {
    const pair = await loadBoth(modelFile(path));
    try {
      const { ours, theirs } = pair;
      expect(ours.layers()).toEqual(theirLayers(theirs).map(theirSnapshot));
      const input = randomInput(1, ours.inputHeight, ours.inputWidth, 4);
      expect(worstDifference(await ours.run(input), theirs.predict(input))).toBeLessThan(TOLERANCE);
      for (const k of cuts) expect(worstDifference(await (await ours.truncated(k, {})).run(input), theirCut(theirs, k).predict(input)), `cut after ${k}`).toBeLessThan(TOLERANCE);
      input.dispose();
      const other = randomInput(1, height, width, 5);
      expect(worstDifference(await (await ours.withInputSize(width, height, {})).run(other), theirResized(theirs, width, height).predict(other))).toBeLessThan(TOLERANCE);
      other.dispose();
    } finally {
      disposeBoth(pair);
    }
  });

  it("reads the classifier's embedding, and refuses the detector's (its last layer joins two heads)", async () => {
    const classifier = await loadBoth(modelFile(MODEL_PATHS.classifier));
    const detector = await loadModel(modelFile(MODEL_PATHS.detector), { wasmPaths });
    try {
      const input = randomInput(4, 40, 40, 6);
      const embedding = await classifier.ours.withEmbedding({});
      expect(worstDifference(await embedding.run(input), theirEmbedding(classifier.theirs).predict(input))).toBeLessThan(TOLERANCE);
      input.dispose();
      expect(() => detector.withEmbedding({})).toThrow('no embedding can be read from the model: its last layer takes several inputs');
    } finally {
      disposeBoth(classifier);
      detector.dispose();
    }
  });
});

describe('UpSampling2D', () => {
  it('repeats every row and column, exactly', async () => {
    const input = tfl.input({ shape: [5, 7, 3] });
    const built = tfl.model({ inputs: input, outputs: tfl.layers.upSampling2d({ size: [2, 3] }).apply(input) as Sym });
    const model = await loadModel(tf.io.fromMemory(await artifactsOf(built)), { wasmPaths, expectedOutputs: [[1, 10, 21, 3]] });
    built.dispose();
    const pixels = randomInput(1, 5, 7, 6);
    const [out] = await model.run(pixels);
    const source = pixels.dataSync();
    pixels.dispose();
    model.dispose();
    const repeated: number[] = [];
    for (let y = 0; y < 10; y++) for (let x = 0; x < 21; x++) for (let c = 0; c < 3; c++) repeated.push(source[(Math.floor(y / 2) * 7 + Math.floor(x / 3)) * 3 + c] ?? NaN);
    expect(Array.from(out?.data ?? [])).toEqual(repeated);
  });
});

describe('model files it cannot run', () => {
  let base: tf.io.ModelArtifacts;
  beforeAll(async () => {
    const built = pooled();
    base = await artifactsOf(built);
    built.dispose();
  });

  type LayerJson = { class_name: string; config: Record<string, unknown> };

  /** `base` with its topology edited (a deep copy: `base` stays as it was). */
  function edited(edit: (layers: LayerJson[]) => void): tf.io.ModelArtifacts {
    const topology = structuredClone(base.modelTopology) as { config: { layers: LayerJson[] } };
    edit(topology.config.layers);
    return { ...base, modelTopology: topology };
  }
  const layerNamed = (layers: LayerJson[], name: string) => layers.find((l) => l.config['name'] === name) ?? expect.fail(`no layer ${name}`);

  it.each([
    [
      'a layer class it does not know',
      () => edited((layers) => (layerNamed(layers, 'features').class_name = 'DepthwiseConv2D')),
      "the model cannot be run: layer 'features' (DepthwiseConv2D): this layer class is not supported (Conv2D, Dense, GlobalAveragePooling2D, AveragePooling2D, Concatenate, UpSampling2D, Reshape)",
    ],
    [
      'channels first',
      () => edited((layers) => (layerNamed(layers, 'features').config['data_format'] = 'channels_first')),
      'the model cannot be run: layer \'features\' (Conv2D): data_format "channels_first" is not supported (only "channels_last")',
    ],
    [
      'a dilated convolution',
      () => edited((layers) => (layerNamed(layers, 'features').config['dilation_rate'] = [2, 2])),
      'the model cannot be run: layer \'features\' (Conv2D): dilation_rate [2,2] is not supported (only 1 or [1,1])',
    ],
    [
      'an option it does not compute',
      () => edited((layers) => (layerNamed(layers, 'probs').config['unit_norm'] = true)),
      "the model cannot be run: layer 'probs' (Dense): option 'unit_norm' not supported",
    ],
    [
      'a missing weight',
      () => ({ ...base, weightSpecs: base.weightSpecs?.slice(0, -1), weightData: (base.weightData as ArrayBuffer).slice(0, -5 * 4) }),
      "the model cannot be run: layer 'probs' (Dense): weight 'probs/bias' is missing",
    ],
    [
      'a weight of the wrong shape',
      () => ({ ...base, weightSpecs: base.weightSpecs?.map((s) => (s.name === 'features/kernel' ? { ...s, shape: [3, 3, 12, 3] } : s)) }),
      "the model cannot be run: layer 'features' (Conv2D): weight 'features/kernel' has shape [3, 3, 12, 3], it needs [3, 3, 3, 12]",
    ],
    [
      'a weight no layer uses',
      () => ({ ...base, weightSpecs: [...(base.weightSpecs ?? []), { name: 'gone/kernel', shape: [1], dtype: 'float32' as const }], weightData: concatBuffers(base.weightData as ArrayBuffer, new ArrayBuffer(4)) }),
      "the model cannot be run: weight 'gone/kernel' belongs to no layer of the model",
    ],
    [
      'a weight layout it does not know',
      () => ({ ...asPlanes(asFloat16(base)), userDefinedMetadata: { weightLayout: 'float16-shuffled' } }),
      'the model cannot be run: unknown weight layout "float16-shuffled" (known: float16-byte-planes)',
    ],
    [
      'float32 weights said to be in byte planes',
      () => ({ ...base, userDefinedMetadata: { weightLayout: BYTE_PLANES } }),
      "the model cannot be run: weight 'features/kernel' is not stored as float16, which float16-byte-planes needs",
    ],
    [
      'byte planes of an odd length',
      () => {
        const planes = asPlanes(asFloat16(base));
        return { ...planes, weightData: concatBuffers(planes.weightData as ArrayBuffer, new ArrayBuffer(1)) };
      },
      expect.stringMatching(/^the model cannot be run: float16-byte-planes weights hold an odd number of bytes \(\d*[13579]\)$/),
    ],
  ])('refuses %s with a reason, leaking nothing', async (_what, artifacts, message) => {
    const before = tf.memory().numTensors;
    await expect(loadModel(tf.io.fromMemory(artifacts()), { wasmPaths })).rejects.toMatchObject({ name: 'ModelError', code: 'bad_model', message });
    expect(tf.memory().numTensors).toBe(before);
  });

  it('refuses an input size a layer cannot take, and a cut or embedding the model does not have', async () => {
    const model = await loadModel(tf.io.fromMemory(base), { wasmPaths });
    try {
      expect(() => model.withInputSize(4, 4, {})).toThrow("the model cannot take 4x4 inputs: layer 'features' (Conv2D): a side of 2 is smaller than its window of 3 (padding valid)");
      expect(() => model.truncated(6, {})).toThrow('the model cannot be cut after 6 layers: it has 5 layers, not 6');
      const embedded = await model.withEmbedding({});
      expect(() => embedded.withEmbedding({})).toThrow('no embedding can be read from the model: expected one output, the model has 2');
    } finally {
      model.dispose();
    }
  });

  it('frees the weights once, with the loaded model, whatever was made from it', async () => {
    const before = tf.memory().numTensors;
    const model = await loadModel(tf.io.fromMemory(base), { wasmPaths });
    const weights = tf.memory().numTensors - before;
    expect(weights).toBe(6);
    const derived = [await model.withInputSize(40, 40, {}), await model.withEmbedding({}), await model.truncated(2, {})];
    const input = randomInput(1, 20, 28, 7);
    await model.run(input);
    input.dispose();
    expect(tf.memory().numTensors - before).toBe(weights);
    for (const d of derived) d.dispose();
    expect(tf.memory().numTensors - before).toBe(weights);
    model.dispose();
    expect(tf.memory().numTensors).toBe(before);
  });
});

function concatBuffers(a: ArrayBuffer, b: ArrayBuffer): ArrayBuffer {
  const all = new Uint8Array(a.byteLength + b.byteLength);
  all.set(new Uint8Array(a), 0);
  all.set(new Uint8Array(b), a.byteLength);
  return all.buffer;
}
