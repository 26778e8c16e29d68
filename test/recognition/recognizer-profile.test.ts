// The worker's calibration surface (src/recognition/recognizer.ts) driven directly in Node with the
// committed models, served over HTTP as the app serves them: a profile built from a rendered
// sheet photo carries the fingerprint of the weights it was fetched with, a photo that is not a
// sheet is refused with the sheet's coded reason, a damaged or foreign profile is refused, and
// with a profile in use the orchid sheet's own tiles are read as their kinds.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINE_TUNE_DEFAULTS, FITTED_BLEND, SHEET_ROWS } from '../../calibration/index';
import { tailOf } from '../../calibration/fine-tune';
import { encodeTail } from '../../calibration/stored-tail';
import { tunedClassifier } from '../../calibration/tuned-classifier';
import { renderSheet } from '../../models/pipeline/render-sheet';
import { decodeJpeg } from '../../src/cli/decode-jpeg';
import { classifierFingerprint } from '../../src/cli/calibration-files';
import { modelFolder, nodeWasmPaths } from '../../src/cli/node-models';
import { cropRegion, loadRecognitionModels } from '../../src/vision/pipeline';
import { turnedCropBatch } from '../../src/vision/preprocess';
import type { ProfileBuildResult, RecognizeResult, VisionWorkerApi } from '../../src/recognition/worker-api';
import { servedRecognizer } from './served-recognizer';

const MODELS = fileURLToPath(new URL('../../models/', import.meta.url));
const SCENE = fileURLToPath(new URL('../fixtures/scenes/images/000000.jpg', import.meta.url));

const bufferOf = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer;

/** Rows of kinds, top to bottom, each left to right, as `assignSheet` reads the sheet. */
function rowsOf(result: RecognizeResult): string[][] {
  if (!result.ok) throw new Error(result.message);
  const byRow = [...result.detections].sort((a, b) => a.box.y - b.box.y);
  let at = 0;
  return SHEET_ROWS.map((row) => {
    const kinds = byRow.slice(at, at + row.length).sort((a, b) => a.box.x - b.box.x).map((d) => String(d.kind));
    at += row.length;
    return kinds;
  });
}

