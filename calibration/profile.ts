/**
 * The calibration profile: what one photo of a tile set's calibration sheet teaches the
 * recogniser, as versioned JSON. Per kind, prototype vectors in the classifier's embedding space
 * (the input of its dense head), one per quarter turn of the tile, since tiles reach the
 * classifier in any turn (sideways melds, rotated photos); and the blend that mixes the
 * prototypes' verdict with the classifier's own.
 *
 * A profile is only meaningful for the classifier it was built with (another network's
 * embedding space is another space), so it names that classifier by a fingerprint of its
 * weights, and a profile for another one is refused rather than silently misread.
 */
import { CLASSES } from '../src/vision/model-spec';
import type { DetectionKind } from '../src/vision/types';
import { learnedProblem, type LearnedEntry } from './learned';
import { storedTailProblem, type StoredTail } from './stored-tail';

export const PROFILE_FORMAT = 'riichi-lens-calibration';
/** Version 2 added `tuned` (fitted layers); version 1 profiles (prototypes only) are still read. */
export const PROFILE_VERSION = 2;
const READABLE_VERSIONS: readonly unknown[] = [1, 2];

export interface Blend {
  /** Share of the prototypes' probabilities in the blend, 0..1 (0 = the classifier alone). */
  readonly weight: number;
  /** Cosine similarities are divided by this before the softmax over kinds. */
  readonly temperature: number;
}

export interface CalibrationProfile {
  readonly format: typeof PROFILE_FORMAT;
  readonly version: 1 | 2;
  /** The tile set: a name the user gives it and free notes. */
  readonly style: { readonly name: string; readonly notes: string };
  /** ISO 8601 time the profile was built. */
  readonly created: string;
  readonly classifier: {
    /** FNV-1a of the classifier's weights file, hex: the embedding space the prototypes live in. */
    readonly fingerprint: string;
    readonly embeddingSize: number;
  };
  /** Where the prototypes came from. */
  readonly source: { readonly image: string; readonly tiles: number; readonly redFivesRow: boolean };
  readonly blend: Blend;
  /** Per kind, unit vectors of `embeddingSize`, one per quarter turn (0, 90, 180, 270 degrees clockwise). */
  readonly prototypes: Readonly<Partial<Record<DetectionKind, readonly (readonly number[])[]>>>;
  /** Corrections the user confirmed, extra prototypes of their kinds (learned.ts); absent in a fresh profile. */
  readonly learned?: readonly LearnedEntry[];
  /**
   * The classifier's last layers fitted to this tile set (version 2, `fine-tune.ts`); when
   * present, the prototypes and learned vectors live in the fitted classifier's embedding space.
   */
  readonly tuned?: StoredTail;
}

/**
 * Chosen on 100 selection scenes of the `orchid` style (seed 62), never on the report scenes
 * (calibration/README.md). Tiles cut from their label boxes, read right: classifier alone 0.8951;
 * blended, one turn, best at weight 0.8-0.9 and temperature 0.01-0.05 (0.9511-0.9521); averaged over
 * four turns, best at 0.8 / 0.02 (0.9654). Whole recognition, hand exact: 0.82 at 0.8 / 0.02, 0.83
 * at 0.7 / 0.05, 0.78 at 0.5 / 0.05; 0.84 at 0.8 / 0.02 with every tile read in four turns
 * (`CALIBRATED_RECHECK`).
 */
export const DEFAULT_BLEND: Blend = Object.freeze({ weight: 0.8, temperature: 0.02 });

/**
 * The blend of a fitted profile (`tuned`), whose own head has learned the set: chosen on the same
 * 100 selection scenes. Tiles cut from their label boxes, four turns averaged: the fitted head
 * alone 0.9881, weight 0.1 / temperature 0.05 0.9877, 0.5 / 0.05 0.9848, 0.8 / 0.02 0.9791.
 * Whole recognition, hand exact: 0.91 at both 0.1 and 0.5 (class accuracy 0.987 at both). 0.5
 * is kept: at 0.1 a learned correction (learned.ts) could barely move a verdict, at 0.5 a crop
 * that matches one outweighs any classifier answer.
 */
export const FITTED_BLEND: Blend = Object.freeze({ weight: 0.5, temperature: 0.05 });

export const PROFILE_ERROR_CODES = ['not_json', 'not_a_profile', 'unsupported_version', 'bad_field', 'wrong_classifier'] as const;
export type ProfileErrorCode = (typeof PROFILE_ERROR_CODES)[number];

