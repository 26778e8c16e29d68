// The models that ship with the app (models/detector, models/classifier), loaded by the real worker
// through init() with no URL, on a synthetic scene from our own generator (composeScene -> SVG ->
// canvas, as the vision bench draws them). The detector is retrained from time to time, so the
// expectations are behaviour, not a hand: tiles are found, inside the frame, on drawn tiles, with
// kinds the classifier knows, and a draft comes out; the same scene uploaded as a JPEG works too.
// Skipped when the checkout has no trained models (the build then answers no_model, which
// worker.browser.test.ts checks).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisionClient, type VisionClient } from '../../src/recognition/client';
import { CLASSES } from '../../src/vision/model-spec';
import { composeScene, randomSceneSpec, type ComposedScene, type SceneSpec } from '../../src/vision/synth/index';
import type { RecognizeResult } from '../../src/recognition/worker-api';

type Ok = Extract<RecognizeResult, { ok: true }>;

function expectOk(r: RecognizeResult): asserts r is Ok {
  if (!r.ok) expect.fail(`expected ok, got ${r.code}: ${r.message}`);
}

/**
 * A plain scene: the generator's hand, melds and indicators, staged the easy way (upright,
 * centred, filling most of a 960x540 frame, no discards, wall or strays), so any working detector
 * finds tiles in it.
 */
function plainScene(seed: number): SceneSpec {
  const spec = randomSceneSpec(seed, { size: 960 });
  return { ...spec, width: 960, height: 540, rotationDeg: 0, fill: 0.85, offset: [0.5, 0.5], clutter: { discards: [], wall: 0, strays: [] } };
}

/** The scene rasterised by the browser onto a canvas of its size. */
async function drawScene(spec: SceneSpec): Promise<{ canvas: HTMLCanvasElement; scene: ComposedScene }> {
  const scene = composeScene(spec);
  const url = URL.createObjectURL(new Blob([scene.svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image(scene.width, scene.height);
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = scene.width;
    canvas.height = scene.height;
    const ctx = canvas.getContext('2d');
    if (ctx === null) throw new Error('no 2d canvas context');
    ctx.drawImage(img, 0, 0, scene.width, scene.height);
    return { canvas, scene };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Tiles found, every box inside the frame, kinds from the classifier's classes, a draft. */
function expectTilesRead(r: Ok, scene: ComposedScene): void {
  expect(r.frame).toEqual({ width: scene.width, height: scene.height });
  expect(r.detections.length).toBeGreaterThan(0);
  for (const { box, kind, p } of r.detections) {
    expect(box.w).toBeGreaterThan(0);
    expect(box.h).toBeGreaterThan(0);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.w).toBeLessThanOrEqual(scene.width);
    expect(box.y + box.h).toBeLessThanOrEqual(scene.height);
    expect(CLASSES).toContain(kind);
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThanOrEqual(1);
  }
  // Found on the drawn tiles, not anywhere: at least one detection is centred on a labelled tile.
  const onATile = r.detections.filter(({ box }) => {
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    return scene.labels.some((l) => cx >= l.x && cx <= l.x + l.w && cy >= l.y && cy <= l.y + l.h);
  });
  expect(onATile.length).toBeGreaterThan(0);
  // A draft comes out (what it reads is the detector's business, not this test's).
  expect(r.draft).toMatchObject({ concealed: expect.any(String), melds: expect.any(Array), dora_indicators: expect.any(Array) });
}

describe.runIf(__BUNDLED_MODELS__)('the bundled models in the worker', () => {
  let client: VisionClient;
  let drawn: { canvas: HTMLCanvasElement; scene: ComposedScene };

  beforeAll(async () => {
    client = createVisionClient();
    drawn = await drawScene(plainScene(101));
  }, 60_000);
  afterAll(() => client?.dispose());

  it('load through init() with no URL, on wasm, with the shapes model-spec.ts describes', async () => {
    const info = await client.init();
    expect(info).toMatchObject({
      ok: true,
      backend: { backend: 'wasm' },
      detector: { inputWidth: 320, inputHeight: 320, outputShapes: [[1, 80, 80, 5]] },
      classifier: { inputWidth: 40, inputHeight: 40, outputShapes: [[1, CLASSES.length]] },
    });
  }, 120_000);

  it('read tiles in a synthetic scene sent as a camera frame (a transferred ImageBitmap)', async () => {
    const baseline = (await client.stats()).numTensors;
    const r = await client.recognize(await createImageBitmap(drawn.canvas));
    expectOk(r);
    expectTilesRead(r, drawn.scene);
    expect((await client.stats()).numTensors).toBe(baseline);
  }, 60_000);

  it('read tiles in the same scene uploaded as a JPEG', async () => {
    const blob = await new Promise<Blob | null>((done) => drawn.canvas.toBlob(done, 'image/jpeg', 0.92));
    if (blob === null) expect.fail('the canvas gave no JPEG');
    const r = await client.recognizeImage(await blob.arrayBuffer());
    expectOk(r);
    expectTilesRead(r, drawn.scene);
  }, 60_000);
});
