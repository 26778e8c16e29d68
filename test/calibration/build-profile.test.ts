// A profile from a rendered sheet photo with the committed models: every tile found and given
// its kind by position, prototypes that pass the profile's own checks, and a calibrated
// classifier that reads the sheet's own tiles as their kinds.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calibratedClassifier, checkProfile, embeddingClassifier, readsWorse, SHEET_ROWS, sheetBoxes, sheetSources } from '../../calibration/index';
import { CHECK_LOOKS_PER_TILE, selfCheck } from '../../calibration/self-check';
import { DETECTOR_CHECK_SCENES } from '../../calibration/detector-fit';
import { detectorTailOf } from '../../calibration/detector-tail';
import { calibratedModels } from '../../src/recognition/recognizer-calibration';
import { detectorFingerprint, encodeDetector } from '../../calibration/stored-detector';
import { buildProfile } from '../../calibration/tfjs';
import { renderSheet } from '../../models/pipeline/render-sheet';
import { decodeJpeg } from '../../src/cli/decode-jpeg';
import { modelFolder, nodeWasmPaths } from '../../src/cli/node-models';
import { initBackend } from '../../src/vision/model';
import { detectTiles, loadRecognitionModels, recognizeFrame, type RecognitionModels } from '../../src/vision/pipeline';

const MODELS = fileURLToPath(new URL('../../models/', import.meta.url));

