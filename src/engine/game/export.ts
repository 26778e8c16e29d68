/**
 * A game as a file (issue 5): versioned JSON out, and back in only after the same check the store
 * applies (checkGameRecord). A truncated, tampered or foreign file is refused with a coded reason,
 * never thrown on, so the caller can leave its store untouched.
 */
import { type Result, err } from '../result';
import { checkGameRecord, RECORD_ERROR_CODES, type GameRecord } from './check';
import type { GameErrorCode } from './reduce';

export const GAME_FILE_FORMAT = 'riichi-lens-game';
/** Bumped only when a version 1 reader could misread the file; a newer file is refused, not guessed at. */
export const GAME_FILE_VERSION = 1;

/** The file's own refusals, then the record check's (shared with the store). */
export const IMPORT_ERROR_CODES = ['not_json', 'wrong_format', 'unknown_version', ...RECORD_ERROR_CODES] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

export interface ImportError {
  readonly code: ImportErrorCode;
  readonly reason: string;
  /** 1-based number of the offending event, for malformed_event and refused_event. */
  readonly event?: number;
  /** The rules' refusal code, for refused_event. */
  readonly rule?: GameErrorCode;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Object keys sorted at every depth, so the same game always gives the same bytes (diffable, hashable). */
function sortKeys(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(sortKeys);
  if (!isObj(x)) return x;
  return Object.fromEntries(
    Object.keys(x)
      .sort()
      .filter((k) => x[k] !== undefined)
      .map((k) => [k, sortKeys(x[k])]),
  );
}

/** The game as a pretty-printed JSON file. No trailing newline: any cut of the text is then invalid JSON. */
export function exportGame(game: GameRecord): string {
  const { id, title, createdAt, log } = game;
  return JSON.stringify({ format: GAME_FILE_FORMAT, version: GAME_FILE_VERSION, game: sortKeys({ id, title, createdAt, log: { entries: log.entries, cursor: log.cursor } }) }, null, 2);
}

/** Reads a file written by `exportGame`; the game comes back only if it replays cleanly under the rules. */
export function importGame(text: string): Result<GameRecord, ImportError> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return err({ code: 'not_json', reason: `not JSON (truncated?): ${e instanceof Error ? e.message : String(e)}` });
  }
  if (!isObj(data) || data.format !== GAME_FILE_FORMAT) return err({ code: 'wrong_format', reason: `not a ${GAME_FILE_FORMAT} file` });
  if (data.version !== GAME_FILE_VERSION) return err({ code: 'unknown_version', reason: `file version ${JSON.stringify(data.version)}; this app reads version ${GAME_FILE_VERSION}` });
  return checkGameRecord(data.game);
}
