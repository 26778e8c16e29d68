/**
 * What is printed on a face, per tile: the suit painters for circles and bamboo, the characters
 * (a numeral over 萬), winds and dragons, and the small corner index. The painters draw in a
 * 48 x 68 layout box; `render-tile.ts` fits that box into the face.
 */
import { CHUN, DIGITS, HATSU, KANJI_NUMERALS, MAN, WIND_LETTERS, WINDS } from './glyphs';
import { type Pen, drawGlyph } from './pen';
import { drawCircles } from './pinzu';
import { drawBamboo } from './souzu';
import { el } from './svg';
import type { RenderTile } from './types';

/** The layout box every face painter draws in. */
export const LAYOUT_W = 48;
export const LAYOUT_H = 68;

/** Stroke widths in layout units, before the style's weight. */
const NUMERAL_WIDTH = 4.4;
const MAN_WIDTH = 3.1;
const HONOR_WIDTH = 4.6;
const INDEX_WIDTH = 1.25;

interface Parsed {
  readonly suit: 'm' | 'p' | 's' | 'z';
  readonly n: number;
  readonly red: boolean;
}

function parse(tile: Exclude<RenderTile, 'back'>): Parsed {
  const digit = Number(tile[0]);
  const suit = tile[1] as Parsed['suit'];
  return { suit, n: digit === 0 ? 5 : digit, red: digit === 0 };
}

/** The printed face of a face-up tile, in layout units. */
export function drawFace(tile: Exclude<RenderTile, 'back'>, pen: Pen): string {
  const { suit, n, red } = parse(tile);
  switch (suit) {
    case 'p':
      return drawCircles(n, red, pen);
    case 's':
      return drawBamboo(n, red, pen);
    case 'm':
      return drawCharacters(n, red, pen);
    case 'z':
      return drawHonor(n, pen);
  }
}

function drawCharacters(n: number, red: boolean, pen: Pen): string {
  const numeral = KANJI_NUMERALS[n]!;
  return (
    drawGlyph(pen, numeral, { x: 6, y: 1, w: 36, h: 28 }, red ? pen.palette.red : pen.palette.ink, NUMERAL_WIDTH) +
    drawGlyph(pen, MAN, { x: 4, y: 34, w: 40, h: 33 }, pen.palette.red, MAN_WIDTH)
  );
}

const HONOR_BOX = { x: 3, y: 5, w: 42, h: 58 };

function drawHonor(n: number, pen: Pen): string {
  if (n <= 4) return drawGlyph(pen, WINDS[n as 1 | 2 | 3 | 4], HONOR_BOX, pen.palette.ink, HONOR_WIDTH);
  if (n === 6) return drawGlyph(pen, HATSU, HONOR_BOX, pen.palette.green, HONOR_WIDTH * 0.92);
  if (n === 7) return drawGlyph(pen, CHUN, { x: 5, y: 3, w: 38, h: 62 }, pen.palette.red, HONOR_WIDTH * 1.15);
  return pen.style.whiteDragon === 'frame' ? drawWhiteFrame(pen) : '';
}

/** White dragon, framed: a bold blue rectangle with a thin one inside. */
function drawWhiteFrame(pen: Pen): string {
  const blue = pen.palette.blue;
  return (
    el('rect', { x: 5, y: 5, width: 38, height: 58, rx: 2, fill: 'none', stroke: blue, 'stroke-width': 3.4 * pen.weight }) +
    el('rect', { x: 10.5, y: 10.5, width: 27, height: 47, rx: 1, fill: 'none', stroke: blue, 'stroke-width': 1.2 * pen.weight })
  );
}

/** The corner index (number, or E/S/W/N), in tile units; nothing for dragons and backs. */
export function drawCornerIndex(tile: Exclude<RenderTile, 'back'>, pen: Pen): string {
  const { suit, n, red } = parse(tile);
  const box = { x: 3.4, y: 3.2, w: 5.4, h: 9 };
  if (suit === 'z') return n <= 4 ? drawGlyph(pen, WIND_LETTERS[n as 1 | 2 | 3 | 4], box, pen.palette.ink, INDEX_WIDTH) : '';
  return drawGlyph(pen, DIGITS[n]!, box, red ? pen.palette.red : pen.palette.ink, INDEX_WIDTH);
}
