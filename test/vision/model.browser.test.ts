// model.ts and preprocess.ts on the page (no worker), in Chromium with the wasm backend: the
// letterboxed pixels, the load-time checks, and the leak test (tfjs-models' movenet_test.ts idea).
import * as tf from '@tensorflow/tfjs-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadModel, ModelError, type LoadedModel } from '../../src/vision/model';
import { PAD_VALUE } from '../../src/vision/model-spec';
import { cropBatch, preprocess } from '../../src/vision/preprocess';
import { createBitmapReader } from '../../workers/bitmap-pixels';
import { WASM_PATHS } from '../../workers/wasm-assets';
import tinyModelPath from '../fixtures/tiny-model/model.json?url';

const rgba = (width: number, height: number, rgb: readonly [number, number, number]) => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([...rgb, 255], i);
  return { width, height, data };
};

describe('model + preprocess on the page', () => {
  let model: LoadedModel;
  beforeAll(async () => {
    model = await loadModel(tinyModelPath, { wasmPaths: WASM_PATHS, expectedOutputs: [[null, 5]] });
  });
  afterAll(() => model.dispose());

  it('loads on the wasm backend and reads the input size from the model', () => {
    expect(tf.getBackend()).toBe('wasm');
    expect(model).toMatchObject({ inputWidth: 64, inputHeight: 48, outputShapes: [[1, 5]], backend: { backend: 'wasm', threads: false } });
  });

  it('letterboxes: the frame scaled into the middle, grey padding around it, values in 0..1', async () => {
    // 20x60 (portrait) into 64x48: scale 0.8, drawn 16x48, padded 24 left and right.
    const { input, letterbox } = preprocess(rgba(20, 60, [255, 0, 51]), 64, 48);
    try {
      expect(letterbox).toMatchObject({ drawnWidth: 16, drawnHeight: 48, padX: 24, padY: 0 });
      expect(input.shape).toEqual([1, 48, 64, 3]);
      const px = (await input.array())[0] ?? [];
      expect(px[10]?.[30]?.[0]).toBeCloseTo(1, 5);
      expect(px[10]?.[30]?.[1]).toBeCloseTo(0, 5);
      expect(px[10]?.[30]?.[2]).toBeCloseTo(0.2, 5);
      for (const x of [0, 23, 40, 63]) expect(px[10]?.[x]).toEqual([PAD_VALUE, PAD_VALUE, PAD_VALUE].map((v) => Math.fround(v)));
    } finally {
      input.dispose();
    }
  });

  it('reads an ImageBitmap into RGBA pixels (the worker does this before preprocessing)', async () => {
    const f = rgba(32, 24, [0, 255, 0]);
    f.data.set([200, 10, 20, 255], (5 * 32 + 7) * 4);
    const read = createBitmapReader();
    const pixels = read(await createImageBitmap(new ImageData(f.data, 32, 24)));
    expect(pixels).toMatchObject({ width: 32, height: 24 });
    expect([...pixels.data]).toEqual([...f.data]);
    // A second frame of another size gets a canvas of its own size.
    expect(read(await createImageBitmap(new ImageData(rgba(5, 3, [1, 2, 3]).data, 5, 3))).data.slice(0, 4)).toEqual(new Uint8ClampedArray([1, 2, 3, 255]));
    const { input } = preprocess(pixels, 64, 48);
    try {
      expect((await input.array())[0]?.[20]?.[30]).toEqual([0, 1, 0]);
    } finally {
      input.dispose();
    }
  });

  it('cuts a batch of crops, each area-averaged to the classifier size', async () => {
    const f = rgba(40, 20, [0, 0, 0]);
    for (let y = 0; y < 20; y++) for (let x = 20; x < 40; x++) f.data.set([255, 255, 255, 255], (y * 40 + x) * 4);
    const batch = cropBatch(f, [{ x0: 0, y0: 0, x1: 20, y1: 20 }, { x0: 20, y0: 0, x1: 40, y1: 20 }, { x0: 10, y0: 0, x1: 30, y1: 20 }], 4);
    try {
      expect(batch.shape).toEqual([3, 4, 4, 3]);
      const px = await batch.array();
      expect(px[0]?.[1]?.[1]).toEqual([0, 0, 0]);
      expect(px[1]?.[1]?.[1]).toEqual([1, 1, 1]);
      expect(px[2]?.[1]?.[0]?.[0]).toBe(0); // left half of the straddling crop is black,
      expect(px[2]?.[1]?.[3]?.[0]).toBe(1); // its right half white
    } finally {
      batch.dispose();
    }
  });

  it('leaves no tensor behind: preprocess + run + dispose returns to the baseline', async () => {
    const baseline = tf.memory().numTensors;
    for (const [w, h] of [[1280, 720], [7, 300], [64, 48]] as const) {
      const { input } = preprocess(rgba(w, h, [10, 20, 30]), model.inputWidth, model.inputHeight);
      const outputs = await model.run(input);
      input.dispose();
      expect(outputs.map((o) => o.shape)).toEqual([[1, 5]]);
    }
    expect(tf.memory().numTensors).toBe(baseline);
  });

  it('refuses a model whose outputs do not have the expected shape, without leaking it', async () => {
    const baseline = tf.memory().numTensors;
    const error = await loadModel(tinyModelPath, { wasmPaths: WASM_PATHS, expectedOutputs: [[null, 36]] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelError);
    expect(error).toMatchObject({ code: 'bad_model', message: 'model outputs [1, 5], expected [?, 36]' });
    expect(tf.memory().numTensors).toBe(baseline);
  });
});
