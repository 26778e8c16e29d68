// The vision worker in Chromium, through the real client: wasm backend, the two toy models of
// test/fixtures/toy-models (real layers models whose answers are known, not tile recognisers),
// transferred frames, latest frame wins, failures as values, and no leaked tensors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisionClient, type VisionClient } from '../../src/recognition/client';
import type { RecognizeResult } from '../../src/recognition/worker-api';
import { toI420 } from '../../src/cli/camera-clip/y4m';
import toyDetectorPath from '../fixtures/toy-models/detector/model.json?url';

// The worker resolves relative URLs against its own script: hand it an absolute one. The folder
// holds detector/ and classifier/, like the app's models/.
const MODELS_URL = new URL('..', new URL(toyDetectorPath, location.href)).href;

/** A gradient the toy detector finds nothing in (every cell's channel sum is 1.5). */
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

/**
 * 1280x720 goes at scale 1/4 into a 320x224 input (the frame's own shape, model-spec
 * `fittedPad`) under 22 input px of padding, so a 16 px square at x = 16m, y = 16k + 8 fills
 * detector cell (k + 6, m) exactly and comes back as that box. The
 * squares span the frame's width: squares this small and close together would be looked at again,
 * closer (src/vision/zoom.ts), and the toy detector only knows squares of one cell.
 */
const SQUARES = [
  { x: 16, y: 360, rgb: [255, 128, 128], kind: '1m' },
  { x: 640, y: 360, rgb: [128, 255, 128], kind: '1p' },
  { x: 1248, y: 360, rgb: [128, 128, 255], kind: '1s' },
] as const;

function tableWithTiles(): ReturnType<typeof frame> {
  const f = frame(1280, 720);
  for (let i = 0; i < f.data.length; i += 4) f.data.set([(i >> 4) & 31, 20, 30], i); // dark texture
  for (const s of SQUARES) for (let y = s.y; y < s.y + 16; y++) for (let x = s.x; x < s.x + 16; x++) f.data.set(s.rgb, (y * 1280 + x) * 4);
  return f;
}

function expectOk(r: RecognizeResult): asserts r is Extract<RecognizeResult, { ok: true }> {
  if (!r.ok) expect.fail(`expected ok, got ${r.code}: ${r.message}`);
}

function expectSquares(r: Extract<RecognizeResult, { ok: true }>): void {
  const found = [...r.detections].sort((a, b) => a.box.x - b.box.x);
  expect(found.map((d) => d.kind)).toEqual(SQUARES.map((s) => s.kind));
  found.forEach((d, k) => {
    expect(d.box.x).toBeCloseTo(SQUARES[k]!.x, 3);
    expect(d.box.y).toBeCloseTo(SQUARES[k]!.y, 3);
    expect(d.box.w).toBeCloseTo(16, 3);
    expect(d.p).toBeGreaterThan(0.99);
  });
}

