// The whole recogniser in Node on the wasm backend (as the eval runs it), with real layers models:
// toy models whose outputs are worked out by hand (test/fixtures/toy-models/build.ts), so boxes and
// kinds can be checked exactly through letterbox, crops and decoding; small random models for the
// plumbing; every bad input answered with a value, and no tensor left behind.
import * as tf from '@tensorflow/tfjs-core';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJpeg } from '../../src/cli/decode-jpeg';
import { nodeWasmPaths } from '../../src/cli/node-models';
import type { RgbaFrame } from '../../src/vision/frame';
import { initBackend, ModelError } from '../../src/vision/model';
import { CLASSES } from '../../src/vision/model-spec';
import { cropRegion, loadRecognitionModels, recognizeFrame, recognizeImage, type FrameOutcome, type FrameRecognition, type RecognitionModels } from '../../src/vision/pipeline';
import { artifactsOf, blobDetector, globalPoolDetector, randomClassifier, randomDetector, tintClassifier, TINT_KINDS } from '../fixtures/toy-models/build';
import { handOf } from './scenes';

type Loaded = RecognitionModels & { dispose(): void };

const TINTS = { red: [255, 128, 128], green: [128, 255, 128], blue: [128, 128, 255] } as const;

interface Square {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly rgb: readonly [number, number, number];
}

/**
 * Filled squares on a dark textured table (levels 0-63: the toy detector scores it under 0.001, and
 * `isBlankFrame` sees texture, as in any photo). `background: 'black'` gives a blank frame.
 */
function frameWith(width: number, height: number, squares: readonly Square[], background: 'dark' | 'black' = 'dark'): RgbaFrame & { data: Uint8ClampedArray } {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i++) data[i] = i % 4 === 3 ? 255 : background === 'black' ? 0 : ((i * 2654435761) >>> 26) & 63;
  for (const s of squares)
    for (let y = s.y; y < s.y + s.size; y++) for (let x = s.x; x < s.x + s.size; x++) data.set([...s.rgb, 255], (y * width + x) * 4);
  return { width, height, data };
}

function noise(width: number, height: number, seed: number): RgbaFrame {
  const data = new Uint8ClampedArray(width * height * 4);
  let s = seed;
  for (let i = 0; i < data.length; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    data[i] = i % 4 === 3 ? 255 : s >>> 24;
  }
  return { width, height, data };
}

function expectOk(r: FrameOutcome | Awaited<ReturnType<typeof recognizeImage>>): asserts r is FrameRecognition {
  if (!r.ok) expect.fail(`expected ok, got ${r.code}: ${r.message}`);
}

const codes = (r: FrameRecognition) => r.warnings.map((w) => w.code);

/** A built model as an in-memory IO handler; the built model itself is disposed. */
async function inMemory(model: Parameters<typeof artifactsOf>[0]): Promise<tf.io.IOHandler> {
  const artifacts = await artifactsOf(model);
  model.dispose();
  return tf.io.fromMemory(artifacts);
}

async function load(detector: Parameters<typeof artifactsOf>[0], classifier: Parameters<typeof artifactsOf>[0]): Promise<Loaded> {
  return loadRecognitionModels({ detector: await inMemory(detector), classifier: await inMemory(classifier) }, nodeWasmPaths());
}

let toy: Loaded;
let random: Loaded;

beforeAll(async () => {
  await initBackend(nodeWasmPaths());
  toy = await load(blobDetector(), tintClassifier());
  random = await load(randomDetector(), randomClassifier());
});
afterAll(() => {
  toy.dispose();
  random.dispose();
});

