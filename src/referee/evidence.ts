/**
 * The evidence record of one ruling: what was on the table (tiles, situation, the photo and its
 * boxes), what was declared, what the engine computed and what the referee ruled, and when.
 * Exported as versioned JSON; an import checks the whole file and says what is wrong with it.
 *
 * Version 2 added `discardsPhoto` (the photo the discards were read from, with its boxes). A
 * version 1 file is still read, as a version 2 record without a discards photo.
 */
import { type PresetName, type Result, type ScoreRequest, err, isPresetName, ok } from '../engine/index';
import { type DeclaredClaim, isDeclaredClaim } from './claim';
import { type RulingInput, type Ruling, DEAD_HAND_REASONS, ruleOnWin } from './ruling';

export const EVIDENCE_FORMAT = 'riichi-lens-referee-evidence';
export const EVIDENCE_VERSION = 2;
/** The versions an import reads: every one this app has written. */
const READABLE_VERSIONS: readonly unknown[] = [1, EVIDENCE_VERSION];
/**
 * The engine's version in evidence files. Bumped whenever a change in the engine could change a
 * ruling, so a record says which rules engine made it.
 */
export const ENGINE_VERSION = '1.0.0';

/** A box drawn on the photo: image pixels, x/y = top-left, and the tile it was read as. */
export interface EvidenceBox {
  readonly tile: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface EvidencePhoto {
  /** The picture as a data URL (the small copy the app keeps), or a name when the picture is kept elsewhere. */
  readonly ref: string;
  readonly width: number;
  readonly height: number;
  readonly boxes: readonly EvidenceBox[];
}

export interface EvidenceRecord {
  readonly format: typeof EVIDENCE_FORMAT;
  readonly version: typeof EVIDENCE_VERSION;
  /** ISO 8601 time of the ruling. */
  readonly at: string;
  readonly engineVersion: string;
  readonly preset: PresetName;
  /** The confirmed tiles and the situation, in the engine's score-request format. */
  readonly request: ScoreRequest;
  readonly discards: string;
  readonly passedWin: boolean;
  readonly deadHand: RulingInput['deadHand'];
  readonly claim: DeclaredClaim | null;
  readonly photo: EvidencePhoto | null;
  /** The photo the discards were read from, each box with the tile read there; null when they were typed. */
  readonly discardsPhoto: EvidencePhoto | null;
  readonly ruling: Ruling;
}

/** The record of a ruling made at `at` (passed in: the core reads no clock). */
export function evidenceOf(input: RulingInput, ruling: Ruling, photo: EvidencePhoto | null, at: Date, discardsPhoto: EvidencePhoto | null = null): EvidenceRecord {
  return {
    format: EVIDENCE_FORMAT,
    version: EVIDENCE_VERSION,
    at: at.toISOString(),
    engineVersion: ENGINE_VERSION,
    preset: input.preset,
    request: input.request,
    discards: input.discards,
    passedWin: input.passedWin,
    deadHand: input.deadHand,
    claim: input.claim,
    photo,
    discardsPhoto,
    ruling,
  };
}

export const exportEvidence = (record: EvidenceRecord): string => JSON.stringify(record, null, 2);

export type EvidenceErrorCode = 'not_json' | 'wrong_format' | 'unknown_version' | 'bad_field' | 'ruling_mismatch';
export interface EvidenceError {
  readonly code: EvidenceErrorCode;
  /** The field at fault, when one is (`claim`, `photo.boxes[2]`...). */
  readonly field?: string;
  readonly reason: string;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const bad = (field: string, reason: string): Result<never, EvidenceError> => err({ code: 'bad_field', field, reason });

function photoProblem(p: unknown, field = 'photo'): Result<EvidencePhoto | null, EvidenceError> {
  if (p === null) return ok(null);
  if (!isObj(p) || typeof p.ref !== 'string' || !finite(p.width) || !finite(p.height) || !Array.isArray(p.boxes)) return bad(field, 'needs ref, width, height and boxes');
  for (const [i, b] of (p.boxes as unknown[]).entries())
    if (!isObj(b) || typeof b.tile !== 'string' || ![b.x, b.y, b.w, b.h].every(finite)) return bad(`${field}.boxes[${i}]`, 'a box needs tile, x, y, w and h');
  return ok(p as unknown as EvidencePhoto);
}

/**
 * Reads an evidence file back: its format and version, every field, and the ruling made again
 * from the recorded tiles (a record whose ruling the engine no longer gives is refused, naming it).
 */
export function importEvidence(text: string): Result<EvidenceRecord, EvidenceError> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return err({ code: 'not_json', reason: 'the file is not JSON (cut short or not an evidence file)' });
  }
  if (!isObj(data) || data.format !== EVIDENCE_FORMAT) return err({ code: 'wrong_format', reason: `not a ${EVIDENCE_FORMAT} file` });
  if (!READABLE_VERSIONS.includes(data.version)) return err({ code: 'unknown_version', reason: `file version ${JSON.stringify(data.version)}; this app reads versions ${READABLE_VERSIONS.join(' and ')}` });
  if (typeof data.at !== 'string' || Number.isNaN(Date.parse(data.at))) return bad('at', 'must be an ISO 8601 time');
  if (typeof data.engineVersion !== 'string') return bad('engineVersion', 'must be a string');
  if (!isPresetName(data.preset)) return bad('preset', `unknown preset ${JSON.stringify(data.preset)}`);
  if (!isObj(data.request) || !isObj(data.request.hand) || !isObj(data.request.context)) return bad('request', 'needs hand and context');
  if (typeof data.discards !== 'string') return bad('discards', 'must be a string of tiles');
  if (typeof data.passedWin !== 'boolean') return bad('passedWin', 'must be true or false');
  const dead = data.deadHand;
  if (!Array.isArray(dead) || !dead.every((d) => (DEAD_HAND_REASONS as readonly unknown[]).includes(d))) return bad('deadHand', `must list reasons among ${DEAD_HAND_REASONS.join(', ')}`);
  if (data.claim !== null && !isDeclaredClaim(data.claim)) return bad('claim', 'must be points, han and minipoints, or a list of yaku');
  const photo = photoProblem(data.photo);
  if (!photo.ok) return photo;
  // Version 1 had no discards photo: read as none.
  const discardsPhoto = data.version === 1 ? ok(null) : photoProblem(data.discardsPhoto, 'discardsPhoto');
  if (!discardsPhoto.ok) return discardsPhoto;
  if (!isObj(data.ruling) || typeof data.ruling.valid !== 'boolean') return bad('ruling', 'needs a ruling with valid');
  const input: RulingInput = {
    preset: data.preset,
    request: data.request as unknown as ScoreRequest,
    claim: data.claim as DeclaredClaim | null,
    discards: data.discards,
    passedWin: data.passedWin,
    deadHand: dead as RulingInput['deadHand'],
  };
  const again = ruleOnWin(input);
  if (again.valid !== data.ruling.valid || JSON.stringify(again.invalid) !== JSON.stringify(data.ruling.invalid))
    return err({ code: 'ruling_mismatch', field: 'ruling', reason: 'the recorded ruling is not what these tiles and this situation give (the file was changed, or made by another engine version)' });
  return ok({ ...(data as unknown as EvidenceRecord), version: EVIDENCE_VERSION, discardsPhoto: discardsPhoto.value });
}
