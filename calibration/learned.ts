/**
 * Learning from corrections: each tile whose kind the user corrected and confirmed adds its
 * crop's embedding vectors (one per quarter turn) to the profile in use, as extra prototypes of
 * the confirmed kind. Pure data: entries are added and removed (undo) by id, and the prototype
 * table is built from the sheet's prototypes plus the learned vectors.
 */
import { CLASSES } from '../src/vision/model-spec';
import type { DetectionKind } from '../src/vision/types';
import type { CalibrationProfile } from './profile';

/** One confirmed correction: the crop of a tile the user said is `kind`. */
export interface LearnedEntry {
  /** Unique within the profile: what undo removes by. */
  readonly id: string;
  readonly kind: DetectionKind;
  /** Unit vectors of the profile's `embeddingSize`, as a rule one per quarter turn of the crop. */
  readonly vectors: readonly (readonly number[])[];
  /** ISO 8601 time the correction was confirmed. */
  readonly at: string;
}

/**
 * At most this many learned entries in a profile, the oldest dropped first. Every learned vector
 * is compared with every crop the recogniser reads (four turns per tile with a profile), so an
 * unbounded list would slow reading down without end and grow the stored profile (200 entries of
 * four 96-number vectors are about 0.6 MB of JSON, about the sheet's own prototypes); and the
 * newest corrections describe the table's light and camera best.
 */
export const LEARNED_CAP = 200;

const KINDS: ReadonlySet<string> = new Set(CLASSES);
const UNIT_SLACK = 1e-3;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Why a profile's `learned` value is invalid, as a message naming the field, or `null` when it
 * is valid (absent is valid: profiles from before learning have none).
 */
export function learnedProblem(value: unknown, size: number): string | null {
  if (value === undefined) return null;
  if (!Array.isArray(value)) return '"learned" must be a list of entries';
  if (value.length > LEARNED_CAP) return `"learned" has ${value.length} entries, at most ${LEARNED_CAP}`;
  const ids = new Set<string>();
  for (const [i, entry] of value.entries()) {
    const at = `learned[${i}]`;
    if (!isRecord(entry)) return `${at} must be {"id", "kind", "vectors", "at"}`;
    if (typeof entry.id !== 'string' || entry.id === '') return `${at}.id must be a non-empty string`;
    if (ids.has(entry.id)) return `${at}.id '${entry.id}' is used twice`;
    ids.add(entry.id);
    if (typeof entry.kind !== 'string' || !KINDS.has(entry.kind)) return `${at}.kind must be a known kind`;
    if (typeof entry.at !== 'string' || Number.isNaN(Date.parse(entry.at))) return `${at}.at must be an ISO 8601 time`;
    const vectors = entry.vectors;
    if (!Array.isArray(vectors) || vectors.length === 0) return `${at}.vectors must be a non-empty list of vectors`;
    for (const [j, v] of vectors.entries()) {
      if (!Array.isArray(v) || v.length !== size || !v.every((x) => typeof x === 'number' && Number.isFinite(x))) return `${at}.vectors[${j}] must be ${size} finite numbers`;
      const norm = Math.hypot(...(v as number[]));
      if (Math.abs(norm - 1) > UNIT_SLACK) return `${at}.vectors[${j}] is not a unit vector (length ${norm.toFixed(4)})`;
    }
  }
  return null;
}

/** `profile` with `entry` learned (an entry of the same id replaced), the oldest dropped beyond `LEARNED_CAP`. */
export function withLearned(profile: CalibrationProfile, entry: LearnedEntry): CalibrationProfile {
  const kept = (profile.learned ?? []).filter((e) => e.id !== entry.id);
  return { ...profile, learned: [...kept, entry].slice(-LEARNED_CAP) };
}

/**
 * `profile` without the learned entry `id` (undo). Removing the only entry gives back a profile
 * with no `learned` field, so undoing the first correction restores the profile exactly.
 */
export function withoutLearned(profile: CalibrationProfile, id: string): CalibrationProfile {
  const left = (profile.learned ?? []).filter((e) => e.id !== id);
  if (left.length > 0) return { ...profile, learned: left };
  const { learned: _dropped, ...rest } = profile;
  return rest;
}

/** Per kind, the sheet's prototypes followed by the learned vectors of that kind. */
export function allPrototypes(profile: Pick<CalibrationProfile, 'prototypes' | 'learned'>): Partial<Record<DetectionKind, readonly (readonly number[])[]>> {
  const out: Partial<Record<DetectionKind, (readonly number[])[]>> = {};
  for (const [kind, vectors] of Object.entries(profile.prototypes) as [DetectionKind, readonly (readonly number[])[]][]) out[kind] = [...vectors];
  for (const e of profile.learned ?? []) (out[e.kind] ??= []).push(...e.vectors);
  return out;
}