describe('recognizeFrame with models whose answers are known', () => {
  it('finds each square exactly, in frame pixels, through the letterbox padding, and reads its tint', async () => {
    // 640x480 -> 320x240 drawn into a 320x256 input (the frame's own shape, model-spec `fittedPad`
    // of grey above and below): an 8 px square on a multiple of 8 fills one detector cell.
    const squares: Square[] = [
      { x: 80, y: 200, size: 8, rgb: TINTS.red },
      { x: 160, y: 200, size: 8, rgb: TINTS.green },
      { x: 240, y: 200, size: 8, rgb: TINTS.blue },
      { x: 632, y: 472, size: 8, rgb: TINTS.red }, // bottom-right corner
    ];
    const r = await recognizeFrame(frameWith(640, 480, squares), toy);
    expectOk(r);
    expect(r.letterbox).toMatchObject({ inputWidth: 320, inputHeight: 256, padX: 0, padY: 8, drawnWidth: 320, drawnHeight: 240 });
    const found = [...r.detections].sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
    expect(found.map((d) => d.kind)).toEqual([TINT_KINDS.red, TINT_KINDS.green, TINT_KINDS.blue, TINT_KINDS.red]);
    found.forEach((d, k) => {
      const s = squares[k]!;
      for (const [key, v] of Object.entries({ x: s.x, y: s.y, w: s.size, h: s.size })) expect(d.box[key as 'x']).toBeCloseTo(v, 3);
      expect(d.p).toBeGreaterThan(0.99);
      expect(d.orientation).toBe('upright');
      expect(d.topK).toHaveLength(3);
    });
    expect(r.detectorScores).toHaveLength(4);
    for (const s of r.detectorScores) expect(s).toBeCloseTo(1 / (1 + Math.exp(-6)), 2);
    expect(r.detections.map((d) => d.id)).toEqual([0, 1, 2, 3]);
  });

  it('maps back through side padding for a portrait frame', async () => {
    // 480x640 -> 240x320 drawn into a 256x320 input, right of 8 px of padding.
    // One small square alone would be looked at again, closer (zoom.ts), where the toy detector,
    // which only knows one-cell squares, sees a plateau: this test is about the letterbox.
    const r = await recognizeFrame(frameWith(480, 640, [{ x: 16, y: 600, size: 8, rgb: TINTS.blue }]), toy, { zoom: false });
    expectOk(r);
    expect(r.letterbox).toMatchObject({ inputWidth: 256, inputHeight: 320, padX: 8, padY: 0 });
    expect(r.detections).toHaveLength(1);
    expect(r.detections[0]).toMatchObject({ kind: TINT_KINDS.blue, box: { x: expect.closeTo(16, 3), y: expect.closeTo(600, 3), w: expect.closeTo(8, 3), h: expect.closeTo(8, 3) } });
  });

  it('hands the detections to the layout and reports its draft, warnings and stage timings', async () => {
    // Two cells apart: a 3x3 peak needs its neighbours lower (real tiles are 2-4 cells wide).
    const row = Array.from({ length: 6 }, (_, k): Square => ({ x: 160 + 16 * k, y: 240, size: 8, rgb: k % 2 ? TINTS.green : TINTS.red }));
    const r = await recognizeFrame(frameWith(640, 480, row), toy);
    expectOk(r);
    expect(r.detections).toHaveLength(6);
    // Six square tiles read as a hand row: the layout saw them (a 6-tile draft is illegal: it says so).
    expect(r.draft.provenance.concealed.length + (r.draft.win_tile ? 1 : 0)).toBeGreaterThan(0);
    expect(codes(r)).toContain('tile_count');
    for (const v of Object.values(r.ms)) expect(v).toBeGreaterThanOrEqual(0);
    // No legal hand in six tiles: decoding looked, found none, and the draft is the hand as read,
    // its tiles doubted (legal-draft.ts: the user is asked to check them, whatever their p).
    expect(r.decoding).toMatchObject({ legalAsRead: false, readings: [] });
    expect(handOf(r.draft)).toEqual(handOf(r.read));
    expect(r.draft.provenance.concealed.some((s) => s.doubted)).toBe(true);
    expect(codes(r)).toContain('no_legal_reading');
    const asRead = await recognizeFrame(frameWith(640, 480, row), toy, { decoding: false });
    expectOk(asRead);
    expect(asRead.decoding).toBeNull();
    expect(asRead.read).toEqual(r.read);
  });
});

describe('recognizeFrame: frames that hold nothing to read', () => {
  it('answers a blank frame (black, one colour, 1x1) with blank_frame and no_tiles, without running a model', async () => {
    const grey = frameWith(64, 48, [], 'black');
    grey.data.fill(90);
    for (const f of [frameWith(1280, 720, [], 'black'), frameWith(1, 1, []), grey]) {
      const r = await recognizeFrame(f, toy);
      expectOk(r);
      expect(r.detections).toEqual([]);
      expect(codes(r)).toEqual(['blank_frame', 'no_tiles']);
      expect(r.draft).toMatchObject({ concealed: '', win_tile: null, melds: [] });
      expect(r.ms.detect).toBe(0);
    }
  });

  it('answers a frame without tiles with no_tiles', async () => {
    const r = await recognizeFrame(frameWith(320, 200, []), toy);
    expectOk(r);
    expect(r.detections).toEqual([]);
    expect(codes(r)).toEqual(['no_tiles']);
  });

  it('answers malformed frames with a failure value, never a throw', async () => {
    expect(await recognizeFrame(null, toy)).toMatchObject({ ok: false, code: 'bad_frame_data' });
    expect(await recognizeFrame({ width: 0, height: 5, data: new Uint8ClampedArray(0) }, toy)).toMatchObject({ ok: false, code: 'bad_frame_size' });
    expect(await recognizeFrame({ width: 10, height: 10, data: new Uint8ClampedArray(399) }, toy)).toMatchObject({ ok: false, code: 'bad_frame_data' });
    // Refused from its size alone: no 400 MB buffer is needed to say so.
    expect(await recognizeFrame({ width: 10000, height: 10000, data: new Uint8ClampedArray(4) }, toy)).toMatchObject({ ok: false, code: 'frame_too_large' });
  });
});

