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
import * as v from 'valibot';
import type { DetectionKind } from '../src/vision/types';
import { PROFILE_FORMAT, PROFILE_MAX_BYTES, calibrationProfileSchema } from '../src/formats/calibration-profile';
import { issuePath } from '../src/formats/issue-path';
import { readJsonText } from '../src/formats/json-text';
import type { LearnedEntry } from './learned';
import type { StoredDetector } from './stored-detector';
import type { StoredTail } from './stored-tail';

export { PROFILE_FORMAT };
/**
 * Version 2 added `tuned` (the classifier's fitted layers), version 3 `detector` (the detector's);
 * versions 1 (prototypes only) and 2 are still read.
 */
export const PROFILE_VERSION = 3;
const READABLE_VERSIONS: readonly unknown[] = [1, 2, 3];

export interface Blend {
  /** Share of the prototypes' probabilities in the blend, 0..1 (0 = the classifier alone). */
  readonly weight: number;
  /** Cosine similarities are divided by this before the softmax over kinds. */
  readonly temperature: number;
}

export interface CalibrationProfile {
  readonly format: typeof PROFILE_FORMAT;
  readonly version: 1 | 2 | 3;
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
  /**
   * The detector's last layers fitted to this tile set (version 3, `detector-fit.ts`), kept only
   * when they box the fit's held-back scenes at least as well as the detector as loaded.
   */
  readonly detector?: StoredDetector;
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
/** A profile's text is refused before parsing when too large, and after when nested too deep (the command line reads text; the app, stored values). */
export type ProfileTextErrorCode = ProfileErrorCode | 'too_large' | 'too_deep';

export type ProfileCheck = { readonly ok: true; readonly profile: CalibrationProfile } | { readonly ok: false; readonly code: ProfileErrorCode; readonly message: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A value named in a message without walking it (a stored record's depth is not bounded: JSON.stringify would recurse). */
const shown = (x: unknown): string => (typeof x === 'number' || typeof x === 'string' ? JSON.stringify(x).slice(0, 40) : typeof x);

/**
 * Checks a parsed profile by its schema (src/formats/calibration-profile.ts); the first problem
 * found is the reason given, with the field's path. When `expect` is given, the profile must have
 * been built with that classifier.
 */
export function checkProfile(value: unknown, expect?: { readonly fingerprint: string; readonly embeddingSize: number }): ProfileCheck {
  const bad = (code: ProfileErrorCode, message: string): ProfileCheck => ({ ok: false, code, message });
  if (!isRecord(value) || value.format !== PROFILE_FORMAT) return bad('not_a_profile', `not a calibration profile (expected "format": "${PROFILE_FORMAT}")`);
  if (!READABLE_VERSIONS.includes(value.version)) return bad('unsupported_version', `profile version ${shown(value.version)} is not supported (this build reads versions ${READABLE_VERSIONS.join(', ')})`);
  if (value.version === 1 && value.tuned !== undefined) return bad('bad_field', '"tuned" needs profile version 2');
  if (value.version !== 3 && value.detector !== undefined) return bad('bad_field', '"detector" needs profile version 3');
  const parsed = v.safeParse(calibrationProfileSchema, value, { abortEarly: true });
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issuePath(issue);
    return bad('bad_field', path === '' ? issue.message : `"${path}": ${issue.message}`);
  }
  const profile: CalibrationProfile = parsed.output;
  const { classifier } = profile;
  if (expect !== undefined && (classifier.fingerprint !== expect.fingerprint || classifier.embeddingSize !== expect.embeddingSize)) {
    return bad('wrong_classifier', `the profile was built with another classifier (fingerprint ${classifier.fingerprint}, ${classifier.embeddingSize} features; this one is ${expect.fingerprint}, ${expect.embeddingSize}): take the sheet photo again (Your tile set) to make a new profile`);
  }
  return { ok: true, profile };
}

/** Parses and checks a profile's text: its size and depth first (src/formats/json-text.ts). */
export function parseProfile(text: string, expect?: { readonly fingerprint: string; readonly embeddingSize: number }): ProfileCheck | { readonly ok: false; readonly code: ProfileTextErrorCode; readonly message: string } {
  const read = readJsonText(text, PROFILE_MAX_BYTES);
  if (!read.ok) return { ok: false, code: read.error.code, message: read.error.reason };
  return checkProfile(read.value, expect);
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
