/**
 * Calibration as the vision worker runs it (src/recognition/recognizer.ts): the classifier's
 * fingerprint read from the weight files it was loaded from (a profile belongs to one classifier:
 * another network's embedding is another space), a profile built from a decoded sheet photo, and
 * the models with their classifier calibrated by a checked profile. DOM-free: it fetches by URL,
 * so the worker and Node tests (over HTTP) run the same code.
 */
import type { LoadedModel } from '../vision/model';
import type { RecognitionModels } from '../vision/pipeline';
import type { RgbaFrame } from '../vision/frame';
import { cropRegion } from '../vision/pipeline';
import { turnedCropBatch } from '../vision/preprocess';
import type { Region } from '../vision/resample';
import type { Box } from '../vision/types';
import { unit } from '../../calibration/prototypes';
import { buildProfile, type ProfileBuild } from '../../calibration/build-profile';
import type { SheetRetake } from '../../calibration/sheet-sources';
import { calibratedClassifier, embeddingClassifier, embeddingSizeOf } from '../../calibration/calibrated-classifier';
import type { FineTuneSettings } from '../../calibration/fine-tune-settings';
import { checkProfile, fingerprintOf, type ProfileCheck } from '../../calibration/profile';
import { profileEmbedder } from '../../calibration/tuned-classifier';
import { withStoredDetector } from '../../calibration/tuned-detector';

/** What calibrating needs of one loaded classifier, made once per load. */
export interface ClassifierCalibration {
  readonly withEmbedding: LoadedModel;
  readonly fingerprint: string;
  readonly embeddingSize: number;
}

export type FetchBytes = (url: string) => Promise<Uint8Array>;

const fetchBytes: FetchBytes = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};

/**
 * FNV-1a of the classifier's weight files in the order its model.json lists them: the same
 * fingerprint `npm run calibrate` writes (src/cli/calibration-files.ts reads them from disk).
 */
export async function classifierFingerprintAt(modelJsonUrl: string, read: FetchBytes = fetchBytes): Promise<string> {
  const json = JSON.parse(new TextDecoder().decode(await read(modelJsonUrl))) as { weightsManifest?: { paths: string[] }[] };
  const files = await Promise.all((json.weightsManifest ?? []).flatMap((g) => g.paths).map((p) => read(new URL(p, modelJsonUrl).href)));
  const all = new Uint8Array(files.reduce((n, f) => n + f.byteLength, 0));
  let at = 0;
  for (const f of files) {
    all.set(f, at);
    at += f.byteLength;
  }
  return fingerprintOf(all);
}

export async function prepareCalibration(classifier: LoadedModel, modelJsonUrl: string, read?: FetchBytes): Promise<ClassifierCalibration> {
  const [withEmbedding, fingerprint] = await Promise.all([embeddingClassifier(classifier), classifierFingerprintAt(modelJsonUrl, read)]);
  return { withEmbedding, fingerprint, embeddingSize: embeddingSizeOf(withEmbedding) };
}

/** How a profile is built in the worker: fitted (the default, minutes) or prototypes only (seconds), and its progress. */
export interface SheetBuildOptions {
  /** Fitting's settings (`calibration/fine-tune.ts`), `null` for prototypes only. */
  readonly tuning: Partial<FineTuneSettings> | null;
  readonly onProgress?: (done: number, total: number) => void;
}

/** A profile named `name` from a decoded photo of the sheet, and of any rows retaken alone. */
export function profileFromSheet(frame: RgbaFrame, models: RecognitionModels, calibration: ClassifierCalibration, name: string, build: SheetBuildOptions, retakes: readonly SheetRetake[] = [], now?: Date): Promise<ProfileBuild> {
  return buildProfile({
    frame,
    retakes,
    models,
    withEmbedding: calibration.withEmbedding,
    fingerprint: calibration.fingerprint,
    style: { name, notes: '' },
    image: 'sheet photo',
    tuning: build.tuning,
    ...(build.onProgress === undefined ? {} : { onProgress: build.onProgress }),
    ...(now === undefined ? {} : { now }),
  });
}

/** A checked profile in use: the calibrated models, and the classifier whose embedding its prototypes live in. */
export interface ProfileInUse<M extends RecognitionModels> {
  readonly ok: true;
  readonly models: M;
  /** What learned corrections are embedded with (`tileEmbeddings`). */
  readonly embedder: LoadedModel;
}

/**
 * `models` with the classifier calibrated by `value` once it passes `checkProfile` for this
 * classifier, and (a version 2 profile) its fitted layers fit the loaded classifier's; with the
 * detector's fitted layers too (version 3) once they were fitted on this detector.
 */
export async function calibratedModels<M extends RecognitionModels>(models: M, calibration: ClassifierCalibration, value: unknown): Promise<ProfileInUse<M> | Extract<ProfileCheck, { ok: false }>> {
  const check = checkProfile(value, { fingerprint: calibration.fingerprint, embeddingSize: calibration.embeddingSize });
  if (!check.ok) return check;
  const embedder = await profileEmbedder(models.classifier, calibration.withEmbedding, check.profile);
  if ('code' in embedder) return { ok: false, ...embedder };
  const calibrated = { ...models, classifier: calibratedClassifier(embedder, check.profile) };
  const stored = check.profile.detector;
  if (stored === undefined) return { ok: true, models: calibrated, embedder };
  const withDetector = await withStoredDetector(calibrated, stored);
  if ('code' in withDetector) return { ok: false, ...withDetector };
  return { ok: true, models: withDetector, embedder };
}

/** Whether `box` is a real box lying inside a `width` x `height` frame (a pixel of slack for rounding). */
export function boxInside(box: Box, width: number, height: number): boolean {
  const { x, y, w, h } = box ?? {};
  if (![x, y, w, h].every((v) => typeof v === 'number' && Number.isFinite(v)) || !(w > 0 && h > 0)) return false;
  return x >= -1 && y >= -1 && x + w <= width + 1 && y + h <= height + 1 && cropRegion(box, width, height) !== null;
}

const TURNS = [0, 1, 2, 3];

/**
 * Per box, the crop's embedding in its four quarter turns (0, 90, 180, 270 degrees), cut as the
 * pipeline cuts tiles (`cropRegion`), as unit vectors rounded like a profile's prototypes: what
 * a confirmed correction adds to the profile (calibration/learned.ts). `null` when a box lies outside the frame.
 */
export async function tileEmbeddings(frame: RgbaFrame, boxes: readonly Box[], withEmbedding: LoadedModel): Promise<number[][][] | null> {
  const regions: Region[] = [];
  for (const box of boxes) {
    const region = boxInside(box, frame.width, frame.height) ? cropRegion(box, frame.width, frame.height) : null;
    if (region === null) return null;
    regions.push(region);
  }
  if (regions.length === 0) return [];
  const d = embeddingSizeOf(withEmbedding);
  const input = turnedCropBatch(frame, regions, withEmbedding.inputWidth, TURNS);
  try {
    const [, emb] = await withEmbedding.run(input);
    if (emb === undefined) throw new Error('the classifier returned no embedding');
    const round = (x: number) => Math.round(x * 1e6) / 1e6;
    return regions.map((_, r) => TURNS.map((_, t) => unit(emb.data.subarray((r * TURNS.length + t) * d, (r * TURNS.length + t + 1) * d)).map(round)));
  } finally {
    input.dispose();
  }
}
