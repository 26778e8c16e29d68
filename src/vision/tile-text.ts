/**
 * A row of tiles as mpsz text and back, for the hand editor's text box and the hand draft
 * (hand-draft.ts). The notation is the engine's
 * (`parseTiles`, `formatTiles`): this file only adds the face-down tile, which the engine has no
 * use for, written `?` between groups (`12m?3p`).
 */
import { type MeldType, type NotationProblem, type Result, err, formatTiles, ok, parseTiles, tileName } from '../engine/index';
import type { RenderTile } from './render/index';

/** How a face-down tile is written in the text box. */
export const BACK_MARK = '?';

/**
 * Why text cannot be read, as a code the UI words in each language (strings-issues.ts): the
 * engine's notation problem with the piece of text, or one of the hand line's own.
 */
export type TextProblem =
  | { readonly code: NotationProblem; readonly text: string }
  | { readonly code: 'meld_shape'; readonly text: string }
  | { readonly code: 'called_position'; readonly meld: MeldType; readonly positions: number }
  | { readonly code: 'win_twice' }
  | { readonly code: 'win_count'; readonly count: number }
  | { readonly code: 'unknown_key'; readonly key: string };

export interface TextError {
  readonly code: 'bad_text';
  readonly problem: TextProblem;
  /** 0-based position in the text where the problem is. */
  readonly at: number;
}

export const textError = (problem: TextProblem, at: number): TextError => ({ code: 'bad_text', problem, at });

/**
 * The tiles of a run such as `123m0p?55z`, in the written order. `offset` is where the run starts
 * in the whole text, so an error points into that text.
 */
export function parseTileRun(text: string, offset = 0): Result<RenderTile[], TextError> {
  const out: RenderTile[] = [];
  let start = 0;
  for (const piece of text.split(BACK_MARK)) {
    if (start > 0) out.push('back');
    const parsed = parseTiles(piece);
    if (!parsed.ok) return err(textError({ code: parsed.error.problem, text: piece }, offset + start + parsed.error.at));
    out.push(...parsed.value.map((code) => tileName(code) as RenderTile));
    start += piece.length + BACK_MARK.length;
  }
  return ok(out);
}

/** A run written compactly (`123m0p?55z`); order kept. */
export function formatTileRun(tiles: readonly RenderTile[]): string {
  let out = '';
  let faces: string[] = [];
  const flush = (): void => {
    if (faces.length === 0) return;
    const parsed = parseTiles(faces.join(''));
    out += parsed.ok ? formatTiles(parsed.value) : faces.join('');
    faces = [];
  };
  for (const t of tiles) {
    if (t === 'back') {
      flush();
      out += BACK_MARK;
    } else {
      faces.push(t);
    }
  }
  flush();
  return out;
}
