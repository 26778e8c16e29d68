/**
 * Every versioned file format the app reads from outside, with its schema (issue 20): what
 * `docs/schemas/` publishes as JSON Schema, so other tools can check our files. Adding a format
 * is one entry here (its name is the published file's: `docs/schemas/NAME.schema.json`).
 */
import type * as v from 'valibot';
import { scoreRequestSchema } from '../engine/request-schema';
import { calibrationProfileSchema } from './calibration-profile';
import { declaredClaimSchema, evidenceFileSchema, evidencePhotoSchema } from './evidence';
import { gameFileSchema } from './game-file';
import { gameRecordSchema } from './game-record';
import { overlayStateSchema } from './overlay-state';
import { pairingSchema } from './pairing-link';

export interface PublishedFormat {
  /** File name stem under docs/schemas/. */
  readonly name: string;
  /** One line: what the format is and where the app reads it. */
  readonly title: string;
  readonly schema: v.GenericSchema;
  /** Parts written once under `definitions` and referred to (a part both versions share). */
  readonly definitions?: Readonly<Record<string, v.GenericSchema>>;
}

export const PUBLISHED_FORMATS: readonly PublishedFormat[] = [
  { name: 'score-request', title: 'Riichi Lens score request (one row of `npm run score -- --jsonl`, the conformance row format); its depth and size bounds are checked before the schema and are not expressed here', schema: scoreRequestSchema },
  { name: 'game-file', title: 'Riichi Lens game file (export and import of a game record, versions 1 and 2)', schema: gameFileSchema, definitions: { gameRecord: gameRecordSchema } },
  { name: 'evidence', title: 'Riichi Lens referee evidence file (versions 1 and 2)', schema: evidenceFileSchema, definitions: { photo: evidencePhotoSchema, claim: declaredClaimSchema } },
  { name: 'overlay-state', title: 'Riichi Lens stream overlay state (relay and overlay page, version 1)', schema: overlayStateSchema },
  { name: 'calibration-profile', title: 'Riichi Lens calibration profile of a tile set (versions 1 and 2)', schema: calibrationProfileSchema },
  { name: 'pairing', title: 'Riichi Lens publisher pairing (the fragment of a pairing link, and its stored copy)', schema: pairingSchema },
];
