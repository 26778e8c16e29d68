/**
 * The edited hand in the two shapes others read: the score calculator's form fields (text as a
 * person would type it, see draft.ts) and the Hand format of DESIGN.md section 3 (what the
 * engine scores and the game record keeps). And back from the form, so the editor can open on
 * whatever the calculator holds. Translation only: the engine judges the result.
 */
import { type HandInput, type Result, err, ok } from '../../engine/index';
import type { RenderTile } from '../../vision/render/index';
import type { HandDraft as FormDraft } from '../score/draft';
import { type EditHand, addMeld, entered } from './hand-edit';
import { type TextError, formatTileRun, parseTileRun } from './tile-text';

/** The calculator's fields that hold the hand's tiles. */
export type FormHandFields = Pick<FormDraft, 'concealed' | 'winTile' | 'melds' | 'dora' | 'ura'>;

const run = (tiles: readonly { readonly tile: RenderTile }[]): string => formatTileRun(tiles.map((t) => t.tile));

/**
 * The form's fields for the hand. The concealed field holds the tiles before the win (the engine
 * adds the winning tile to 13, as when a person types it). The called tile's position has no
 * field there: it does not change a score.
 */
export function handToForm(hand: EditHand): FormHandFields {
  return {
    concealed: run(hand.concealed),
    winTile: hand.win === null ? '' : run([hand.win]),
    melds: hand.melds.map((m) => ({ type: m.type, tiles: run(m.tiles) })),
    dora: run(hand.dora),
    ura: run(hand.ura),
  };
}

/** The hand in the Hand format: `concealed` holds every concealed tile, the winning tile last. */
export function handToInput(hand: EditHand): HandInput {
  return {
    concealed: run(hand.win === null ? hand.concealed : [...hand.concealed, hand.win]),
    win_tile: hand.win === null ? null : run([hand.win]),
    melds: hand.melds.map((m) => ({ type: m.type, tiles: run(m.tiles), called_index: m.calledIndex })),
    dora_indicators: hand.dora.map((t) => run([t])),
    ura_indicators: hand.ura.map((t) => run([t])),
  };
}

/** A form field that does not read as tiles, and which field it is. */
export interface FormFieldError extends TextError {
  readonly field: 'concealed' | 'winTile' | 'melds' | 'dora' | 'ura';
}

/**
 * The hand the form's fields describe. When the concealed field holds all 14 tiles and ends with
 * the winning tile, that last tile is the winning tile itself, not a second copy of it.
 */
export function handFromForm(form: FormHandFields): Result<EditHand, FormFieldError> {
  const read = (field: FormFieldError['field'], text: string): Result<RenderTile[], FormFieldError> => {
    const parsed = parseTileRun(text.trim());
    return parsed.ok ? parsed : err({ ...parsed.error, field });
  };
  const concealed = read('concealed', form.concealed);
  if (!concealed.ok) return concealed;
  const win = read('winTile', form.winTile);
  if (!win.ok) return win;
  const dora = read('dora', form.dora);
  if (!dora.ok) return dora;
  const ura = read('ura', form.ura);
  if (!ura.ok) return ura;
  if (win.value.length > 1) return err({ code: 'bad_text', problem: { code: 'win_count', count: win.value.length }, at: 0, field: 'winTile' });

  const winTile = win.value[0] ?? null;
  let tiles = concealed.value;
  if (winTile !== null && tiles.length + 3 * form.melds.length === 14 && tiles.at(-1) === winTile) tiles = tiles.slice(0, -1);
  let hand: EditHand = { concealed: tiles.map(entered), win: winTile === null ? null : entered(winTile), melds: [], dora: dora.value.map(entered), ura: ura.value.map(entered) };
  for (const m of form.melds) {
    const meldTiles = read('melds', m.tiles);
    if (!meldTiles.ok) return meldTiles;
    hand = addMeld(hand, m.type, meldTiles.value);
  }
  return ok(hand);
}
