/**
 * The referee's evidence file as a schema (issue 20): every field's type and bounds, versions 1
 * and 2 (version 2 added `discardsPhoto`). The confirmed hand and situation (`request`) are a
 * score request, checked by its own schema (`src/engine/request-schema.ts`); the ruling made again
 * from it checks the rest (the rules).
 */
import * as v from 'valibot';
import { POINTS_LIMIT, PRESET_NAMES } from '../engine/index';
import { scoreRequestSchema } from '../engine/request-schema';
import { DEAD_HAND_REASONS, type DeclaredClaim } from './claim';

export const EVIDENCE_FORMAT = 'riichi-lens-referee-evidence';
export const EVIDENCE_VERSION = 2;
/** A ruling with two photos kept small (the app keeps a shrunk copy): far below this. */
export const EVIDENCE_MAX_BYTES = 5_000_000;

const finite = (min: number, max: number) => v.pipe(v.number(), v.finite(), v.minValue(min), v.maxValue(max));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** Photos are at most a phone camera's size; a box lies on (or just off) its photo. */
const PIXELS = 100_000;

export const declaredClaimSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('points'), points: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(POINTS_LIMIT)) }),
  // A claim is what the player said, right or wrong: bounded, not checked against the rules (the ruling does that).
  v.strictObject({ kind: v.literal('han-fu'), han: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(200)), fu: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(200)) }),
  v.strictObject({ kind: v.literal('yaku'), yaku: v.pipe(v.array(text(64)), v.maxLength(40)) }),
]);

export const evidencePhotoSchema = v.strictObject({
  /** The picture as a data URL (the small copy the app keeps), or a name when it is kept elsewhere. */
  ref: text(4_000_000),
  width: finite(0, PIXELS),
  height: finite(0, PIXELS),
  boxes: v.pipe(
    v.array(v.strictObject({ tile: text(8), x: finite(-PIXELS, PIXELS), y: finite(-PIXELS, PIXELS), w: finite(0, PIXELS), h: finite(0, PIXELS) })),
    v.maxLength(300),
  ),
});


const isoTime = v.pipe(
  text(64),
  v.check((t) => !Number.isNaN(Date.parse(t)), 'must be an ISO 8601 time'),
);

const common = {
  format: v.literal(EVIDENCE_FORMAT),
  at: isoTime,
  engineVersion: text(32),
  preset: v.picklist(PRESET_NAMES),
  request: scoreRequestSchema,
  discards: text(200),
  passedWin: v.boolean(),
  deadHand: v.pipe(v.array(v.picklist(DEAD_HAND_REASONS)), v.maxLength(DEAD_HAND_REASONS.length)),
  claim: v.nullable(declaredClaimSchema),
  photo: v.nullable(evidencePhotoSchema),
  /** The recorded ruling: compared with the ruling made again, so only its verdict is read. */
  ruling: v.looseObject({ valid: v.boolean(), invalid: v.pipe(v.array(v.unknown()), v.maxLength(20)) }),
};

export const evidenceFileSchema = v.variant('version', [
  v.strictObject({ ...common, version: v.literal(1) }),
  v.strictObject({ ...common, version: v.literal(2), discardsPhoto: v.nullable(evidencePhotoSchema) }),
]);

// The claim the schema reads is the claim the referee code takes.
const sameClaim: [v.InferOutput<typeof declaredClaimSchema>] extends [DeclaredClaim] ? true : false = true;
void sameClaim;