export type ProfileCheck = { readonly ok: true; readonly profile: CalibrationProfile } | { readonly ok: false; readonly code: ProfileErrorCode; readonly message: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const KINDS: ReadonlySet<string> = new Set(CLASSES);
// Unit vectors: a little slack for JSON's rounding.
const UNIT_SLACK = 1e-3;

/**
 * Checks a parsed profile field by field; the first problem found is the reason given. When
 * `expect` is given, the profile must have been built with that classifier.
 */
export function checkProfile(value: unknown, expect?: { readonly fingerprint: string; readonly embeddingSize: number }): ProfileCheck {
  const bad = (code: ProfileErrorCode, message: string): ProfileCheck => ({ ok: false, code, message });
  if (!isRecord(value) || value.format !== PROFILE_FORMAT) return bad('not_a_profile', `not a calibration profile (expected "format": "${PROFILE_FORMAT}")`);
  if (!READABLE_VERSIONS.includes(value.version)) return bad('unsupported_version', `profile version ${JSON.stringify(value.version)} is not supported (this build reads versions ${READABLE_VERSIONS.join(' and ')})`);
  const { style, classifier, source, blend, prototypes } = value;
  if (!isRecord(style) || typeof style.name !== 'string' || typeof style.notes !== 'string') return bad('bad_field', '"style" must be {"name": string, "notes": string}');
  if (typeof value.created !== 'string' || Number.isNaN(Date.parse(value.created))) return bad('bad_field', '"created" must be an ISO 8601 time');
  if (!isRecord(classifier) || typeof classifier.fingerprint !== 'string' || !Number.isInteger(classifier.embeddingSize) || (classifier.embeddingSize as number) < 1) {
    return bad('bad_field', '"classifier" must be {"fingerprint": string, "embeddingSize": positive integer}');
  }
  const size = classifier.embeddingSize as number;
  if (!isRecord(source) || typeof source.image !== 'string' || !Number.isInteger(source.tiles) || typeof source.redFivesRow !== 'boolean') {
    return bad('bad_field', '"source" must be {"image": string, "tiles": integer, "redFivesRow": boolean}');
  }
  if (!isRecord(blend) || typeof blend.weight !== 'number' || !(blend.weight >= 0 && blend.weight <= 1) || typeof blend.temperature !== 'number' || !(blend.temperature > 0)) {
    return bad('bad_field', '"blend" must be {"weight": 0..1, "temperature": > 0}');
  }
  if (!isRecord(prototypes)) return bad('bad_field', '"prototypes" must be an object of kind -> vectors');
  const kinds = Object.keys(prototypes);
  if (kinds.length === 0) return bad('bad_field', '"prototypes" is empty');
  for (const kind of kinds) {
    if (!KINDS.has(kind)) return bad('bad_field', `"prototypes" has an unknown kind '${kind}'`);
    const vectors = prototypes[kind];
    if (!Array.isArray(vectors) || vectors.length === 0) return bad('bad_field', `prototypes of ${kind} must be a non-empty list of vectors`);
    for (const [i, v] of vectors.entries()) {
      if (!Array.isArray(v) || v.length !== size || !v.every((x) => typeof x === 'number' && Number.isFinite(x))) {
        return bad('bad_field', `prototype ${i} of ${kind} must be ${size} finite numbers`);
      }
      const norm = Math.hypot(...(v as number[]));
      if (Math.abs(norm - 1) > UNIT_SLACK) return bad('bad_field', `prototype ${i} of ${kind} is not a unit vector (length ${norm.toFixed(4)})`);
    }
  }
  if (value.version === 1 && value.tuned !== undefined) return bad('bad_field', '"tuned" needs profile version 2');
  const tuned = storedTailProblem(value.tuned);
  if (tuned !== null) return bad('bad_field', tuned);
  const learned = learnedProblem(value.learned, size);
  if (learned !== null) return bad('bad_field', learned);
  if (expect !== undefined && (classifier.fingerprint !== expect.fingerprint || size !== expect.embeddingSize)) {
    return bad('wrong_classifier', `the profile was built with another classifier (fingerprint ${classifier.fingerprint}, ${size} features; this one is ${expect.fingerprint}, ${expect.embeddingSize}): take the sheet photo again (Your tile set) to make a new profile`);
  }
  return { ok: true, profile: value as unknown as CalibrationProfile };
}

/** Parses and checks a profile's text. */
export function parseProfile(text: string, expect?: { readonly fingerprint: string; readonly embeddingSize: number }): ProfileCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, code: 'not_json', message: `not JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  return checkProfile(value, expect);
}

/** FNV-1a (32 bits) of a weights file, as 8 hex digits: cheap, and enough to tell two trained networks apart. */
export function fingerprintOf(bytes: Uint8Array): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i]!;
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
