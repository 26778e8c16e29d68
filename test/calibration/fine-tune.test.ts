// Fitting the classifier's last layers to a sheet (calibration/fine-tune.ts) with the committed
// models: the fitted classifier, run as trunk + stored tail, is the loaded classifier exactly
// when nothing was fitted; a short fitting reads the sheet's own tiles better than the loaded
// classifier did; settings from outside are checked.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignSheet, checkFineTuneSettings } from '../../calibration/index';
import { fineTune, tailOf } from '../../calibration/fine-tune';
import { encodeTail } from '../../calibration/stored-tail';
import { tunedClassifier } from '../../calibration/tuned-classifier';
import { renderSheet } from '../../models/pipeline/render-sheet';
import { decodeJpeg } from '../../src/cli/decode-jpeg';
import { modelFolder, nodeWasmPaths } from '../../src/cli/node-models';
import { initBackend, type LoadedModel } from '../../src/vision/model';
import { CLASSES } from '../../src/vision/model-spec';
import { cropRegion, loadRecognitionModels, recognizeFrame, type RecognitionModels } from '../../src/vision/pipeline';
import { turnedCropBatch } from '../../src/vision/preprocess';
import type { RgbaFrame } from '../../src/vision/frame';
import type { Region } from '../../src/vision/resample';
import type { TuningSource } from '../../calibration/fine-tune';

const MODELS = fileURLToPath(new URL('../../models/', import.meta.url));

describe('fitting the classifier to a sheet', () => {
  let models: RecognitionModels & { dispose(): void };
  let frame: RgbaFrame;
  let source: TuningSource;
  let regions: Region[];
  let kinds: number[];
  beforeAll(async () => {
    await initBackend(nodeWasmPaths());
    models = await loadRecognitionModels(modelFolder(MODELS), nodeWasmPaths());
    const decoded = decodeJpeg(renderSheet({ style: 'orchid', seed: 7, width: 1024, redRow: true }).jpeg);
    if (!decoded.ok) throw new Error(decoded.message);
    frame = decoded.frame;
    const seen = await recognizeFrame(frame, models, { decoding: false, recheck: false });
    if (!seen.ok) throw new Error(seen.message);
    const sheet = assignSheet(seen.detections.map((d) => d.box));
    if (!sheet.ok) throw new Error(sheet.message);
    source = { frame, tiles: sheet.tiles };
    regions = sheet.tiles.map((t) => cropRegion(t.box, frame.width, frame.height)!);
    kinds = sheet.tiles.map((t) => CLASSES.indexOf(t.kind));
  }, 60_000);
  afterAll(() => models.dispose());

  /** Probabilities of the sheet's tiles, each in its four quarter turns, turn fastest. */
  async function probabilities(model: LoadedModel): Promise<Float32Array> {
    const input = turnedCropBatch(frame, regions, model.inputWidth, [0, 1, 2, 3]);
    try {
      const [p] = await model.run(input);
      return p!.data;
    } finally {
      input.dispose();
    }
  }
  const readRight = (p: Float32Array): number => {
    const k = CLASSES.length;
    let right = 0;
    for (let i = 0; i < p.length / k; i++) {
      let best = 0;
      for (let c = 1; c < k; c++) if (p[i * k + c]! > p[i * k + best]!) best = c;
      if (best === kinds[Math.floor(i / 4)]) right++;
    }
    return right;
  };

  it('runs trunk + stored tail exactly like the loaded classifier when nothing was fitted', async () => {
    const unfitted = encodeTail(tailOf(models.classifier.layers(), 3).weights);
    const fitted = await tunedClassifier(models.classifier, unfitted);
    if ('code' in fitted) expect.fail(fitted.message);
    const ours = await probabilities(fitted);
    const theirs = await probabilities(models.classifier);
    expect(ours.length).toBe(theirs.length);
    let worst = 0;
    ours.forEach((v, i) => (worst = Math.max(worst, Math.abs(v - theirs[i]!))));
    expect(worst).toBeLessThan(1e-4);
  });

  it('reads the sheet own tiles better after a short fitting', async () => {
    const before = readRight(await probabilities(models.classifier));
    const steps: number[] = [];
    const tuned = await fineTune({ classifier: models.classifier, sources: [source], settings: { epochs: 3, looksPerTile: 10, layers: 2 }, onProgress: (done) => steps.push(done) });
    expect(steps).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    const fitted = await tunedClassifier(models.classifier, encodeTail(tuned.weights));
    if ('code' in fitted) expect.fail(fitted.message);
    const after = readRight(await probabilities(fitted));
    // The loaded classifier misreads some of this unseen style's tiles (4 x 38 readings in all).
    expect(before).toBeLessThan(152);
    expect(after).toBeGreaterThan(before);
  }, 120_000);

  it('checks settings from outside: known keys, numbers in range', () => {
    expect(checkFineTuneSettings({ epochs: 2, looksPerTile: 10 })).toEqual({ epochs: 2, looksPerTile: 10 });
    expect(checkFineTuneSettings({})).toEqual({});
    expect(checkFineTuneSettings({ epochs: 0 })).toMatch(/'epochs' must be an integer from 1 to 50/);
    expect(checkFineTuneSettings({ epochs: 2.5 })).toMatch(/'epochs'/);
    expect(checkFineTuneSettings({ learningRate: Number.NaN })).toMatch(/'learningRate'/);
    expect(checkFineTuneSettings({ speed: 1 })).toMatch(/unknown fitting setting 'speed'/);
    expect(checkFineTuneSettings([1])).toMatch(/must be an object/);
    expect(checkFineTuneSettings(null)).toMatch(/must be an object/);
  });
});
