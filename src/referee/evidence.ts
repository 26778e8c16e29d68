/**
 * The evidence record of one ruling: what was on the table (tiles, situation, the photo and its
 * boxes), what was declared, what the engine computed and what the referee ruled, and when.
 * Exported as versioned JSON; an import checks the whole file and says what is wrong with it.
 *
 * Version 2 added `discardsPhoto` (the photo the discards were read from, with its boxes). A
 * version 1 file is still read, as a version 2 record without a discards photo.
 */
import * as v from 'valibot';
import { type PresetName, type Result, type ScoreRequest, err, ok } from '../engine/index';
import { EVIDENCE_FORMAT, EVIDENCE_MAX_BYTES, EVIDENCE_VERSION, evidenceFileSchema } from '../formats/evidence';
import { issuePath } from '../formats/issue-path';
import { readJsonText } from '../formats/json-text';
import type { DeclaredClaim } from '../formats/claim';
import { type RulingInput, type Ruling, ruleOnWin } from './ruling';

export { EVIDENCE_FORMAT, EVIDENCE_VERSION };
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

export type EvidenceErrorCode = 'too_large' | 'not_json' | 'too_deep' | 'wrong_format' | 'unknown_version' | 'bad_field' | 'ruling_mismatch';
export interface EvidenceError {
  readonly code: EvidenceErrorCode;
  /** The field at fault, when one is (`claim.points`, `photo.boxes[2].w`...). */
  readonly field?: string;
  readonly reason: string;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Reads an evidence file back: its size, format and version, every field by the schema, and the
 * ruling made again from the recorded tiles (a record whose ruling the engine no longer gives is
 * refused, naming it). The record returned carries the ruling made again.
 */
export function importEvidence(text: string): Result<EvidenceRecord, EvidenceError> {
  const read = readJsonText(text, EVIDENCE_MAX_BYTES);
  if (!read.ok) return read;
  const data = read.value;
  if (!isObj(data) || data.format !== EVIDENCE_FORMAT) return err({ code: 'wrong_format', reason: `not a ${EVIDENCE_FORMAT} file` });
  if (!READABLE_VERSIONS.includes(data.version)) return err({ code: 'unknown_version', reason: `file version ${JSON.stringify(data.version)}; this app reads versions ${READABLE_VERSIONS.join(' and ')}` });
  const parsed = v.safeParse(evidenceFileSchema, data, { abortEarly: true });
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return err({ code: 'bad_field', field: issuePath(issue), reason: `${issuePath(issue)}: ${issue.message}` });
  }
  const file = parsed.output;
  const input: RulingInput = {
    preset: file.preset,
    request: file.request as unknown as ScoreRequest,
    claim: file.claim,
    discards: file.discards,
    passedWin: file.passedWin,
    deadHand: file.deadHand,
  };
  const again = ruleOnWin(input);
  if (again.valid !== file.ruling.valid || JSON.stringify(again.invalid) !== JSON.stringify(file.ruling.invalid))
    return err({ code: 'ruling_mismatch', field: 'ruling', reason: 'the recorded ruling is not what these tiles and this situation give (the file was changed, or made by another engine version)' });
  // Version 1 had no discards photo: read as none.
  const discardsPhoto = file.version === 1 ? null : file.discardsPhoto;
  return ok({ format: EVIDENCE_FORMAT, version: EVIDENCE_VERSION, at: file.at, engineVersion: file.engineVersion, preset: file.preset, request: input.request, discards: file.discards, passedWin: file.passedWin, deadHand: file.deadHand, claim: file.claim, photo: file.photo, discardsPhoto, ruling: again });
}