describe('recognizeFrame with random models (plumbing)', () => {
  it('returns well-formed detections: inside the frame, known kinds, scores over the floor, at most 120', async () => {
    const r = await recognizeFrame(noise(1280, 720, 1), random);
    expectOk(r);
    expect(r.detections.length).toBeGreaterThan(0);
    expect(r.detections.length).toBeLessThanOrEqual(120);
    expect(r.detectorScores).toHaveLength(r.detections.length);
    r.detections.forEach((d, i) => {
      expect(d.id).toBe(i);
      expect(d.box.x).toBeGreaterThanOrEqual(0);
      expect(d.box.y).toBeGreaterThanOrEqual(0);
      expect(d.box.x + d.box.w).toBeLessThanOrEqual(1280 + 1e-6);
      expect(d.box.y + d.box.h).toBeLessThanOrEqual(720 + 1e-6);
      expect(CLASSES).toContain(d.kind);
      expect(d.topK.map((t) => t.kind)).not.toContain(d.kind);
      expect(r.detectorScores[i]).toBeGreaterThanOrEqual(0.3);
    });
  });

  it('leaves the live-tensor count where it was, whatever the frame', async () => {
    const baseline = tf.memory().numTensors;
    for (const f of [noise(1280, 720, 2), noise(33, 77, 3), frameWith(200, 100, []), noise(7, 300, 4)]) expectOk(await recognizeFrame(f, random));
    expectOk(await recognizeFrame(frameWith(640, 480, [{ x: 80, y: 80, size: 8, rgb: TINTS.red }]), toy));
    await recognizeFrame({ width: 3, height: 3, data: new Uint8Array(5) }, random);
    expect(tf.memory().numTensors).toBe(baseline);
  });
});

describe('recognizeImage: encoded bytes', () => {
  const encode = (f: RgbaFrame, quality = 95) => new Uint8Array(jpeg.encode({ width: f.width, height: f.height, data: f.data }, quality).data);

  it('decodes a JPEG and recognises it', async () => {
    const bytes = encode(frameWith(640, 480, [{ x: 320, y: 240, size: 8, rgb: TINTS.green }]));
    const r = await recognizeImage(bytes, toy, decodeJpeg, { zoom: false }); // as above: one small square
    expectOk(r);
    expect(r.detections.map((d) => d.kind)).toEqual([TINT_KINDS.green]);
  });

  it('refuses what intake refuses, with its code, before decoding', async () => {
    const good = encode(noise(64, 48, 9));
    const claimed = good.slice();
    // Patch the SOF0 size to 10000x10000: refused from the header, nothing decoded.
    for (let i = 2; i + 9 < claimed.length; ) {
      const length = (claimed[i + 2]! << 8) | claimed[i + 3]!;
      if (claimed[i + 1] === 0xc0) {
        claimed.set([10000 >> 8, 10000 & 0xff, 10000 >> 8, 10000 & 0xff], i + 5);
        break;
      }
      i += 2 + length;
    }
    const cases: [unknown, string][] = [
      [new TextEncoder().encode('certainly not an image'), 'not_an_image'],
      [good.subarray(0, good.length - 100), 'truncated'],
      [encode(noise(1, 1, 1)), 'too_small'],
      [claimed, 'too_large'],
      ['a string', 'not_an_image'],
    ];
    for (const [bytes, code] of cases) expect(await recognizeImage(bytes, toy, decodeJpeg)).toMatchObject({ ok: false, code });
  });

  it('reports a decoder that throws as decode_failed, and an all-black photo as blank', async () => {
    const bytes = encode(frameWith(64, 48, [], 'black'));
    expect(await recognizeImage(bytes, toy, () => Promise.reject(new Error('boom')))).toMatchObject({ ok: false, code: 'decode_failed', message: 'decoding failed: boom' });
    const r = await recognizeImage(bytes.buffer, toy, decodeJpeg);
    expectOk(r);
    expect(codes(r)).toEqual(['blank_frame', 'no_tiles']);
  });
});

