/**
 * A game as a file (issues 5 and 20): versioned JSON out, and back in only after the same check
 * the store applies (checkGameRecord). A file too large, truncated, nested too deep, foreign,
 * malformed, against the rules or changed after export is refused with a coded reason, never
 * thrown on, so the caller can leave its store untouched.
 *
 * Version 2 adds `sha256`: the SHA-256 of the game's canonical JSON (content-hash.ts) at export,
 * so an edit made afterwards, even one the rules accept, is refused as `changed_after_export`. A
 * version 1 file (written before the hash) is still read, with `hashed: false`: the app says it
 * cannot tell whether that file was changed. What the hash cannot detect is in
 * src/engine/game/README.md ("What a file check cannot detect").
 */
import * as v from 'valibot';
import type { GameErrorCode, GameRecord } from '../engine/index';
import { type Result, err, ok } from '../engine/result';
import { contentHash, sortKeys } from './content-hash';
import { RECORD_ERROR_CODES, checkGameRecord, gameRecordSchema } from './game-record';
import { issuePath } from './issue-path';
import { readJsonText, sizeRefusal } from './json-text';
import { type SameGame, sameGameAs } from './game-duplicates';

export const GAME_FILE_FORMAT = 'riichi-lens-game';
/** Bumped when a reader of the previous version could misread the file; a newer file is refused, not guessed at. */
export const GAME_FILE_VERSION = 2;
const READABLE_VERSIONS: readonly unknown[] = [1, GAME_FILE_VERSION];
/** Far above a long game with a thumbnail per hand (a few hundred KB); checked before the text is parsed. */
export const GAME_FILE_MAX_BYTES = 5_000_000;

const fileSchemaOf = <TGame extends v.GenericSchema>(game: TGame) =>
  v.variant('version', [
    v.strictObject({ format: v.literal(GAME_FILE_FORMAT), version: v.literal(1), game }),
    v.strictObject({ format: v.literal(GAME_FILE_FORMAT), version: v.literal(2), game, sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) }),
  ]);

/** The file as published (docs/schemas/game-file.schema.json). */
export const gameFileSchema = fileSchemaOf(gameRecordSchema);
/** The file around its game: the game itself goes through checkGameRecord, which names the event at fault. */
const fileHeaderSchema = fileSchemaOf(v.unknown());

/** The file's own refusals, then the record check's (shared with the store). */
export const IMPORT_ERROR_CODES = ['too_large', 'not_json', 'too_deep', 'wrong_format', 'unknown_version', ...RECORD_ERROR_CODES, 'changed_after_export'] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

export interface ImportError {
  readonly code: ImportErrorCode;
  readonly reason: string;
  /** 1-based number of the offending event, for malformed_event, duplicate_event_id and refused_event. */
  readonly event?: number;
  /** The rules' refusal code, for refused_event. */
  readonly rule?: GameErrorCode;
  /** Where the schema found the fault. */
  readonly field?: string;
}

export interface ImportedGame {
  readonly game: GameRecord;
  /** False for a version 1 file: it carries no hash, so an edit after export cannot be told. */
  readonly hashed: boolean;
  /** A game already kept that this file is (by id, or by an identical log); null when it is new. */
  readonly same: SameGame | null;
}

/** The refusal of a game file of `bytes`, checked before its text is read; null when it is not too large. */
export const gameFileSizeRefusal = (bytes: number): ImportError | null => sizeRefusal(bytes, GAME_FILE_MAX_BYTES);

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

const gameOf = (game: GameRecord) => ({ id: game.id, title: game.title, createdAt: game.createdAt, log: { entries: game.log.entries, cursor: game.log.cursor } });

/** The game as a pretty-printed JSON file with its hash. No trailing newline: any cut of the text is then invalid JSON. */
export async function exportGame(game: GameRecord): Promise<string> {
  const body = sortKeys(gameOf(game));
  return JSON.stringify({ format: GAME_FILE_FORMAT, version: GAME_FILE_VERSION, game: body, sha256: await contentHash(body) }, null, 2);
}

/**
 * Reads a file written by `exportGame` (or by version 1): the game comes back only if it passes
 * the record check, replays cleanly under the rules and, in version 2, still has the hash it was
 * exported with. `kept` are the games already kept, so a second import of one is recognised.
 */
export async function importGame(text: string, kept: readonly GameRecord[] = []): Promise<Result<ImportedGame, ImportError>> {
  const read = readJsonText(text, GAME_FILE_MAX_BYTES);
  if (!read.ok) return read;
  const data = read.value;
  if (!isObj(data) || data.format !== GAME_FILE_FORMAT) return err({ code: 'wrong_format', reason: `not a ${GAME_FILE_FORMAT} file` });
  if (!READABLE_VERSIONS.includes(data.version)) return err({ code: 'unknown_version', reason: `file version ${JSON.stringify(data.version)}; this app reads versions ${READABLE_VERSIONS.join(' and ')}` });
  const header = v.safeParse(fileHeaderSchema, data, { abortEarly: true });
  if (!header.success) return err({ code: 'bad_fields', reason: `${issuePath(header.issues[0])}: ${header.issues[0].message}`, field: issuePath(header.issues[0]) });
  const checked = checkGameRecord(header.output.game);
  if (!checked.ok) return checked;
  // Checked last: a file that breaks a rule says which; one that passes every rule but was edited still fails here.
  if (header.output.version === 2 && (await contentHash(header.output.game)) !== header.output.sha256) {
    return err({ code: 'changed_after_export', reason: 'the game was changed after it was exported (its content no longer has the hash written at export)', field: 'sha256' });
  }
  return ok({ game: checked.value, hashed: header.output.version === 2, same: sameGameAs(checked.value, kept) });
}