describe('vision worker', () => {
  let client: VisionClient;

  beforeAll(async () => {
    client = createVisionClient();
    const info = await client.init(MODELS_URL);
    if (!info.ok) expect.fail(`init failed: ${info.code}: ${info.message}`);
  });
  afterAll(() => client.dispose());

  it('runs on the wasm backend, single-threaded, with SIMD, and reports the two models it loaded', async () => {
    const info = await client.init(MODELS_URL); // a second init replaces the models
    expect(info).toMatchObject({
      ok: true,
      backend: { backend: 'wasm', threads: false, simd: true },
      detector: { inputWidth: 320, inputHeight: 320, outputShapes: [[1, 80, 80, 5]] },
      classifier: { inputWidth: 40, inputHeight: 40, outputShapes: [[1, 38]] },
    });
    expect((await client.stats()).backend).toBe('wasm');
  });

  it('recognises a transferred RGBA frame: tiles in frame pixels, a draft, warnings, timings', async () => {
    const f = tableWithTiles();
    const r = await client.recognize(f);
    expect(f.data.byteLength).toBe(0); // transferred, not copied
    expectOk(r);
    expect(r.frame).toEqual({ width: 1280, height: 720 });
    expect(r.letterbox).toMatchObject({ scale: 0.25, inputWidth: 320, inputHeight: 224, drawnWidth: 320, drawnHeight: 180, padX: 0, padY: 22 });
    expectSquares(r);
    expect(r.detectorScores).toHaveLength(3);
    expect(r.warnings.map((w) => w.code)).toContain('tile_count'); // three tiles are no hand
    expect(Object.keys(r.ms).sort()).toEqual(['classify', 'detect', 'layout', 'preprocess']);
  });

  it('recognises a transferred ImageBitmap the same way', async () => {
    const f = tableWithTiles();
    const bitmap = await createImageBitmap(new ImageData(f.data, f.width, f.height));
    const r = await client.recognize(bitmap);
    expect(bitmap.width).toBe(0); // a transferred bitmap is detached on this side
    expectOk(r);
    expectSquares(r);
  });

  it("recognises a camera's VideoFrame (I420 planes) the same way, and the frame is transferred", async () => {
    const f = tableWithTiles();
    const frame = new VideoFrame(toI420(f), { format: 'I420', codedWidth: f.width, codedHeight: f.height, timestamp: 0 });
    const before = await client.stats();
    const r = await client.recognize(frame);
    expect(frame.format).toBeNull(); // transferred: closed on this side
    expectOk(r);
    expect(r.frame).toEqual({ width: 1280, height: 720 });
    expectSquares(r);
    // Read from its planes, never converted whole; an RGBA frame is not.
    const after = await client.stats();
    expect(after.framesFromPlanes - before.framesFromPlanes).toBe(1);
    expectOk(await client.recognize(tableWithTiles()));
    expect((await client.stats()).framesFromPlanes).toBe(after.framesFromPlanes);
  });

  it('loads OpenCV after its first reading, in its own chunk, and resamples RGBA frames with it to the same result (a camera frame is read from its planes)', async () => {
    // The frames read above started the load; it ends in OpenCV or in a failure it reports.
    await expect.poll(async () => { const st = await client.stats(); return st.geometryFailure ?? st.geometry; }, { timeout: 60_000, interval: 250 }).toBe('opencv');
    const r = await client.recognize(tableWithTiles());
    expectOk(r);
    expectSquares(r);
    // The page itself never loaded it: only the worker fetched the chunk.
    expect(performance.getEntriesByType('resource').some((e) => /opencv-wasm|opencv-deno/.test(e.name))).toBe(false);
  });

  it('answers a blank frame with a warning, not a failure', async () => {
    const r = await client.recognize({ width: 640, height: 480, data: new Uint8ClampedArray(640 * 480 * 4) });
    expectOk(r);
    expect(r.detections).toEqual([]);
    expect(r.warnings.map((w) => w.code)).toEqual(['blank_frame', 'no_tiles']);
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

  it('finishes an image in flight when init() replaces the models under it, then frees the old ones', async () => {
    const baseline = (await client.stats()).numTensors;
    // An upload is decoded (createImageBitmap) after it took the models: the init() lands meanwhile.
    const f = tableWithTiles();
    const canvas = new OffscreenCanvas(f.width, f.height);
    canvas.getContext('2d')!.putImageData(new ImageData(f.data, f.width, f.height), 0, 0);
    const png = await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer();
    const [r, info] = await Promise.all([client.recognizeImage(png), client.init(MODELS_URL)]);
    expectOk(r); // before runs held their models, init() freed them under this one: inference_failed
    expectSquares(r);
    expect(info.ok).toBe(true);
    expectOk(await client.recognize(tableWithTiles()));
    expect((await client.stats()).numTensors).toBe(baseline);
  });

  it('leaves the live-tensor count at its baseline after recognising', async () => {
    const baseline = (await client.stats()).numTensors;
    for (const [w, h] of [[1280, 720], [33, 77], [64, 48]] as const) expectOk(await client.recognize(frame(w, h)));
    expectOk(await client.recognize(tableWithTiles()));
    expectOk(await client.recognize(await createImageBitmap(new ImageData(frame(200, 100).data, 200, 100))));
    expect((await client.stats()).numTensors).toBe(baseline);
  });
});

describe('vision worker failures', () => {
  it('refuses frames before init, loads the bundled models when the build has them, and says no_model when not', async () => {
    const client = createVisionClient();
    try {
      expect(await client.recognize(frame(8, 8))).toMatchObject({ ok: false, code: 'not_initialized' });
      const bundled = await client.init();
      if (__BUNDLED_MODELS__) expect(bundled).toMatchObject({ ok: true, detector: { inputWidth: 320 }, classifier: { inputWidth: 40 } });
      else expect(bundled).toMatchObject({ ok: false, code: 'no_model' });
      expect(await client.init(new URL('/no/such/models/', location.href).href)).toMatchObject({ ok: false, code: 'model_load_failed' });
      expect(await client.init('test/fixtures/toy-models/')).toMatchObject({ ok: false, code: 'model_load_failed', message: expect.stringContaining('absolute URL') });
      expect(await client.recognize(frame(8, 8))).toMatchObject({ ok: false, code: 'not_initialized' });
    } finally {
      client.dispose();
    }
  });

  it('resolves outstanding and later calls with disposed once terminated', async () => {
    const client = createVisionClient();
    const pending = client.init(MODELS_URL);
    client.dispose();
    expect(await pending).toMatchObject({ ok: false, code: 'disposed' });
    expect(await client.recognize(frame(8, 8))).toMatchObject({ ok: false, code: 'disposed' });
  });
});