describe('loadRecognitionModels', () => {
  it('refuses models that do not fit model-spec.ts, disposing what it loaded', async () => {
    const baseline = tf.memory().numTensors;
    const swapped = await load(tintClassifier(), blobDetector()).catch((e: unknown) => e);
    expect(swapped).toBeInstanceOf(ModelError);
    expect(swapped).toMatchObject({ code: 'bad_model', message: 'model outputs [1, 38], expected [1, 80, 80, 5]' });
    // The detector loads, the classifier (a detector) does not: the detector is disposed again.
    const second = await load(blobDetector(), blobDetector()).catch((e: unknown) => e);
    expect(second).toMatchObject({ code: 'bad_model', message: 'model outputs [1, 80, 80, 5], expected [?, 38]' });
    expect(tf.memory().numTensors).toBe(baseline);
  });
});

describe('detectorFor', () => {
  it('gives a frame the detector on its own shape, sharing the square weights', async () => {
    const baseline = tf.memory().numTensors;
    const wide = await toy.detectorFor(1280, 720);
    expect([wide.inputWidth, wide.inputHeight]).toEqual([320, 224]);
    expect(await toy.detectorFor(720, 1280)).toMatchObject({ inputWidth: 224, inputHeight: 320 });
    expect(await toy.detectorFor(1280, 720)).toBe(wide);
    expect(await toy.detectorFor(500, 500)).toBe(toy.detector);
    // No weights copied: the fitted models hold no tensors of their own.
    expect(tf.memory().numTensors).toBe(baseline);

    // The toy detector reads each cell on its own (4x4 average, then 1x1 convolutions), so on the
    // same pixels both inputs must give the same cells: the weights are the square model's.
    const pixels = tf.randomUniform([1, 224, 320, 3], 0, 1, 'float32', 7) as tf.Tensor4D;
    const square = tf.pad(pixels, [[0, 0], [48, 48], [0, 0], [0, 0]]) as tf.Tensor4D;
    const [fitted] = await wide.run(pixels);
    const [full] = await toy.detector.run(square);
    tf.dispose([pixels, square]);
    expect(fitted!.shape).toEqual([1, 56, 80, 5]);
    const cells = 56 * 80 * 5;
    expect(Array.from(full!.data.subarray(12 * 80 * 5, 12 * 80 * 5 + cells))).toEqual(Array.from(fitted!.data));
  });

  it('keeps the square detector for a network that cannot take another shape', async () => {
    const baseline = tf.memory().numTensors;
    const pooled = await load(globalPoolDetector(), tintClassifier());
    try {
      expect(await pooled.detectorFor(1280, 720)).toBe(pooled.detector);
      const r = await recognizeFrame(frameWith(640, 360, []), pooled);
      expectOk(r);
      expect(r.letterbox).toMatchObject({ inputWidth: 320, inputHeight: 320 });
    } finally {
      pooled.dispose();
    }
    expect(tf.memory().numTensors).toBe(baseline);
  });

  it('frees the shared weights with the models, however many shapes were made', async () => {
    const baseline = tf.memory().numTensors;
    const models = await load(blobDetector(), tintClassifier());
    for (const [w, h] of [[1280, 720], [720, 1280], [640, 480], [300, 40]] as const) await models.detectorFor(w, h);
    expectOk(await recognizeFrame(frameWith(1280, 720, [{ x: 64, y: 64, size: 16, rgb: TINTS.red }]), models));
    expect(tf.memory().numTensors).toBeGreaterThan(baseline);
    models.dispose();
    await Promise.resolve(); // the fitted models' dispose runs once their promises settle
    expect(tf.memory().numTensors).toBe(baseline);
  });
});

describe('cropRegion', () => {
  it('grows the box by the margin on every side and clips it to the frame', () => {
    expect(cropRegion({ x: 100, y: 50, w: 30, h: 40 }, 640, 480)).toEqual({ x0: 97, y0: 46, x1: 133, y1: 94 });
    expect(cropRegion({ x: 0, y: 470, w: 30, h: 40 }, 640, 480)).toEqual({ x0: 0, y0: 466, x1: 33, y1: 480 });
    expect(cropRegion({ x: 639.8, y: 10, w: 0.1, h: 5 }, 640, 480)).toBeNull();
  });
});
