// The vision worker in Chromium, through the real client: wasm backend, a tiny real model
// (test/fixtures/tiny-model, not a tile recogniser), transferred frames, latest frame wins,
// failures as values, and no leaked tensors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisionClient, type VisionClient } from '../../src/vision/client';
import type { RecognizeResult } from '../../src/vision/worker-api';
import tinyModelPath from '../fixtures/tiny-model/model.json?url';

// The worker resolves relative URLs against its own script: hand it an absolute one.
const MODEL_URL = new URL(tinyModelPath, location.href).href;

function frame(width: number, height: number): { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> } {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = (i / 4) % 256;
    data[i + 1] = 128;
    data[i + 2] = 255 - ((i / 4) % 256);
    data[i + 3] = 255;
  }
  return { width, height, data };
}

function expectOk(r: RecognizeResult): asserts r is Extract<RecognizeResult, { ok: true }> {
  if (!r.ok) expect.fail(`expected ok, got ${r.code}: ${r.message}`);
}

describe('vision worker', () => {
  let client: VisionClient;

  beforeAll(async () => {
    client = createVisionClient();
    const info = await client.init(MODEL_URL);
    if (!info.ok) expect.fail(`init failed: ${info.code}: ${info.message}`);
  });
  afterAll(() => client.dispose());

  it('runs on the wasm backend, single-threaded, with SIMD, and reports the model it loaded', async () => {
    const info = await client.init(MODEL_URL); // a second init replaces the model
    expect(info).toMatchObject({ ok: true, backend: { backend: 'wasm', threads: false, simd: true }, inputWidth: 64, inputHeight: 48, outputShapes: [[1, 5]] });
    expect((await client.stats()).backend).toBe('wasm');
  });

  it('runs the model on a transferred RGBA frame (the caller keeps a detached buffer)', async () => {
    const f = frame(1280, 720);
    const r = await client.recognize(f);
    expect(f.data.byteLength).toBe(0); // transferred, not copied
    expectOk(r);
    expect(r.frame).toEqual({ width: 1280, height: 720 });
    // 1280x720 into 64x48: scale 0.05, drawn 64x36, padded 6 above and below.
    expect(r.letterbox).toMatchObject({ scale: 0.05, drawnWidth: 64, drawnHeight: 36, padX: 0, padY: 6 });
    const [out] = r.outputs;
    expect(out?.shape).toEqual([1, 5]);
    // A softmax over 5 classes: mean exactly 1/5, every value a probability.
    expect(out?.mean).toBeCloseTo(0.2, 5);
    expect(out?.min).toBeGreaterThan(0);
    expect(out?.max).toBeLessThan(1);
  });

  it('runs the model on a transferred ImageBitmap', async () => {
    const f = frame(320, 240);
    const bitmap = await createImageBitmap(new ImageData(f.data, f.width, f.height));
    const r = await client.recognize(bitmap);
    expect(bitmap.width).toBe(0); // a transferred bitmap is detached on this side
    expectOk(r);
    expect(r.frame).toEqual({ width: 320, height: 240 });
    expect(r.outputs[0]?.shape).toEqual([1, 5]);
  });

  it('lets the latest frame win: 5 frames sent at once, at most 2 processed, the last among them', async () => {
    const before = (await client.stats()).framesRecognized;
    const results = await Promise.all([0, 1, 2, 3, 4].map((i) => client.recognize(frame(100 + i, 80))));
    const processed = results.filter((r) => r.ok);
    expect(processed.length).toBeGreaterThanOrEqual(1);
    expect(processed.length).toBeLessThanOrEqual(2);
    const last = results[4];
    expect(last?.ok && last.frame.width).toBe(104);
    for (const r of results) if (!r.ok) expect(r.code).toBe('superseded');
    expect((await client.stats()).framesRecognized - before).toBe(processed.length);
  });

  it('answers a bad frame with { ok: false, code } instead of throwing', async () => {
    const empty = await client.recognize({ width: 0, height: 0, data: new Uint8ClampedArray(0) });
    expect(empty).toMatchObject({ ok: false, code: 'bad_frame_size' });
    const short = await client.recognize({ width: 10, height: 10, data: new Uint8ClampedArray(399) });
    expect(short).toMatchObject({ ok: false, code: 'bad_frame_data' });
    // An already-transferred (detached) buffer is a bad frame too, not a crash.
    const f = frame(8, 8);
    await client.recognize(f);
    expect(await client.recognize(f)).toMatchObject({ ok: false, code: 'bad_frame_data' });
  });

  it('leaves the live-tensor count at its baseline after recognising', async () => {
    const baseline = (await client.stats()).numTensors;
    for (const [w, h] of [[1280, 720], [33, 77], [64, 48]] as const) expectOk(await client.recognize(frame(w, h)));
    expectOk(await client.recognize(await createImageBitmap(new ImageData(frame(200, 100).data, 200, 100))));
    expect((await client.stats()).numTensors).toBe(baseline);
  });
});

describe('vision worker failures', () => {
  it('says there is no bundled model yet, and refuses frames before init', async () => {
    const client = createVisionClient();
    try {
      expect(await client.init()).toMatchObject({ ok: false, code: 'no_model' });
      expect(await client.recognize(frame(8, 8))).toMatchObject({ ok: false, code: 'not_initialized' });
      expect(await client.init(new URL('/no/such/model.json', location.href).href)).toMatchObject({ ok: false, code: 'model_load_failed' });
    } finally {
      client.dispose();
    }
  });

  it('resolves outstanding and later calls with disposed once terminated', async () => {
    const client = createVisionClient();
    const pending = client.init(MODEL_URL);
    client.dispose();
    expect(await pending).toMatchObject({ ok: false, code: 'disposed' });
    expect(await client.recognize(frame(8, 8))).toMatchObject({ ok: false, code: 'disposed' });
  });
});
