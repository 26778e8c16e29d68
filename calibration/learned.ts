/**
 * Learning from corrections: each tile whose kind the user corrected and confirmed adds its
 * crop's embedding vectors (one per quarter turn) to the profile in use, as extra prototypes of
 * the confirmed kind. Pure data: entries are added and removed (undo) by id, and the prototype
 * table is built from the sheet's prototypes plus the learned vectors.
 */
import type { DetectionKind } from '../src/vision/types';
import { LEARNED_CAP } from '../src/formats/calibration-profile';
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

/** At most this many learned entries in a profile, the oldest dropped first (why: src/formats/calibration-profile.ts). */
export { LEARNED_CAP };

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