describe('building a profile from a sheet photo', () => {
  let models: RecognitionModels & { dispose(): void };
  beforeAll(async () => {
    await initBackend(nodeWasmPaths());
    models = await loadRecognitionModels(modelFolder(MODELS), nodeWasmPaths());
  });
  afterAll(() => models.dispose());

  const sheetFrame = (redRow: boolean) => {
    const decoded = decodeJpeg(renderSheet({ style: 'orchid', seed: 7, width: 1024, redRow }).jpeg);
    if (!decoded.ok) throw new Error(decoded.message);
    return decoded.frame;
  };

  // The full sheet's profile, built once: the first two tests read the same one (a build is about
  // 12 s on two cores).
  let fullSheet: ReturnType<typeof buildFullSheet> | undefined;
  async function buildFullSheet() {
    const frame = sheetFrame(true);
    const withEmbedding = await embeddingClassifier(models.classifier);
    const built = await buildProfile({ frame, models, withEmbedding, fingerprint: '00000000', style: { name: 'orchid', notes: '' }, image: 'sheet.jpg', now: new Date(0) });
    return { frame, withEmbedding, built };
  }
  const fullSheetProfile = () => (fullSheet ??= buildFullSheet());

  it('reads every tile of a full sheet and builds a valid profile', async () => {
    const { frame, withEmbedding, built } = await fullSheetProfile();
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.profile.source).toEqual({ image: 'sheet.jpg', tiles: 38, redFivesRow: true });
    expect(Object.keys(built.profile.prototypes).sort()).toEqual(SHEET_ROWS.flat().map(String).sort());
    expect(checkProfile(JSON.parse(JSON.stringify(built.profile)), { fingerprint: '00000000', embeddingSize: 96 }).ok).toBe(true);

    // The sheet read again through the calibrated classifier: its own tiles, as their kinds.
    const calibrated = { ...models, classifier: calibratedClassifier(withEmbedding, built.profile) };
    const seen = await recognizeFrame(frame, calibrated, { decoding: false });
    expect(seen.ok).toBe(true);
    if (!seen.ok) return;
    const byRow = [...seen.detections].sort((a, b) => a.box.y - b.box.y);
    expect(byRow).toHaveLength(38);
    const rows = SHEET_ROWS.map((row, r) => {
      const start = SHEET_ROWS.slice(0, r).reduce((n, x) => n + x.length, 0);
      return byRow.slice(start, start + row.length).sort((a, b) => a.box.x - b.box.x).map((d) => d.kind);
    });
    expect(rows).toEqual(SHEET_ROWS);

    // Its self-check: held-back looks of the 38 tiles, read no worse than without it.
    expect(built.check.looks).toBe(38 * CHECK_LOOKS_PER_TILE);
    expect(readsWorse(built.check)).toBe(false);
  }, 120_000);

  it('catches a profile that reads worse than none: prototypes given the wrong kinds', async () => {
    const { frame, withEmbedding, built } = await fullSheetProfile();
    if (!built.ok) expect.fail(built.message);
    // Each suit's numerals shifted by one: what a sheet read a tile off would have learned.
    const kinds = Object.keys(built.profile.prototypes) as (keyof typeof built.profile.prototypes)[];
    const shift = (k: string): string => (/^[1-9][mps]$/.test(k) ? `${(Number(k[0]) % 9) + 1}${k[1]}` : k);
    const wrong = { ...built.profile, prototypes: Object.fromEntries(kinds.map((k) => [shift(k), built.profile.prototypes[k]])) };
    const read = await sheetSources(frame, [], async (f) => sheetBoxes(f, await detectTiles(f, models)));
    if (!read.ok) expect.fail(read.message);
    const check = await selfCheck(read.sources, models.classifier, calibratedClassifier(withEmbedding, wrong));
    expect(check.withProfile).toBeLessThan(check.without);
    expect(readsWorse(check)).toBe(true);
  }, 120_000);

  it("fits the detector's last layers too, keeps them only when they box held-back scenes no worse, and a reader uses them", async () => {
    const frame = sheetFrame(true);
    const withEmbedding = await embeddingClassifier(models.classifier);
    const steps: [number, number][] = [];
    const built = await buildProfile({ frame, models, withEmbedding, fingerprint: '00000000', style: { name: 'orchid', notes: '' }, image: 'sheet.jpg', tuning: { epochs: 1, looksPerTile: 2, detectorSteps: 3 }, onProgress: (done, total) => void steps.push([done, total]) });
    if (!built.ok) expect.fail(built.message);
    // One progress bar over both fits: the classifier's steps, then the detector's.
    const total = steps[0]![1];
    expect(steps.map(([d]) => d)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(steps.every(([, t]) => t === total)).toBe(true);
    const check = built.detectorCheck;
    if (check === null) expect.fail('no detector check');
    expect(check.scenes).toBe(DETECTOR_CHECK_SCENES);
    expect(check.tiles).toBeGreaterThan(check.scenes);
    expect(built.profile.version).toBe(3);
    expect(built.profile.detector !== undefined).toBe(check.withProfile >= check.without);
    expect(checkProfile(JSON.parse(JSON.stringify(built.profile)), { fingerprint: '00000000', embeddingSize: 96 }).ok).toBe(true);

    // Kept or not, a profile carrying fitted detector layers is read with them, and refused for another detector.
    const layers = models.detector.layers();
    const detector = built.profile.detector ?? encodeDetector(detectorTailOf(layers).weights, detectorFingerprint(layers));
    const profile = { ...built.profile, detector };
    const calibration = { withEmbedding, fingerprint: '00000000', embeddingSize: 96 };
    const used = await calibratedModels(models, calibration, profile);
    if (!used.ok) expect.fail(used.message);
    expect(used.models.detector).not.toBe(models.detector);
    const seen = await recognizeFrame(frame, used.models, { decoding: false });
    expect(seen.ok && seen.detections.length).toBe(38);
    expect(await calibratedModels(models, calibration, { ...profile, detector: { ...detector, fingerprint: 'ffffffff' } })).toMatchObject({ ok: false, code: 'wrong_classifier', message: expect.stringMatching(/another detector/) });
  }, 300_000);

  it('builds a profile without the optional fifth row, whose fitted classifier still reads red fives and backs', async () => {
    const withEmbedding = await embeddingClassifier(models.classifier);
    const built = await buildProfile({ frame: sheetFrame(false), models, withEmbedding, fingerprint: '00000000', style: { name: 'orchid', notes: '' }, image: 'sheet.jpg', tuning: { epochs: 2, looksPerTile: 30, detectorSteps: 0 } });
    if (!built.ok) expect.fail(built.message);
    expect(built.profile.source).toEqual({ image: 'sheet.jpg', tiles: 34, redFivesRow: false });
    expect(built.profile.prototypes['0m']).toBeUndefined();

    // The fifth row of the full sheet, which this profile never saw, read with it: the fitted
    // layers learned its kinds from the stand-ins, and the prototypes leave them their share.
    const used = await calibratedModels(models, { withEmbedding, fingerprint: '00000000', embeddingSize: 96 }, built.profile);
    if (!used.ok) expect.fail(used.message);
    const seen = await recognizeFrame(sheetFrame(true), used.models, { decoding: false });
    if (!seen.ok) expect.fail('the full sheet was not read');
    const fifth = [...seen.detections].sort((a, b) => a.box.y - b.box.y).slice(-SHEET_ROWS[4]!.length).sort((a, b) => a.box.x - b.box.x).map((d) => d.kind);
    expect(fifth).toEqual(SHEET_ROWS[4]);
  }, 120_000);
});
