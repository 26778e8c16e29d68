/**
 * Calibration as the vision worker runs it (src/vision/recognizer.ts): the classifier's
 * fingerprint read from the weight files it was loaded from (a profile belongs to one classifier:
 * another network's embedding is another space), a profile built from a decoded sheet photo, and
 * the models with their classifier calibrated by a checked profile. DOM-free: it fetches by URL,
 * so the worker and Node tests (over HTTP) run the same code.
 */
import type { LoadedModel } from '../src/vision/model';
import type { RecognitionModels } from '../src/vision/pipeline';
import type { RgbaFrame } from '../src/vision/frame';
import { buildProfile, type ProfileBuild } from './build-profile';
import type { SheetRetake } from './sheet-sources';
import { calibratedClassifier, embeddingClassifier, embeddingSizeOf } from './calibrated-classifier';
import { checkProfile, fingerprintOf, type ProfileCheck } from './profile';

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

/** A profile named `name` from a decoded photo of the sheet, and of any rows retaken alone. */
export function profileFromSheet(frame: RgbaFrame, models: RecognitionModels, calibration: ClassifierCalibration, name: string, now?: Date, retakes: readonly SheetRetake[] = []): Promise<ProfileBuild> {
  return buildProfile({
    frame,
    retakes,
    models,
    withEmbedding: calibration.withEmbedding,
    fingerprint: calibration.fingerprint,
    style: { name, notes: '' },
    image: 'sheet photo',
    ...(now === undefined ? {} : { now }),
  });
}

/** `models` with the classifier calibrated by `value` once it passes `checkProfile` for this classifier. */
export function calibratedModels<M extends RecognitionModels>(models: M, calibration: ClassifierCalibration, value: unknown): { readonly ok: true; readonly models: M } | Extract<ProfileCheck, { ok: false }> {
  const check = checkProfile(value, { fingerprint: calibration.fingerprint, embeddingSize: calibration.embeddingSize });
  if (!check.ok) return check;
  return { ok: true, models: { ...models, classifier: calibratedClassifier(calibration.withEmbedding, check.profile) } };
}
