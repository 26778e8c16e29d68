/**
 * The calibration profile as a schema (issue 20): versions 1, 2 and 3 (2 added `tuned`, the
 * classifier's fitted layers; 3 added `detector`, the detector's), every field's type and bounds, and what ties fields together (every vector as long as
 * the classifier's embedding and of unit length, learned ids unique) checked after the shape, so
 * a vector is measured only once it is known to be a short list of finite numbers.
 */
import * as v from 'valibot';
import { CLASSES } from '../vision/model-spec';

export const PROFILE_FORMAT = 'riichi-lens-calibration';
/** A sheet's prototypes (~0.5 MB), the fitted layers (~0.8 MB) and 200 learned entries (~0.6 MB) fit well inside. */
export const PROFILE_MAX_BYTES = 8_000_000;
/**
 * At most this many learned entries in a profile, the oldest dropped first. Every learned vector
 * is compared with every crop the recogniser reads (four turns per tile with a profile), so an
 * unbounded list would slow reading down without end and grow the stored profile (200 entries of
 * four 96-number vectors are about 0.6 MB of JSON, about the sheet's own prototypes); and the
 * newest corrections describe the table's light and camera best.
 */
export const LEARNED_CAP = 200;
/** Far above any classifier's embedding here (96); a bound before a vector's length is measured. */
const EMBEDDING_MAX = 4096;
/** Vectors per kind: one per quarter turn, a few more after a re-shot sheet. */
const VECTORS_MAX = 16;
// Unit vectors: a little slack for JSON's rounding.
const UNIT_SLACK = 1e-3;

const isoTime = (what: string) => v.pipe(v.string(), v.maxLength(64), v.check((t) => !Number.isNaN(Date.parse(t)), `${what} must be an ISO 8601 time`));
const vector = v.pipe(v.array(v.pipe(v.number(), v.finite())), v.maxLength(EMBEDDING_MAX));
const vectors = v.pipe(v.array(vector), v.minLength(1, 'must be a non-empty list of vectors'), v.maxLength(VECTORS_MAX));

const learnedEntrySchema = v.object({
  /** Unique within the profile: what undo removes by. */
  id: v.pipe(v.string(), v.minLength(1, 'id must be a non-empty string'), v.maxLength(100)),
  kind: v.picklist(CLASSES, 'kind must be a known kind'),
  vectors,
  at: isoTime('at'),
});

const storedTailSchema = v.object({
  layers: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(64)),
  /** Base64 float32 weights: their fit to the classifier is decodeTail's to judge. */
  weights: v.pipe(v.string(), v.maxLength(PROFILE_MAX_BYTES)),
});

const storedDetectorSchema = v.object({
  /** The detector's fingerprint: weights fitted on another detector are refused when the profile is used. */
  fingerprint: v.pipe(v.string(), v.maxLength(64)),
  /** Base64 float32 weights: their fit to the detector is decodeDetector's to judge. */
  weights: v.pipe(v.string(), v.maxLength(PROFILE_MAX_BYTES)),
});

const common = {
  format: v.literal(PROFILE_FORMAT),
  /** The tile set: a name the user gives it and free notes. */
  style: v.object({ name: v.pipe(v.string(), v.maxLength(200)), notes: v.pipe(v.string(), v.maxLength(10_000)) }),
  created: isoTime('"created"'),
  classifier: v.object({ fingerprint: v.pipe(v.string(), v.maxLength(64)), embeddingSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(EMBEDDING_MAX)) }),
  source: v.object({ image: v.pipe(v.string(), v.maxLength(1000)), tiles: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(CLASSES.length)), redFivesRow: v.boolean() }),
  blend: v.object({ weight: v.pipe(v.number(), v.minValue(0), v.maxValue(1)), temperature: v.pipe(v.number(), v.finite(), v.gtValue(0)) }),
  prototypes: v.pipe(
    v.record(v.picklist(CLASSES, 'an unknown kind'), vectors),
    v.check((p) => Object.keys(p).length > 0, '"prototypes" is empty'),
  ),
  learned: v.exactOptional(v.pipe(v.array(learnedEntrySchema), v.maxLength(LEARNED_CAP, `at most ${LEARNED_CAP} entries`))),
};

type VectorLists = {
  readonly classifier: { readonly embeddingSize: number };
  readonly prototypes: Readonly<Record<string, readonly (readonly number[])[]>>;
  readonly learned?: readonly { readonly id: string; readonly vectors: readonly (readonly number[])[] }[];
};

/** The first vector that is not `size` numbers of unit length, or a learned id used twice, in words naming it; null when none. */
function vectorProblem(p: VectorLists): string | null {
  const size = p.classifier.embeddingSize;
  const problem = (vec: readonly number[], name: string): string | null => {
    if (vec.length !== size) return `${name} must be ${size} finite numbers`;
    const norm = Math.sqrt(vec.reduce((s, x) => s + x * x, 0));
    return Math.abs(norm - 1) > UNIT_SLACK ? `${name} is not a unit vector (length ${norm.toFixed(4)})` : null;
  };
  for (const [kind, list] of Object.entries(p.prototypes)) {
    for (const [i, vec] of list.entries()) {
      const found = problem(vec, `prototype ${i} of ${kind}`);
      if (found !== null) return found;
    }
  }
  const ids = new Set<string>();
  for (const [i, e] of (p.learned ?? []).entries()) {
    if (ids.has(e.id)) return `learned[${i}].id '${e.id}' is used twice`;
    ids.add(e.id);
    for (const [j, vec] of e.vectors.entries()) {
      const found = problem(vec, `learned[${i}].vectors[${j}]`);
      if (found !== null) return found;
    }
  }
  return null;
}

const vectorsFit = <T extends VectorLists>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const found = vectorProblem(dataset.value);
    if (found !== null) addIssue({ message: found });
  });

const version1 = v.strictObject({ ...common, version: v.literal(1) });
const version2 = v.strictObject({ ...common, version: v.literal(2), tuned: v.exactOptional(storedTailSchema) });
const version3 = v.strictObject({ ...common, version: v.literal(3), tuned: v.exactOptional(storedTailSchema), detector: v.exactOptional(storedDetectorSchema) });

export const calibrationProfileSchema = v.variant('version', [
  v.pipe(version1, vectorsFit<v.InferOutput<typeof version1>>()),
  v.pipe(version2, vectorsFit<v.InferOutput<typeof version2>>()),
  v.pipe(version3, vectorsFit<v.InferOutput<typeof version3>>()),
]);
