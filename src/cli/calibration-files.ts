/**
 * The calibration profile on disk, for the command-line tools (`calibrate` writes one, `eval
 * --calibration` reads one): the classifier's fingerprint from its weight files, and a profile
 * file read, checked against that classifier and turned into the calibrated classifier. Node only.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { embeddingClassifier, embeddingSizeOf, parseProfile, type CalibrationProfile } from '../../calibration/index';
import { calibratedModels, classifierFingerprintAt } from '../recognition/recognizer-calibration';
import type { RecognitionModels } from '../vision/pipeline';

/** The classifier's fingerprint from its files on disk: the one the worker takes from the served files. */
export const classifierFingerprint = (modelJsonPath: string): Promise<string> =>
  classifierFingerprintAt(pathToFileURL(modelJsonPath).href, async (url) => new Uint8Array(readFileSync(fileURLToPath(url))));

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
  const calibration = { withEmbedding, fingerprint: await classifierFingerprint(classifierJsonPath), embeddingSize: embeddingSizeOf(withEmbedding) };
  const calibrated = await calibratedModels(models, calibration, parsed.profile);
  if (!calibrated.ok) throw new ProfileFileError(`--calibration ${path}: ${calibrated.code}: ${calibrated.message}`);
  return { ...calibrated.models, profile: parsed.profile };
}