describe('calibration through the recogniser', () => {
  let served: Awaited<ReturnType<typeof servedRecognizer>>;
  let api: VisionWorkerApi;
  const sheet = renderSheet({ style: 'orchid', seed: 7, width: 1024, redRow: true }).jpeg;

  beforeAll(async () => {
    served = await servedRecognizer();
    api = served.api;
  }, 60_000);
  afterAll(() => served?.close());

  let built: ProfileBuildResult;
  it('builds a named profile from a sheet photo, fingerprinted with the served classifier', async () => {
    // Prototypes only (`fit` false): seconds; the fitted build has a test of its own below.
    built = await api.buildProfile(bufferOf(sheet), 'orchid', [], false);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.profile.style.name).toBe('orchid');
    expect(built.profile.source.tiles).toBe(38);
    expect(built.profile.classifier.fingerprint).toBe(await classifierFingerprint(modelFolder(MODELS).paths.classifier));
    expect(built.profile.tuned).toBeUndefined();
  }, 120_000);

  it('fits the classifier to the sheet when asked, telling its progress, and reads the sheet with the fitted profile', async () => {
    const steps: [number, number][] = [];
    // Three short steps of the classifier (the sheet's 38 tiles and the stand-in backs, 3 looks
    // each, 64 a step) and one of the detector: what is tested is the wiring (settings, progress, a
    // usable fitted profile), not the accuracy.
    const fitted = await api.buildProfile(bufferOf(sheet), 'fitted', [], { epochs: 1, looksPerTile: 3, detectorSteps: 1 }, (done, total) => void steps.push([done, total]));
    expect(fitted.ok).toBe(true);
    if (!fitted.ok) return;
    expect(fitted.profile.version).toBe(3);
    expect(fitted.profile.tuned?.layers).toBe(FINE_TUNE_DEFAULTS.layers);
    expect(fitted.profile.blend).toEqual(FITTED_BLEND);
    expect(steps).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
    expect(await api.useProfile(fitted.profile)).toMatchObject({ ok: true });
    expect(rowsOf(await api.recognizeImage(bufferOf(sheet)))).toEqual(SHEET_ROWS.map((row) => row.map(String)));
    // Weights of another shape: a profile fitted on another classifier.
    expect(await api.useProfile({ ...fitted.profile, tuned: { layers: 3, weights: btoa('abcd') } })).toMatchObject({ ok: false, code: 'wrong_classifier' });
    expect(await api.useProfile({ ...fitted.profile, tuned: { layers: 3, weights: '#not base64#' } })).toMatchObject({ ok: false, code: 'bad_field' });
    expect(await api.useProfile(null)).toEqual({ ok: true, profile: null });
  }, 180_000);

  it('embeds corrections with the fitted classifier when a fitted profile is in use', async () => {
    if (!built.ok) throw new Error('no profile');
    const seen = await api.recognizeImage(bufferOf(sheet));
    if (!seen.ok) throw new Error(seen.message);
    const tile = { kind: seen.detections[0]!.kind, box: seen.detections[0]!.box };
    // A fitted tail far from the loaded one: the last convolution's kernel negated.
    const models = await loadRecognitionModels(modelFolder(MODELS), nodeWasmPaths());
    try {
      const tail = tailOf(models.classifier.layers(), 3).weights;
      const last = tail.convs[2]!;
      const tuned = encodeTail({ ...tail, convs: [tail.convs[0]!, tail.convs[1]!, { ...last, kernel: last.kernel.map((v) => -v) }] });
      const fitted = await tunedClassifier(models.classifier, tuned);
      if ('code' in fitted) expect.fail(fitted.message);
      const decoded = decodeJpeg(sheet);
      if (!decoded.ok) throw new Error(decoded.message);
      const input = turnedCropBatch(decoded.frame, [cropRegion(tile.box, decoded.frame.width, decoded.frame.height)!], fitted.inputWidth, [0]);
      const [, expected] = await fitted.run(input);
      input.dispose();

      expect((await api.useProfile(built.profile)).ok).toBe(true);
      const plain = await api.embedTiles(bufferOf(sheet), [tile]);
      expect((await api.useProfile({ ...built.profile, version: 2, tuned })).ok).toBe(true);
      const learned = await api.embedTiles(bufferOf(sheet), [tile]);
      if (!plain.ok || !learned.ok) expect.fail('embedTiles failed');
      const cosine = (a: readonly number[], b: ArrayLike<number>) => a.reduce((sum, v, i) => sum + v * b[i]!, 0) / Math.hypot(...Array.from(b));
      // Turn 0 of the learned vectors is the fitted classifier's embedding of the crop, not the loaded one's.
      expect(cosine(learned.tiles[0]!.vectors[0]!, expected!.data)).toBeGreaterThan(0.9999);
      expect(cosine(plain.tiles[0]!.vectors[0]!, expected!.data)).toBeLessThan(0.99);
    } finally {
      models.dispose();
      await api.useProfile(null);
    }
  }, 120_000);

  it('refuses fitting settings out of range before reading the photo', async () => {
    expect(await api.buildProfile(bufferOf(sheet), 'x', [], { epochs: 0 })).toMatchObject({ ok: false, code: 'bad_settings', row: null });
    expect(await api.buildProfile(bufferOf(sheet), 'x', [], JSON.parse('{"speed":3}'))).toMatchObject({ ok: false, code: 'bad_settings' });
  });

  it('refuses a photo that is not a sheet with a coded reason, and bytes that are no picture', async () => {
    const scene = await api.buildProfile(bufferOf(await readFile(SCENE)), 'scene', [], false);
    expect(scene.ok).toBe(false);
    if (scene.ok) return;
    // A hand scene is named for what it is, not for a row count that could be mended.
    expect(scene.code).toBe('not_a_sheet');
    expect(scene.message.length).toBeGreaterThan(0);
    expect(await api.buildProfile(new ArrayBuffer(64), 'noise')).toMatchObject({ ok: false, code: 'not_an_image', row: null });
  }, 60_000);

  it('refuses damaged and foreign profiles, keeping the plain classifier', async () => {
    if (!built.ok) throw new Error('no profile');
    const profile = built.profile;
    expect(await api.useProfile({ ...profile, classifier: { ...profile.classifier, fingerprint: '00000000' } })).toMatchObject({ ok: false, code: 'wrong_classifier' });
    expect(await api.useProfile({ ...profile, blend: { weight: 2, temperature: 0.02 } })).toMatchObject({ ok: false, code: 'bad_field' });
    expect(await api.useProfile(JSON.parse('{"format":"x"}'))).toMatchObject({ ok: false, code: 'not_a_profile' });
  });

  it('reads the sheet with the profile in use, and goes back to plain with null', async () => {
    if (!built.ok) throw new Error('no profile');
    const plain = await api.recognizeImage(bufferOf(sheet));
    expect(await api.useProfile(built.profile)).toMatchObject({ ok: true, profile: { style: { name: 'orchid' } } });
    expect((await api.stats()).profile).toBe('orchid');
    const calibrated = await api.recognizeImage(bufferOf(sheet));
    expect(rowsOf(calibrated)).toEqual(SHEET_ROWS.map((row) => row.map(String)));
    // The plain classifier misreads some of this unseen style's tiles; the calibrated one none.
    expect(rowsOf(plain)).not.toEqual(SHEET_ROWS.map((row) => row.map(String)));
    expect(await api.useProfile(null)).toEqual({ ok: true, profile: null });
    expect((await api.stats()).profile).toBeNull();
    expect(rowsOf(await api.recognizeImage(bufferOf(sheet)))).toEqual(rowsOf(plain));
  }, 120_000);

  it('drops the profile on init(): a profile belongs to one load of the classifier', async () => {
    if (!built.ok) throw new Error('no profile');
    expect((await api.useProfile(built.profile)).ok).toBe(true);
    expect((await api.init(served.base)).ok).toBe(true);
    const plain = await api.recognizeImage(bufferOf(sheet));
    expect(rowsOf(plain)).not.toEqual(SHEET_ROWS.map((row) => row.map(String)));
  }, 120_000);
});
