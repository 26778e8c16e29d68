/**
 * The whole hand as one line of text, for the editor's text box, and back:
 *
 *     123m456p789s1122z win:2z pon:777z@1 chi:0p46p dora:1p ura:4p
 *
 * Bare groups are the concealed tiles (mpsz, `0` = red five, `?` = a face-down tile); `win:` the
 * winning tile; a meld is its type (chi/pon/kan/ankan/shouminkan, or chow/pung/kong/concealed-kong
 * /added-kong) with its tiles and, after `@`, the position of the called tile from 0 (left);
 * `dora:` and `ura:` the indicator rows. Tiles are read by the engine's parser. Text that cannot
 * be read gives an error value that says where, never a throw.
 */
import { type MeldType, type Result, err, meldTypeOf, ok } from '../../engine/index';
import type { RenderTile } from '../../vision/render/index';
import { EMPTY_DRAFT, type HandDraft, entered } from '../../vision/hand-draft';
import { allTiles, calledPositions, setTileAt, tileAt } from './hand-edit';
import { type TextError, formatTileRun, parseTileRun, textError } from '../../vision/tile-text';

export type { TextError } from '../../vision/tile-text';

export function handToText(hand: HandDraft): string {
  const parts: string[] = [];
  if (hand.concealed.length > 0) parts.push(formatTileRun(hand.concealed.map((t) => t.tile)));
  if (hand.win !== null) parts.push(`win:${formatTileRun([hand.win.tile])}`);
  for (const m of hand.melds) {
    parts.push(`${m.type}:${formatTileRun(m.tiles.map((t) => t.tile))}${m.calledIndex === null ? '' : `@${m.calledIndex}`}`);
  }
  if (hand.dora.length > 0) parts.push(`dora:${formatTileRun(hand.dora.map((t) => t.tile))}`);
  if (hand.ura.length > 0) parts.push(`ura:${formatTileRun(hand.ura.map((t) => t.tile))}`);
  return parts.join(' ');
}

interface Word {
  readonly text: string;
  readonly at: number;
}

const MELD_WORD = /^([^@]*)(?:@(\d+))?$/;

/** One `type:tiles@n` word as a meld. */
function parseMeld(type: MeldType, value: string, at: number): Result<HandDraft['melds'][number], TextError> {
  const m = MELD_WORD.exec(value);
  if (!m) return err(textError({ code: 'meld_shape', text: value }, at));
  const tiles = parseTileRun(m[1]!, at);
  if (!tiles.ok) return tiles;
  if (m[2] === undefined) return ok({ type, tiles: tiles.value.map(entered), calledIndex: null });
  const called = Number(m[2]);
  const positions = calledPositions(type);
  if (!positions.includes(called)) {
    return err(textError({ code: 'called_position', meld: type, positions: positions.length }, at + m[1]!.length));
  }
  return ok({ type, tiles: tiles.value.map(entered), calledIndex: called });
}

/**
 * The hand a line of text describes. With `previous`, a tile that is the same tile in the same
 * place as before keeps what recognition said about it, so retyping the text does not lose which
 * tiles were uncertain.
 */
export function handFromText(text: string, previous: HandDraft = EMPTY_DRAFT): Result<HandDraft, TextError> {
  const words: Word[] = [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], at: m.index }));
  const concealed: RenderTile[] = [];
  let win: RenderTile | null = null;
  const melds: HandDraft['melds'][number][] = [];
  const dora: RenderTile[] = [];
  const ura: RenderTile[] = [];

  for (const word of words) {
    const colon = word.text.indexOf(':');
    const key = colon < 0 ? '' : word.text.slice(0, colon).toLowerCase();
    const value = word.text.slice(colon + 1);
    const at = word.at + colon + 1;
    if (key === '') {
      const tiles = parseTileRun(value, at);
      if (!tiles.ok) return tiles;
      concealed.push(...tiles.value);
    } else if (key === 'win') {
      const tiles = parseTileRun(value, at);
      if (!tiles.ok) return tiles;
      if (win !== null) return err(textError({ code: 'win_twice' }, word.at));
      if (tiles.value.length !== 1) return err(textError({ code: 'win_count', count: tiles.value.length }, at));
      win = tiles.value[0]!;
    } else if (key === 'dora' || key === 'ura') {
      const tiles = parseTileRun(value, at);
      if (!tiles.ok) return tiles;
      (key === 'dora' ? dora : ura).push(...tiles.value);
    } else {
      const type = meldTypeOf(key);
      if (type === null) return err(textError({ code: 'unknown_key', key }, word.at));
      const meld = parseMeld(type, value, at);
      if (!meld.ok) return meld;
      melds.push(meld.value);
    }
  }

  const hand: HandDraft = {
    concealed: concealed.map(entered),
    win: win === null ? null : entered(win),
    melds,
    dora: dora.map(entered),
    ura: ura.map(entered),
  };
  return ok(keepSources(hand, previous));
}

/** `next` with each tile that is unchanged from `previous` at the same place taken from `previous`. */
function keepSources(next: HandDraft, previous: HandDraft): HandDraft {
  let out = next;
  for (const at of allTiles(next)) {
    const before = tileAt(previous, at);
    if (before !== null && before.tile === tileAt(next, at)!.tile) out = setTileAt(out, at, before);
  }
  return out;
}
