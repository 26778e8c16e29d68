/**
 * The calibration profile on disk, for the command-line tools (`calibrate` writes one, `eval
 * --calibration` reads one): the classifier's fingerprint from its weight files, and a profile
 * file read, checked against that classifier and turned into the calibrated classifier. Node only.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { calibratedClassifier, checkProfile, embeddingClassifier, embeddingSizeOf, fingerprintOf, parseProfile, type CalibrationProfile } from '../../calibration/index';
import type { RecognitionModels } from '../vision/pipeline';

/** FNV-1a of the classifier's weight files, in the order its model.json lists them. */
export function classifierFingerprint(modelJsonPath: string): string {
  const json = JSON.parse(readFileSync(modelJsonPath, 'utf8')) as { weightsManifest?: { paths: string[] }[] };
  const files = (json.weightsManifest ?? []).flatMap((g) => g.paths).map((p) => readFileSync(resolve(dirname(modelJsonPath), p)));
  const all = new Uint8Array(files.reduce((n, f) => n + f.byteLength, 0));
  let at = 0;
  for (const f of files) {
    all.set(f, at);
    at += f.byteLength;
  }
  return fingerprintOf(all);
}

/** A profile that cannot be used: the reason, for the user. */
export class ProfileFileError extends Error {}

/**
 * `models` with its classifier calibrated by the profile at `path`. Throws `ProfileFileError` for
 * an unreadable file, a bad profile (with the check's reason), or one built with another classifier.
 */
export async function withProfile<M extends RecognitionModels>(models: M, path: string, classifierJsonPath: string): Promise<M & { readonly profile: CalibrationProfile }> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new ProfileFileError(`--calibration ${path}: cannot read it (${(e as Error).message})`);
  }
  // The file first: a bad one is refused before any model work.
  const parsed = parseProfile(text);
  if (!parsed.ok) throw new ProfileFileError(`--calibration ${path}: ${parsed.code}: ${parsed.message}`);
  const withEmbedding = await embeddingClassifier(models.classifier);
  const check = checkProfile(parsed.profile, { fingerprint: classifierFingerprint(classifierJsonPath), embeddingSize: embeddingSizeOf(withEmbedding) });
  if (!check.ok) throw new ProfileFileError(`--calibration ${path}: ${check.code}: ${check.message}`);
  return { ...models, classifier: calibratedClassifier(withEmbedding, check.profile), profile: check.profile };
}
